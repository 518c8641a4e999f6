import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { columnas } from '../../db/columnas.js';
import {
  accesos,
  correosOutbox,
  eventosCalendario,
  horasAgendadas,
  refreshTokens,
  restablecimientos,
  rsvps,
  ventas,
} from '../../db/schema.js';

/** What replaces a name or an e-mail that may no longer be kept. */
export const ANONIMO = 'anónimo';

const deEmail = (
  columna: typeof horasAgendadas.email | typeof rsvps.email | typeof ventas.email,
  email: string,
) => sql`lower(${columna}) = lower(${email})`;
const paraEmail = (email: string) => sql`lower(${correosOutbox.para}) = lower(${email})`;

/** Everything held about one address (law 21.719's access right). */
export async function datosDeEmail(db: Executor, email: string) {
  const [horas, respuestas, compras, correos] = await Promise.all([
    db
      .select(columnas(horasAgendadas, 'id', 'inicio', 'fin', 'nombre', 'email', 'servicio', 'creadoEn'))
      .from(horasAgendadas)
      .where(deEmail(horasAgendadas.email, email))
      .orderBy(asc(horasAgendadas.inicio)),
    db
      .select(columnas(rsvps, 'eventoId', 'email', 'status', 'amount', 'payload', 'confirmadoEn', 'creadoEn'))
      .from(rsvps)
      .where(deEmail(rsvps.email, email))
      .orderBy(asc(rsvps.creadoEn)),
    db
      .select(columnas(ventas, 'id', 'email', 'productos', 'precioTotal', 'fecha', 'status', 'buyOrder'))
      .from(ventas)
      .where(deEmail(ventas.email, email))
      .orderBy(asc(ventas.fecha)),
    db
      .select(columnas(correosOutbox, 'para', 'asunto', 'texto', 'estado', 'creadoEn', 'enviadoEn'))
      .from(correosOutbox)
      .where(paraEmail(email))
      .orderBy(asc(correosOutbox.creadoEn)),
  ]);
  return { horas, respuestas, compras, correos };
}

/**
 * The deletion right: bookings (their calendar events go with them), RSVPs and mail go; a sale stays
 * for the accounts (the law lets a business keep what a legal duty requires) with its buyer anonymised.
 */
export async function eliminarDatosDeEmail(tx: Executor, email: string) {
  const horas = await tx
    .delete(horasAgendadas)
    .where(deEmail(horasAgendadas.email, email))
    .returning({ id: horasAgendadas.id });
  const respuestas = await tx.delete(rsvps).where(deEmail(rsvps.email, email)).returning({ id: rsvps.id });
  const compras = await tx
    .update(ventas)
    .set({ email: ANONIMO, cardNumber: null })
    .where(deEmail(ventas.email, email))
    .returning({ id: ventas.id });
  const correos = await tx.delete(correosOutbox).where(paraEmail(email)).returning({ id: correosOutbox.id });
  return {
    horas: horas.length,
    respuestas: respuestas.length,
    compras: compras.length,
    correos: correos.length,
  };
}

/** Bookings that ended before `antesDe` lose the client's name and e-mail, and so do their events. */
export async function anonimizarHorasAnteriores(tx: Executor, antesDe: Date) {
  const filas = await tx
    .update(horasAgendadas)
    .set({ nombre: ANONIMO, email: ANONIMO })
    .where(and(lt(horasAgendadas.fin, antesDe), ne(horasAgendadas.email, ANONIMO)))
    .returning({ id: horasAgendadas.id, servicio: horasAgendadas.servicio });
  if (filas.length === 0) return 0;
  await tx
    .update(eventosCalendario)
    .set({
      summary: sql`concat(${ANONIMO}::text, ' - ', (select h.servicio from horas_agendadas h where h.id = ${eventosCalendario.horaAgendadaId}))`,
      description: '',
    })
    .where(
      inArray(
        eventosCalendario.horaAgendadaId,
        filas.map((f) => f.id),
      ),
    );
  return filas.length;
}

/** Sent mail after `enviadoAntes`, mail given up on after `descartadoAntes`. */
export async function purgarCorreos(db: Executor, enviadoAntes: Date, descartadoAntes: Date) {
  const filas = await db
    .delete(correosOutbox)
    .where(
      or(
        and(eq(correosOutbox.estado, 'enviado'), lte(correosOutbox.enviadoEn, enviadoAntes)),
        and(eq(correosOutbox.estado, 'descartado'), lte(correosOutbox.creadoEn, descartadoAntes)),
      ),
    )
    .returning({ id: correosOutbox.id });
  return filas.length;
}

/** Refresh and reset tokens past their expiry, RSVPs never confirmed whose link lapsed. */
export async function purgarTokensVencidos(db: Executor, ahora: Date) {
  const refresh = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiraEn, ahora))
    .returning({ id: refreshTokens.id });
  const reset = await db
    .delete(restablecimientos)
    .where(lt(restablecimientos.expiraEn, ahora))
    .returning({ id: restablecimientos.id });
  const rsvp = await db
    .delete(rsvps)
    .where(and(isNull(rsvps.confirmadoEn), isNotNull(rsvps.expiraEn), lt(rsvps.expiraEn, ahora)))
    .returning({ id: rsvps.id });
  return refresh.length + reset.length + rsvp.length;
}

/** Invitations nobody used before `antesDe`. */
export async function purgarAccesos(db: Executor, antesDe: Date) {
  const filas = await db.delete(accesos).where(lt(accesos.creadoEn, antesDe)).returning({ id: accesos.id });
  return filas.length;
}
