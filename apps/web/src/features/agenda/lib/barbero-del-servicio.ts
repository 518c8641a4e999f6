import { barberosDelServicio, CUALQUIERA } from '@barberia/shared';

/** «Cualquiera» as the draft names it (the confirm modal's «Barbero»; the choice writes it too). */
const NOMBRE_CUALQUIERA = 'Cualquiera';

interface Barbero {
  _id: string;
  nombre: string;
  servicios: readonly { _id: string; servicio: string }[];
}

/**
 * Who books the service (decision 031): the one barber who performs it; else the client's own choice while
 * that barber performs it too, or «Cualquiera». A barber the draft holds only because they alone did the
 * previous service was never chosen: it does not count as a choice. A barber without a service is the one a
 * reschedule starts from (the old hour's, issue 22): chosen, while he performs it. No barber at all: empty
 * (the hour step then falls back to the default barber of GET /api/config).
 */
export function barberoDelServicio<B extends Barbero>(
  barberos: readonly B[],
  servicioId: string,
  borrador: { barberoId: string; servicioId: string },
): { _id: string; nombre: string } {
  const hacen = barberosDelServicio(barberos, servicioId);
  if (hacen.length < 2) return hacen[0] ?? { _id: '', nombre: '' };
  const elegidoAntes =
    borrador.servicioId === '' || barberosDelServicio(barberos, borrador.servicioId).length > 1;
  return (
    (elegidoAntes && hacen.find((b) => b._id === borrador.barberoId)) || {
      _id: CUALQUIERA,
      nombre: NOMBRE_CUALQUIERA,
    }
  );
}
