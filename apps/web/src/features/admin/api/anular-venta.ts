import type { Venta } from '@barberia/shared';
import { useCambio } from '../../../hooks/use-cambio';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/ventas/{id}/anular: Webpay refunds the payment, the sale turns ANULADA, the stock returns. */
async function anularVenta(id: string) {
  await apiRequest<Venta>(`/ventas/${encodeURIComponent(id)}/anular`, { method: 'POST', auth: true });
  return { msg: 'La venta quedó ANULADA: se devolvió el pago y el stock.' };
}

export function useAnularVenta() {
  return useCambio({ mutationFn: anularVenta, refresca: [['ventas'], ['productos']] });
}
