import type { AgendarInfo, ServicioDelBorrador } from './agendar-info';

// Apart from the draft (lib/agendar-info.ts): only the service step writes a service, and every other
// step's first view loads the draft (decision 008).

/**
 * Choosing another service, add-on or barber changes the slot grid, so the chosen hour no longer holds.
 * Price and length are the block's sums (decision 037).
 */
export function conServicio(
  info: AgendarInfo,
  servicio: { _id?: string; servicio: string; precio: number; duracion: number } | null,
  barbero: { _id: string; nombre: string },
  adicionales: readonly ServicioDelBorrador[] = [],
): AgendarInfo {
  const conAdicionales = servicio
    ? adicionales.map(({ _id, servicio, precio, duracion }) => ({ _id, servicio, precio, duracion }))
    : [];
  // The sums of bloqueDeServicios (packages/shared), written out: importing it would add a chunk to every
  // booking step's first view (decision 008); con-servicio.test.ts checks they agree.
  const suma = (campo: 'precio' | 'duracion') =>
    conAdicionales.reduce((total, s) => total + s[campo], servicio?.[campo] ?? 0);
  return {
    ...info,
    barberoId: barbero._id,
    barberoNombre: barbero.nombre,
    servicioId: servicio?._id ?? '',
    servicio: servicio?.servicio ?? '',
    precio: suma('precio'),
    duracion: suma('duracion'),
    serviciosAdicionales: conAdicionales,
    horaInicio: '',
    horaFin: '',
  };
}
