import { formatearPrecio } from '@barberia/shared';
import { lazy, Suspense } from 'react';
import { type AgendarInfo, serviciosDelBorrador } from '../lib/agendar-info';

// Only a block with a deposit asks for the policy: most bookings never load it.
const PoliticaDeAbono = lazy(() => import('./politica-de-abono'));

interface DetalleReservaProps {
  info: AgendarInfo;
  /** A reschedule never asks a new deposit (decision 044): the paid one moves with the hour. */
  esReagendar?: boolean;
}

/**
 * The booking's facts as a definition list: the summary beside the form and the confirm modal share it.
 * A deposit and its policy are said here, before «Agendar» and «Confirmar» (issue 42, decision 055).
 */
export function DetalleReserva({ info, esReagendar = false }: DetalleReservaProps) {
  const abono = esReagendar ? 0 : info.abono;
  return (
    <>
      <dl className="detalle">
        <div>
          <dt>Fecha</dt>
          <dd className="capitalizar">{info.fechaSeleccionadaString}</dd>
        </div>
        <div>
          <dt>Hora</dt>
          <dd>{info.horaInicio} hrs</dd>
        </div>
        <div>
          <dt>Barbero</dt>
          <dd>{info.barberoNombre}</dd>
        </div>
        <div>
          <dt>{info.serviciosAdicionales.length > 0 ? 'Servicios' : 'Servicio'}</dt>
          <dd>{serviciosDelBorrador(info)}</dd>
        </div>
        <div>
          <dt>Precio</dt>
          <dd>{formatearPrecio(info.precio)}</dd>
        </div>
        {abono > 0 && (
          <div>
            <dt>Abono</dt>
            <dd>{formatearPrecio(abono)}</dd>
          </div>
        )}
      </dl>
      {abono > 0 && (
        <Suspense fallback={null}>
          <PoliticaDeAbono monto={abono} />
        </Suspense>
      )}
    </>
  );
}
