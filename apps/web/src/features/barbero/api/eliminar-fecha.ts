import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { rutaConId } from '../../../lib/api-recurso';

interface EliminarFechaRespuesta {
  msg: string;
  horasCanceladas: number;
}

/**
 * Deletes a day. Without `confirmar` the server refuses (409) a day that holds bookings; with it the
 * bookings are cancelled and each client is e-mailed. The page only confirms after saying so.
 */
export function useEliminarFecha() {
  return useCambio({
    mutationFn: ({ fechaId, confirmar }: { fechaId: string; confirmar: boolean }) =>
      apiRequest<EliminarFechaRespuesta>(
        `${rutaConId('/fechas', fechaId)}${confirmar ? '?confirmar=true' : ''}`,
        {
          method: 'DELETE',
          auth: true,
        },
      ),
    refresca: [['fechas']],
  });
}
