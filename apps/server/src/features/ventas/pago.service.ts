import { randomBytes } from 'node:crypto';
import {
  type CrearTransaccionInput,
  decisionAlReemplazar,
  decisionPorEstado,
  esPagoAprobado,
  type Transaccion,
  unidadesDe,
} from '@barberia/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Tx } from '../../db/client.js';
import { tomarTurno } from '../../db/turno.js';
import type { Deps } from '../../deps.js';
import { AppError, cupoLleno } from '../../errors.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import { nuevaOrden } from '../../infra/webpay/orden-de-compra.js';
import { atenderRetorno, type DondeRetorno } from '../../infra/webpay/retorno.js';
import {
  type ClienteWebpay,
  type RespuestaTbk,
  WebpayNoDisponible,
  WebpayRechazo,
} from '../../infra/webpay/webpay.client.js';
import { correoComprobante } from './correo-de-venta.js';
import { puedePasar } from './estados.js';
import { carritoCambiado, cotizar, sinStock } from './pedido.js';
import { descontarStock, devolverStock } from './stock.repository.js';
import * as repo from './ventas.repository.js';

/** Webpay's form (and its token) lives 5 minutes. */
export const VIDA_FORMULARIO_MS = 5 * 60_000;

export interface PagoDeps extends Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl' | 'tienda'> {
  webpay: ClienteWebpay;
  /** How long past the form's life the stock stays reserved before the reconciliation settles it. */
  margenMs: number;
  /** What one buyer may hold (docs/decisions/023, docs/configuration.md). */
  limites: LimitesDeCompra;
  log: FastifyBaseLogger;
}

export interface LimitesDeCompra {
  /** Units, every line together, one checkout may reserve. */
  unidadesPorCompra: number;
  /** PENDIENTE checkouts (stock held) at once from one client address, and for one e-mail. */
  pendientesPorIp: number;
  pendientesPorCorreo: number;
}

export const nuevaOrdenDeCompra = () => nuevaOrden('BM-');

/**
 * Paying a sale with Webpay Plus (spec 001 §7): the checkout, the buyer's return, the payment as Webpay
 * reported it, and the reconciliation of the ones nobody came back for. The gateway's calls are
 * infra/webpay; the statuses a sale may go through are estados.ts.
 */
