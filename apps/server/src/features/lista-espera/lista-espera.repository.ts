import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  eventosCalendario,
  fechas,
  listaEspera,
  ofertasEspera,
  servicios,
  usuarios,
} from '../../db/schema.js';

export type Entrada = typeof listaEspera.$inferSelect;

/** Only an entry whose mailbox confirmed it takes part: it counts, is counted ahead, and gets offers (decision 053). */
const confirmada = isNotNull(listaEspera.confirmadaEn);

/**
 * Every day record of `dia` with its barber. With `bloquear`, under row locks in id order, as a «Cualquiera»
 * booking takes them (fechas.repository, bloquearFechasDelDiaParaReservar): a waitlist run and a booking of
 * that day never overlap, and never wait for each other in a circle.
 */
export function fechasDelDia(db: Executor, dia: string, bloquear: boolean) {
  const consulta = db
    .select({
      fecha: fechas,
      barbero: {
        id: usuarios.id,
        nombre: usuarios.nombre,
        activo: usuarios.activo,
        googleCalendarId: usuarios.googleCalendarId,
      },
    })
    .from(fechas)
    .innerJoin(usuarios, eq(usuarios.id, fechas.barberoId))
    .where(eq(fechas.dia, dia))
    .orderBy(asc(fechas.id));
  return bloquear ? consulta.for('update', { of: fechas }) : consulta;
}

export async function diaDeFecha(db: Executor, fechaId: string) {
  const [fila] = await db
    .select({ dia: fechas.dia, barberoId: fechas.barberoId })
    .from(fechas)
    .where(eq(fechas.id, fechaId));
  return fila;
}

export async function servicioPorNombre(db: Executor, nombre: string) {
  const [fila] = await db.select().from(servicios).where(eq(servicios.servicio, nombre));
  return fila;
}

export async function insertarEntrada(db: Executor, valores: typeof listaEspera.$inferInsert) {
  const [fila] = await db.insert(listaEspera).values(valores).returning();
  return fila!;
}

/** The day's confirmed entries: what fills a list (LISTA_ESPERA_MAXIMO). */
export async function contarEntradas(db: Executor, dia: string) {
  const [fila] = await db
    .select({ n: count() })
    .from(listaEspera)
    .where(and(eq(listaEspera.dia, dia), confirmada));
  return fila?.n ?? 0;
}

/**
 * The entries one client address holds on lists from `hoy` on: confirmed ones, and unconfirmed ones until
 * their time to confirm ends. Read under that address's turn (LISTA_ESPERA_POR_IP).
 */
export function entradasDeIp(db: Executor, ip: string, hoy: string, ahora: Date) {
  return db
    .select({
      dia: listaEspera.dia,
      confirmadaEn: listaEspera.confirmadaEn,
      confirmarHasta: listaEspera.confirmarHasta,
    })
    .from(listaEspera)
    .where(
      and(
        eq(listaEspera.ip, ip),
        gte(listaEspera.dia, hoy),
        or(confirmada, gt(listaEspera.confirmarHasta, ahora)),
      ),
    );
}

/** The joining mail's link was opened: the entry takes part from now on. Null when already confirmed or gone. */
export async function confirmarEntrada(db: Executor, id: string, ahora: Date) {
  const [fila] = await db
    .update(listaEspera)
    .set({ confirmadaEn: ahora })
    .where(and(eq(listaEspera.id, id), isNull(listaEspera.confirmadaEn)))
    .returning();
  return fila;
}

/**
 * The address's unconfirmed entry of that day, replaced by a new joining: typing an address proves nothing,
 * so an entry nobody confirmed must not keep its owner out of the list (decision 053).
 */
export async function eliminarSinConfirmarDe(db: Executor, dia: string, email: string) {
  await db
    .delete(listaEspera)
    .where(
      and(
        eq(listaEspera.dia, dia),
        sql`lower(${listaEspera.email}) = lower(${email})`,
        isNull(listaEspera.confirmadaEn),
      ),
    );
}

/** Entries nobody confirmed in time: they never took part, and their data and address go. */
export async function idsSinConfirmar(db: Executor, ahora: Date) {
  const filas = await db
    .select({ id: listaEspera.id })
    .from(listaEspera)
    .where(and(isNull(listaEspera.confirmadaEn), lte(listaEspera.confirmarHasta, ahora)));
  return filas.map((f) => f.id);
}

