import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import * as cola from '../../infra/whatsapp/cola.repository.js';
import { ACCIONES } from '../../infra/whatsapp/plantillas.js';
import * as recibidos from '../../infra/whatsapp/recibidos.repository.js';

/** What a button does to the booking it names; built by the bookings feature (funcionalidades.ts). */
export interface AccionesDeReserva {
  cancelarPorId(horaAgendadaId: string): Promise<boolean>;
  /** True when the booking exists (confirmed now or before). */
  confirmarPorId(horaAgendadaId: string): Promise<boolean>;
  enlacePorId(horaAgendadaId: string): Promise<string | null>;
}

export interface WhatsappDeps extends Pick<Deps, 'db' | 'clock' | 'publicUrl'> {
  /** WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN; undefined when the channel is off. */
  secretos?: { appSecret: string; verifyToken: string };
  reservas: AccionesDeReserva;
  log: FastifyBaseLogger;
}

/** The part of Meta's webhook body the shop reads; anything else in it is ignored. */
const eventoSchema = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z.object({
                messages: z
                  .array(
                    z.object({
                      from: z.string(),
                      id: z.string(),
                      /** When the client sent it, in Unix seconds (Meta always gives it). */
                      timestamp: z.string().optional(),
                      type: z.string(),
                      button: z.object({ payload: z.string(), text: z.string().optional() }).optional(),
                      text: z.object({ body: z.string() }).optional(),
                    }),
                  )
                  .optional(),
                statuses: z
                  .array(
                    z.object({
                      id: z.string(),
                      status: z.string(),
                      errors: z
                        .array(z.object({ code: z.number(), title: z.string().optional() }))
                        .optional(),
                    }),
                  )
                  .optional(),
              }),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});
type Mensaje = NonNullable<
  z.infer<typeof eventoSchema>['entry'][number]['changes'][number]['value']['messages']
>[number];

const ESTADOS = { sent: 'enviado', delivered: 'entregado', read: 'leido', failed: 'fallido' } as const;

/** Words that withdraw consent, as WhatsApp users write them (Meta's own opt-out keyword is STOP). */
const PALABRAS_DE_BAJA = /^(baja|stop|detener|cancelar suscripci[oó]n)$/i;
/** And the ones that give it back, from the number itself (issue 41): BAJA's and STOP's opposites. */
const PALABRAS_DE_ALTA = /^(alta|start)$/i;

const RESPUESTAS = {
  confirmo: '¡Gracias! Tu hora quedó confirmada. Te esperamos.',
  // With the link itself (issue 42): «nuestra página» alone left the client to look for it.
  confirmoSinHora: (agenda: string) =>
    `Esa hora ya no está agendada. Puedes agendar otra en nuestra página: ${agenda}`,
  cancelada: 'Listo, tu hora quedó cancelada. Te enviamos la confirmación por correo.',
  noCancelable: 'Esa hora ya no se puede cancelar por aquí: ya pasó o fue cancelada antes.',
  cambiar: (enlace: string) => `Para cambiar tu hora, ábrela aquí y elige «Reagendar Hora»: ${enlace}`,
  baja: 'Listo, no te enviaremos más mensajes por WhatsApp. Seguirás recibiendo los correos de tus horas. Si cambias de idea, escribe ALTA.',
  alta: 'Listo, volverás a recibir por WhatsApp la confirmación y los recordatorios de tus horas. Para dejar de recibirlos, escribe BAJA.',
} as const;

/**
 * Meta's webhook (docs/whatsapp.md): the subscription check, and the signed events — delivery statuses
 * and the client's answers. Meta retries a webhook until it gets a 200, so every effect is idempotent:
 * replies are keyed by the incoming message's id, a cancellation finds the hour gone the second time.
 * And a message is acted on once (issue 41): its id is recorded with its effect, so a signed event
 * captured and sent again (a «BAJA» after the «ALTA») changes nothing.
 */
