import type { Fecha } from '@barberia/shared';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { correosOutbox } from '../../src/db/schema.js';
import type { AppDePrueba } from './app.js';

/** The bookable days a client sees for the demo barber. */
export async function fechasCliente(t: AppDePrueba): Promise<Fecha[]> {
  const res = await t.app.inject({ url: `/api/fechas/obtener-fechas-clientes/${t.barberoId}` });
  return res.json<Fecha[]>();
}

/** The demo day for that date (YYYY-MM-DD). */
export async function fechaDelDia(t: AppDePrueba, dia: string): Promise<Fecha> {
  const fecha = (await fechasCliente(t)).find((f) => f.fecha.startsWith(dia));
  if (!fecha) throw new Error(`no hay fecha demo para ${dia}`);
  return fecha;
}

export interface Reserva {
  horaInicio: string;
  horaFin: string;
  nombre?: string;
  email?: string;
  /** The optional phone (decision 030), as the client typed it. */
  telefono?: string | null;
  /** The WhatsApp consent box beside the phone (decision 035). */
  consentimientoWhatsapp?: boolean;
  /** «Avísame cuando me toque volver» (issue 25). */
  consentimientoRegreso?: boolean;
  servicio?: string;
  /** Other services of the same block, by _id (decision 037). */
  serviciosAdicionales?: string[];
  /** «Cualquiera» (decision 031): `fechaId` only says the day. */
  barbero?: string;
  reagendar?: { fechaId: string; horaInicio: string; horaFin: string };
}

/** The client's proofs, as the page sends them (docs/decisions/011). */
const conToken = (token?: string) => (token ? { 'x-token-cliente': token } : {});

/** `token`: the proof of the hour being moved, when `r.reagendar` is set. */
export function agendar(t: AppDePrueba, fechaId: string, r: Reserva, token?: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/fechas/${fechaId}/agregar-hora-agendada`,
    headers: conToken(token),
    payload: { nombre: 'Cliente', email: 'cliente@correo.cl', servicio: 'Corte de pelo', ...r },
  });
}

/** What a booking answers: the hour booked and the client's proof of it. */
export interface Agendada {
  horaAgendada: { _id: string; servicio: string; serviciosAdicionales?: string[] };
  tokenCliente: string;
}

/** A booking the test needs made: checked to answer 200, then its answer. */
export async function reservaHecha(t: AppDePrueba, fechaId: string, r: Reserva, token?: string) {
  const res = await agendar(t, fechaId, r, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Agendada>();
}

/**
 * Moves a booked hour (`desde`, with the proof the client holds) to `hacia`, as «Reagendar» does: one booking
 * that names the hour it replaces.
 */
export function reagendar(
  t: AppDePrueba,
  desde: { fechaId: string; horaInicio: string; horaFin: string; token: string | undefined },
  hacia: Omit<Reserva, 'reagendar'> & { fechaId: string },
) {
  const { token, ...anterior } = desde;
  const { fechaId, ...nueva } = hacia;
  return agendar(t, fechaId, { ...nueva, reagendar: anterior }, token);
}

/** A 45-minute hour (the demo's «Corte de pelo») from `horaInicio`: the shape most tests move. */
export const hora45 = (fechaId: string, horaInicio: string) => {
  const [h, m] = horaInicio.split(':').map(Number) as [number, number];
  const fin = h * 60 + m + 45;
  const horaFin = `${String(Math.floor(fin / 60)).padStart(2, '0')}:${String(fin % 60).padStart(2, '0')}`;
  return { fechaId, horaInicio, horaFin };
};

/** Moves a client's 45-minute hour, checked to answer 200; its new proof. */
export async function moverHora(
  t: AppDePrueba,
  desde: { fechaId: string; horaInicio: string; token: string | undefined },
  hacia: { fechaId: string; horaInicio: string },
  cliente: { nombre: string; email: string; telefono?: string },
) {
  const res = await reagendar(
    t,
    { ...hora45(desde.fechaId, desde.horaInicio), token: desde.token },
    { ...hora45(hacia.fechaId, hacia.horaInicio), ...cliente },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tokenCliente: string }>().tokenCliente;
}

export function cancelar(
  t: AppDePrueba,
  fechaId: string,
  horaInicio: string,
  horaFin: string,
  token?: string,
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/fechas/${fechaId}/cancelar-hora-agendada`,
    headers: conToken(token),
    payload: { horaInicio, horaFin },
  });
}

export function horasDeEmail(t: AppDePrueba, email: string, token?: string) {
  return t.app.inject({
    url: `/api/fechas/obtener-fechas-clientes/email/${encodeURIComponent(email)}`,
    headers: conToken(token),
  });
}

/** The mail to that address in the outbox, whatever its state. */
export function correosEnBandeja(t: AppDePrueba, para: string) {
  return t.database.db.select().from(correosOutbox).where(eq(correosOutbox.para, para));
}

/** The proof in the personal link of the newest mail to that address holding one, as the client opens it. */
export async function tokenDelCorreo(t: AppDePrueba, email: string): Promise<string> {
  const correos = await t.database.db
    .select()
    .from(correosOutbox)
    .where(eq(correosOutbox.para, email))
    .orderBy(desc(correosOutbox.creadoEn));
  for (const correo of correos) {
    const token = /\/agenda\/cancelar\/[^\s#]+#token=([\w.-]+)/.exec(correo.texto)?.[1];
    if (token) return token;
  }
  throw new Error(`no hay enlace personal en los correos a ${email}`);
}
