import { type AbonoDeServicio, abonoDeServicios } from '@barberia/shared';
import type { AgendarInfo, ServicioDelBorrador } from './agendar-info';

/** A service as the list has it: the draft keeps its deposit only as the block's sum. */
type ServicioDeLaLista = ServicioDelBorrador & { abono?: AbonoDeServicio | null };

// Apart from the draft (lib/agendar-info.ts): only the service step writes a service, and every other
// step's first view loads the draft (decision 008).

/**
 * Choosing another service, add-on or barber changes the slot grid, so the chosen hour no longer holds.
 * Price and length are the block's sums (decision 037); its deposit, the server's rule for a client
 * without no-shows (abonoDeServicios, issue 42), so the steps show it before «Agendar».
 */
export function conServicio(
  info: AgendarInfo,
  servicio: (Omit<ServicioDeLaLista, '_id'> & { _id?: string }) | null,
  barbero: { _id: string; nombre: string },
  adicionales: readonly ServicioDeLaLista[] = [],
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
    abono: servicio
      ? abonoDeServicios(
          [servicio, ...adicionales].map((s) => ({ precio: s.precio, abono: s.abono ?? null })),
        )
      : 0,
    serviciosAdicionales: conAdicionales,
    horaInicio: '',
    horaFin: '',
  };
}
