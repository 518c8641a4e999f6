import { CABECERA_TOKEN_CLIENTE } from '@barberia/shared';

/** The client's proofs of a request: its `X-Token-Cliente` header, as one comma-separated text (decision 018). */
export function tokenClienteDe(req: { headers: Record<string, string | string[] | undefined> }) {
  const valor = req.headers[CABECERA_TOKEN_CLIENTE.toLowerCase()];
  return Array.isArray(valor) ? valor.join(',') : valor;
}
