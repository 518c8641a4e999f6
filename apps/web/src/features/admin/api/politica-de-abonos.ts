import { type PoliticaDeAbonosInput, politicaDeAbonosRespuesta } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { consultaGet } from '../../../lib/api-recurso';

const RUTA = '/abonos/politica';
const CLAVE = ['abonos', 'politica'];

/** GET /api/abonos/politica (public: the booking reads it too): until when a deposit goes back, and the rest. */
export function usePoliticaDeAbonos() {
  return useQuery(
    consultaGet(RUTA, CLAVE, 'Error al obtener la política de abonos', {
      esquema: politicaDeAbonosRespuesta,
    }),
  );
}

/** PUT /api/abonos/politica (admin): the shop's whole policy at once. */
export function useGuardarPoliticaDeAbonos() {
  return useCambio({
    mutationFn: (input: PoliticaDeAbonosInput) =>
      apiRequest<{ msg: string; politica: PoliticaDeAbonosInput }>(RUTA, {
        method: 'PUT',
        body: input,
        auth: true,
      }),
    refresca: [CLAVE],
  });
}
