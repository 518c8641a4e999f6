CREATE TABLE "eventos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"max" integer NOT NULL,
	"maxpp" integer DEFAULT 1 NOT NULL,
	"expires" text,
	"initial_confirmation" boolean DEFAULT true NOT NULL,
	"maybe_option" boolean DEFAULT false NOT NULL,
	"double_opt_in" boolean DEFAULT false NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eventos_cupos" CHECK ("eventos"."max" >= 1 and "eventos"."maxpp" >= 1 and "eventos"."maxpp" <= "eventos"."max")
);
--> statement-breakpoint
CREATE TABLE "rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evento_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirmado_en" timestamp with time zone,
	"token_hash" text,
	"expira_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvps_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "rsvps_status_valido" CHECK ("rsvps"."status" in ('confirmed', 'undecided', 'declined')),
	CONSTRAINT "rsvps_amount_positivo" CHECK ("rsvps"."amount" >= 1)
);
--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eventos_fecha" ON "eventos" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_email_por_evento" ON "rsvps" USING btree ("evento_id",lower("email"));