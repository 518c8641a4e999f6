import { useCambiarServicioDelBarbero } from '../../../hooks/use-servicios-del-barbero';

/** Adds (realiza true) or removes a service from what the barber performs. */
export function useCambiarServicio(barberoId: string) {
  return useCambiarServicioDelBarbero(barberoId, [['servicios', 'obtener-servicios']]);
}
