import type { IniciarAbonoInput, IniciarAbonoRespuesta } from '@barberia/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/abonos (issue 24, decision 044): holds the hour while the client pays its deposit and opens
 * the Webpay transaction. `url` and `token` are null when the client's credit paid it all.
 */
export function iniciarAbono(input: IniciarAbonoInput) {
  return apiRequest<IniciarAbonoRespuesta>('/abonos', { method: 'POST', body: input });
}
