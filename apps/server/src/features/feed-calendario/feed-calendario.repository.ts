import { and, asc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { columnas } from '../../db/columnas.js';
import { feedsCalendario, horasAgendadas } from '../../db/schema.js';
import { servicioDelBloque } from '../../db/servicios-del-bloque.js';

export async function buscarFeed(db: Executor, barberoId: string) {
  const [fila] = await db.select().from(feedsCalendario).where(eq(feedsCalendario.barberoId, barberoId));
  return fila;
}

/** Creates the barber's feed only if none exists yet: two first visits at once keep one semilla. */
export async function crearFeedSiFalta(db: Executor, fila: typeof feedsCalendario.$inferInsert) {
  await db.insert(feedsCalendario).values(fila).onConflictDoNothing();
}

export async function guardarFeed(db: Executor, fila: typeof feedsCalendario.$inferInsert) {
  await db
    .insert(feedsCalendario)
    .values(fila)
    .onConflictDoUpdate({
      target: feedsCalendario.barberoId,
      set: { semilla: fila.semilla, secretoHash: fila.secretoHash, rotadoEn: fila.rotadoEn },
    });
}

export function horasDelFeed(db: Executor, barberoId: string, desde: Date) {
  return db
    .select({
      ...columnas(horasAgendadas, 'eventoUid', 'secuencia', 'inicio', 'fin', 'nombre', 'email', 'creadoEn'),
      servicio: servicioDelBloque,
    })
    .from(horasAgendadas)
    .where(and(eq(horasAgendadas.barberoId, barberoId), gte(horasAgendadas.inicio, desde)))
    .orderBy(asc(horasAgendadas.inicio));
}
