import { formatearPrecio } from '@barberia/shared';
import { type AgendarInfo, serviciosDelBorrador } from '../lib/agendar-info';

/** The booking's facts as a definition list: the summary beside the form and the confirm modal share it. */
export function DetalleReserva({ info }: { info: AgendarInfo }) {
  return (
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
    </dl>
  );
}
