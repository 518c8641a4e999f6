import { POLITICA_PREDETERMINADA, type PoliticaDeAbonos } from '@barberia/shared';
import { and, asc, count, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  abonos,
  creditosAbono,
  eventosCalendario,
  horasAgendadas,
  inasistencias,
  politicaAbonos,
  servicios,
  usuarios,
} from '../../db/schema.js';
import type { HoraMovida } from '../fechas/index.js';

export type FilaAbono = typeof abonos.$inferSelect;

export async function leerPolitica(db: Executor): Promise<PoliticaDeAbonos> {
  const [fila] = await db.select().from(politicaAbonos).where(eq(politicaAbonos.id, 1));
  if (!fila) return POLITICA_PREDETERMINADA;
  const { id: _id, actualizadoEn: _en, ...politica } = fila;
  return politica;
}

export async function guardarPolitica(db: Executor, politica: PoliticaDeAbonos, ahora: Date) {
  await db
    .insert(politicaAbonos)
    .values({ id: 1, ...politica, actualizadoEn: ahora })
    .onConflictDoUpdate({ target: politicaAbonos.id, set: { ...politica, actualizadoEn: ahora } });
}

/** The booking's services by the main one's name and the add-ons' ids, with their deposits. */
export function serviciosDeReserva(db: Executor, principal: string, adicionales: readonly string[]) {
  return db
    .select({
      id: servicios.id,
      precio: servicios.precio,
      tipo: servicios.abonoTipo,
      valor: servicios.abonoValor,
    })
    .from(servicios)
    .where(
      or(
        eq(servicios.servicio, principal),
        adicionales.length > 0 ? inArray(servicios.id, [...adicionales]) : sql`false`,
      ),
    );
}

/** No-shows on record for the e-mail or the phone (decision 041 keeps them past the booking). */
export async function contarInasistencias(db: Executor, email: string, telefono: string | null | undefined) {
  const [fila] = await db
    .select({ n: count() })
    .from(inasistencias)
    .where(
      or(
        sql`lower(${inasistencias.email}) = lower(${email})`,
        telefono ? eq(inasistencias.telefono, telefono) : sql`false`,
      ),
    );
  return fila?.n ?? 0;
}

const sinUsar = (email: string) =>
  and(sql`lower(${creditosAbono.email}) = lower(${email})`, isNull(creditosAbono.usadoEn));

export async function creditoDisponible(db: Executor, email: string) {
  const [fila] = await db
    .select({ total: sql<number>`coalesce(sum(${creditosAbono.monto}), 0)::int` })
    .from(creditosAbono)
    .where(sinUsar(email));
  return fila?.total ?? 0;
}

/** Spends the address's credit (rows locked) for `abonoId`; what is left over becomes one new row. */
export async function gastarCredito(
  db: Executor,
  email: string,
  abonoId: string,
  usado: number,
  ahora: Date,
) {
  const filas = await db
    .select()
    .from(creditosAbono)
    .where(sinUsar(email))
    .orderBy(asc(creditosAbono.creadoEn))
    .for('update');
  const total = filas.reduce((suma, f) => suma + f.monto, 0);
  if (total < usado) return false;
  await db
    .update(creditosAbono)
    .set({ usadoEn: ahora, usadoPorId: abonoId })
    .where(
      inArray(
        creditosAbono.id,
        filas.map((f) => f.id),
      ),
    );
  if (total > usado)
    await db.insert(creditosAbono).values({ email, monto: total - usado, origenId: abonoId });
  return true;
}

/** Undoes `gastarCredito`: the rows it spent are credit again, and its leftover row goes. */
export async function devolverCredito(db: Executor, abonoId: string) {
  await db
    .delete(creditosAbono)
    .where(and(eq(creditosAbono.origenId, abonoId), isNull(creditosAbono.usadoEn)));
  await db
    .update(creditosAbono)
    .set({ usadoEn: null, usadoPorId: null })
    .where(eq(creditosAbono.usadoPorId, abonoId));
}

export async function crearCredito(db: Executor, email: string, monto: number, origenId: string) {
  if (monto > 0) await db.insert(creditosAbono).values({ email, monto, origenId });
}

/** A late cancellation's credit taken back when the mark it came from is undone, if it was not spent. */
export async function quitarCreditoDe(db: Executor, origenId: string) {
  await db
    .delete(creditosAbono)
    .where(and(eq(creditosAbono.origenId, origenId), isNull(creditosAbono.usadoEn)));
}

