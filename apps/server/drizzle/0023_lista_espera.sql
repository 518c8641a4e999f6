CREATE TABLE "lista_espera" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dia" date NOT NULL,
	"barbero_id" uuid,
	"servicio_id" uuid NOT NULL,
	"adicionales" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"telefono" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ofertas_espera" (
	"entrada_id" uuid PRIMARY KEY NOT NULL,
	"evento_id" uuid NOT NULL,
	"fecha_id" uuid NOT NULL,
	"hora_inicio" text NOT NULL,
	"hora_fin" text NOT NULL,
	"vence_en" timestamp with time zone NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ofertas_espera_evento_id_unique" UNIQUE("evento_id")
);
--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_barbero_id_usuarios_id_fk" FOREIGN KEY ("barbero_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_servicio_id_servicios_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofertas_espera" ADD CONSTRAINT "ofertas_espera_entrada_id_lista_espera_id_fk" FOREIGN KEY ("entrada_id") REFERENCES "public"."lista_espera"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofertas_espera" ADD CONSTRAINT "ofertas_espera_evento_id_eventos_calendario_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos_calendario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofertas_espera" ADD CONSTRAINT "ofertas_espera_fecha_id_fechas_id_fk" FOREIGN KEY ("fecha_id") REFERENCES "public"."fechas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lista_espera_dia" ON "lista_espera" USING btree ("dia","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "lista_espera_dia_email" ON "lista_espera" USING btree ("dia",lower("email"));