export function crearWhatsappService({ db, clock, publicUrl, secretos, reservas, log }: WhatsappDeps) {
  const sinHora = RESPUESTAS.confirmoSinHora(`${publicUrl}/agenda`);
  function activos() {
    if (!secretos) throw new AppError('WHATSAPP_DESACTIVADO');
    return secretos;
  }

  /** An answer to the client's own message: allowed in the 24 hours it opened, consent or not. */
  const responder = (m: Mensaje, horaAgendadaId: string | null, texto: string, tx: Executor) =>
    cola.encolarWhatsapp(
      tx,
      { clave: `respuesta:${m.id}`, tipo: 'texto', horaAgendadaId, telefono: `+${m.from}`, texto },
      clock(),
    );

  /**
   * A button's answer, queued with the record that its message was acted on. The button's effect came
   * before, in the booking's own transaction (a refund is called after it): repeated, it finds its work
   * done (the hour gone, already confirmed) and its answer already queued under the same key.
   */
  const responderUnaVez = (m: Mensaje, horaAgendadaId: string, texto: string) =>
    db.transaction(async (tx) => {
      if (await recibidos.marcarRecibido(tx, m.id, clock())) await responder(m, horaAgendadaId, texto, tx);
    });

  async function alBoton(m: Mensaje, payload: string) {
    const [accion, mensajeId] = payload.split(':');
    const enviado =
      mensajeId && z.uuid().safeParse(mensajeId).success ? await cola.mensajePorId(db, mensajeId) : undefined;
    // Only the phone the message went to can answer it.
    if (
      !enviado?.horaAgendadaId ||
      enviado.telefono !== `+${m.from}` ||
      !ACCIONES.some((a) => a === accion)
    ) {
      log.warn({ wamid: m.id }, 'respuesta de WhatsApp a un mensaje desconocido: ignorada');
      return;
    }
    const hora = enviado.horaAgendadaId;
    if (accion === 'confirmo') {
      const existe = await reservas.confirmarPorId(hora);
      await responderUnaVez(m, hora, existe ? RESPUESTAS.confirmo : sinHora);
    } else if (accion === 'cancelar') {
      const cancelada = await reservas.cancelarPorId(hora);
      await responderUnaVez(m, hora, cancelada ? RESPUESTAS.cancelada : RESPUESTAS.noCancelable);
    } else {
      const enlace = await reservas.enlacePorId(hora);
      await responderUnaVez(m, hora, enlace ? RESPUESTAS.cambiar(enlace) : sinHora);
    }
  }

  /**
   * «BAJA» and «ALTA»: the number's consent, the record of the message and the answer commit together,
   * so a repeat of the message, here or on another instance, finds its id and changes nothing.
   */
  async function alTexto(m: Mensaje, texto: string) {
    const cambio = PALABRAS_DE_BAJA.test(texto) ? 'baja' : PALABRAS_DE_ALTA.test(texto) ? 'alta' : null;
    if (!cambio) return;
    await db.transaction(async (tx) => {
      const ahora = clock();
      if (!(await recibidos.marcarRecibido(tx, m.id, ahora))) return;
      const telefono = `+${m.from}`;
      const cambiado =
        cambio === 'baja'
          ? await cola.retirarConsentimiento(tx, telefono, ahora, 'whatsapp')
          : await cola.reabrirConsentimiento(tx, telefono, ahora);
      if (cambiado) await responder(m, null, RESPUESTAS[cambio], tx);
    });
  }

  /**
   * A client's message: once, and only while Meta could still be delivering it (its signed timestamp;
   * without one, which Meta never sends, its id alone decides).
   */
  async function alMensaje(m: Mensaje) {
    const enviadoEn = Number(m.timestamp) * 1000;
    if (clock().getTime() - enviadoEn > recibidos.ANTIGUEDAD_MAXIMA_MS) {
      log.warn({ wamid: m.id }, 'mensaje de WhatsApp más antiguo que los reintentos de Meta: ignorado');
      return;
    }
    if (await recibidos.yaRecibido(db, m.id)) {
      log.info({ wamid: m.id }, 'mensaje de WhatsApp ya recibido: ignorado');
      return;
    }
    if (m.type === 'button' && m.button) await alBoton(m, m.button.payload);
    else if (m.type === 'text' && m.text) await alTexto(m, m.text.body.trim());
  }

  async function alEstado(s: { id: string; status: string; errors?: { code: number; title?: string }[] }) {
    const estado = ESTADOS[s.status as keyof typeof ESTADOS];
    if (!estado) return;
    const error = s.errors?.map((e) => `${e.code} ${e.title ?? ''}`.trim()).join('; ');
    await db.transaction(async (tx) => {
      const cambiado = await cola.registrarEstado(tx, s.id, estado, error, clock());
      // The phone never got it: the mail goes instead, once, however often Meta repeats the event.
      if (cambiado && estado === 'fallido') await cola.pasarACorreo(tx, cambiado, clock());
    });
  }

  return {
    /** GET: Meta's subscription check answers the challenge only with our verify token. */
    verificar(q: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string }) {
      const { verifyToken } = activos();
      if (
        q['hub.mode'] !== 'subscribe' ||
        !q['hub.challenge'] ||
        !iguales(q['hub.verify_token'] ?? '', verifyToken)
      )
        throw new AppError('WHATSAPP_VERIFICACION_INVALIDA');
      return q['hub.challenge'];
    },

    /** POST: the raw body, checked against X-Hub-Signature-256 before anything in it is believed. */
    async recibir(cuerpo: Buffer, firma: string | undefined, ip: string) {
      const { appSecret } = activos();
      const esperada = `sha256=${createHmac('sha256', appSecret).update(cuerpo).digest('hex')}`;
      if (!firma || !iguales(firma, esperada)) {
        log.warn({ ip }, 'webhook de WhatsApp con firma inválida: rechazado');
        throw new AppError('WHATSAPP_FIRMA_INVALIDA');
      }
      let json: unknown;
      try {
        json = JSON.parse(cuerpo.toString('utf8'));
      } catch {
        throw new AppError('JSON_INVALIDO');
      }
      const evento = eventoSchema.safeParse(json);
      if (!evento.success) throw new AppError('DATOS_INVALIDOS');
      for (const { changes } of evento.data.entry)
        for (const { field, value } of changes) {
          if (field !== 'messages') continue;
          for (const s of value.statuses ?? []) await alEstado(s);
          for (const m of value.messages ?? []) await alMensaje(m);
        }
      return { ok: true };
    },
  };
}

/** Constant-time comparison, so the answer's timing says nothing about how much of a secret matched. */
function iguales(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type WhatsappService = ReturnType<typeof crearWhatsappService>;
