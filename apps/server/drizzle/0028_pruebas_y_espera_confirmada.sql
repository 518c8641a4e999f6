ALTER TABLE "horas_agendadas" ADD COLUMN "correo_probado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "horas_agendadas" ADD COLUMN "telefono_probado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inasistencias" ADD COLUMN "correo_probado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inasistencias" ADD COLUMN "telefono_probado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD COLUMN "confirmada_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD COLUMN "confirmar_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "lista_espera_ip" ON "lista_espera" USING btree ("ip");--> statement-breakpoint
-- Decision 053. The entries already on a list were taken in before confirmation existed: they stay in it.
UPDATE "lista_espera" SET "confirmada_en" = "creado_en";
--> statement-breakpoint
-- «Confirmo» on WhatsApp came from the booking's own number (the signed webhook): that phone is proven.
UPDATE "horas_agendadas" SET "telefono_probado_en" = "confirmada_en" WHERE "confirmada_en" IS NOT NULL;
--> statement-breakpoint
UPDATE "inasistencias" SET "telefono_probado_en" = h."confirmada_en"
  FROM "horas_agendadas" h
  WHERE h."id" = "inasistencias"."hora_agendada_id" AND h."confirmada_en" IS NOT NULL;