/** The hold (a calendar event of the barber) and the deposit that names it, in one go. */
export async function insertarAbono(
  db: Executor,
  evento: typeof eventosCalendario.$inferInsert,
  abono: Omit<typeof abonos.$inferInsert, 'eventoId'>,
) {
  const [e] = await db.insert(eventosCalendario).values(evento).returning({ id: eventosCalendario.id });
  const [fila] = await db
    .insert(abonos)
    .values({ ...abono, eventoId: e!.id })
    .returning();
  return fila!;
}

export async function buscarAbono(db: Executor, id: string) {
  const [fila] = await db
    .select({ abono: abonos, barbero: usuarios.nombre })
    .from(abonos)
    .leftJoin(usuarios, eq(usuarios.id, abonos.barberoId))
    .where(eq(abonos.id, id));
  return fila;
}

export async function bloquearAbono(
  db: Executor,
  donde: { id: string } | { token: string } | { buyOrder: string },
) {
  const condicion =
    'id' in donde
      ? eq(abonos.id, donde.id)
      : 'token' in donde
        ? eq(abonos.token, donde.token)
        : eq(abonos.buyOrder, donde.buyOrder);
  const [fila] = await db.select().from(abonos).where(condicion).for('update');
  return fila;
}

export async function actualizarAbono(
  db: Executor,
  id: string,
  valores: Partial<typeof abonos.$inferInsert>,
) {
  const [fila] = await db.update(abonos).set(valores).where(eq(abonos.id, id)).returning();
  return fila!;
}

/** The hold's calendar event goes: the hour is free again for the hour screen and the rules. */
export async function soltarRetencion(db: Executor, abono: FilaAbono) {
  if (abono.eventoId) await db.delete(eventosCalendario).where(eq(eventosCalendario.id, abono.eventoId));
}

export async function borrarAbono(db: Executor, id: string) {
  await db.delete(abonos).where(eq(abonos.id, id));
}

/** A hold of this address still waiting for its payment. */
export async function pendienteDe(db: Executor, email: string, ahora: Date) {
  const [fila] = await db
    .select({ id: abonos.id })
    .from(abonos)
    .where(
      and(
        sql`lower(${abonos.email}) = lower(${email})`,
        eq(abonos.estado, 'PENDIENTE'),
        gt(abonos.venceEn, ahora),
      ),
    );
  return fila;
}

/** The paid deposits of a booking, locked. */
export function pagadosDeHora(db: Executor, horaAgendadaId: string) {
  return db
    .select()
    .from(abonos)
    .where(
      and(
        eq(abonos.horaAgendadaId, horaAgendadaId),
        inArray(abonos.estado, ['PAGADO', 'RETENIDO', 'CREDITO']),
      ),
    )
    .for('update');
}

/** A reschedule: the deposit follows the new booking. */
export async function moverAbonos(db: Executor, de: string, a: HoraMovida) {
  await db
    .update(abonos)
    .set({
      horaAgendadaId: a.id,
      inicio: a.inicio,
      fin: a.fin,
      dia: a.dia,
      horaInicio: a.horaInicio,
      horaFin: a.horaFin,
      barberoId: a.barberoId,
    })
    .where(and(eq(abonos.horaAgendadaId, de), eq(abonos.estado, 'PAGADO')));
}

/**
 * One deposit the periodic run must settle, locked and skipped by other instances: a hold whose time ran
 * out, a payment approved but not booked (a crash in between), or a refund not yet made.
 */
export async function reclamarPorResolver(db: Executor, ahora: Date, excluir: readonly string[]) {
  const [fila] = await db
    .select()
    .from(abonos)
    .where(
      and(
        or(
          and(eq(abonos.estado, 'PENDIENTE'), lte(abonos.venceEn, ahora)),
          and(eq(abonos.estado, 'APROBADO'), lte(abonos.actualizadoEn, new Date(ahora.getTime() - 60_000))),
          and(eq(abonos.estado, 'REEMBOLSO_PENDIENTE'), isNull(abonos.respuestaReembolso)),
        ),
        excluir.length > 0 ? notInArray(abonos.id, [...excluir]) : undefined,
      ),
    )
    .orderBy(asc(abonos.venceEn))
    .limit(1)
    .for('update', { skipLocked: true });
  return fila;
}

/** A paid deposit whose future booking is gone without a client's cancellation: the shop removed it. */
export async function reclamarHuerfano(db: Executor, ahora: Date) {
  const [fila] = await db
    .select()
    .from(abonos)
    .leftJoin(horasAgendadas, eq(horasAgendadas.id, abonos.horaAgendadaId))
    .where(and(eq(abonos.estado, 'PAGADO'), isNull(horasAgendadas.id), gt(abonos.inicio, ahora)))
    .limit(1)
    .for('update', { of: abonos, skipLocked: true });
  return fila?.abonos;
}
