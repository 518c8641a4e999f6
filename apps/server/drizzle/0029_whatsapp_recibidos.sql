CREATE TABLE "whatsapp_recibidos" (
	"wamid" text PRIMARY KEY NOT NULL,
	"recibido_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consentimientos_whatsapp" ADD COLUMN "retirado_por" text;--> statement-breakpoint
CREATE INDEX "whatsapp_recibidos_recibido_en" ON "whatsapp_recibidos" USING btree ("recibido_en");--> statement-breakpoint
ALTER TABLE "consentimientos_whatsapp" ADD CONSTRAINT "consentimientos_whatsapp_retirado_por" CHECK ("consentimientos_whatsapp"."retirado_por" in ('whatsapp', 'perfil'));--> statement-breakpoint
-- Consents withdrawn before issue 41 do not say by whom: taken as the number's own «BAJA», so none of them
-- is switched back on by anything but the number's «ALTA» (a barber whose profile withdrew it writes ALTA too).
UPDATE "consentimientos_whatsapp" SET "retirado_por" = 'whatsapp' WHERE "retirado_en" IS NOT NULL;
