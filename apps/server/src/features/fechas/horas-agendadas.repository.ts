import { type AnyColumn, and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  correosOutbox,
  eventosCalendario,
  horasAgendadas,
  horasAgendadasServicios,
  inasistencias,
} from '../../db/schema.js';
import { conPrefijo, marcadores, sentenciaFija, sinConexion } from '../../db/sentencia-fija.js';
import { horaConServicioDelBloque, serviciosAdicionales } from '../../db/servicios-del-bloque.js';
import type { CorreoNuevo } from '../../infra/correo/bandeja.repository.js';

export function horasAgendadasDeFecha(db: Executor, fechaId: string) {
  return db.select().from(horasAgendadas).where(eq(horasAgendadas.fechaId, fechaId));
}

/** The booking under its row lock; `servicio` is the whole block's name (mails, WhatsApp). */
export async function buscarHoraAgendada(db: Executor, fechaId: string, horaInicio: string, horaFin: string) {
  const [fila] = await db
    .select(horaConServicioDelBloque)
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

/** Its nullable timestamps start null: left to their default (sentenciaFija's encoders do not take null). */
const SIN_VALOR = [
  'recordatorioEn',
  'recordatorioCortoEn',
  'confirmadaEn',
  'resenaPedidaEn',
  'asistencia',
  'asistenciaEn',
  'correoProbadoEn',
  'telefonoProbadoEn',
] as const;
type NuevaHora = Omit<typeof horasAgendadas.$inferSelect, (typeof SIN_VALOR)[number]>;
type NuevoEvento = Pick<
  typeof eventosCalendario.$inferInsert,
  'barberoId' | 'summary' | 'description' | 'inicio' | 'fin' | 'horaAgendadaId'
>;
/** Due at the app's clock, as every queued mail (correos.repository.ts, encolarCorreo). */
type NuevoCorreo = Required<CorreoNuevo> & { proximoIntento: Date };

const HORA: (keyof NuevaHora)[] = Object.keys(getTableColumns(horasAgendadas)).filter(
  (c): c is keyof NuevaHora => !(SIN_VALOR as readonly string[]).includes(c),
);
const EVENTO = ['barberoId', 'summary', 'description', 'inicio', 'fin', 'horaAgendadaId'] as const;
const CORREO = ['para', 'asunto', 'texto', 'adjuntos', 'proximoIntento'] as const;

// Three INSERTs as data-modifying CTEs: one statement, one round trip (issue 14). They run in one
// snapshot; the event's foreign key to the booking beside it is checked at the statement's end.
const reservaNueva = sentenciaFija(
  'reserva_nueva',
  () => sql`with
    h as (${sinConexion.insert(horasAgendadas).values(marcadores('h.', HORA)).getSQL()}),
    e as (${sinConexion.insert(eventosCalendario).values(marcadores('e.', EVENTO)).getSQL()}),
    c as (${sinConexion.insert(correosOutbox).values(marcadores('c.', CORREO)).getSQL()})
    select 1`,
);

/** A booking, its calendar event and its confirmation mail, written together. */
export async function insertarReserva(
  db: Executor,
  hora: NuevaHora,
  evento: NuevoEvento,
  correo: NuevoCorreo,
) {
  await reservaNueva(db, {
    ...conPrefijo('h.', hora),
    ...conPrefijo('e.', evento),
    ...conPrefijo('c.', correo),
  });
}

/** The add-ons of a new booking, in order (decision 037); none for the spec's one-service booking. */
export async function insertarServiciosAdicionales(
  db: Executor,
  horaAgendadaId: string,
  adicionales: readonly { id: string; servicio: string; precio: number; duracion: number }[],
) {
  if (adicionales.length === 0) return;
  await db.insert(horasAgendadasServicios).values(
    adicionales.map((s, i) => ({
      horaAgendadaId,
      orden: i + 1,
      servicioId: s.id,
      servicio: s.servicio,
      precio: s.precio,
      duracion: s.duracion,
    })),
  );
}

/** Where a booking is, by its id (a WhatsApp button names it); the caller locks its day, then the hour. */
export async function ubicarHora(db: Executor, id: string) {
  const [fila] = await db
    .select({
      fechaId: horasAgendadas.fechaId,
      horaInicio: horasAgendadas.horaInicio,
      horaFin: horasAgendadas.horaFin,
      email: horasAgendadas.email,
      fin: horasAgendadas.fin,
    })
    .from(horasAgendadas)
    .where(eq(horasAgendadas.id, id));
  return fila;
}

/**
 * «Confirmo»: the first confirmation's time is kept, and it proves the booking's phone (the answer came
 * from that number, decision 053). True when the booking exists (confirmed now or before).
 */
export async function confirmarHora(db: Executor, id: string, ahora: Date) {
  const filas = await db
    .update(horasAgendadas)
    .set({ confirmadaEn: sql`coalesce(${horasAgendadas.confirmadaEn}, ${ahora.toISOString()}::timestamptz)` })
    .where(eq(horasAgendadas.id, id))
    .returning({ id: horasAgendadas.id });
  await registrarPruebas(db, [id], { telefonoProbadoEn: ahora });
  return filas.length === 1;
}

/** `columna` keeps its first time: a proof, once given, stays as it was first given. */
const primera = (columna: AnyColumn, cuando: Date) =>
  sql`coalesce(${columna}, ${cuando.toISOString()}::timestamptz)`;

/**
 * What these bookings proved of their client, the e-mail (a mailed link) or the phone (its WhatsApp
 * answer), decision 053. Their no-show records follow: a proof that comes after the barber's mark counts too.
 */
export async function registrarPruebas(
  db: Executor,
  ids: readonly string[],
  pruebas: { correoProbadoEn?: Date | null; telefonoProbadoEn?: Date | null },
) {
  const { correoProbadoEn: correo, telefonoProbadoEn: telefono } = pruebas;
  if (ids.length === 0 || (!correo && !telefono)) return;
  await db
    .update(horasAgendadas)
    .set({
      ...(correo && { correoProbadoEn: primera(horasAgendadas.correoProbadoEn, correo) }),
      ...(telefono && { telefonoProbadoEn: primera(horasAgendadas.telefonoProbadoEn, telefono) }),
    })
    .where(inArray(horasAgendadas.id, [...ids]));
  await db
    .update(inasistencias)
    .set({
      ...(correo && { correoProbadoEn: primera(inasistencias.correoProbadoEn, correo) }),
      ...(telefono && { telefonoProbadoEn: primera(inasistencias.telefonoProbadoEn, telefono) }),
    })
    .where(inArray(inasistencias.horaAgendadaId, [...ids]));
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
    serviciosAdicionales: string[];
    nombre: string;
    email: string;
    inicio: Date;
  }[];
  /** The barber's calendar events over the day, except bookings' own (already counted as bookings). */
  eventos: { start: { dateTime: string }; end: { dateTime: string } }[];
}

