import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { galeria, imagenes } from '../../db/schema.js';

/** The gallery's photos in the shop's order, with each picture's size. */
export function listarGaleria(db: Executor) {
  return db
    .select({
      id: galeria.id,
      alt: galeria.alt,
      imagenId: imagenes.id,
      ancho: imagenes.ancho,
      alto: imagenes.alto,
    })
    .from(galeria)
    .innerJoin(imagenes, eq(imagenes.id, galeria.imagenId))
    .orderBy(asc(galeria.orden), asc(galeria.creadoEn));
}
