-- Every change to what a barber's free hours depend on notifies 'agenda_cambio' with the barber's id,
-- delivered at commit to every server instance (LISTEN in plugins/cambios-agenda.ts), whichever code
-- path or instance made it. Identical notifications of one transaction arrive once.
CREATE OR REPLACE FUNCTION notificar_cambio_agenda() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('agenda_cambio', OLD.barbero_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('agenda_cambio', NEW.barbero_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fechas_avisa_cambio AFTER INSERT OR UPDATE OR DELETE ON fechas
  FOR EACH ROW EXECUTE FUNCTION notificar_cambio_agenda();
--> statement-breakpoint
CREATE TRIGGER horas_agendadas_avisa_cambio AFTER INSERT OR UPDATE OR DELETE ON horas_agendadas
  FOR EACH ROW EXECUTE FUNCTION notificar_cambio_agenda();
--> statement-breakpoint
CREATE TRIGGER eventos_calendario_avisa_cambio AFTER INSERT OR UPDATE OR DELETE ON eventos_calendario
  FOR EACH ROW EXECUTE FUNCTION notificar_cambio_agenda();
--> statement-breakpoint
-- A barber switched off (activo) or deleted stops offering hours.
CREATE OR REPLACE FUNCTION notificar_cambio_barbero() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('agenda_cambio', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER usuarios_avisa_cambio AFTER UPDATE OF activo OR DELETE ON usuarios
  FOR EACH ROW EXECUTE FUNCTION notificar_cambio_barbero();
