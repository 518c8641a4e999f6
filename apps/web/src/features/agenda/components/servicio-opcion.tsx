import { formatearPrecio, type ServicioPublico } from '@barberia/shared';
import { textoAbonoDeServicio } from '../lib/texto-de-abono';

interface ServicioOpcionProps {
  servicio: ServicioPublico;
  seleccionado: boolean;
  onClick: () => void;
}

/** One choosable service: a toggle button, pressed when it is the chosen one; its deposit, if any, under the price. */
export function ServicioOpcion({ servicio, seleccionado, onClick }: ServicioOpcionProps) {
  const abono = textoAbonoDeServicio(servicio);
  return (
    <button type="button" className="servicio-opcion" aria-pressed={seleccionado} onClick={onClick}>
      <span className="servicio-opcion__check" aria-hidden="true" />
      <span className="servicio-opcion__texto">
        <span className="servicio-opcion__nombre">{servicio.servicio}</span>
        {servicio.descripcion && <span className="servicio-opcion__desc">{servicio.descripcion}</span>}
      </span>
      <span className="servicio-opcion__meta">
        <span className="precio">{formatearPrecio(servicio.precio)}</span>
        <span className="duracion">{servicio.duracion} min</span>
        {abono && <span className="abono-servicio">{abono}</span>}
      </span>
    </button>
  );
}
