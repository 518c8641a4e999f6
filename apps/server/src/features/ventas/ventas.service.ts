import { randomBytes } from 'node:crypto';
import {
  completarDias,
  inicioDeMeses,
  ultimosDias,
  type Venta,
  type VentaEfectivoInput,
} from '@barberia/shared';
import type { Db } from '../../db/client.js';
import { noEncontrado } from '../../plugins/app-error.js';
import { encolarCorreo } from '../correos/correos.repository.js';
import { correoComprobante } from './correo-de-venta.js';
import { carritoCambiado, cotizar, sinStock } from './pedido.js';
import { descontarStock } from './stock.repository.js';
import * as repo from './ventas.repository.js';

export interface VentasDeps {
  db: Db;
  clock: () => Date;
  zona: string;
  publicUrl: string;
}

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
});

const DIAS_DEL_GRAFICO = 30;

export function crearVentasService({ db, clock, zona, publicUrl }: VentasDeps) {
  return {
    async obtener(id: string) {
      const v = await repo.buscarVenta(db, id);
      if (!v) throw noEncontrado('VENTA_NO_ENCONTRADA');
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
            buyOrder: `EF-${randomBytes(12).toString('base64url')}`,
            actualizadoEn: clock(),
          });
          await encolarCorreo(tx, correoComprobante(fila, publicUrl, zona));
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
      const [mesActual, mesAnterior, porDia, masVendidos] = await Promise.all([
        repo.totalPagado(db, meses.actual, new Date(ahora.getTime() + 1)),
        repo.totalPagado(db, meses.anterior, meses.actual),
        repo.pagadoPorDia(db, desde, zona),
        repo.masVendidos(db, meses.anterior, 5),
      ]);
      return { mesActual, mesAnterior, porDia: completarDias(dias, porDia), masVendidos };
    },
  };
}

export type VentasService = ReturnType<typeof crearVentasService>;
