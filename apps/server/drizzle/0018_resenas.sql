CREATE TABLE "resenas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hora_agendada_id" uuid,
	"barbero_id" uuid,
	"email" text NOT NULL,
	"nombre" text NOT NULL,
	"servicio" text NOT NULL,
	"dia" date NOT NULL,
	"estrellas" integer NOT NULL,
	"comentario" text,
	"estado" text DEFAULT 'PENDIENTE' NOT NULL,
	"respuesta" text,
	"demo" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"moderada_en" timestamp with time zone,
	CONSTRAINT "resenas_estrellas" CHECK ("resenas"."estrellas" between 1 and 5),
	CONSTRAINT "resenas_estado_valido" CHECK ("resenas"."estado" in ('PENDIENTE', 'PUBLICADA', 'OCULTA'))
);
--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD COLUMN "resena_pedida_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "resenas" ADD CONSTRAINT "resenas_hora_agendada_id_horas_agendadas_id_fk" FOREIGN KEY ("hora_agendada_id") REFERENCES "public"."horas_agendadas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resenas" ADD CONSTRAINT "resenas_barbero_id_usuarios_id_fk" FOREIGN KEY ("barbero_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resenas_hora_agendada" ON "resenas" USING btree ("hora_agendada_id");--> statement-breakpoint
CREATE INDEX "resenas_email" ON "resenas" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "resenas_publicadas" ON "resenas" USING btree ("estado","creado_en");--> statement-breakpoint
CREATE INDEX "horas_agendadas_sin_resena_pedida" ON "horas_agendadas" USING btree ("fin") WHERE "horas_agendadas"."resena_pedida_en" is null;