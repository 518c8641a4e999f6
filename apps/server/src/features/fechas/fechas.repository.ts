import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  barberoServicios,
  fechas,
  type HoraDeGrilla,
  horasAgendadas,
  servicios,
  usuarios,
} from '../../db/schema.js';
import { serviciosAdicionales } from '../../db/servicios-del-bloque.js';

export interface FiltroFechas {
  barberoId?: string;
  desde?: string;
  /** Last day included. */
  hasta?: string;
  soloBarberosActivos?: boolean;
  ids?: string[];
}

/**
 * Days with their grid, bookings and barber. Three flat queries assembled here: measured several
 * times faster than one relational query with nested JSON aggregation (docs/benchmarks.md).
 */
export async function listarFechas(db: Executor, filtro: FiltroFechas = {}) {
  const filas = await db
    .select({ fecha: fechas, creadoPor: { id: usuarios.id, nombre: usuarios.nombre } })
    .from(fechas)
    .innerJoin(usuarios, eq(usuarios.id, fechas.barberoId))
    .where(
      and(
        filtro.barberoId ? eq(fechas.barberoId, filtro.barberoId) : undefined,
        filtro.desde ? gte(fechas.dia, filtro.desde) : undefined,
        filtro.hasta ? lte(fechas.dia, filtro.hasta) : undefined,
        filtro.soloBarberosActivos ? eq(usuarios.activo, true) : undefined,
        filtro.ids ? inArray(fechas.id, filtro.ids) : undefined,
      ),
    )
    .orderBy(asc(fechas.dia), asc(fechas.barberoId));
  if (filas.length === 0) return [];
  const ids = filas.map((f) => f.fecha.id);
  const agendadas = await db
    .select({ ...getTableColumns(horasAgendadas), serviciosAdicionales })
    .from(horasAgendadas)
    .where(inArray(horasAgendadas.fechaId, ids))
    .orderBy(asc(horasAgendadas.inicio));
  const porFecha = <T extends { fechaId: string }>(lista: T[]) => {
    const mapa = new Map<string, T[]>();
    for (const x of lista) {
      const grupo = mapa.get(x.fechaId);
      if (grupo) grupo.push(x);
      else mapa.set(x.fechaId, [x]);
    }
    return mapa;
  };
  const agendadasDe = porFecha(agendadas);
  return filas.map(({ fecha, creadoPor }) => ({
    ...fecha,
    creadoPor,
    horasAgendadas: agendadasDe.get(fecha.id) ?? [],
  }));
}

export type FechaConDetalle = Awaited<ReturnType<typeof listarFechas>>[number];

export async function buscarFecha(db: Executor, id: string) {
  const [fecha] = await listarFechas(db, { ids: [id] });
  return fecha;
}

/** Row lock on the day: bookings of one day are decided one after another. */
export async function bloquearFecha(db: Executor, id: string) {
  const [fila] = await db.select().from(fechas).where(eq(fechas.id, id)).for('update');
  return fila;
}

/** What a booking reads of a day record under its lock: the day, its barber, the service and whether he does it. */
const PARA_RESERVAR = {
  fecha: fechas,
  barbero: {
    id: usuarios.id,
    nombre: usuarios.nombre,
    activo: usuarios.activo,
    googleCalendarId: usuarios.googleCalendarId,
  },
  servicio: servicios,
  loRealiza: barberoServicios.servicioId,
};

/**
 * A booking's first statement: the day under its row lock and, in the same round trip, its barber and the
 * service asked for by name (unique), with whether that barber does it. On Sunday at 16:30 every query a
 * booking saves is throughput (docs/benchmarks.md).
 */
export async function bloquearFechaParaReservar(db: Executor, id: string, nombreServicio: string) {
  const [fila] = await db
    .select(PARA_RESERVAR)
    .from(fechas)
    .innerJoin(usuarios, eq(usuarios.id, fechas.barberoId))
    .leftJoin(servicios, eq(servicios.servicio, nombreServicio))
    .leftJoin(
      barberoServicios,
      and(eq(barberoServicios.usuarioId, fechas.barberoId), eq(barberoServicios.servicioId, servicios.id)),
    )
    .where(eq(fechas.id, id))
    .for('update', { of: fechas });
  return fila;
}

/**
 * «Cualquiera» (decision 031): every day record of that day, of an active barber who performs the service
 * (by name), under row locks taken in id order so that two such bookings, or one and a booking of a single
 * barber, never wait for each other in a circle. Empty when no barber of that day does the service.
 */
