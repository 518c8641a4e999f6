import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface EliminarFechaRespuesta {
  msg: string;
  horasCanceladas: number;
}

/**
 * Deletes a day. Without `confirmar` the server refuses (409) a day that holds bookings; with it the
 * bookings are cancelled and each client is e-mailed. The page only confirms after saying so.
 */
export function eliminarFecha(fechaId: string, confirmar: boolean) {
  const consulta = confirmar ? '?confirmar=true' : '';
  return apiRequest<EliminarFechaRespuesta>(`/fechas/${encodeURIComponent(fechaId)}${consulta}`, {
    method: 'DELETE',
    auth: true,
  });
}

export function useEliminarFecha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fechaId, confirmar }: { fechaId: string; confirmar: boolean }) =>
      eliminarFecha(fechaId, confirmar),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['fechas'] }),
  });
}
