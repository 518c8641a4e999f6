CREATE TABLE "movimientos_credito" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"tipo" text NOT NULL,
	"monto" integer NOT NULL,
	"abono_id" uuid,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movimientos_credito_signo" CHECK (("movimientos_credito"."tipo" in ('apertura', 'credito', 'devolucion') and "movimientos_credito"."monto" > 0) or ("movimientos_credito"."tipo" in ('anulacion', 'gasto') and "movimientos_credito"."monto" < 0))
);
--> statement-breakpoint
ALTER TABLE "abonos" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "abonos" ADD COLUMN "dispositivo" text;--> statement-breakpoint
ALTER TABLE "abonos" ADD COLUMN "prueba_entregada_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movimientos_credito" ADD CONSTRAINT "movimientos_credito_abono_id_abonos_id_fk" FOREIGN KEY ("abono_id") REFERENCES "public"."abonos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movimientos_credito_email" ON "movimientos_credito" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "movimientos_credito_abono" ON "movimientos_credito" USING btree ("abono_id");--> statement-breakpoint
CREATE INDEX "abonos_pendientes_ip" ON "abonos" USING btree ("ip") WHERE "abonos"."estado" = 'PENDIENTE';--> statement-breakpoint
CREATE INDEX "abonos_pendientes_dispositivo" ON "abonos" USING btree ("dispositivo") WHERE "abonos"."estado" = 'PENDIENTE';--> statement-breakpoint
-- The old rows become the ledger's opening balance (decision 051): what each address could spend, plus what
-- its live deposits took (booked or being paid), which those deposits then spend as their own `gasto`, so
-- a refund of one of them gives back exactly what it took.
INSERT INTO "movimientos_credito" ("email", "tipo", "monto")
SELECT min("email"), 'apertura', sum("monto") FROM (
  SELECT "email", "monto" FROM "creditos_abono" WHERE "usado_en" IS NULL
  UNION ALL
  SELECT "email", "credito" FROM "abonos" WHERE "credito" > 0 AND "estado" IN ('PENDIENTE', 'APROBADO', 'PAGADO')
) AS "saldos" GROUP BY lower("email") HAVING sum("monto") > 0;
--> statement-breakpoint
INSERT INTO "movimientos_credito" ("email", "tipo", "monto", "abono_id")
SELECT "email", 'gasto', -"credito", "id" FROM "abonos"
WHERE "credito" > 0 AND "estado" IN ('PENDIENTE', 'APROBADO', 'PAGADO');
