import type { Asistencia, AsistenciaInput, HoyBarbero } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { rutaConId } from '../../../lib/api-recurso';
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

/** «Asistió» / «No asistió» on an ended hour (issue 24); «Hoy» is asked again with the mark. */
export function useMarcarAsistencia(barberoId: string) {
  return useCambio({
    mutationFn: ({ id, asistencia }: { id: string } & AsistenciaInput) =>
      apiRequest<{ msg: string; asistencia: Asistencia }>(`${rutaConId('/horas-agendadas', id)}/asistencia`, {
        method: 'PUT',
        auth: true,
        body: { asistencia },
      }),
    refresca: [hoy(barberoId).queryKey],
  });
}
