import { MAXIMO_DIAS_RECORRIDO } from './rango.js';
import { fechaLocalDe, inicioDelDia, type LocalDate, sumarDias } from './zona.js';

/**
 * What the browser brings back to the return URL (Webpay Plus REST v1.2), by the four documented cases:
 * `token_ws` alone after the form (commit it); `TBK_TOKEN` + `TBK_ORDEN_COMPRA` + `TBK_ID_SESION` when the
 * buyer cancelled; only `TBK_ORDEN_COMPRA` + `TBK_ID_SESION` when the form timed out; `token_ws` with
 * `TBK_TOKEN` when an error page sent the buyer back (aborted, never committed).
 */
export type Retorno =
  | { tipo: 'confirmar'; token: string }
  | { tipo: 'abortado'; token: string }
  | { tipo: 'anulado'; token: string; buyOrder: string; sessionId: string }
  | { tipo: 'tiempo_agotado'; buyOrder: string; sessionId: string }
  | { tipo: 'invalido' };

const texto = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : undefined);

export function clasificarRetorno(parametros: Record<string, unknown>): Retorno {
  const tokenWs = texto(parametros.token_ws);
  const tbkToken = texto(parametros.TBK_TOKEN);
  const buyOrder = texto(parametros.TBK_ORDEN_COMPRA);
  const sessionId = texto(parametros.TBK_ID_SESION);
  if (tokenWs && tbkToken) return { tipo: 'abortado', token: tokenWs };
  if (tokenWs) return { tipo: 'confirmar', token: tokenWs };
  if (tbkToken && buyOrder && sessionId) return { tipo: 'anulado', token: tbkToken, buyOrder, sessionId };
  if (buyOrder && sessionId) return { tipo: 'tiempo_agotado', buyOrder, sessionId };
  return { tipo: 'invalido' };
}

/** The fields of a commit or status answer the decision reads. */
export interface RespuestaPago {
  response_code?: unknown;
  status?: unknown;
  amount?: unknown;
  buy_order?: unknown;
}

/**
 * A payment is approved only when Webpay says so on every count and it is for this very sale:
 * response_code 0, status AUTHORIZED, and the same amount and buy order the sale was created with.
 */
export function esPagoAprobado(respuesta: RespuestaPago, venta: { precioTotal: number; buyOrder: string }) {
  return (
    respuesta.response_code === 0 &&
    respuesta.status === 'AUTHORIZED' &&
    respuesta.amount === venta.precioTotal &&
    respuesta.buy_order === venta.buyOrder
  );
}

/** Statuses after which Webpay will never authorize this transaction. */
const NO_AUTORIZABLES = new Set(['FAILED', 'REVERSED', 'NULLIFIED', 'PARTIALLY_NULLIFIED', 'CAPTURED']);

/**
 * What a status answer means for a sale still PENDIENTE: paid, failed, or not known yet. INITIALIZED is
 * all Webpay ever says of a transaction nobody paid, also once its 5-minute form timed out and Webpay aborted
 * it (a commit then answers «invalid finished state: aborted»): after `formularioHasta` it is an abandoned
 * checkout, never payable, and its stock goes back; before, the form may still be open.
 */
export function decisionPorEstado(
  respuesta: RespuestaPago,
  venta: { precioTotal: number; buyOrder: string },
  cuando: { ahora: Date; formularioHasta: Date },
): 'PAGADO' | 'FALLIDA' | 'PENDIENTE' {
  if (esPagoAprobado(respuesta, venta)) return 'PAGADO';
  if (respuesta.status === 'INITIALIZED')
    return cuando.ahora.getTime() >= cuando.formularioHasta.getTime() ? 'FALLIDA' : 'PENDIENTE';
  if (typeof respuesta.status === 'string' && NO_AUTORIZABLES.has(respuesta.status)) return 'FALLIDA';
  // AUTHORIZED for another amount or order, or anything unexpected: never counted as paid.
  return 'FALLIDA';
}

/**
 * The buyer started another checkout in its place (docs/decisions/023): an earlier one that Webpay reports
 * paid is kept as paid; anything else ends, even with its form still open, since only our commit charges
 * the card and it will not come for a sale already settled.
 */
export function decisionAlReemplazar(
  respuesta: RespuestaPago,
  venta: { precioTotal: number; buyOrder: string },
): 'PAGADO' | 'FALLIDA' {
  return esPagoAprobado(respuesta, venta) ? 'PAGADO' : 'FALLIDA';
}

/** Units a cart takes from stock, every line together. */
export function unidadesDe(lineas: readonly { cantidad: number }[]): number {
  return lineas.reduce((total, l) => total + l.cantidad, 0);
}

/** The first instants of this month and the previous one, in the shop's zone. */
export function inicioDeMeses(ahora: Date, zona: string): { actual: Date; anterior: Date } {
  const hoy = fechaLocalDe(ahora, zona);
  const [anio, mes] = hoy.split('-').map(Number) as [number, number];
  const primero = (a: number, m: number): LocalDate =>
    `${String(a).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
  const anterior = mes === 1 ? primero(anio - 1, 12) : primero(anio, mes - 1);
  return { actual: inicioDelDia(primero(anio, mes), zona), anterior: inicioDelDia(anterior, zona) };
}

/** The `dias` calendar days ending today in the zone, oldest first. */
export function ultimosDias(ahora: Date, zona: string, dias: number): LocalDate[] {
  if (!Number.isInteger(dias) || dias < 0 || dias > MAXIMO_DIAS_RECORRIDO) {
    throw new RangeError(`Entre 0 y ${MAXIMO_DIAS_RECORRIDO} días`);
  }
  const hoy = fechaLocalDe(ahora, zona);
  return Array.from({ length: dias }, (_, i) => sumarDias(hoy, i - dias + 1));
}

/** Every one of those days with its sales, zero where the database had none. */
export function completarDias(
  dias: readonly LocalDate[],
  filas: readonly { dia: LocalDate; total: number; cantidad: number }[],
) {
  const porDia = new Map(filas.map((f) => [f.dia, f]));
  return dias.map((dia) => ({
    dia,
    total: porDia.get(dia)?.total ?? 0,
    cantidad: porDia.get(dia)?.cantidad ?? 0,
  }));
}
