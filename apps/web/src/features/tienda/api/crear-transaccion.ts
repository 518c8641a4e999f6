import type { CrearTransaccionInput, CrearTransaccionRespuesta } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { crearSessionStore } from '../../../lib/session-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sale of this tab's last checkout. The next checkout names it (`reemplaza`), so a buyer who comes back
 * from Webpay with the browser's button and pays again frees what the first one held (docs/decisions/023).
 * Once that sale is settled the server ignores it, so it is never cleared.
 */
const compraPendiente = crearSessionStore<string | null>('compraPendiente', (guardado) =>
  typeof guardado === 'string' && UUID.test(guardado) ? guardado : null,
);

/**
 * POST /api/webpay/crear-transaccion: the server prices the cart again and opens the Webpay transaction,
 * ending this tab's earlier one if it is still waiting for payment.
 */
export async function crearTransaccion(datos: Omit<CrearTransaccionInput, 'reemplaza'>) {
  const anterior = compraPendiente.get();
  const transaccion = await apiRequest<CrearTransaccionRespuesta>('/webpay/crear-transaccion', {
    method: 'POST',
    body: { ...datos, ...(anterior ? { reemplaza: anterior } : {}) },
  });
  compraPendiente.set(transaccion.ventaId);
  return transaccion;
}
