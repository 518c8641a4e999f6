CREATE TABLE "inasistencias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hora_agendada_id" uuid,
	"barbero_id" uuid,
	"email" text NOT NULL,
	"nombre" text NOT NULL,
	"telefono" text,
	"servicio" text NOT NULL,
	"dia" text NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inasistencias_hora_agendada_id_unique" UNIQUE("hora_agendada_id")
);
--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD COLUMN "asistencia" text;--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD COLUMN "asistencia_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inasistencias" ADD CONSTRAINT "inasistencias_hora_agendada_id_horas_agendadas_id_fk" FOREIGN KEY ("hora_agendada_id") REFERENCES "public"."horas_agendadas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inasistencias" ADD CONSTRAINT "inasistencias_barbero_id_usuarios_id_fk" FOREIGN KEY ("barbero_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inasistencias_email" ON "inasistencias" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "inasistencias_fin" ON "inasistencias" USING btree ("fin");--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD CONSTRAINT "horas_agendadas_asistencia" CHECK ("horas_agendadas"."asistencia" in ('ASISTIO', 'NO_ASISTIO'));