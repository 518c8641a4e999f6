import type { EstadoAbono } from '@barberia/shared';
import type { Executor } from '../../db/client.js';
import * as repo from './abonos.repository.js';

/**
 * Every way a deposit's state may change, in one table (decision 044). A hold waits for Webpay (PENDIENTE),
 * is approved (APROBADO: charged, booking being made) and booked (PAGADO), or fails; a payment that cannot
 * become a booking goes back (REEMBOLSO_PENDIENTE → REEMBOLSADO). A paid one is refunded by a timely
 * cancellation, or kept (RETENIDO) or made credit (CREDITO) by a late one or a no-show, which «Asistió»
 * undoes. Nothing leaves FALLIDA or REEMBOLSADO.
 */
export const TRANSICIONES: Readonly<Record<EstadoAbono, readonly EstadoAbono[]>> = {
  PENDIENTE: ['APROBADO', 'FALLIDA', 'REEMBOLSO_PENDIENTE', 'REEMBOLSADO'],
  APROBADO: ['PAGADO', 'REEMBOLSO_PENDIENTE', 'REEMBOLSADO'],
  PAGADO: ['REEMBOLSO_PENDIENTE', 'REEMBOLSADO', 'RETENIDO', 'CREDITO'],
  RETENIDO: ['PAGADO'],
  CREDITO: ['PAGADO'],
  REEMBOLSO_PENDIENTE: ['REEMBOLSADO'],
  REEMBOLSADO: [],
  FALLIDA: [],
};

export function puedePasar(desde: EstadoAbono, hacia: EstadoAbono): boolean {
  return TRANSICIONES[desde].includes(hacia);
}

/** The only way the services change a deposit's state: a move the table does not allow is a bug, loudly. */
export function pasar(
  db: Executor,
  abono: { id: string; estado: EstadoAbono },
  hacia: EstadoAbono,
  valores: Omit<Parameters<typeof repo.actualizarAbono>[2], 'estado'> = {},
) {
  if (!puedePasar(abono.estado, hacia))
    throw new Error(`abono ${abono.id}: ${abono.estado} → ${hacia} no existe`);
  // Who held an unpaid hour is kept only while it is held (decision 051).
  const quien = abono.estado === 'PENDIENTE' ? { ip: null, dispositivo: null } : {};
  return repo.actualizarAbono(db, abono.id, { ...valores, ...quien, estado: hacia });
}
