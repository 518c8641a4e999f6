import type { HoyBarbero } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { consultaDelBarbero } from './consulta-del-barbero';

const hoy = (barberoId: string) =>
  consultaDelBarbero<HoyBarbero>(barberoId, 'hoy', 'Error al obtener tus horas de hoy');

/**
 * «Hoy» (decision 036): today's and tomorrow's bookings, asked again every minute and when the barber
 * comes back to the tab, so a booking made meanwhile shows up without reloading.
 */
export function useHoyBarbero(barberoId: string) {
  return useQuery({ ...hoy(barberoId), staleTime: 0, refetchInterval: 60_000 });
}
