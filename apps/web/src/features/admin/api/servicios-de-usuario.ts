import { useCambiarServicioDelBarbero } from '../../../hooks/use-servicios-del-barbero';

/** Assigns (realiza true) or removes a service of a barber; the users' table shows how many each has. */
export function useAsignarServicio(usuarioId: string) {
  return useCambiarServicioDelBarbero(usuarioId, [
    ['users', 'lista'],
    ['servicios', 'obtener-servicios'],
  ]);
}
