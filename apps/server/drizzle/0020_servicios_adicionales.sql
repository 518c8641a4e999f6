CREATE TABLE "horas_agendadas_servicios" (
	"hora_agendada_id" uuid NOT NULL,
	"orden" integer NOT NULL,
	"servicio_id" uuid,
	"servicio" text NOT NULL,
	"precio" integer NOT NULL,
	"duracion" integer NOT NULL,
	CONSTRAINT "horas_agendadas_servicios_hora_agendada_id_orden_pk" PRIMARY KEY("hora_agendada_id","orden"),
	CONSTRAINT "horas_agendadas_servicios_precio_no_negativo" CHECK ("horas_agendadas_servicios"."precio" >= 0),
	CONSTRAINT "horas_agendadas_servicios_duracion_positiva" CHECK ("horas_agendadas_servicios"."duracion" > 0)
);
--> statement-breakpoint
ALTER TABLE "horas_agendadas_servicios" ADD CONSTRAINT "horas_agendadas_servicios_hora_agendada_id_horas_agendadas_id_fk" FOREIGN KEY ("hora_agendada_id") REFERENCES "public"."horas_agendadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horas_agendadas_servicios" ADD CONSTRAINT "horas_agendadas_servicios_servicio_id_servicios_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicios"("id") ON DELETE set null ON UPDATE no action;