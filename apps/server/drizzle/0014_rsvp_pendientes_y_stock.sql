-- Issue 20 (docs/decisions/023): a change to a confirmed RSVP waits beside it until its mail is confirmed,
-- waiting answers hold places only briefly and are counted per address, and pending Webpay checkouts are
-- counted per address and per e-mail.
-- One confirmed and one waiting answer per e-mail and event (the unique index gains "confirmado_en is null").
DROP INDEX "rsvps_email_por_evento";--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "retiene_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "rsvps_pendientes_por_ip" ON "rsvps" USING btree ("ip","actualizado_en") WHERE "rsvps"."confirmado_en" is null;--> statement-breakpoint
CREATE INDEX "ventas_pendientes_por_ip" ON "ventas" USING btree ("ip") WHERE "ventas"."status" = 'PENDIENTE';--> statement-breakpoint
CREATE INDEX "ventas_pendientes_por_email" ON "ventas" USING btree (lower("email")) WHERE "ventas"."status" = 'PENDIENTE';--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_email_por_evento" ON "rsvps" USING btree ("evento_id",lower("email"),("confirmado_en" is null));--> statement-breakpoint
-- Hand-written: answers already waiting keep their places for at most the default hold (15 minutes, never
-- past their link); from then on they hold nothing and enter on confirmation if places remain.
UPDATE "rsvps" SET "retiene_hasta" = least("expira_en", now() + interval '15 minutes')
  WHERE "confirmado_en" IS NULL AND "expira_en" > now();
