-- No double booking, ever: two bookings of one barber cannot overlap in real time.
-- btree_gist lets a GiST index compare the barber's uuid with '=' beside the range '&&'.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "horas_agendadas"
  ADD CONSTRAINT "horas_agendadas_sin_solape"
  EXCLUDE USING gist ("barbero_id" WITH =, tstzrange("inicio", "fin", '[)') WITH &&);