export async function bloquearFechasDelDiaParaReservar(db: Executor, dia: string, nombreServicio: string) {
  return db
    .select(PARA_RESERVAR)
    .from(fechas)
    .innerJoin(usuarios, eq(usuarios.id, fechas.barberoId))
    .innerJoin(servicios, eq(servicios.servicio, nombreServicio))
    .innerJoin(
      barberoServicios,
      and(eq(barberoServicios.usuarioId, fechas.barberoId), eq(barberoServicios.servicioId, servicios.id)),
    )
    .where(and(eq(fechas.dia, dia), eq(usuarios.activo, true)))
    .orderBy(asc(fechas.id))
    .for('update', { of: fechas });
}

/**
 * The add-ons asked for (decision 037), each with the active barbers who perform it; a missing id is not
 * in the answer. Read once the day is locked, with the booking's other facts.
 */
export async function serviciosAdicionalesParaReservar(db: Executor, ids: readonly string[]) {
  const filas = await db
    .select({ servicio: servicios, barberoId: barberoServicios.usuarioId })
    .from(servicios)
    .leftJoin(barberoServicios, eq(barberoServicios.servicioId, servicios.id))
    .where(inArray(servicios.id, [...ids]));
  const porId = new Map<string, { servicio: typeof servicios.$inferSelect; barberos: Set<string> }>();
  for (const { servicio, barberoId } of filas) {
    const entrada = porId.get(servicio.id) ?? { servicio, barberos: new Set<string>() };
    if (barberoId) entrada.barberos.add(barberoId);
    porId.set(servicio.id, entrada);
  }
  return porId;
}

/** The day of a record, without locking it: «Cualquiera» then locks every barber's record of that day. */
export async function diaDeFecha(db: Executor, id: string) {
  const [fila] = await db.select({ dia: fechas.dia }).from(fechas).where(eq(fechas.id, id));
  return fila?.dia;
}

/**
 * Ids of the active users who perform every one of the services (the main one and its add-ons,
 * decision 037), by name: whom «Cualquiera» counts, an admin who cuts hair too.
 */
export async function barberosQueRealizan(db: Executor, servicioIds: readonly string[]) {
  const filas = await db
    .select({ id: usuarios.id })
    .from(barberoServicios)
    .innerJoin(usuarios, eq(usuarios.id, barberoServicios.usuarioId))
    .where(and(inArray(barberoServicios.servicioId, [...servicioIds]), eq(usuarios.activo, true)))
    .groupBy(usuarios.id, usuarios.nombre)
    .having(sql`count(distinct ${barberoServicios.servicioId}) = ${new Set(servicioIds).size}`)
    .orderBy(asc(usuarios.nombre), asc(usuarios.id));
  return filas.map((f) => f.id);
}

/** Days from `desde` that hold bookings of that e-mail, with only those bookings. */
export async function fechasDeEmail(db: Executor, email: string, desde: string) {
  const conHoras = await db
    .selectDistinct({ id: horasAgendadas.fechaId })
    .from(horasAgendadas)
    .where(sql`lower(${horasAgendadas.email}) = lower(${email})`);
  if (conHoras.length === 0) return [];
  const lista = await listarFechas(db, { desde, ids: conHoras.map((h) => h.id) });
  const mismoEmail = (e: string) => e.toLowerCase() === email.toLowerCase();
  return lista.map((f) => ({ ...f, horasAgendadas: f.horasAgendadas.filter((h) => mismoEmail(h.email)) }));
}

export async function insertarFecha(db: Executor, valores: typeof fechas.$inferInsert) {
  const [fila] = await db.insert(fechas).values(valores).returning();
  return fila!;
}

export async function actualizarFecha(
  db: Executor,
  id: string,
  valores: Partial<typeof fechas.$inferInsert>,
) {
  await db.update(fechas).set(valores).where(eq(fechas.id, id));
}

export async function eliminarFecha(db: Executor, id: string) {
  await db.delete(fechas).where(eq(fechas.id, id));
}

/** A new grid for a day: every quarter hour from horaInicio to horaFin, each with its own id. */
export function nuevaGrilla(horasDelDia: { hora: string; habilitado: boolean }[]): HoraDeGrilla[] {
  return horasDelDia.map((h) => ({ id: randomUUID(), ...h }));
}

export async function guardarGrilla(db: Executor, fechaId: string, grilla: HoraDeGrilla[]) {
  await db.update(fechas).set({ horas: grilla }).where(eq(fechas.id, fechaId));
}
