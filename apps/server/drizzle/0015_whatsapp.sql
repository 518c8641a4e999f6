CREATE TABLE "consentimientos_whatsapp" (
	"telefono" text PRIMARY KEY NOT NULL,
	"texto" text NOT NULL,
	"otorgado_en" timestamp with time zone NOT NULL,
	"retirado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_mensajes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clave" text NOT NULL,
	"tipo" text NOT NULL,
	"hora_agendada_id" uuid,
	"telefono" text NOT NULL,
	"parametros" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"texto" text,
	"respaldo" jsonb,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"wamid" text,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"reclamo" uuid,
	"ultimo_error" text,
	"enviado_en" timestamp with time zone,
	"estado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD COLUMN "confirmada_en" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_mensajes_clave" ON "whatsapp_mensajes" USING btree ("clave");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_mensajes_wamid" ON "whatsapp_mensajes" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_mensajes_pendientes" ON "whatsapp_mensajes" USING btree ("proximo_intento") WHERE "whatsapp_mensajes"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "whatsapp_mensajes_hora" ON "whatsapp_mensajes" USING btree ("hora_agendada_id");