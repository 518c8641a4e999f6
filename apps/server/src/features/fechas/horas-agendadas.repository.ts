import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { eventosCalendario, horasAgendadas } from '../../db/schema.js';

export function horasAgendadasDeFecha(db: Executor, fechaId: string) {
  return db.select().from(horasAgendadas).where(eq(horasAgendadas.fechaId, fechaId));
}

export async function buscarHoraAgendada(db: Executor, fechaId: string, horaInicio: string, horaFin: string) {
  const [fila] = await db
    .select()
    .from(horasAgendadas)
    .where(
      and(
        eq(horasAgendadas.fechaId, fechaId),
        eq(horasAgendadas.horaInicio, horaInicio),
        eq(horasAgendadas.horaFin, horaFin),
      ),
    )
    .for('update');
  return fila;
}

/** The INSERT of a booking, to send with its event and mail in one statement (db/juntas.ts). */
export function insercionHoraAgendada(db: Executor, valores: typeof horasAgendadas.$inferInsert) {
  return db.insert(horasAgendadas).values(valores).getSQL();
}

/** Its calendar event goes with it (ON DELETE CASCADE). */
export async function eliminarHoraAgendada(db: Executor, id: string) {
  await db.delete(horasAgendadas).where(eq(horasAgendadas.id, id));
}

export async function eliminarHorasAgendadasDeFecha(db: Executor, fechaId: string) {
  await db.delete(horasAgendadas).where(eq(horasAgendadas.fechaId, fechaId));
}

export interface ContextoDeReserva {
  /** Bookings of the address still held that were made after `hechasDesde` (moved or cancelled ones are gone). */
  hechas: number;
  /** The day's bookings, earliest first: what the rules and the answer's public view need of them. */
  agendadas: {
    id: string;
    horaInicio: string;
    horaFin: string;
    servicio: string;
    nombre: string;
    email: string;
    inicio: Date;
  }[];
  /** The barber's calendar events over the day, except bookings' own (already counted as bookings). */
  eventos: { start: { dateTime: string }; end: { dateTime: string } }[];
}

/**
 * What a booking is decided on, in one round trip (issue 14) and after the day's row lock, so the
 * bookings read are the ones committed before this one (inside the lock's query, the subqueries would use
 * the snapshot taken before waiting for it).
 */
export async function contextoDeReserva(
  db: Executor,
  q: { fechaId: string; barberoId: string; email: string; hechasDesde: Date; desde: Date; hasta: Date },
): Promise<ContextoDeReserva> {
  const h = horasAgendadas;
  const e = eventosCalendario;
  const resultado = await db.execute(sql`
    select
      (select count(*)::int from ${h}
        where lower(${h.email}) = lower(${q.email}) and ${gt(h.creadoEn, q.hechasDesde)}) as hechas,
      coalesce((select json_agg(json_build_object(
          'id', ${h.id}, 'horaInicio', ${h.horaInicio}, 'horaFin', ${h.horaFin}, 'servicio', ${h.servicio},
          'nombre', ${h.nombre}, 'email', ${h.email}, 'inicio', ${h.inicio}) order by ${h.inicio})
        from ${h} where ${eq(h.fechaId, q.fechaId)}), '[]'::json) as agendadas,
      coalesce((select json_agg(json_build_object(
          'start', json_build_object('dateTime', ${e.inicio}), 'end', json_build_object('dateTime', ${e.fin})))
        from ${e}
        where ${and(eq(e.barberoId, q.barberoId), lt(e.inicio, q.hasta), gt(e.fin, q.desde))}
          and ${e.horaAgendadaId} is null), '[]'::json) as eventos`);
  // node-postgres and PGlite both answer { rows } and parse json columns; timestamps come as ISO text.
  const [fila] = (
    resultado as unknown as {
      rows: {
        hechas: number;
        agendadas: (Omit<ContextoDeReserva['agendadas'][number], 'inicio'> & { inicio: string })[];
        eventos: ContextoDeReserva['eventos'];
      }[];
    }
  ).rows;
  return {
    hechas: fila!.hechas,
    agendadas: fila!.agendadas.map((a) => ({ ...a, inicio: new Date(a.inicio) })),
    eventos: fila!.eventos,
  };
}
