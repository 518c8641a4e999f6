import { type CotizacionAbono, cotizacionAbonoSchema } from '@barberia/shared/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * The deposit a booking asks for before it is confirmed (409 ABONO_REQUERIDO, issue 24, decision 044), read
 * with the shared schema; null for any other refusal, or a body without a readable quote, which the
 * confirm step then reports like any refused booking (with the server's message).
 */
export function abonoRequerido(error: unknown): CotizacionAbono | null {
  if (!(error instanceof ApiError) || error.code !== 'ABONO_REQUERIDO') return null;
  const leida = cotizacionAbonoSchema.safeParse(error.cuerpo.abono);
  return leida.success ? leida.data : null;
}
