import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { columnas } from '../../db/columnas.js';
import {
  abonos,
  accesos,
  consentimientosRegreso,
  consentimientosWhatsapp,
  correosOutbox,
  eventosCalendario,
  horasAgendadas,
  inasistencias,
  listaEspera,
  movimientosCredito,
  refreshTokens,
  resenas,
  restablecimientos,
  rsvps,
  ventas,
  whatsappMensajes,
} from '../../db/schema.js';
import { servicioDelBloque, serviciosAdicionales } from '../../db/servicios-del-bloque.js';
import { eliminarEntradasDeEmail } from '../lista-espera/index.js';

/** What replaces a name or an e-mail that may no longer be kept. */
export const ANONIMO = 'anónimo';

const deEmail = (
  columna:
    | typeof horasAgendadas.email
    | typeof rsvps.email
    | typeof ventas.email
    | typeof resenas.email
    | typeof listaEspera.email
    | typeof abonos.email
    | typeof movimientosCredito.email,
  email: string,
) => sql`lower(${columna}) = lower(${email})`;

/**
 * The phones this address gave, booking or joining a waitlist (decision 043): their WhatsApp consent and
 * messages are this client's too.
 */
const telefonosDe = (db: Executor, email: string) =>
  db
    .selectDistinct({ telefono: horasAgendadas.telefono })
    .from(horasAgendadas)
    .where(and(deEmail(horasAgendadas.email, email), isNotNull(horasAgendadas.telefono)))
    .union(
      db
        .selectDistinct({ telefono: listaEspera.telefono })
        .from(listaEspera)
        .where(and(deEmail(listaEspera.email, email), isNotNull(listaEspera.telefono))),
    );
const paraEmail = (email: string) => sql`lower(${correosOutbox.para}) = lower(${email})`;

