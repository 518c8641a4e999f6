import { asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { avisos } from '../../db/schema.js';

type NuevoAviso = typeof avisos.$inferInsert;

export function listarAvisos(db: Executor) {
  return db.select().from(avisos).orderBy(asc(avisos.creadoEn), asc(avisos.id));
}

export async function avisoActivo(db: Executor) {
  const [fila] = await db.select().from(avisos).where(eq(avisos.isActivo, true));
  return fila;
}

export async function buscarAviso(db: Executor, id: string) {
  const [fila] = await db.select().from(avisos).where(eq(avisos.id, id)).for('update');
  return fila;
}

/** Only one notice is shown to clients, so activating one deactivates the rest. */
export async function desactivarOtros(db: Executor, id: string | null) {
  await db
    .update(avisos)
    .set({ isActivo: false })
    .where(id ? ne(avisos.id, id) : eq(avisos.isActivo, true));
}

export async function crearAviso(db: Executor, valores: NuevoAviso) {
  const [fila] = await db.insert(avisos).values(valores).returning();
  return fila!;
}

export async function actualizarAviso(db: Executor, id: string, valores: Partial<NuevoAviso>) {
  const [fila] = await db.update(avisos).set(valores).where(eq(avisos.id, id)).returning();
  return fila;
}

export async function eliminarAviso(db: Executor, id: string) {
  const filas = await db.delete(avisos).where(eq(avisos.id, id)).returning({ id: avisos.id });
  return filas.length > 0;
}
