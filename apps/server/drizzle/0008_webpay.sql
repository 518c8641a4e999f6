ALTER TABLE "ventas" ADD COLUMN "medio" text DEFAULT 'webpay' NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "card_number" text;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "respuesta_webpay" jsonb;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "respuesta_anulacion" jsonb;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "reserva_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "actualizado_en" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_token_unico" ON "ventas" USING btree ("token");--> statement-breakpoint
CREATE INDEX "ventas_pendientes" ON "ventas" USING btree ("reserva_hasta") WHERE "ventas"."status" = 'PENDIENTE';--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_status_valido" CHECK ("ventas"."status" in ('PENDIENTE', 'PAGADO', 'FALLIDA', 'ANULADA'));--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_medio_valido" CHECK ("ventas"."medio" in ('webpay', 'efectivo'));--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_buy_order_largo" CHECK (char_length("ventas"."buy_order") between 1 and 26);