/** Everything held about one address (law 21.719's access right). */
export async function datosDeEmail(db: Executor, email: string) {
  const [horas, respuestas, compras, correos] = await Promise.all([
    db
      .select({
        ...columnas(
          horasAgendadas,
          'id',
          'inicio',
          'fin',
          'nombre',
          'email',
          'telefono',
          'servicio',
          'creadoEn',
        ),
        serviciosAdicionales,
      })
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
  const telefonos = (await telefonosDe(db, email)).map((t) => t.telefono as string);
  const [opiniones, consentimientos, regreso, faltas, esperas, pagos, creditos] = await Promise.all([
    db
      .select(columnas(resenas, 'id', 'estrellas', 'comentario', 'servicio', 'dia', 'estado', 'creadoEn'))
      .from(resenas)
      .where(deEmail(resenas.email, email))
      .orderBy(asc(resenas.creadoEn)),
    telefonos.length === 0
      ? []
      : db
          .select(columnas(consentimientosWhatsapp, 'telefono', 'texto', 'otorgadoEn', 'retiradoEn'))
          .from(consentimientosWhatsapp)
          .where(inArray(consentimientosWhatsapp.telefono, telefonos)),
    db
      .select(columnas(consentimientosRegreso, 'texto', 'otorgadoEn', 'retiradoEn', 'avisadoEn'))
      .from(consentimientosRegreso)
      .where(eq(consentimientosRegreso.email, email.toLowerCase())),
    db
      .select(columnas(inasistencias, 'dia', 'servicio', 'creadoEn'))
      .from(inasistencias)
      .where(sql`lower(${inasistencias.email}) = lower(${email})`)
      .orderBy(asc(inasistencias.fin)),
    db
      .select(columnas(listaEspera, 'dia', 'nombre', 'telefono', 'creadoEn'))
      .from(listaEspera)
      .where(sql`lower(${listaEspera.email}) = lower(${email})`)
      .orderBy(asc(listaEspera.dia)),
    db
      .select(
        columnas(
          abonos,
          'id',
          'estado',
          'monto',
          'credito',
          'dia',
          'horaInicio',
          'servicio',
          'buyOrder',
          'creadoEn',
        ),
      )
      .from(abonos)
      .where(deEmail(abonos.email, email))
      .orderBy(asc(abonos.creadoEn)),
    db
      .select(columnas(movimientosCredito, 'tipo', 'monto', 'creadoEn'))
      .from(movimientosCredito)
      .where(deEmail(movimientosCredito.email, email))
      .orderBy(asc(movimientosCredito.creadoEn)),
  ]);
  return {
    horas,
    respuestas,
    compras,
    correos,
    opiniones,
    consentimientos,
    regreso: regreso[0] ?? null,
    inasistencias: faltas,
    listaEspera: esperas,
    abonos: pagos,
    creditos,
  };
}

/**
 * The deletion right: bookings (their calendar events go with them), RSVPs and mail go; a sale stays
 * for the accounts (the law lets a business keep what a legal duty requires) with its buyer anonymised.
 */
export async function eliminarDatosDeEmail(tx: Executor, email: string) {
  // Read before the bookings that hold them go.
  const telefonos = (await telefonosDe(tx, email)).map((t) => t.telefono as string);
  if (telefonos.length > 0) {
    await tx.delete(whatsappMensajes).where(inArray(whatsappMensajes.telefono, telefonos));
    await tx.delete(consentimientosWhatsapp).where(inArray(consentimientosWhatsapp.telefono, telefonos));
  }
  await tx.delete(consentimientosRegreso).where(eq(consentimientosRegreso.email, email.toLowerCase()));
  await tx.delete(inasistencias).where(sql`lower(${inasistencias.email}) = lower(${email})`);
  // Waitlist entries, with the hours held for them, the way the list itself lets them go.
  await eliminarEntradasDeEmail(tx, email);
  const opiniones = await tx
    .delete(resenas)
    .where(deEmail(resenas.email, email))
    .returning({ id: resenas.id });
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
  // Deposits are payments too: kept for the accounts, without who paid (decision 044); credit goes.
  await tx
    .update(abonos)
    .set({ email: ANONIMO, nombre: ANONIMO, telefono: null, reserva: {} })
    .where(deEmail(abonos.email, email));
  await tx.delete(movimientosCredito).where(deEmail(movimientosCredito.email, email));
  const correos = await tx.delete(correosOutbox).where(paraEmail(email)).returning({ id: correosOutbox.id });
  return {
    horas: horas.length,
    respuestas: respuestas.length,
    compras: compras.length,
    correos: correos.length,
    opiniones: opiniones.length,
    telefonos: telefonos.length,
  };
}

/** Bookings that ended before `antesDe` lose the client's name, e-mail and phone, and so do their events. */
export async function anonimizarHorasAnteriores(tx: Executor, antesDe: Date) {
  const filas = await tx
    .update(horasAgendadas)
    .set({ nombre: ANONIMO, email: ANONIMO, telefono: null })
    .where(and(lt(horasAgendadas.fin, antesDe), ne(horasAgendadas.email, ANONIMO)))
    .returning({ id: horasAgendadas.id });
  if (filas.length === 0) return 0;
  await tx
    .update(eventosCalendario)
    .set({
      summary: sql`concat(${ANONIMO}::text, ' - ', (select ${servicioDelBloque} from ${horasAgendadas} where ${horasAgendadas.id} = ${eventosCalendario.horaAgendadaId}))`,
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

/** Deposits of hours that began before `antesDe` lose who paid them, as their bookings do. */
export async function anonimizarAbonosAnteriores(db: Executor, antesDe: Date) {
  const filas = await db
    .update(abonos)
    .set({ email: ANONIMO, nombre: ANONIMO, telefono: null, reserva: {} })
    .where(and(lt(abonos.inicio, antesDe), ne(abonos.email, ANONIMO)))
    .returning({ id: abonos.id });
  return filas.length;
}

/** No-show records of hours that ended before `antesDe` (the retention period): they have done their job. */
export async function purgarInasistencias(db: Executor, antesDe: Date) {
  const filas = await db
    .delete(inasistencias)
    .where(lt(inasistencias.fin, antesDe))
    .returning({ id: inasistencias.id });
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
