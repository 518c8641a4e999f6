import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { fechas, horasAgendadas, resenas, usuarios } from '../../db/schema.js';
import { servicioDelBloque } from '../../db/servicios-del-bloque.js';

/** A booked hour with its day and barber: what a review is about. */
export async function buscarVisita(db: Executor, horaAgendadaId: string) {
  const [fila] = await db
    .select({
      id: horasAgendadas.id,
      email: horasAgendadas.email,
      nombre: horasAgendadas.nombre,
      // The whole block (decision 037): «Corte de pelo + Perfilado de barba».
      servicio: servicioDelBloque,
      horaInicio: horasAgendadas.horaInicio,
      fin: horasAgendadas.fin,
      barberoId: horasAgendadas.barberoId,
      barbero: usuarios.nombre,
      dia: fechas.dia,
      asistencia: horasAgendadas.asistencia,
    })
    .from(horasAgendadas)
    .innerJoin(fechas, eq(fechas.id, horasAgendadas.fechaId))
    .innerJoin(usuarios, eq(usuarios.id, horasAgendadas.barberoId))
    .where(eq(horasAgendadas.id, horaAgendadaId));
  return fila;
}

export async function resenaDeHora(db: Executor, horaAgendadaId: string) {
  const [fila] = await db.select().from(resenas).where(eq(resenas.horaAgendadaId, horaAgendadaId));
  return fila;
}

/** Inserts the review unless the booking has one: the unique index decides, so two sends keep one. */
export async function insertarResena(db: Executor, resena: typeof resenas.$inferInsert) {
  const filas = await db.insert(resenas).values(resena).onConflictDoNothing().returning();
  return filas[0];
}

const publicada = eq(resenas.estado, 'PUBLICADA');

/** The latest published reviews; `sinDemo` leaves out the demo's (search engines get only real ones). */
export function ultimasPublicadas(db: Executor, limite: number, sinDemo = false) {
  return db
    .select()
    .from(resenas)
    .where(sinDemo ? and(publicada, eq(resenas.demo, false)) : publicada)
    .orderBy(desc(resenas.creadoEn))
    .limit(limite);
}

export async function resumenPublicadas(db: Executor, sinDemo = false) {
  const [fila] = await db
    .select({
      promedio: sql<string | null>`avg(${resenas.estrellas})`,
      cantidad: sql<number>`count(*)::int`,
    })
    .from(resenas)
    .where(sinDemo ? and(publicada, eq(resenas.demo, false)) : publicada);
  return { promedio: fila?.promedio == null ? null : Number(fila.promedio), cantidad: fila?.cantidad ?? 0 };
}

export function todas(db: Executor) {
  return db
    .select({ resena: resenas, barbero: usuarios.nombre })
    .from(resenas)
    .leftJoin(usuarios, eq(usuarios.id, resenas.barberoId))
    .orderBy(
      // Waiting ones first: they are the admin's work.
      sql`case when ${resenas.estado} = 'PENDIENTE' then 0 else 1 end`,
      desc(resenas.creadoEn),
    );
}

/** The review's state before it is moderated, locked until the change is written (its message says which). */
export async function estadoAntesDeModerar(db: Executor, id: string) {
  const [fila] = await db
    .select({ estado: resenas.estado })
    .from(resenas)
    .where(eq(resenas.id, id))
    .for('update');
  return fila?.estado;
}

export async function moderar(
  db: Executor,
  id: string,
  cambio: { estado: 'PUBLICADA' | 'OCULTA'; respuesta: string | null; moderadaEn: Date },
) {
  const [fila] = await db.update(resenas).set(cambio).where(eq(resenas.id, id)).returning();
  return fila;
}

/**
 * Claims the visits that ended at least `despuesMs` ago (and no more than `ventanaMs`: a deploy never asks
 * about old visits) and were not asked about yet, as reclamarRecordatorios does: SKIP LOCKED shares the
 * work between instances, `resena_pedida_en is null` in the update claims each booking once.
 */
export async function reclamarPedidos(
  db: Executor,
  ahora: Date,
  despuesMs: number,
  ventanaMs: number,
  limite: number,
) {
  const debidas = await db
    .select({ id: horasAgendadas.id })
    .from(horasAgendadas)
    .where(
      and(
        isNull(horasAgendadas.resenaPedidaEn),
        // A client marked as not having come is not asked how the visit went (issue 24).
        sql`${horasAgendadas.asistencia} is distinct from 'NO_ASISTIO'`,
        lte(horasAgendadas.fin, new Date(ahora.getTime() - despuesMs)),
        gt(horasAgendadas.fin, new Date(ahora.getTime() - ventanaMs)),
      ),
    )
    .orderBy(asc(horasAgendadas.fin))
    .limit(limite)
    .for('update', { skipLocked: true });
  if (debidas.length === 0) return [];
  return db
    .update(horasAgendadas)
    .set({ resenaPedidaEn: ahora })
    .where(
      and(
        inArray(
          horasAgendadas.id,
          debidas.map((d) => d.id),
        ),
        isNull(horasAgendadas.resenaPedidaEn),
      ),
    )
    .returning({ id: horasAgendadas.id });
}
