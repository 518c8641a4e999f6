CREATE TABLE "avisos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titulo" text NOT NULL,
	"contenido" text NOT NULL,
	"is_activo" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barbero_servicios" (
	"usuario_id" uuid NOT NULL,
	"servicio_id" uuid NOT NULL,
	CONSTRAINT "barbero_servicios_usuario_id_servicio_id_pk" PRIMARY KEY("usuario_id","servicio_id")
);
--> statement-breakpoint
CREATE TABLE "correos_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"para" text NOT NULL,
	"asunto" text NOT NULL,
	"texto" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_error" text,
	"enviado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eventos_calendario" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barbero_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"hora_agendada_id" uuid,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eventos_calendario_hora_agendada_id_unique" UNIQUE("hora_agendada_id"),
	CONSTRAINT "eventos_intervalo" CHECK ("eventos_calendario"."fin" > "eventos_calendario"."inicio")
);
--> statement-breakpoint
CREATE TABLE "fechas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barbero_id" uuid NOT NULL,
	"dia" date NOT NULL,
	"hora_inicio" text NOT NULL,
	"hora_fin" text NOT NULL,
	"descanso_hora" text,
	"descanso_duracion" integer DEFAULT 0 NOT NULL,
	"horas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fechas_horario_valido" CHECK ("fechas"."hora_fin" > "fechas"."hora_inicio"),
	CONSTRAINT "fechas_descanso_no_negativo" CHECK ("fechas"."descanso_duracion" >= 0)
);
--> statement-breakpoint
CREATE TABLE "horas_agendadas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fecha_id" uuid NOT NULL,
	"barbero_id" uuid NOT NULL,
	"hora_inicio" text NOT NULL,
	"hora_fin" text NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"servicio" text NOT NULL,
	"servicio_id" uuid,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "horas_agendadas_intervalo" CHECK ("horas_agendadas"."fin" > "horas_agendadas"."inicio")
);
--> statement-breakpoint
CREATE TABLE "productos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"precio_base" integer NOT NULL,
	"precio_final" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"img" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productos_precios_no_negativos" CHECK ("productos"."precio_base" >= 0 and "productos"."precio_final" >= 0),
	CONSTRAINT "productos_stock_no_negativo" CHECK ("productos"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"familia" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"revocado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "servicios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"servicio" text NOT NULL,
	"precio" integer NOT NULL,
	"duracion" integer NOT NULL,
	"tipo_id" uuid,
	"descripcion" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "servicios_servicio_unique" UNIQUE("servicio"),
	CONSTRAINT "servicios_precio_no_negativo" CHECK ("servicios"."precio" >= 0),
	CONSTRAINT "servicios_duracion_positiva" CHECK ("servicios"."duracion" > 0)
);
--> statement-breakpoint
CREATE TABLE "tipos_servicio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tipos_servicio_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"rol" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_rol_valido" CHECK ("usuarios"."rol" in ('admin', 'barbero'))
);
--> statement-breakpoint
ALTER TABLE "barbero_servicios" ADD CONSTRAINT "barbero_servicios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barbero_servicios" ADD CONSTRAINT "barbero_servicios_servicio_id_servicios_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos_calendario" ADD CONSTRAINT "eventos_calendario_barbero_id_usuarios_id_fk" FOREIGN KEY ("barbero_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eventos_calendario" ADD CONSTRAINT "eventos_calendario_hora_agendada_id_horas_agendadas_id_fk" FOREIGN KEY ("hora_agendada_id") REFERENCES "public"."horas_agendadas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechas" ADD CONSTRAINT "fechas_barbero_id_usuarios_id_fk" FOREIGN KEY ("barbero_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD CONSTRAINT "horas_agendadas_fecha_id_fechas_id_fk" FOREIGN KEY ("fecha_id") REFERENCES "public"."fechas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD CONSTRAINT "horas_agendadas_barbero_id_usuarios_id_fk" FOREIGN KEY ("barbero_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD CONSTRAINT "horas_agendadas_servicio_id_servicios_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicios" ADD CONSTRAINT "servicios_tipo_id_tipos_servicio_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos_servicio"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avisos_un_activo" ON "avisos" USING btree ("is_activo") WHERE "avisos"."is_activo";--> statement-breakpoint
CREATE INDEX "correos_pendientes" ON "correos_outbox" USING btree ("proximo_intento") WHERE "correos_outbox"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "eventos_barbero_inicio" ON "eventos_calendario" USING btree ("barbero_id","inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "fechas_barbero_dia" ON "fechas" USING btree ("barbero_id","dia");--> statement-breakpoint
CREATE INDEX "horas_agendadas_fecha" ON "horas_agendadas" USING btree ("fecha_id");--> statement-breakpoint
CREATE INDEX "horas_agendadas_email" ON "horas_agendadas" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "refresh_tokens_familia" ON "refresh_tokens" USING btree ("familia");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_unico" ON "usuarios" USING btree (lower("email"));