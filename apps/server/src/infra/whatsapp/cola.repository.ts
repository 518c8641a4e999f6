import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { consentimientosWhatsapp, whatsappMensajes } from '../../db/schema.js';
import { type CorreoNuevo, encolarCorreo } from '../correo/bandeja.repository.js';
import type { TipoDeMensaje } from './plantillas.js';

const m = whatsappMensajes;

export interface MensajeWhatsappNuevo {
  /** One message per key: `confirmacion:<horaId>`, `recordatorio:<horaId>:<inicio>`… */
  clave: string;
  tipo: TipoDeMensaje | 'texto';
  horaAgendadaId: string | null;
  telefono: string;
  parametros?: string[];
  texto?: string;
  /** The mail that goes instead if WhatsApp cannot deliver this one (null: a mail already went). */
  respaldo?: CorreoNuevo | null;
}

/**
 * Written in the caller's transaction, so the message commits with the change it tells of. A second
 * message with the same key is ignored: the kind and booking were already queued. True when queued.
 */
export async function encolarWhatsapp(db: Executor, nuevo: MensajeWhatsappNuevo, ahora: Date) {
  const filas = await db
    .insert(m)
    .values({ ...nuevo, proximoIntento: ahora })
    .onConflictDoNothing({ target: m.clave })
    .returning({ id: m.id });
  return filas.length === 1;
}

/** Whether the number holds a consent not withdrawn. */
export async function tieneConsentimiento(db: Executor, telefono: string) {
  const [fila] = await db
    .select({ telefono: consentimientosWhatsapp.telefono })
    .from(consentimientosWhatsapp)
    .where(and(eq(consentimientosWhatsapp.telefono, telefono), isNull(consentimientosWhatsapp.retiradoEn)));
  return fila !== undefined;
}

/** Who withdrew a consent: the number itself («BAJA» on WhatsApp), or a barber's profile. */
export type RetiradoPor = 'whatsapp' | 'perfil';

/**
 * Someone ticked the consent for this number: its text and time. A consent withdrawn stays withdrawn
 * (issue 41): a box ticked beside a typed number proves nothing about owning it, so a booking or a waitlist
 * entry never switches a «BAJA» back on; only the number's own «ALTA» does (`reabrirConsentimiento`).
 * `reabre: 'perfil'`: the barber's profile takes back its own withdrawal, never the number's.
 */
export async function otorgarConsentimiento(
  db: Executor,
  telefono: string,
  texto: string,
  ahora: Date,
  reabre?: 'perfil',
) {
  const c = consentimientosWhatsapp;
  await db
    .insert(c)
    .values({ telefono, texto, otorgadoEn: ahora })
    .onConflictDoUpdate({
      target: c.telefono,
      set: { texto, otorgadoEn: ahora, retiradoEn: null, retiradoPor: null },
      setWhere: reabre ? or(isNull(c.retiradoEn), eq(c.retiradoPor, reabre)) : isNull(c.retiradoEn),
    });
}

/** No more messages to the number, the ones waiting included. True when a consent was withdrawn. */
export async function retirarConsentimiento(db: Executor, telefono: string, ahora: Date, por: RetiradoPor) {
  const filas = await db
    .update(consentimientosWhatsapp)
    .set({ retiradoEn: ahora, retiradoPor: por })
    .where(and(eq(consentimientosWhatsapp.telefono, telefono), isNull(consentimientosWhatsapp.retiradoEn)))
    .returning({ telefono: consentimientosWhatsapp.telefono });
  return filas.length === 1;
}

/**
 * «ALTA» from the number itself: a withdrawn consent is given back, with the text it had accepted, from
 * now. True when it was withdrawn; a number that never consented is not given one by a word.
 */
export async function reabrirConsentimiento(db: Executor, telefono: string, ahora: Date) {
  const filas = await db
    .update(consentimientosWhatsapp)
    .set({ otorgadoEn: ahora, retiradoEn: null, retiradoPor: null })
    .where(and(eq(consentimientosWhatsapp.telefono, telefono), isNotNull(consentimientosWhatsapp.retiradoEn)))
    .returning({ telefono: consentimientosWhatsapp.telefono });
  return filas.length === 1;
}

