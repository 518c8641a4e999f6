import { type Tienda, type TiendaInput, tiendaRespuesta } from '@barberia/shared';
import { useQuery } from '@tanstack/react-query';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { consultaGet } from '../../../lib/api-recurso';

const RUTA = '/tienda';
const CLAVE = ['tienda'];

/** GET /api/tienda (public: every page shows it): the shop's facts as the admin last saved them. */
export function useDatosDeLaTienda() {
  return useQuery(
    consultaGet(RUTA, CLAVE, 'Error al obtener los datos de la barbería', { esquema: tiendaRespuesta }),
  );
}

/** PUT /api/tienda (admin): the whole record at once; the answer carries the record as stored. */
export function useGuardarDatosDeLaTienda() {
  return useCambio({
    mutationFn: (input: TiendaInput) =>
      apiRequest<{ msg: string; tienda: Tienda }>(RUTA, { method: 'PUT', body: input, auth: true }),
    refresca: [CLAVE],
  });
}
