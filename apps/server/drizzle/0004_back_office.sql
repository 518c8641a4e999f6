CREATE TABLE "accesos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"rol" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accesos_rol_valido" CHECK ("accesos"."rol" in ('admin', 'barbero'))
);
--> statement-breakpoint
CREATE TABLE "restablecimientos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restablecimientos_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "ventas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"productos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"precio_total" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"buy_order" text NOT NULL,
	"authorization_code" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ventas_buy_order_unique" UNIQUE("buy_order"),
	CONSTRAINT "ventas_total_no_negativo" CHECK ("ventas"."precio_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "restablecimientos" ADD CONSTRAINT "restablecimientos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accesos_email_unico" ON "accesos" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "restablecimientos_usuario" ON "restablecimientos" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "ventas_fecha" ON "ventas" USING btree ("fecha");