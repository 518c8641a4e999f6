import { formatearFechaCompleta } from '@barberia/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useConfirmarRsvp, useConteoEvento, useEvento } from '../../features/eventos/api/evento';
import { WidgetEvento } from '../../features/eventos/components/widget-evento';
import { esNoEncontrado, mensajeDeError } from '../../lib/api-client';
import { datosDeLaTienda } from '../../lib/datos-de-la-tienda';
import { MENSAJES_PUBLICOS } from '../../lib/mensajes/publicos';

const EventoJsonLd = lazy(() =>
  import('../../features/eventos/components/evento-json-ld').then((m) => ({ default: m.EventoJsonLd })),
);

/**
 * /eventos/:id: one shop event with the widget's RSVP form and calendar options, and where the opt-in
 * e-mail's link lands (?confirmar=).
 */
export function Component() {
  const id = useParams().id ?? '';
  const [parametros, setParametros] = useSearchParams();
  const evento = useEvento(id);
  const conteo = useConteoEvento(id);
  const confirmar = useConfirmarRsvp();
  const token = parametros.get('confirmar');
  const [confirmada, setConfirmada] = useState<string | null>(null);
  const { mutateAsync: enviarConfirmacion } = confirmar;
  // A token is sent once: the second POST would only answer "link already used" over the first's success.
  const enviado = useRef<string | null>(null);
  const { nombre: tienda } = datosDeLaTienda();

  useEffect(() => {
    if (!token || enviado.current === token) return;
    enviado.current = token;
    enviarConfirmacion(token).then(
      ({ msg }) => setConfirmada(msg),
      () => undefined,
    );
    // The token is single use: it leaves the address bar (and the history) once sent.
    setParametros({}, { replace: true });
  }, [token, enviarConfirmacion, setParametros]);

  useEffect(() => {
    if (evento.data) document.title = `${evento.data.name} | ${tienda}`;
  }, [evento.data, tienda]);

  if (evento.isPending) return <Spinner label="Cargando evento…" />;
  if (evento.isError || !evento.data) {
    return (
      <section className="page">
        <h1>{esNoEncontrado(evento.error) ? 'Evento no encontrado' : 'No se pudo cargar el evento'}</h1>
        <p>{mensajeDeError(evento.error, MENSAJES_PUBLICOS.CARGAR_EVENTO)}</p>
      </section>
    );
  }
  const e = evento.data;
  const c = conteo.data;
  return (
    <article className="page">
      <Suspense fallback={null}>
        <EventoJsonLd evento={e} agotado={c?.bookedOut ?? false} />
      </Suspense>
      <header className="page-head">
        <h1>{e.name}</h1>
        <p>
          {formatearFechaCompleta(e.startDate)}, de {e.startTime} a {e.endTime} hrs
          {e.location ? ` · ${e.location}` : ''}
        </p>
      </header>
      {confirmar.isPending && <Spinner label="Confirmando tu inscripción…" />}
      {confirmada && (
        <p className="aviso-exito" role="status">
          {confirmada}
        </p>
      )}
      {confirmar.error !== null && (
        <p className="form__error" role="alert">
          {mensajeDeError(confirmar.error, MENSAJES_PUBLICOS.CONFIRMAR_INSCRIPCION)}
        </p>
      )}
      {e.description && <p className="evento-descripcion">{e.description}</p>}
      {/* The widget's form says itself how many places are left, or that answers are closed. */}
      <WidgetEvento evento={e} />
    </article>
  );
}