const contexto = sentenciaFija('contexto_reserva', () => {
  const h = horasAgendadas;
  const e = eventosCalendario;
  const p = (nombre: string) => sql.placeholder(nombre);
  // Timestamps travel as ISO text and come back inside json as ISO text.
  return sql`
    select
      (select count(*)::int from ${h}
        where lower(${h.email}) = lower(${p('email')}) and ${h.creadoEn} > ${p('hechasDesde')}) as hechas,
      coalesce((select json_agg(json_build_object(
          'id', ${h.id}, 'horaInicio', ${h.horaInicio}, 'horaFin', ${h.horaFin}, 'servicio', ${h.servicio},
          'serviciosAdicionales', ${serviciosAdicionales}, 'nombre', ${h.nombre}, 'email', ${h.email}, 'inicio', ${h.inicio}) order by ${h.inicio})
        from ${h} where ${h.fechaId} = ${p('fechaId')}), '[]'::json) as agendadas,
      coalesce((select json_agg(json_build_object(
          'start', json_build_object('dateTime', ${e.inicio}), 'end', json_build_object('dateTime', ${e.fin})))
        from ${e}
        where ${e.barberoId} = ${p('barberoId')} and ${e.inicio} < ${p('hasta')} and ${e.fin} > ${p('desde')}
          and ${e.horaAgendadaId} is null), '[]'::json) as eventos`;
});

/**
 * What a booking is decided on, in one round trip (issue 14) and after the day's row lock, so the
 * bookings read are the ones committed before this one (inside the lock's query, the subqueries would use
 * the snapshot taken before waiting for it).
 */
export async function contextoDeReserva(
  db: Executor,
  q: { fechaId: string; barberoId: string; email: string; hechasDesde: Date; desde: Date; hasta: Date },
): Promise<ContextoDeReserva> {
  const [fila] = await contexto<{
    hechas: number;
    agendadas: (Omit<ContextoDeReserva['agendadas'][number], 'inicio'> & { inicio: string })[];
    eventos: ContextoDeReserva['eventos'];
  }>(db, {
    fechaId: q.fechaId,
    barberoId: q.barberoId,
    email: q.email,
    hechasDesde: q.hechasDesde.toISOString(),
    desde: q.desde.toISOString(),
    hasta: q.hasta.toISOString(),
  });
  return {
    hechas: fila!.hechas,
    agendadas: fila!.agendadas.map((a) => ({ ...a, inicio: new Date(a.inicio) })),
    eventos: fila!.eventos,
  };
}