/** Claims due rows past a lease with a fresh claim token (as the mail outbox and the Google queue). */
export async function reclamarPendientes(db: Executor, ahora: Date, limite: number, leaseMs: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.estado, 'pendiente'), lte(m.proximoIntento, ahora)))
      .orderBy(asc(m.proximoIntento))
      .limit(limite)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(m)
      .set({
        proximoIntento: new Date(ahora.getTime() + leaseMs),
        intentos: sql`${m.intentos} + 1`,
        reclamo: randomUUID(),
      })
      .where(
        inArray(
          m.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export type MensajeEnCola = Awaited<ReturnType<typeof reclamarPendientes>>[number];

const delReclamo = (f: MensajeEnCola) =>
  and(eq(m.id, f.id), eq(m.reclamo, f.reclamo ?? ''), eq(m.estado, 'pendiente'));

/** Leaves the queue with its outcome; false when another worker's claim took the row meanwhile. */
export async function cerrarMensaje(
  db: Executor,
  f: MensajeEnCola,
  cambios: { estado: 'enviado' | 'fallido' | 'sin_consentimiento'; wamid?: string; error?: string },
  ahora: Date,
) {
  const filas = await db
    .update(m)
    .set({
      estado: cambios.estado,
      wamid: cambios.wamid,
      ultimoError: cambios.error?.slice(0, 500),
      enviadoEn: cambios.estado === 'enviado' ? ahora : null,
      estadoEn: ahora,
      reclamo: null,
    })
    .where(delReclamo(f))
    .returning({ id: m.id });
  return filas.length === 1;
}

const ORDEN_DE_ESTADOS = ['enviado', 'entregado', 'leido'] as const;

/**
 * A delivery status from the webhook. Only forward (Meta may send `delivered` after `read`); `failed`
 * ends a message that was not already failed. Answers the row when it changed, so a `failed` carries
 * out the fallback once even if Meta repeats the event.
 */
export async function registrarEstado(
  db: Executor,
  wamid: string,
  estado: 'enviado' | 'entregado' | 'leido' | 'fallido',
  error: string | undefined,
  ahora: Date,
) {
  const previos: (typeof ORDEN_DE_ESTADOS)[number][] =
    estado === 'fallido'
      ? [...ORDEN_DE_ESTADOS]
      : ORDEN_DE_ESTADOS.slice(0, ORDEN_DE_ESTADOS.indexOf(estado));
  if (previos.length === 0) return undefined;
  const [fila] = await db
    .update(m)
    .set({ estado, estadoEn: ahora, ...(error && { ultimoError: error.slice(0, 500) }) })
    .where(and(eq(m.wamid, wamid), inArray(m.estado, previos)))
    .returning();
  return fila;
}

/** The message a button press answers (its `context.id`), with the number it went to. */
export async function mensajePorId(db: Executor, id: string) {
  const [fila] = await db.select().from(m).where(eq(m.id, id));
  return fila;
}

async function renovarReclamo(db: Executor, f: MensajeEnCola, hasta: Date) {
  const filas = await db
    .update(m)
    .set({ proximoIntento: hasta })
    .where(delReclamo(f))
    .returning({ id: m.id });
  return filas.length === 1;
}

async function marcarFallido(db: Executor, f: MensajeEnCola, proximoIntento: Date, error: string) {
  await db
    .update(m)
    .set({ proximoIntento, ultimoError: error.slice(0, 500), reclamo: null })
    .where(delReclamo(f));
}

/** The message will not reach the phone: its fallback mail, if it has one, goes in the same transaction. */
export async function pasarACorreo(tx: Executor, fila: { respaldo: MensajeEnCola['respaldo'] }, ahora: Date) {
  if (fila.respaldo) await encolarCorreo(tx, fila.respaldo, ahora);
}

/**
 * A claimed row's lease and retries, as lib/reintentos drives them. After the last allowed attempt the row
 * is kept for the record and the client gets the mail instead, due at the queue's clock.
 */
export function reclamos(clock: () => Date) {
  async function marcarDescartado(db: Db, f: MensajeEnCola, error: string) {
    await db.transaction(async (tx) => {
      const filas = await tx
        .update(m)
        .set({ estado: 'descartado', ultimoError: error.slice(0, 500), reclamo: null })
        .where(delReclamo(f))
        .returning({ id: m.id });
      if (filas.length === 1) await pasarACorreo(tx, f, clock());
    });
  }
  return { renovarReclamo, marcarFallido, marcarDescartado };
}
