import { adicionalesPosibles, barberosDelServicio, CUALQUIERA } from '@barberia/shared';
import type { ServicioDelBorrador } from './agendar-info';

interface Servicio {
  _id: string;
  servicio: string;
}

interface Barbero<S extends Servicio> {
  _id: string;
  nombre: string;
  servicios: readonly S[];
}

/**
 * The service step's block (decision 037) from the draft and today's lists: the add-ons as the list has
 * them now (a reschedule's draft names them only, without ids), the barbers who perform the whole block,
 * and the add-ons on offer — the chosen ones plus what the chosen barber (or, with «Cualquiera», some
 * barber who does every chosen service) also does — in the list's order.
 */
export function bloqueElegido<S extends Servicio, B extends Barbero<S>>(
  barberos: readonly B[],
  servicios: readonly S[],
  elegido: S | null,
  borrador: { barberoId: string; serviciosAdicionales: readonly ServicioDelBorrador[] },
) {
  if (!elegido) return { adicionales: [], delServicio: [], opciones: [] };
  const adicionales = borrador.serviciosAdicionales.flatMap((a) => {
    const actual = servicios.find((s) => s._id === a._id || (a._id === '' && s.servicio === a.servicio));
    return actual && actual._id !== elegido._id ? [actual] : [];
  });
  const ids = adicionales.map((a) => a._id);
  const delServicio = barberosDelServicio(barberos, elegido._id).filter((b) =>
    ids.every((id) => b.servicios.some((s) => s._id === id)),
  );
  const conBarbero =
    borrador.barberoId !== '' && borrador.barberoId !== CUALQUIERA ? borrador.barberoId : null;
  const posibles = new Set(
    adicionalesPosibles(barberos, [elegido._id, ...ids], conBarbero).map((s) => s._id),
  );
  const opciones = servicios.filter((s) => ids.includes(s._id) || posibles.has(s._id));
  return { adicionales, delServicio, opciones };
}
