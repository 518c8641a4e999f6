import { POLITICA_PREDETERMINADA, type PoliticaDeAbonos } from '@barberia/shared';
import { and, asc, count, eq, gt, inArray, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import {
  abonos,
  eventosCalendario,
  horasAgendadas,
  movimientosCredito,
  politicaAbonos,
  servicios,
  usuarios,
} from '../../db/schema.js';
import { tomarTurno } from '../../db/turno.js';
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

const deCorreo = (email: string) => sql`lower(${movimientosCredito.email}) = lower(${email})`;

/**
 * The address's turn on its credit (decision 051): every movement is written under it, after the balance
 * is read, so two deposits never spend the same credit and a balance never goes below zero.
 */
const turnoDeCredito = (tx: Tx, email: string) => tomarTurno(tx, `credito|${email.toLowerCase()}`);

/** What the movements that match add up to. */
async function suma(db: Executor, donde: SQL | undefined) {
  const [fila] = await db
    .select({ total: sql<number>`coalesce(sum(${movimientosCredito.monto}), 0)::int` })
    .from(movimientosCredito)
    .where(donde);
  return fila?.total ?? 0;
}

/** The balance: the sum of the address's movements. */
export const creditoDisponible = (db: Executor, email: string) => suma(db, deCorreo(email));

/** What the deposit's movements of these kinds add up to. */
const netoDe = (tx: Tx, abonoId: string, tipos: readonly TipoDeMovimiento[]) =>
  suma(tx, and(eq(movimientosCredito.abonoId, abonoId), inArray(movimientosCredito.tipo, [...tipos])));

type TipoDeMovimiento = (typeof movimientosCredito.$inferInsert)['tipo'];

/** `abono` pays `usado` with the address's credit; false when the balance no longer holds it. */
export async function gastarCredito(tx: Tx, abono: { id: string; email: string }, usado: number) {
  await turnoDeCredito(tx, abono.email);
  if ((await creditoDisponible(tx, abono.email)) < usado) return false;
  await tx
    .insert(movimientosCredito)
    .values({ email: abono.email, tipo: 'gasto', monto: -usado, abonoId: abono.id });
  return true;
}

/**
 * Gives back what the deposit took of the credit and has not had back yet, as one new movement: never
 * more, however often it is called, and never another deposit's credit.
 */
export async function devolverCredito(tx: Tx, abono: { id: string; email: string }) {
  await turnoDeCredito(tx, abono.email);
  const tomado = -(await netoDe(tx, abono.id, ['gasto', 'devolucion']));
  if (tomado > 0)
    await tx
      .insert(movimientosCredito)
      .values({ email: abono.email, tipo: 'devolucion', monto: tomado, abonoId: abono.id });
}

/** A deposit kept as credit (a late cancellation or a no-show): its whole value, once. */
export async function crearCredito(tx: Tx, abono: { id: string; email: string }, monto: number) {
  if (monto <= 0) return;
  await turnoDeCredito(tx, abono.email);
  await tx
    .insert(movimientosCredito)
    .values({ email: abono.email, tipo: 'credito', monto, abonoId: abono.id });
}

/**
 * «Asistió» undoes a no-show's credit of `valor`: as much of it as the balance still holds is taken back,
 * never more than the deposit's credit that stands. Credit already spent stays spent (the balance never
 * goes below zero), and an earlier mark's loss is not clawed back by a later one.
 */
export async function quitarCreditoDe(tx: Tx, abono: { id: string; email: string }, valor: number) {
  await turnoDeCredito(tx, abono.email);
  const dado = await netoDe(tx, abono.id, ['credito', 'anulacion']);
  const quitar = Math.min(valor, dado, await creditoDisponible(tx, abono.email));
  if (quitar > 0)
    await tx
      .insert(movimientosCredito)
      .values({ email: abono.email, tipo: 'anulacion', monto: -quitar, abonoId: abono.id });
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

/** Marks the proof of the deposit's hour as handed out; true only for the one call that did it. */
export async function entregarPrueba(db: Executor, id: string, ahora: Date) {
  const filas = await db
    .update(abonos)
    .set({ pruebaEntregadaEn: ahora })
    .where(and(eq(abonos.id, id), isNull(abonos.pruebaEntregadaEn)))
    .returning({ id: abonos.id });
  return filas.length > 0;
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

/**
 * Live unpaid holds of one client address and of one browser: how many, and when the earliest of each
 * ends. Counted under their turns (decision 051), so parallel requests on any instance count one by one.
 */
export async function retencionesPendientes(
  db: Executor,
  quien: { ip: string; dispositivo: string },
  ahora: Date,
) {
  const vivas = and(eq(abonos.estado, 'PENDIENTE'), gt(abonos.venceEn, ahora));
  const contar = async (donde: ReturnType<typeof eq>) => {
    const [fila] = await db
      .select({ n: count(), hasta: sql<Date | null>`min(${abonos.venceEn})` })
      .from(abonos)
      .where(and(vivas, donde));
    return { n: fila?.n ?? 0, hasta: fila?.hasta ? new Date(fila.hasta) : null };
  };
  return {
    porIp: await contar(eq(abonos.ip, quien.ip)),
    porDispositivo: await contar(eq(abonos.dispositivo, quien.dispositivo)),
  };
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

/** The deposit each of these bookings holds paid (issue 42): what cancelling one would refund, keep or credit. */
export function pagadosDeHoras(db: Executor, horaAgendadaIds: readonly string[]) {
  if (horaAgendadaIds.length === 0) return Promise.resolve([]);
  return db
    .select({ horaAgendadaId: abonos.horaAgendadaId, monto: abonos.monto, credito: abonos.credito })
    .from(abonos)
    .where(and(inArray(abonos.horaAgendadaId, [...horaAgendadaIds]), eq(abonos.estado, 'PAGADO')));
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
