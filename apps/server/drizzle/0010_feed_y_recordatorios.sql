CREATE TABLE "agendas_diarias" (
	"barbero_id" uuid NOT NULL,
	"dia" date NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agendas_diarias_barbero_id_dia_pk" PRIMARY KEY("barbero_id","dia")
);
--> statement-breakpoint
CREATE TABLE "feeds_calendario" (
	"barbero_id" uuid PRIMARY KEY NOT NULL,
	"semilla" text NOT NULL,
	"secreto_hash" text NOT NULL,
	"rotado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD COLUMN "evento_uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD COLUMN "secuencia" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD COLUMN "recordatorio_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "agenda_diaria" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agendas_diarias" ADD CONSTRAINT "agendas_diarias_barbero_id_usuarios_id_fk" FOREIGN KEY ("barbero_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds_calendario" ADD CONSTRAINT "feeds_calendario_barbero_id_usuarios_id_fk" FOREIGN KEY ("barbero_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "horas_agendadas_sin_recordatorio" ON "horas_agendadas" USING btree ("inicio") WHERE "horas_agendadas"."recordatorio_en" is null;