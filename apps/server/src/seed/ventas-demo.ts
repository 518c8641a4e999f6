import type { ProductoVendido } from '@barberia/shared';
import type { ventas } from '../db/schema.js';
import { PRODUCTOS_DEMO } from './demo.js';

const CLIENTES = [
  'camila.rojas@correo.cl',
  'matias.gonzalez@correo.cl',
  'valentina.munoz@correo.cl',
  'benjamin.soto@correo.cl',
  'Javiera.Diaz@Correo.cl',
  'tomas.perez@correo.cl',
  'catalina.silva@correo.cl',
  'vicente.morales@correo.cl',
];
const ESTADOS = ['PAGADO', 'PAGADO', 'PAGADO', 'FALLIDA', 'PENDIENTE'] as const;

/**
 * Sales for the admin's table until the payments issue writes real ones: 45 over the last 45 days,
 * so the table has three pages, every status colour and filterable e-mails. Deterministic: the same
 * rows on every start (buy_order is unique, so a second run adds nothing).
 */
export function ventasDemo(ahora: Date, idsProductos: Map<string, string>): (typeof ventas.$inferInsert)[] {
  return Array.from({ length: 45 }, (_, i) => {
    const lineas: ProductoVendido[] = [0, 1].slice(0, 1 + (i % 2)).map((k) => {
      const p = PRODUCTOS_DEMO[(i + k * 3) % PRODUCTOS_DEMO.length]!;
      return {
        _id: idsProductos.get(p.nombre) ?? p.nombre,
        nombre: p.nombre,
        cantidad: 1 + ((i + k) % 3),
        precio: p.precioFinal,
      };
    });
    const status = ESTADOS[i % ESTADOS.length]!;
    return {
      email: CLIENTES[i % CLIENTES.length]!,
      productos: lineas,
      precioTotal: lineas.reduce((total, l) => total + l.cantidad * l.precio, 0),
      fecha: new Date(ahora.getTime() - (i * 24 + (i % 7)) * 3_600_000),
      status,
      buyOrder: `DEMO-${String(i + 1).padStart(4, '0')}`,
      authorizationCode: status === 'PAGADO' ? String(100000 + i * 7919).slice(0, 6) : null,
    };
  });
}
