import type { Venta } from '@barberia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/ventas/{id}/anular: Webpay refunds the payment, the sale turns ANULADA, the stock returns. */
export async function anularVenta(id: string) {
  await apiRequest<Venta>(`/ventas/${encodeURIComponent(id)}/anular`, { method: 'POST', auth: true });
  return { msg: 'La venta quedó ANULADA: se devolvió el pago y el stock.' };
}

export function useAnularVenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anularVenta,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ventas'] }),
        queryClient.invalidateQueries({ queryKey: ['productos'] }),
      ]),
  });
}
