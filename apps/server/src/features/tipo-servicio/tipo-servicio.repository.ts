import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { servicios, tiposServicio } from '../../db/schema.js';

export function listarTipos(db: Executor) {
  return db.select().from(tiposServicio).orderBy(asc(tiposServicio.nombre));
}

export function listarTiposConServicios(db: Executor) {
  return db.query.tiposServicio.findMany({
    orderBy: asc(tiposServicio.nombre),
    with: { servicios: { orderBy: asc(servicios.servicio) } },
  });
}

export async function crearTipo(db: Executor, nombre: string) {
  const [fila] = await db.insert(tiposServicio).values({ nombre }).returning();
  return fila!;
}

export async function actualizarTipo(db: Executor, id: string, nombre: string) {
  const [fila] = await db.update(tiposServicio).set({ nombre }).where(eq(tiposServicio.id, id)).returning();
  return fila;
}

export async function eliminarTipo(db: Executor, id: string) {
  const filas = await db
    .delete(tiposServicio)
    .where(eq(tiposServicio.id, id))
    .returning({ id: tiposServicio.id });
  return filas.length > 0;
}
