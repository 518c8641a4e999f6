import { calcularDescuento, type Producto } from '@barberia/shared';
import type { imagenes, productos } from '../../db/schema.js';
import { imagenPublica } from '../../infra/imagenes/guardar.js';

type FilaProducto = typeof productos.$inferSelect;
type FilaImagen = Pick<typeof imagenes.$inferSelect, 'id' | 'ancho' | 'alto'>;

export function productoJson(p: FilaProducto, imagen: FilaImagen | null): Producto {
  const img = imagen ? imagenPublica(imagen.id, imagen.ancho, imagen.alto) : null;
  return {
    _id: p.id,
    nombre: p.nombre,
    descripcion: p.descripcion,
    precioBase: p.precioBase,
    precioFinal: p.precioFinal,
    descuento: calcularDescuento(p.precioBase, p.precioFinal),
    stock: p.stock,
    img: img?.src ?? null,
    imagen: img,
  };
}
