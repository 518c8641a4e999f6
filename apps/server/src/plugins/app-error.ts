import { type CodigoError, MENSAJES } from '@barberia/shared';

/** A refusal the caller can act on: a stable code, its Spanish message and an HTTP status. */
export class AppError extends Error {
  /** Extra fields for the answer body next to `msg` and `code` (the refreshed cart of CARRITO_CAMBIO). */
  detalle?: Record<string, unknown>;
  constructor(
    readonly code: CodigoError,
    readonly statusCode: number,
    message: string = MENSAJES[code],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const noEncontrado = (code: CodigoError) => new AppError(code, 404);
export const conflicto = (code: CodigoError) => new AppError(code, 409);
export const noProcesable = (code: CodigoError) => new AppError(code, 422);

/** The PostgreSQL error code behind a driver or Drizzle error, if any. */
export function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT: PostgreSQL 17 (PGlite) reports it as 23001, earlier versions as 23503. */
export const PG_RESTRICT_VIOLATION = '23001';
export const PG_CHECK_VIOLATION = '23514';

/** Turns the constraint violations a caller can cause into their Spanish refusal; rethrows anything else. */
export function traducirPg(refusals: Partial<Record<string, AppError>>) {
  return (error: unknown): never => {
    const refusal = refusals[pgCode(error) ?? ''];
    throw refusal ?? error;
  };
}
