import { formatearPrecio } from '@barberia/shared';
import { type AgendarInfo, serviciosDelBorrador } from './agendar-info';

/**
 * The service step's bar (issue 42): the whole block, its length and price, and its deposit when it asks
 * one, as «Corte de pelo + Perfilado de barba · 75 min · $17.000», so the client sees the total before
 * «Continuar» instead of a name cut short.
 */
export function resumenDelBloque(
  info: Pick<AgendarInfo, 'servicio' | 'serviciosAdicionales' | 'duracion' | 'precio' | 'abono'>,
): string {
  const partes = [serviciosDelBorrador(info), `${info.duracion} min`, formatearPrecio(info.precio)];
  if (info.abono > 0) partes.push(`Abono ${formatearPrecio(info.abono)}`);
  return partes.join(' · ');
}