export async function buscarEntrada(db: Executor, id: string) {
  const [fila] = await db
    .select({ entrada: listaEspera, oferta: ofertasEspera, barbero: usuarios.nombre })
    .from(listaEspera)
    .leftJoin(ofertasEspera, eq(ofertasEspera.entradaId, listaEspera.id))
    .leftJoin(usuarios, eq(usuarios.id, listaEspera.barberoId))
    .where(eq(listaEspera.id, id));
  return fila;
}

/** Confirmed people who joined that day's list before this entry (and are still on it). */
export async function delanteDe(db: Executor, entrada: Entrada) {
  const [fila] = await db
    .select({ n: count() })
    .from(listaEspera)
    .where(and(eq(listaEspera.dia, entrada.dia), confirmada, lt(listaEspera.creadoEn, entrada.creadoEn)));
  return fila?.n ?? 0;
}

/** The barber's name and the day of a held hour. */
export async function barberoDeFecha(db: Executor, fechaId: string) {
  const [fila] = await db
    .select({ nombre: usuarios.nombre, dia: fechas.dia })
    .from(fechas)
    .innerJoin(usuarios, eq(usuarios.id, fechas.barberoId))
    .where(eq(fechas.id, fechaId));
  return fila;
}

/** That day's confirmed entries in order of arrival, with their offer when they hold one. */
export function entradasDelDia(db: Executor, dia: string) {
  return db
    .select({ entrada: listaEspera, oferta: ofertasEspera })
    .from(listaEspera)
    .leftJoin(ofertasEspera, eq(ofertasEspera.entradaId, listaEspera.id))
    .where(and(eq(listaEspera.dia, dia), confirmada))
    .orderBy(asc(listaEspera.creadoEn), asc(listaEspera.id));
}

/** The days from `desde` on that someone (confirmed) waits for. */
export async function diasConEspera(db: Executor, desde: string) {
  const filas = await db
    .selectDistinct({ dia: listaEspera.dia })
    .from(listaEspera)
    .where(and(gte(listaEspera.dia, desde), confirmada))
    .orderBy(asc(listaEspera.dia));
  return filas.map((f) => f.dia);
}

/** The hold: a calendar event of the barber and the offer that names it. */
export async function insertarOferta(
  db: Executor,
  evento: typeof eventosCalendario.$inferInsert,
  oferta: Omit<typeof ofertasEspera.$inferInsert, 'eventoId'>,
) {
  const [e] = await db.insert(eventosCalendario).values(evento).returning({ id: eventosCalendario.id });
  await db.insert(ofertasEspera).values({ ...oferta, eventoId: e!.id });
}

export async function bloquearOferta(db: Executor, entradaId: string) {
  const [fila] = await db
    .select()
    .from(ofertasEspera)
    .where(eq(ofertasEspera.entradaId, entradaId))
    .for('update');
  return fila;
}

/** Entries leave the list with their held hour: the event goes first, and the offer with it (cascade). */
export async function eliminarEntradas(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.delete(eventosCalendario).where(
    inArray(
      eventosCalendario.id,
      db
        .select({ id: ofertasEspera.eventoId })
        .from(ofertasEspera)
        .where(inArray(ofertasEspera.entradaId, [...ids])),
    ),
  );
  await db.delete(listaEspera).where(inArray(listaEspera.id, [...ids]));
}

/** Entries whose day has passed: personal data kept no longer than it serves. */
export async function idsDeDiasPasados(db: Executor, hoy: string) {
  const filas = await db
    .select({ id: listaEspera.id })
    .from(listaEspera)
    .where(sql`${listaEspera.dia} < ${hoy}`);
  return filas.map((f) => f.id);
}

/** Held hours whose time ran out, on that day. */
export async function idsConOfertaVencida(db: Executor, dia: string, ahora: Date) {
  const filas = await db
    .select({ id: listaEspera.id })
    .from(listaEspera)
    .innerJoin(ofertasEspera, eq(ofertasEspera.entradaId, listaEspera.id))
    .where(and(eq(listaEspera.dia, dia), lte(ofertasEspera.venceEn, ahora)));
  return filas.map((f) => f.id);
}

/** Every entry of one address, with its held hours (the personal-data deletion, decision 043). */
export async function eliminarEntradasDeEmail(db: Executor, email: string) {
  const filas = await db
    .select({ id: listaEspera.id })
    .from(listaEspera)
    .where(sql`lower(${listaEspera.email}) = lower(${email})`);
  await eliminarEntradas(
    db,
    filas.map((f) => f.id),
  );
}
