import type { Asistencia } from '@barberia/shared';
import { and, asc, eq, gt, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { fechas, horasAgendadas, inasistencias } from '../../db/schema.js';
import { horaConServicioDelBloque, servicioDelBloque } from '../../db/servicios-del-bloque.js';

/** Which of those days the barber already has. */
export async function diasExistentes(db: Executor, barberoId: string, dias: string[]) {
  const filas = await db
    .select({ dia: fechas.dia })
    .from(fechas)
    .where(and(eq(fechas.barberoId, barberoId), inArray(fechas.dia, dias)));
  return filas.map((f) => f.dia).sort();
}

/** `saltarExistentes`: a day the barber already has (even one inserted a moment ago) is left out, not refused. */
export async function insertarFechas(
  db: Executor,
  valores: (typeof fechas.$inferInsert)[],
  saltarExistentes = false,
) {
  const insert = db.insert(fechas).values(valores);
  return (saltarExistentes ? insert.onConflictDoNothing() : insert).returning({
    id: fechas.id,
    dia: fechas.dia,
  });
}

/** The barber's days before `hoy` and, first, their bookings (all in the past, like the days). */
export async function eliminarFechasAnteriores(db: Executor, barberoId: string, hoy: string) {
  const viejas = await db
    .select({ id: fechas.id })
    .from(fechas)
    .where(and(eq(fechas.barberoId, barberoId), lt(fechas.dia, hoy)))
    .for('update');
  if (viejas.length === 0) return 0;
  const ids = viejas.map((f) => f.id);
  await db.delete(horasAgendadas).where(inArray(horasAgendadas.fechaId, ids));
  await db.delete(fechas).where(inArray(fechas.id, ids));
  return ids.length;
}

/**
 * The barber's bookings that start in [desde, hasta), and earlier ones that ended after `porMarcarDesde`
 * and are not marked yet (issue 24), in order, with their day.
 */
export function horasDelBarberoEntre(
  db: Executor,
  barberoId: string,
  desde: Date,
  hasta: Date,
  porMarcarDesde: Date,
) {
  return (
    db
      // `servicio` is the whole block's name (decision 037): «Hoy» lists every service of the visit.
      .select({ hora: horaConServicioDelBloque, dia: fechas.dia })
      .from(horasAgendadas)
      .innerJoin(fechas, eq(fechas.id, horasAgendadas.fechaId))
      .where(
        and(
          eq(horasAgendadas.barberoId, barberoId),
          lt(horasAgendadas.inicio, hasta),
          or(
            gte(horasAgendadas.inicio, desde),
            and(gt(horasAgendadas.fin, porMarcarDesde), isNull(horasAgendadas.asistencia)),
          ),
        ),
      )
      .orderBy(asc(horasAgendadas.inicio))
  );
}

/** What marking an hour needs: whose it is, when it ended, and what a no-show record keeps. */
export async function horaParaAsistencia(db: Executor, id: string) {
  const [fila] = await db
    .select({
      id: horasAgendadas.id,
      barberoId: horasAgendadas.barberoId,
      fin: horasAgendadas.fin,
      nombre: horasAgendadas.nombre,
      email: horasAgendadas.email,
      telefono: horasAgendadas.telefono,
      servicio: servicioDelBloque,
      dia: fechas.dia,
      // Copied into the no-show record: only a proven identity's no-shows ask for deposits (decision 053).
      correoProbadoEn: horasAgendadas.correoProbadoEn,
      telefonoProbadoEn: horasAgendadas.telefonoProbadoEn,
    })
    .from(horasAgendadas)
    .innerJoin(fechas, eq(fechas.id, horasAgendadas.fechaId))
    .where(eq(horasAgendadas.id, id));
  return fila;
}

/** The mark on the booking and, for «No asistió», its record; changing it to «Asistió» removes the record. */
export async function marcarAsistencia(
  tx: Executor,
  hora: NonNullable<Awaited<ReturnType<typeof horaParaAsistencia>>>,
  asistencia: Asistencia,
  ahora: Date,
) {
  await tx
    .update(horasAgendadas)
    .set({ asistencia, asistenciaEn: ahora })
    .where(eq(horasAgendadas.id, hora.id));
  if (asistencia === 'ASISTIO') {
    await tx.delete(inasistencias).where(eq(inasistencias.horaAgendadaId, hora.id));
    return;
  }
  const { id, ...datos } = hora;
  await tx
    .insert(inasistencias)
    .values({ ...datos, horaAgendadaId: id, creadoEn: ahora })
    .onConflictDoNothing({ target: inasistencias.horaAgendadaId });
}
