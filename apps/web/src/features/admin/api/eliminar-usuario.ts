import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';
import { rutaConId } from '../../../lib/api-recurso';

interface EliminarUsuarioRespuesta {
  msg: string;
  horasCanceladas: number;
}

/**
 * Deletes a user. Without `confirmar` the server refuses (409) a barber with future bookings; with it
 * each booking is cancelled and its client e-mailed. The page asks before confirming.
 */
export function useEliminarUsuario() {
  return useCambio({
    mutationFn: ({ id, confirmar }: { id: string; confirmar: boolean }) =>
      apiRequest<EliminarUsuarioRespuesta>(
        `${rutaConId('/users', id)}${confirmar ? '?confirmar=true' : ''}`,
        {
          method: 'DELETE',
          auth: true,
        },
      ),
    refresca: [['users']],
  });
}
