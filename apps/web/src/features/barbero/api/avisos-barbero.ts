import type { AvisosBarbero, AvisosBarberoInput } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { consultaDelBarbero, rutaDelBarbero } from './consulta-del-barbero';

const avisos = (barberoId: string) =>
  consultaDelBarbero<AvisosBarbero>(barberoId, 'avisos', 'Error al obtener tus avisos al instante');

/** The barber's instant notices: the switch, the phone and its WhatsApp consent (decision 036). */
export function useAvisosBarbero(barberoId: string) {
  return useQuery(avisos(barberoId));
}

export function useGuardarAvisosBarbero(barberoId: string) {
  return useCambio({
    mutationFn: (body: AvisosBarberoInput) =>
      apiRequest<AvisosBarbero & { msg: string }>(rutaDelBarbero(barberoId, 'avisos'), {
        method: 'PUT',
        auth: true,
        body,
      }),
    onSuccess: ({ msg: _msg, ...guardado }, _variables, queryClient) =>
      queryClient.setQueryData(avisos(barberoId).queryKey, guardado),
  });
}
