import type { FotoBarberoRespuesta } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { MENSAJES_BACK_OFFICE } from '../../../lib/mensajes/back-office';
import { consultaDelBarbero, rutaDelBarbero } from './consulta-del-barbero';

const foto = (barberoId: string) =>
  consultaDelBarbero<FotoBarberoRespuesta>(barberoId, 'foto', MENSAJES_BACK_OFFICE.REVISAR_FOTO);

/** The photo the clients see beside the barber's name when choosing who cuts (issue 22). */
export function useFotoBarbero(barberoId: string) {
  return useQuery(foto(barberoId));
}

/** Uploads a new photo (a data URL); the server checks it by content and resizes it. */
export function useSubirFotoBarbero(barberoId: string) {
  return useCambio({
    mutationFn: (img: string) =>
      apiRequest<FotoBarberoRespuesta>(rutaDelBarbero(barberoId, 'foto'), {
        method: 'PUT',
        auth: true,
        body: { img },
      }),
    onSuccess: (respuesta, _img, queryClient) =>
      queryClient.setQueryData(foto(barberoId).queryKey, respuesta),
    // The public barber choice shows it.
    refresca: [['servicios', 'obtener-servicios']],
  });
}
