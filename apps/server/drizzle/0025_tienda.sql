CREATE TABLE "tienda" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"datos" jsonb NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tienda_una_fila" CHECK ("tienda"."id" = 1)
);
--> statement-breakpoint
-- A change to the shop's facts reaches every instance at commit, on the agenda's channel (migration 0005)
-- with the key 'tienda': their cached copy (infra/tienda.ts) is dropped on the next read.
CREATE OR REPLACE FUNCTION notificar_cambio_tienda() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('agenda_cambio', 'tienda');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tienda_avisa_cambio AFTER INSERT OR UPDATE OR DELETE ON tienda
  FOR EACH ROW EXECUTE FUNCTION notificar_cambio_tienda();
