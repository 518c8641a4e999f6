import type { CrearTransaccionInput, CrearTransaccionRespuesta } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/webpay/crear-transaccion: the server prices the cart again and opens the Webpay transaction. */
export function crearTransaccion(datos: CrearTransaccionInput) {
  return apiRequest<CrearTransaccionRespuesta>('/webpay/crear-transaccion', { method: 'POST', body: datos });
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
