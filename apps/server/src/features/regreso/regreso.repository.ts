import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { consentimientosRegreso, fechas, horasAgendadas, usuarios } from '../../db/schema.js';
import { serviciosAdicionales } from '../../db/servicios-del-bloque.js';

const c = consentimientosRegreso;

/** The box ticked at booking: given again (or for the first time) now; the last reminder sent is kept. */
export async function otorgarConsentimientoRegreso(db: Executor, email: string, texto: string, ahora: Date) {
  await db
    .insert(c)
    .values({ email: email.toLowerCase(), texto, otorgadoEn: ahora })
    .onConflictDoUpdate({ target: c.email, set: { texto, otorgadoEn: ahora, retiradoEn: null } });
}

/** The link in the reminder: no more of them. True when a consent was withdrawn. */
export async function retirarConsentimientoRegreso(db: Executor, email: string, ahora: Date) {
  const filas = await db
    .update(c)
    .set({ retiradoEn: ahora })
    .where(and(eq(c.email, email.toLowerCase()), isNull(c.retiradoEn)))
    .returning({ email: c.email });
  return filas.length > 0;
}

/**
 * The next consents in e-mail order after `despuesDe`, locked for this run: SKIP LOCKED shares them
 * between instances, so two never send the same reminder (as reclamarRecordatorios).
 */
export function reclamarConsentimientos(db: Executor, despuesDe: string, limite: number) {
  return db
    .select({ email: c.email, avisadoPorDia: c.avisadoPorDia })
    .from(c)
    .where(and(isNull(c.retiradoEn), gt(c.email, despuesDe)))
    .orderBy(asc(c.email))
    .limit(limite)
    .for('update', { skipLocked: true });
}

/** Every booking of these addresses, oldest first: their visits, and whether one is still to come. */
export function horasDe(db: Executor, emails: string[]) {
  return db
    .select({
      email: sql<string>`lower(${horasAgendadas.email})`,
      nombre: horasAgendadas.nombre,
      dia: fechas.dia,
      inicio: horasAgendadas.inicio,
      fin: horasAgendadas.fin,
      servicio: horasAgendadas.servicio,
      serviciosAdicionales,
      barberoId: horasAgendadas.barberoId,
      barbero: usuarios.nombre,
      asistencia: horasAgendadas.asistencia,
    })
    .from(horasAgendadas)
    .innerJoin(fechas, eq(fechas.id, horasAgendadas.fechaId))
    .innerJoin(usuarios, eq(usuarios.id, horasAgendadas.barberoId))
    .where(inArray(sql`lower(${horasAgendadas.email})`, emails))
    .orderBy(asc(horasAgendadas.inicio));
}

export async function marcarAvisado(db: Executor, email: string, dia: string, ahora: Date) {
  await db.update(c).set({ avisadoPorDia: dia, avisadoEn: ahora }).where(eq(c.email, email));
}
