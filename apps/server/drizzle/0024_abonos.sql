CREATE TABLE "abonos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estado" text NOT NULL,
	"motivo" text,
	"email" text NOT NULL,
	"nombre" text NOT NULL,
	"telefono" text,
	"monto" integer NOT NULL,
	"credito" integer DEFAULT 0 NOT NULL,
	"fecha_id" uuid,
	"barbero_id" uuid,
	"dia" date NOT NULL,
	"hora_inicio" text NOT NULL,
	"hora_fin" text NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"servicio" text NOT NULL,
	"reserva" jsonb NOT NULL,
	"evento_id" uuid,
	"vence_en" timestamp with time zone NOT NULL,
	"hora_agendada_id" uuid,
	"buy_order" text,
	"session_id" text,
	"token" text,
	"respuesta_webpay" jsonb,
	"respuesta_reembolso" jsonb,
	"actualizado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "abonos_buy_order_unique" UNIQUE("buy_order"),
	CONSTRAINT "abonos_token_unique" UNIQUE("token"),
	CONSTRAINT "abonos_montos_no_negativos" CHECK ("abonos"."monto" >= 0 and "abonos"."credito" >= 0),
	CONSTRAINT "abonos_buy_order_largo" CHECK (char_length("abonos"."buy_order") between 1 and 26)
);
--> statement-breakpoint
CREATE TABLE "creditos_abono" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"monto" integer NOT NULL,
	"origen_id" uuid,
	"usado_por_id" uuid,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creditos_abono_monto_positivo" CHECK ("creditos_abono"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "politica_abonos" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"ventana_horas" integer NOT NULL,
	"al_cancelar_tarde" text NOT NULL,
	"minutos_para_pagar" integer NOT NULL,
	"inasistencias_para_abono" integer NOT NULL,
	"porcentaje_por_inasistencias" integer NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "politica_abonos_una_fila" CHECK ("politica_abonos"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "servicios" ADD COLUMN "abono_tipo" text;--> statement-breakpoint
ALTER TABLE "servicios" ADD COLUMN "abono_valor" integer;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_fecha_id_fechas_id_fk" FOREIGN KEY ("fecha_id") REFERENCES "public"."fechas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_barbero_id_usuarios_id_fk" FOREIGN KEY ("barbero_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_evento_id_eventos_calendario_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos_calendario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_abono" ADD CONSTRAINT "creditos_abono_origen_id_abonos_id_fk" FOREIGN KEY ("origen_id") REFERENCES "public"."abonos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_abono" ADD CONSTRAINT "creditos_abono_usado_por_id_abonos_id_fk" FOREIGN KEY ("usado_por_id") REFERENCES "public"."abonos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abonos_hora" ON "abonos" USING btree ("hora_agendada_id");--> statement-breakpoint
CREATE INDEX "abonos_email" ON "abonos" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "abonos_por_resolver" ON "abonos" USING btree ("vence_en") WHERE "abonos"."estado" in ('PENDIENTE', 'APROBADO', 'REEMBOLSO_PENDIENTE');--> statement-breakpoint
CREATE INDEX "creditos_abono_email" ON "creditos_abono" USING btree (lower("email")) WHERE "creditos_abono"."usado_en" is null;--> statement-breakpoint
ALTER TABLE "servicios" ADD CONSTRAINT "servicios_abono_valido" CHECK (("servicios"."abono_tipo" is null and "servicios"."abono_valor" is null) or ("servicios"."abono_tipo" = 'monto' and "servicios"."abono_valor" >= 50) or ("servicios"."abono_tipo" = 'porcentaje' and "servicios"."abono_valor" between 1 and 100));