import type { EntradaEspera } from '@barberia/shared';
import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { correosOutbox, fechas } from '../../src/db/schema.js';
import type { AppDePrueba } from './app.js';

/** The waitlist's calls as a client's browser makes them (decision 043), and its mails read as they would be. */

/** A day cut short, so one booking fills it. */
export async function acortarDia(t: AppDePrueba, fechaId: string, horaFin: string) {
  await t.database.db.update(fechas).set({ horaFin }).where(eq(fechas.id, fechaId));
}

/** Joins from `ip` (every client of a test is 127.0.0.1 unless it says otherwise). */
export function unirse(
  t: AppDePrueba,
  fechaId: string,
  email: string,
  nombre = 'Bea Rojas',
  ip = '127.0.0.1',
  extra: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/lista-espera',
    payload: { fechaId, servicio: 'Corte de pelo', nombre, email, ...extra },
    remoteAddress: ip,
  });
}
const conPrueba = (token?: string) => (token ? { 'x-token-espera': token } : {});
export const ver = (t: AppDePrueba, id: string, token?: string) =>
  t.app.inject({ url: `/api/lista-espera/${id}`, headers: conPrueba(token) });
export const tomar = (t: AppDePrueba, id: string, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/lista-espera/${id}/agendar`, headers: conPrueba(token) });
export const salir = (t: AppDePrueba, id: string, token: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/lista-espera/${id}`, headers: conPrueba(token) });
export const confirmar = (t: AppDePrueba, id: string, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/lista-espera/${id}/confirmar`, headers: conPrueba(token) });

/** The mails to that address whose subject starts so. */
export const correos = (t: AppDePrueba, para: string, asunto: string) =>
  t.database.db
    .select()
    .from(correosOutbox)
    .where(and(eq(correosOutbox.para, para), like(correosOutbox.asunto, `${asunto}%`)));

/** The id and proof of the joining mail's link to that address, as the client's browser reads them. */
export async function enlaceDeConfirmacion(t: AppDePrueba, email: string) {
  const [correo] = (await correos(t, email, 'Confirma tu lugar en la lista de espera')).slice(-1);
  const m = /\/agenda\/espera\/([\w-]+)#token=([\w.-]+)/.exec(correo?.texto ?? '');
  if (!m) throw new Error(`sin enlace de confirmación para ${email}`);
  return { id: m[1]!, token: m[2]! };
}

/** The joining mail's link opened (decision 053): the entry takes part from then on. */
export async function confirmarDesdeCorreo(t: AppDePrueba, email: string) {
  const { id, token } = await enlaceDeConfirmacion(t, email);
  const res = await confirmar(t, id, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ msg: string; entrada: EntradaEspera }>();
}

/** Joined and confirmed from the joining mail, as a real client does; the join's answer. */
export async function anotada(t: AppDePrueba, fechaId: string, email: string) {
  const res = await unirse(t, fechaId, email);
  expect(res.statusCode, res.body).toBe(201);
  await confirmarDesdeCorreo(t, email);
  return res.json<{ entrada: EntradaEspera; tokenEspera: string }>();
}
