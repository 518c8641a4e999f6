import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { Resultado } from '../lib/reservar-hora';

/** The calendar links (and their ICS builder) load when the client confirms, not with the page. */
export const precargarAgregarACalendario = () => import('./agregar-a-calendario');
const AgregarACalendario = lazy(() =>
  precargarAgregarACalendario().then((m) => ({ default: m.AgregarACalendario })),
);

interface ResultadoReservaModalProps {
  resultado: Resultado | null;
  onVolver: () => void;
  /** Issue 22: back to the same day's hours, refreshed, with the name and e-mail kept. */
  onElegirOtraHora: () => void;
}

/**
 * The success or error modal after confirming; both lead back to /agenda?show=no. The error one first
 * offers another hour: the client is not sent back to the start because someone else was faster.
 */
export function ResultadoReservaModal({ resultado, onVolver, onElegirOtraHora }: ResultadoReservaModalProps) {
  const volver = (
    <Button onClick={onVolver} variant={resultado?.tipo === 'error' ? 'secondary' : 'primary'}>
      Volver
    </Button>
  );

  if (resultado?.tipo === 'exito') {
    const { hora, info, reagendada, asignado } = resultado;
    return (
      <Modal
        open
        tone="success"
        title={reagendada ? '¡Hora reagendada!' : '¡Hora agendada!'}
        onClose={onVolver}
        actions={volver}
      >
        <p>
          Tu hora de <strong>{hora.servicio}</strong> quedó agendada para el{' '}
          <strong>{info.fechaSeleccionadaString}</strong> a las <strong>{hora.horaInicio} hrs</strong>.
        </p>
        {asignado && (
          <p>
            Te atenderá <strong>{asignado}</strong>.
          </p>
        )}
        <p className="muted">Te enviamos la confirmación a {hora.email}.</p>
        {/* The links' room is kept while their code arrives: «Volver» must not move under a finger. */}
        <Suspense fallback={<div className="calendario-links" />}>
          <AgregarACalendario hora={hora} />
        </Suspense>
      </Modal>
    );
  }

  return (
    <Modal
      open={resultado?.tipo === 'error'}
      tone="alert"
      title={resultado?.titulo ?? ''}
      onClose={onVolver}
      actions={
        <>
          <Button onClick={onElegirOtraHora}>Elegir otra hora</Button>
          {volver}
        </>
      }
    >
      <p>{resultado?.tipo === 'error' ? resultado.mensaje : null}</p>
    </Modal>
  );
}
