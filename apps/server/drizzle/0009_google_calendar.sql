CREATE TABLE "google_calendar_cola" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" text NOT NULL,
	"evento_id" text NOT NULL,
	"barbero_id" uuid,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"cambio" integer DEFAULT 0 NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"reclamo" uuid,
	"ultimo_error" text,
	"hecho_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD COLUMN "google_calendar_id" text;--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD COLUMN "google_evento_id" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "google_calendar_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "google_calendar_cola_evento" ON "google_calendar_cola" USING btree ("calendar_id","evento_id");--> statement-breakpoint
CREATE INDEX "google_calendar_cola_pendientes" ON "google_calendar_cola" USING btree ("proximo_intento") WHERE "google_calendar_cola"."estado" = 'pendiente';--> statement-breakpoint
CREATE UNIQUE INDEX "horas_agendadas_evento_google" ON "horas_agendadas" USING btree ("google_calendar_id","google_evento_id");--> statement-breakpoint
-- Connecting or changing a barber's Google calendar changes their busy time: the hour caches of every
-- instance hear it (plugins/cambios-agenda.ts), as they hear a change of activo.
DROP TRIGGER usuarios_avisa_cambio ON usuarios;
--> statement-breakpoint
CREATE TRIGGER usuarios_avisa_cambio AFTER UPDATE OF activo, google_calendar_id OR DELETE ON usuarios
  FOR EACH ROW EXECUTE FUNCTION notificar_cambio_barbero();
