ALTER TABLE "correos_outbox" ADD COLUMN "clave" text;--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD COLUMN "recordatorio_corto_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "avisos_al_instante" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "telefono" text;--> statement-breakpoint
CREATE UNIQUE INDEX "correos_outbox_clave" ON "correos_outbox" USING btree ("clave");--> statement-breakpoint
CREATE INDEX "horas_agendadas_sin_recordatorio_corto" ON "horas_agendadas" USING btree ("inicio") WHERE "horas_agendadas"."recordatorio_corto_en" is null;