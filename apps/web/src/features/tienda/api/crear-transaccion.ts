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

/**
 * Sends the browser to Webpay's form the way Transbank asks: a POST of `token_ws` to the returned url.
 * A real form submission, so the page leaves the site as with any payment gateway.
 */
export function irAWebpay({ url, token }: Pick<CrearTransaccionRespuesta, 'url' | 'token'>) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  const campo = document.createElement('input');
  campo.type = 'hidden';
  campo.name = 'token_ws';
  campo.value = token;
  form.append(campo);
  document.body.append(form);
  form.submit();
}