export function crearPagoService(deps: PagoDeps) {
  const { db, clock, zona, publicUrl, tienda, webpay, log, limites } = deps;
  const urlRetorno = `${publicUrl}/api/webpay/retorno`;

  /**
   * A new checkout from `ip` for `email`: refused while either already holds its share of PENDIENTE ones.
   * Their turns (address, then e-mail) make parallel checkouts count one after another, on every instance.
   */
  async function exigirCupoDeCompras(tx: Tx, ip: string, email: string, ahora: Date) {
    await tomarTurno(tx, `webpay-ip|${ip}`);
    await tomarTurno(tx, `webpay-correo|${email.toLowerCase()}`);
    const p = await repo.comprasPendientes(tx, ip, email);
    const esperas = [
      ...(p.porIp >= limites.pendientesPorIp ? [p.ipHasta] : []),
      ...(p.porCorreo >= limites.pendientesPorCorreo ? [p.correoHasta] : []),
    ];
    if (esperas.length === 0) return;
    // The earliest reservation of each full count must end; one past its end waits for the reconciliation.
    throw cupoLleno('COMPRAS_PENDIENTES', Math.max(...esperas.map((h) => h?.getTime() ?? 0)), ahora);
  }

  /** Settles a locked PENDIENTE sale: PAGADO keeps the stock taken and queues the receipt; FALLIDA returns it. */
  async function liquidar(
    tx: Executor,
    v: repo.FilaVenta,
    status: 'PAGADO' | 'FALLIDA',
    respuesta?: RespuestaTbk,
  ) {
    if (!puedePasar(v.status, status)) throw new Error(`venta ${v.id}: ${v.status} → ${status} no existe`);
    const ahora = clock();
    const tarjeta = (respuesta?.card_detail as { card_number?: unknown } | undefined)?.card_number;
    const fila = await repo.actualizarVenta(tx, v.id, {
      status,
      respuestaWebpay: respuesta ?? v.respuestaWebpay,
      authorizationCode:
        status === 'PAGADO' && typeof respuesta?.authorization_code === 'string'
          ? respuesta.authorization_code
          : null,
      cardNumber: status === 'PAGADO' && typeof tarjeta === 'string' ? tarjeta.slice(-4) : null,
      reservaHasta: null,
      ip: null,
      actualizadoEn: ahora,
    });
    if (status === 'PAGADO')
      await encolarCorreo(tx, correoComprobante(fila, publicUrl, zona, await tienda(tx)), clock());
    else await devolverStock(tx, v.productos);
    if (status === 'FALLIDA' && respuesta?.status === 'AUTHORIZED') {
      // Authorized for another amount or order than this sale's: never counted as paid; the admin must look.
      log.error(
        { ventaId: v.id, buyOrder: v.buyOrder },
        'Webpay autorizó un pago que no coincide con la venta',
      );
    }
    return fila;
  }

  /** Asks Webpay for the status: PAGADO, FALLIDA, or null when it still does not know or does not answer. */
  async function decidirPorEstado(v: repo.FilaVenta) {
    if (!v.token) return { status: 'FALLIDA' as const };
    try {
      const respuesta = await webpay.estado(v.token);
      // Webpay's form lives 5 minutes from its creation, which came right after the sale's.
      const formularioHasta = new Date(v.fecha.getTime() + VIDA_FORMULARIO_MS + deps.margenMs);
      const decision = decisionPorEstado(respuesta, v, { ahora: clock(), formularioHasta });
      return decision === 'PENDIENTE' ? null : { status: decision, respuesta };
    } catch (error) {
      // 422: Webpay does not know or no longer shows this token; it was never paid.
      if (error instanceof WebpayRechazo) return { status: 'FALLIDA' as const };
      log.warn({ ventaId: v.id, err: (error as Error).message }, 'Webpay no respondió el estado');
      return null;
    }
  }

  /** Commit at most once: the row lock makes a second return wait and then read the settled sale (decision 028). */
  async function confirmar(token: string) {
    return db.transaction(async (tx) => {
      const v = await repo.bloquearVenta(tx, { token });
      if (!v) throw new AppError('VENTA_NO_ENCONTRADA');
      if (v.status !== 'PENDIENTE') return v.id;
      try {
        const respuesta = await webpay.confirmar(token);
        await liquidar(tx, v, esPagoAprobado(respuesta, v) ? 'PAGADO' : 'FALLIDA', respuesta);
      } catch (error) {
        if (!(error instanceof WebpayRechazo || error instanceof WebpayNoDisponible)) throw error;
        // The commit failed or timed out: it may have gone through all the same. The status call decides.
        log.warn({ ventaId: v.id, err: error.message }, 'commit de Webpay falló; se consulta el estado');
        const decision = await decidirPorEstado(v);
        if (decision) await liquidar(tx, v, decision.status, decision.respuesta);
      }
      return v.id;
    });
  }

  /** The buyer cancelled, timed out or was sent back from an error page: no commit, stock released. */
  async function fallar(donde: DondeRetorno, sessionId?: string) {
    return db.transaction(async (tx) => {
      const v = await repo.bloquearVenta(tx, donde);
      // The session id is random and only Webpay and we know it: a forged return cannot fail a sale.
      if (!v || (sessionId !== undefined && v.sessionId !== sessionId))
        throw new AppError('VENTA_NO_ENCONTRADA');
      if (v.status === 'PENDIENTE') await liquidar(tx, v, 'FALLIDA');
      return v.id;
    });
  }

  /**
   * The buyer's earlier checkout, replaced by a new one from the same browser: paid if Webpay says so,
   * otherwise FALLIDA with its stock back. Webpay is asked before the row is locked; a sale settled in
   * the meantime (its return came first) is left as it is, and a silent Webpay leaves it to the
   * reconciliation.
   */
  async function reemplazar(id: string) {
    const v = await repo.buscarVenta(db, id);
    if (v?.status !== 'PENDIENTE' || v.medio !== 'webpay' || !v.token) return;
    let respuesta: RespuestaTbk | undefined;
    try {
      respuesta = await webpay.estado(v.token);
    } catch (error) {
      // 422: Webpay does not know this token (any more); it was never paid.
      if (!(error instanceof WebpayRechazo)) return;
    }
    const status = decisionAlReemplazar(respuesta ?? {}, v);
    await db.transaction(async (tx) => {
      const bloqueada = await repo.bloquearVenta(tx, { id });
      if (bloqueada?.status === 'PENDIENTE') await liquidar(tx, bloqueada, status, respuesta);
    });
  }

  return {
    async crearTransaccion(input: CrearTransaccionInput, ip: string) {
      if (unidadesDe(input.productos) > limites.unidadesPorCompra) {
        throw new AppError(
          'COMPRA_DEMASIADAS_UNIDADES',
          `Una compra en línea admite hasta ${limites.unidadesPorCompra} unidades en total. Quita algunas de tu carrito o cómpralas en la barbería.`,
        );
      }
      if (input.reemplaza) await reemplazar(input.reemplaza);
      const { productos, total } = await cotizar(db, input.productos, input.total);
      const ahora = clock();
      let venta: repo.FilaVenta;
      try {
        venta = await db.transaction(async (tx) => {
          await exigirCupoDeCompras(tx, ip, input.email, ahora);
          await descontarStock(tx, productos);
          return repo.insertarVenta(tx, {
            email: input.email,
            productos,
            precioTotal: total,
            fecha: ahora,
            status: 'PENDIENTE',
            medio: 'webpay',
            buyOrder: nuevaOrdenDeCompra(),
            sessionId: randomBytes(24).toString('base64url'),
            reservaHasta: new Date(ahora.getTime() + VIDA_FORMULARIO_MS + deps.margenMs),
            ip,
          });
        });
      } catch (error) {
        if (sinStock(error)) throw await carritoCambiado(db, input.productos, 'SIN_STOCK');
        throw error;
      }
      try {
        const { token, url } = await webpay.crear(venta.buyOrder, venta.sessionId!, total, urlRetorno);
        await repo.actualizarVenta(db, venta.id, { token });
        return { ventaId: venta.id, token, url };
      } catch (error) {
        // Nothing half-saved: the sale that never reached the buyer goes, and its stock comes back.
        await db.transaction(async (tx) => {
          const v = await repo.bloquearVenta(tx, { id: venta.id });
          if (v?.status !== 'PENDIENTE') return;
          await devolverStock(tx, v.productos);
          await repo.borrarVenta(tx, v.id);
        });
        log.warn({ err: (error as Error).message }, 'no se pudo crear la transacción en Webpay');
        if (error instanceof WebpayRechazo || error instanceof WebpayNoDisponible) {
          throw new AppError('WEBPAY_NO_DISPONIBLE');
        }
        throw error;
      }
    },

    /** The return URL: the sale's id to show, whatever the outcome. */
    procesarRetorno: (parametros: Record<string, unknown>) =>
      atenderRetorno(parametros, { confirmar, abandonar: fallar }),

    /** The payment as Webpay reported it, for the buyer's page and the admin. */
    async obtenerTransaccion(id: string): Promise<Transaccion> {
      const v = await repo.buscarVenta(db, id);
      if (v?.medio !== 'webpay') throw new AppError('VENTA_NO_ENCONTRADA');
      const r = (v.respuestaWebpay ?? {}) as RespuestaTbk;
      const texto = (x: unknown) => (typeof x === 'string' ? x : null);
      const entero = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) ? x : null);
      return {
        ventaId: v.id,
        status: v.status,
        buy_order: v.buyOrder,
        amount: v.precioTotal,
        authorization_code: v.authorizationCode,
        card_number: v.cardNumber,
        transaction_date: texto(r.transaction_date),
        payment_type_code: texto(r.payment_type_code),
        installments_number: entero(r.installments_number),
        response_code: entero(r.response_code),
      };
    },

    /**
     * Settles PENDIENTE sales whose reservation ran out, one locked row at a time, with the status call.
     * Webpay silent: the sale waits another margin and the run stops.
     */
    async conciliar(limite = 20) {
      let liquidadas = 0;
      for (let i = 0; i < limite; i++) {
        const seguir = await db.transaction(async (tx) => {
          const v = await repo.reclamarPendienteVencida(tx, clock());
          if (!v) return false;
          const decision = await decidirPorEstado(v);
          if (decision) {
            await liquidar(tx, v, decision.status, decision.respuesta);
            liquidadas++;
            return true;
          }
          await repo.actualizarVenta(tx, v.id, { reservaHasta: new Date(clock().getTime() + deps.margenMs) });
          return false;
        });
        if (!seguir) break;
      }
      return { liquidadas };
    },
  };
}

export type PagoService = ReturnType<typeof crearPagoService>;
