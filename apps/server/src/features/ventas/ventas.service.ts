import {
  completarDias,
  inicioDeMeses,
  ultimosDias,
  VENTAS_POR_PAGINA,
  type Venta,
  type VentaEfectivoInput,
} from '@barberia/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { encolarCorreo } from '../../infra/correo/bandeja.repository.js';
import { nuevaOrden } from '../../infra/webpay/orden-de-compra.js';
import * as webpayCliente from '../../infra/webpay/webpay.client.js';
import { correoComprobante } from './correo-de-venta.js';
import { motivoDeFallo, puedePasar } from './estados.js';
import { carritoCambiado, cotizar, sinStock } from './pedido.js';
import { descontarStock, devolverStock } from './stock.repository.js';
import * as repo from './ventas.repository.js';

export const ventaJson = (v: repo.FilaVenta): Venta => ({
  _id: v.id,
  email: v.email,
  productos: v.productos,
  precioTotal: v.precioTotal,
  fecha: v.fecha.toISOString(),
  status: v.status,
  buy_order: v.buyOrder,
  authorization_code: v.authorizationCode,
  card_number: v.cardNumber,
  medio: v.medio,
  motivo_fallo: motivoDeFallo(v.status, v.respuestaWebpay),
});

const DIAS_DEL_GRAFICO = 30;
/** The no-shows the summary counts (issue 24). */
const DIAS_DE_INASISTENCIAS = 90;

export interface VentasDeps extends Pick<Deps, 'db' | 'clock' | 'zona' | 'publicUrl' | 'tienda'> {
  /** Only the refund of a Webpay sale calls the gateway from here. */
  webpay: Pick<webpayCliente.ClienteWebpay, 'reembolsar'>;
}

export function crearVentasService({ db, clock, zona, publicUrl, tienda, webpay }: VentasDeps) {
  return {
    /** One page of the admin's table, newest first, filtered by an e-mail substring. */
    async pagina(pagina: number, email: string | undefined) {
      const { filas, total } = await repo.paginaDeVentas(db, {
        email: email || undefined,
        limite: VENTAS_POR_PAGINA,
        desde: (pagina - 1) * VENTAS_POR_PAGINA,
      });
      return {
        ventas: filas.map(ventaJson),
        total,
        pagina,
        paginas: Math.max(1, Math.ceil(total / VENTAS_POR_PAGINA)),
      };
    },

    async obtener(id: string) {
      const v = await repo.buscarVenta(db, id);
      if (!v) throw new AppError('VENTA_NO_ENCONTRADA');
      return ventaJson(v);
    },

    /** A sale paid in cash at the shop: same pricing and stock rules as Webpay, paid at once. */
    async crearEfectivo(input: VentaEfectivoInput) {
      const { productos, total } = await cotizar(db, input.productos);
      try {
        const venta = await db.transaction(async (tx) => {
          await descontarStock(tx, productos);
          const fila = await repo.insertarVenta(tx, {
            email: input.email,
            productos,
            precioTotal: total,
            fecha: clock(),
            status: 'PAGADO',
            medio: 'efectivo',
            buyOrder: nuevaOrden('EF-'),
            actualizadoEn: clock(),
          });
          await encolarCorreo(tx, correoComprobante(fila, publicUrl, zona, await tienda(tx)), clock());
          return fila;
        });
        return ventaJson(venta);
      } catch (error) {
        if (sinStock(error)) throw await carritoCambiado(db, input.productos, 'SIN_STOCK');
        throw error;
      }
    },

    async resumen() {
      const ahora = clock();
      const meses = inicioDeMeses(ahora, zona);
      const dias = ultimosDias(ahora, zona, DIAS_DEL_GRAFICO);
      const desde = new Date(ahora.getTime() - (DIAS_DEL_GRAFICO + 1) * 86_400_000);
      const hace90 = new Date(ahora.getTime() - DIAS_DE_INASISTENCIAS * 86_400_000);
      const [mesActual, mesAnterior, porDia, masVendidos, porBarbero, porCliente, montoRetenido] =
        await Promise.all([
          repo.totalPagado(db, meses.actual, new Date(ahora.getTime() + 1)),
          repo.totalPagado(db, meses.anterior, meses.actual),
          repo.pagadoPorDia(db, desde, zona),
          repo.masVendidos(db, meses.anterior, 5),
          repo.inasistenciasPorBarbero(db, hace90),
          repo.inasistenciasPorCliente(db, hace90, 10),
          repo.montoRetenido(db, hace90),
        ]);
      return {
        mesActual,
        mesAnterior,
        porDia: completarDias(dias, porDia),
        masVendidos,
        inasistencias: {
          total: porBarbero.reduce((n, b) => n + b.cantidad, 0),
          porBarbero,
          porCliente,
          montoRetenido,
        },
      };
    },

    /**
     * Refunds a PAGADO sale (Webpay reversal or nullification), marks it ANULADA and returns the stock. Webpay
     * is called with the sale's row locked, on purpose: a second refund of the same sale waits and then
     * finds it ANULADA, and only this sale's row is held (docs/decisions/028).
     */
    async anular(id: string) {
      return db.transaction(async (tx) => {
        const v = await repo.bloquearVenta(tx, { id });
        if (!v) throw new AppError('VENTA_NO_ENCONTRADA');
        if (!puedePasar(v.status, 'ANULADA')) throw new AppError('VENTA_NO_ANULABLE');
        let respuesta: webpayCliente.RespuestaTbk | null = null;
        if (v.medio === 'webpay') {
          if (!v.token) throw new AppError('VENTA_NO_ANULABLE');
          try {
            respuesta = await webpay.reembolsar(v.token, v.precioTotal);
          } catch (error) {
            if (error instanceof webpayCliente.WebpayRechazo) throw new AppError('ANULACION_RECHAZADA');
            if (error instanceof webpayCliente.WebpayNoDisponible) throw new AppError('WEBPAY_NO_DISPONIBLE');
            throw error;
          }
        }
        await devolverStock(tx, v.productos);
        return repo.actualizarVenta(tx, v.id, {
          status: 'ANULADA',
          respuestaAnulacion: respuesta,
          actualizadoEn: clock(),
        });
      });
    },
  };
}

export type VentasService = ReturnType<typeof crearVentasService>;
