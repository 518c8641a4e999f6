import type { EstadoVenta, MotivoDeFallo } from '@barberia/shared';

/**
 * Every way a sale's status may change, in one table (issue 21): a checkout waits for Webpay (PENDIENTE) and
 * ends paid or failed; a paid sale may be refunded. Nothing leaves FALLIDA or ANULADA, and a cash sale is
 * born PAGADO. The services settle a sale only through `transicion`, so a second return, a late
 * reconciliation or a double refund cannot move a sale the table does not allow.
 */
export const TRANSICIONES: Readonly<Record<EstadoVenta, readonly EstadoVenta[]>> = {
  PENDIENTE: ['PAGADO', 'FALLIDA'],
  PAGADO: ['ANULADA'],
  FALLIDA: [],
  ANULADA: [],
};

export function puedePasar(desde: EstadoVenta, hacia: EstadoVenta): boolean {
  return TRANSICIONES[desde].includes(hacia);
}

/**
 * Why a sale failed, read from the Webpay answer stored when it settled (issue 25): an answer that names a
 * refusal (a response_code other than 0, or status FAILED) is the bank's or Webpay's «no»; an AUTHORIZED
 * answer on a FALLIDA sale was for another amount or order; no answer at all means the buyer never paid.
 */
export function motivoDeFallo(
  status: EstadoVenta,
  respuesta: Record<string, unknown> | null | undefined,
): MotivoDeFallo | null {
  if (status !== 'FALLIDA') return null;
  if (respuesta?.status === 'AUTHORIZED') return 'no-coincide';
  const codigo = respuesta?.response_code;
  if (respuesta?.status === 'FAILED' || (typeof codigo === 'number' && codigo !== 0)) return 'rechazado';
  return 'sin-terminar';
}
