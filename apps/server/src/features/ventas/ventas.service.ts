import { VENTAS_POR_PAGINA, type Venta } from '@barberia/shared';
import type { ventas } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { paginaDeVentas } from './ventas.repository.js';

const ventaJson = (v: typeof ventas.$inferSelect): Venta => ({
  _id: v.id,
  email: v.email,
  productos: v.productos,
  precioTotal: v.precioTotal,
  fecha: v.fecha.toISOString(),
  status: v.status,
  buy_order: v.buyOrder,
  authorization_code: v.authorizationCode,
});

export function crearVentasService({ db }: Pick<Deps, 'db'>) {
  return {
    /** One page of the admin's table, newest first, filtered by an e-mail substring. */
    async pagina(pagina: number, email: string | undefined) {
      const { filas, total } = await paginaDeVentas(db, {
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
  };
}

export type VentasService = ReturnType<typeof crearVentasService>;
