import type { IniciarAbonoInput, IniciarAbonoRespuesta } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';
import { cabeceraDePruebas, tokensCliente } from '../lib/tokens-cliente';

/**
 * POST /api/abonos (issue 24, decision 044): holds the hour while the client pays its deposit and opens
 * the Webpay transaction. `url` and `token` are null when the client's credit paid it all. This device's
 * proofs of the address go along: credit is spent only with one that came through the mailbox (decision 051).
 */
export function iniciarAbono(input: IniciarAbonoInput) {
  return apiRequest<IniciarAbonoRespuesta>('/abonos', {
    method: 'POST',
    body: input,
    headers: cabeceraDePruebas(tokensCliente.de(input.hora.email, Date.now())),
  });
}
