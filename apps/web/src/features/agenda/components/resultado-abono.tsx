import { type Abono, formatearFechaLarga } from '@barberia/shared';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { esNoEncontrado } from '../../../lib/api-client';
import { useAbono } from '../hooks/use-abono';
import { useAgendarInfo } from '../hooks/use-agendar-info';
import { SIN_HORA } from '../lib/agendar-info';
import { textoAbonoPagado, vistaDeAbono } from '../lib/estado-de-abono';
import { tokensCliente } from '../lib/tokens-cliente';

// The calendar links load with the booked hour, as after a booking without deposit.
const AgregarACalendario = lazy(() =>
  import('./agregar-a-calendario').then((m) => ({ default: m.AgregarACalendario })),
);

/**
 * The heading of each state takes the focus when it appears: Webpay's return lands here, and the answer
 * (waiting, then booked or not) replaces the page's content while the client reads it.
 */
function Titulo({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (children) ref.current?.focus({ preventScroll: true });
  }, [children]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

/**
 * /agenda/abono/{id}: where Webpay brings the client back after paying a booking's deposit (issue 24,
 * decision 044). Waits while the payment settles, then shows the booked hour or why there is none.
 */
export function ResultadoAbono({ id }: { id: string }) {
  const { data: abono, error } = useAbono(id);
  if (abono) return <Abonado abono={abono} />;
  if (!error) return <Spinner label="Estamos confirmando tu pago…" />;
  return (
    <div className="abono-estado abono-estado--fallido" role="alert">
      <Titulo>Tu abono</Titulo>
      <p>
        {esNoEncontrado(error)
          ? 'No encontramos este pago.'
          : 'No pudimos revisar tu pago. Recarga la página en un momento; no vuelvas a pagar.'}
      </p>
      <Link to="/agenda" className={buttonClass('secondary')}>
        Ir a la agenda
      </Link>
    </div>
  );
}

function Abonado({ abono }: { abono: Abono }) {
  const vista = vistaDeAbono(abono);
  const [, actualizar] = useAgendarInfo();
  const navigate = useNavigate();
  const pagado = vista.tipo === 'agendada';

  useEffect(() => {
    if (!pagado) return;
    // As after any booking: this device may now see and cancel the hour without asking for a link…
    if (abono.tokenCliente) tokensCliente.guardar(abono.tokenCliente, Date.now());
    // …and a reload of the booking's steps must not offer to book it again (contact data stays).
    actualizar((info) =>
      info.fechaSeleccionada === abono.fechaId && info.horaInicio === abono.horaInicio
        ? { ...info, ...SIN_HORA }
        : info,
    );
  }, [pagado, abono.tokenCliente, abono.fechaId, abono.horaInicio, actualizar]);

  /** The same day's hours, with the draft's services and barber; without a draft, from the services. */
  const elegirOtraHora = () => {
    actualizar({ ...SIN_HORA, fechaSeleccionada: abono.fechaId, dia: abono.dia });
    navigate('/agenda/horas');
  };

  const clase = pagado ? 'agendado' : vista.tipo === 'esperando' ? 'esperando' : 'fallido';
  return (
    <div
      className={`abono-estado abono-estado--${clase}`}
      role={vista.tipo === 'sin-hora' ? 'alert' : 'status'}
    >
      <Titulo>{vista.titulo}</Titulo>
      {pagado ? <Agendada abono={abono} /> : vista.parrafos.map((p) => <p key={p}>{p}</p>)}
      {vista.tipo === 'esperando' && <Spinner label="Esperando la confirmación de Webpay…" />}
      {vista.otraHora && <Button onClick={elegirOtraHora}>Elegir otra hora</Button>}
      {vista.tipo === 'cerrada' && (
        <Link to="/agenda/servicios" className={buttonClass('secondary')}>
          Agendar otra hora
        </Link>
      )}
    </div>
  );
}

function Agendada({ abono }: { abono: Abono }) {
  const hora = abono.horaAgendada;
  return (
    <>
      <p>
        Tu hora de <strong>{abono.servicio}</strong> quedó agendada para el{' '}
        <strong>{formatearFechaLarga(abono.dia)}</strong> a las <strong>{abono.horaInicio} hrs</strong> con{' '}
        <strong>{abono.barbero}</strong>.
      </p>
      <p>
        Abono pagado: <strong className="precio">{textoAbonoPagado(abono)}</strong>
      </p>
      <p className="muted">{abono.texto}</p>
      <p className="muted">
        {abono.email
          ? `Te enviamos la confirmación a ${abono.email}.`
          : 'Te enviamos la confirmación a tu correo.'}
      </p>
      {hora && abono.email && abono.tokenCliente && (
        <Suspense fallback={null}>
          <AgregarACalendario
            hora={{
              id: hora._id,
              servicio: abono.servicio,
              dia: abono.dia,
              horaInicio: abono.horaInicio,
              horaFin: abono.horaFin,
              email: abono.email,
              tokenCliente: abono.tokenCliente,
            }}
          />
        </Suspense>
      )}
      <Link
        className={buttonClass('primary')}
        to={abono.email ? `/agenda/cancelar/${encodeURIComponent(abono.email)}` : '/agenda/cancelar'}
      >
        Ver mis horas
      </Link>
    </>
  );
}
