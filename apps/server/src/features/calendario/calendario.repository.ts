import { and, asc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { eventosCalendario } from '../../db/schema.js';

export function listarEventos(db: Executor, barberoId: string, desde: Date) {
  return db
    .select()
    .from(eventosCalendario)
    .where(and(eq(eventosCalendario.barberoId, barberoId), gte(eventosCalendario.fin, desde)))
    .orderBy(asc(eventosCalendario.inicio));
}

export async function insertarEvento(db: Executor, valores: typeof eventosCalendario.$inferInsert) {
  const [fila] = await db.insert(eventosCalendario).values(valores).returning();
  return fila!;
}

export async function buscarEvento(db: Executor, barberoId: string, id: string) {
  const [fila] = await db
    .select()
    .from(eventosCalendario)
    .where(and(eq(eventosCalendario.barberoId, barberoId), eq(eventosCalendario.id, id)));
  return fila;
}

export async function buscarEventoQueEmpieza(db: Executor, barberoId: string, inicio: Date) {
  const [fila] = await db
    .select()
    .from(eventosCalendario)
    .where(and(eq(eventosCalendario.barberoId, barberoId), eq(eventosCalendario.inicio, inicio)));
  return fila;
}

export async function eliminarEvento(db: Executor, id: string) {
  await db.delete(eventosCalendario).where(eq(eventosCalendario.id, id));
}
