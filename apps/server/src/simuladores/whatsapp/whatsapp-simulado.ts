import { createHmac, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import {
  BOTONES,
  type DefinicionDePlantilla,
  parametrosDe,
  plantillasConfiguradas,
  textoDe,
} from '../../infra/whatsapp/plantillas.js';

/**
 * A WhatsApp Business Cloud API stand-in on 127.0.0.1, strict about Meta's contract (docs/whatsapp.md):
 * `POST /{version}/{phone-number-id}/messages` with the Bearer token, `messaging_product: "whatsapp"`, an
 * approved template by name and language with exactly its parameter count and its quick-reply buttons, or
 * a text. Refusals carry Meta's error JSON and codes. Under `/__simulador` it shows what was sent, fails
 * the next sends with a chosen Meta code, and plays the client: a button press, a text, a delivery status,
 * posted to the app's webhook signed with the app secret (X-Hub-Signature-256), as Meta does.
 */
export interface OpcionesWhatsappSimulado {
  token: string;
  phoneNumberId: string;
  version: string;
  appSecret: string;
  /** The approved templates: name → definition (language and body). */
  plantillas: readonly (DefinicionDePlantilla & { idioma: string })[];
  /** The app's webhook, where the stand-in posts events; settable later (the app's port is known after). */
  webhookUrl?: string;
  port?: number;
  clock?: () => Date;
}

export interface MensajeSimulado {
  id: string;
  para: string;
  tipo: 'template' | 'text';
  plantilla?: string;
  parametros: string[];
  /** The quick-reply payloads, in button order, and the buttons' labels as the client sees them. */
  botones: string[];
  etiquetas: string[];
  texto: string;
  enviadoEn: string;
}

/** Meta's error body (graph API): `{ error: { message, type, code, error_data, fbtrace_id } }`. */
const errorMeta = (code: number, message: string, details = message) => ({
  error: {
    message: `(#${code}) ${message}`,
    type: 'OAuthException',
    code,
    error_data: { messaging_product: 'whatsapp', details },
    fbtrace_id: randomBytes(8).toString('hex'),
  },
});

/** The codes a test can ask for, with Meta's titles and HTTP statuses. */
const ERRORES: Record<number, { status: number; titulo: string }> = {
  131026: { status: 400, titulo: 'Message undeliverable' },
  131047: { status: 400, titulo: 'Re-engagement message' },
  130429: { status: 429, titulo: 'Rate limit hit' },
  131000: { status: 500, titulo: 'Something went wrong' },
  190: { status: 401, titulo: 'Access token has expired' },
};

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly codigo: number,
    titulo: string,
    readonly detalle = titulo,
  ) {
    super(titulo);
  }
}

type Cuerpo = Record<string, unknown>;
const esObjeto = (v: unknown): v is Cuerpo => typeof v === 'object' && v !== null && !Array.isArray(v);
const parametroInvalido = (detalle: string) => new Refusal(400, 100, 'Invalid parameter', detalle);

export async function iniciarWhatsappSimulado(o: OpcionesWhatsappSimulado) {
  const clock = o.clock ?? (() => new Date());
  const enviados: MensajeSimulado[] = [];
  const fallos: number[] = [];
  let webhookUrl = o.webhookUrl;
  const app = Fastify({ logger: false });

  /** The template part of a send, checked as Meta checks it against the approved template. */
  function leerPlantilla(t: unknown) {
    if (!esObjeto(t) || typeof t.name !== 'string') throw parametroInvalido('template.name is required');
    const aprobada = o.plantillas.find((p) => p.nombre === t.name);
    const idioma = esObjeto(t.language) ? t.language.code : undefined;
    if (!aprobada || aprobada.idioma !== idioma)
      throw new Refusal(
        404,
        132001,
        'Template name does not exist in the translation',
        `${t.name} (${idioma})`,
      );
    const componentes = Array.isArray(t.components) ? t.components.filter(esObjeto) : [];
    const cuerpo = componentes.find((c) => c.type === 'body');
    const parametros = (Array.isArray(cuerpo?.parameters) ? cuerpo.parameters : []).map((p) =>
      esObjeto(p) && p.type === 'text' && typeof p.text === 'string' && p.text.trim() !== ''
        ? p.text
        : (() => {
            throw parametroInvalido('body parameters must be non-empty text');
          })(),
    );
    if (parametros.length !== parametrosDe(aprobada.cuerpo))
      throw new Refusal(
        400,
        132000,
        'Number of parameters does not match the expected number of params',
        `body: expected ${parametrosDe(aprobada.cuerpo)}, got ${parametros.length}`,
      );
    const botones = componentes
      .filter((c) => c.type === 'button')
      .map((c, i) => {
        const payload =
          Array.isArray(c.parameters) && esObjeto(c.parameters[0]) ? c.parameters[0].payload : null;
        if (c.sub_type !== 'quick_reply' || c.index !== String(i) || typeof payload !== 'string')
          throw parametroInvalido(`button ${i}: quick_reply with index "${i}" and a payload`);
        return payload;
      });
    if (botones.length !== aprobada.acciones.length)
      throw parametroInvalido(`buttons: expected ${aprobada.acciones.length}, got ${botones.length}`);
    return {
      plantilla: aprobada.nombre,
      parametros,
      botones,
      etiquetas: aprobada.acciones.map((a) => BOTONES[a]),
      texto: textoDe(aprobada.cuerpo, parametros),
    };
  }

  app.setErrorHandler((error, _req, reply) => {
    if (error instanceof Refusal)
      return reply.status(error.status).send(errorMeta(error.codigo, error.message, error.detalle));
    return reply.status(400).send(errorMeta(100, 'Invalid parameter', (error as Error).message));
  });

  app.post<{ Params: { version: string; phoneId: string }; Body: unknown }>(
    '/:version/:phoneId/messages',
    async (req, reply) => {
      if (req.headers.authorization !== `Bearer ${o.token}`)
        throw new Refusal(401, 190, 'Invalid OAuth access token');
      if (req.params.version !== o.version || req.params.phoneId !== o.phoneNumberId)
        throw new Refusal(400, 100, 'Unsupported post request', 'unknown phone number id or version');
      const b = req.body;
      if (!esObjeto(b) || b.messaging_product !== 'whatsapp')
        throw parametroInvalido('messaging_product must be "whatsapp"');
      if (typeof b.to !== 'string' || !/^\d{8,15}$/.test(b.to))
        throw parametroInvalido('to must be a phone number in international format');
      const fallo = fallos.shift();
      if (fallo !== undefined) {
        const e = ERRORES[fallo] ?? { status: 400, titulo: 'Error' };
        throw new Refusal(e.status, fallo, e.titulo);
      }
      let leido: Pick<MensajeSimulado, 'plantilla' | 'parametros' | 'botones' | 'etiquetas' | 'texto'>;
      if (b.type === 'template') leido = leerPlantilla(b.template);
      else if (b.type === 'text' && esObjeto(b.text) && typeof b.text.body === 'string' && b.text.body)
        leido = { parametros: [], botones: [], etiquetas: [], texto: b.text.body };
      else throw parametroInvalido('type must be template or text');
      const id = `wamid.${randomBytes(12).toString('base64url')}`;
      enviados.push({ id, para: b.to, tipo: b.type, ...leido, enviadoEn: clock().toISOString() });
      return reply.send({
        messaging_product: 'whatsapp',
        contacts: [{ input: b.to, wa_id: b.to }],
        messages: [{ id, ...(b.type === 'template' && { message_status: 'accepted' }) }],
      });
    },
  );

  /** Posts one webhook change as Meta does: the raw JSON body signed with HMAC-SHA256 of the app secret. */
  async function publicar(value: Cuerpo) {
    if (!webhookUrl) throw new Error('el simulador de WhatsApp no tiene webhook');
    const cuerpo = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA_SIMULADA',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '56900000000', phone_number_id: o.phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    const firma = createHmac('sha256', o.appSecret).update(cuerpo).digest('hex');
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${firma}` },
      body: cuerpo,
    });
    return res.status;
  }

  const ahoraUnix = () => String(Math.floor(clock().getTime() / 1000));
  const mensaje = (id: string) => {
    const m = enviados.find((e) => e.id === id);
    if (!m) throw new Refusal(404, 100, 'Unknown message', id);
    return m;
  };

  const simulador = {
    enviados,
    /** The next `veces` sends answer Meta's error `codigo`. */
    fallar(codigo: number, veces = 1) {
      for (let i = 0; i < veces; i++) fallos.push(codigo);
    },
    fijarWebhook(url: string) {
      webhookUrl = url;
    },
    /** The client presses the button `indice` of a sent template. */
    presionar(wamid: string, indice: number) {
      const m = mensaje(wamid);
      const payload = m.botones[indice];
      if (payload === undefined) throw new Error(`el mensaje no tiene botón ${indice}`);
      return publicar({
        contacts: [{ profile: { name: 'Cliente' }, wa_id: m.para }],
        messages: [
          {
            context: { from: '56900000000', id: wamid },
            from: m.para,
            id: `wamid.${randomBytes(12).toString('base64url')}`,
            timestamp: ahoraUnix(),
            type: 'button',
            button: { payload, text: m.etiquetas[indice] },
          },
        ],
      });
    },
    /** The client writes a text (e.g. «BAJA»). */
    escribir(desde: string, texto: string) {
      return publicar({
        contacts: [{ profile: { name: 'Cliente' }, wa_id: desde.replace(/^\+/, '') }],
        messages: [
          {
            from: desde.replace(/^\+/, ''),
            id: `wamid.${randomBytes(12).toString('base64url')}`,
            timestamp: ahoraUnix(),
            type: 'text',
            text: { body: texto },
          },
        ],
      });
    },
    /** A delivery status for a sent message; `failed` with Meta's code. */
    estado(wamid: string, estado: 'sent' | 'delivered' | 'read' | 'failed', codigo = 131026) {
      const m = mensaje(wamid);
      return publicar({
        statuses: [
          {
            id: wamid,
            status: estado,
            timestamp: ahoraUnix(),
            recipient_id: m.para,
            ...(estado === 'failed' && {
              errors: [{ code: codigo, title: ERRORES[codigo]?.titulo ?? 'Error' }],
            }),
          },
        ],
      });
    },
  };

  // The page and controls a person uses on `npm start` (like the Webpay stand-in's payment form).
  app.get('/__simulador', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(paginaDelSimulador(enviados)),
  );
  app.get('/__simulador/mensajes', async () => enviados);
  app.post<{ Body: { wamid?: string; indice?: string | number } }>(
    '/__simulador/presionar',
    async (req, reply) => {
      const status = await simulador.presionar(String(req.body?.wamid), Number(req.body?.indice));
      return reply.redirect(`/__simulador?webhook=${status}`, 303);
    },
  );
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const url = await app.listen({ host: '127.0.0.1', port: o.port ?? 0 });
  return { url, ...simulador, cerrar: () => app.close() };
}

export type WhatsappSimulado = Awaited<ReturnType<typeof iniciarWhatsappSimulado>>;

const escapar = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function paginaDelSimulador(enviados: readonly MensajeSimulado[]) {
  const filas = [...enviados]
    .reverse()
    .map(
      (
        m,
      ) => `<li><p><strong>+${escapar(m.para)}</strong> · ${escapar(m.plantilla ?? 'texto')} · ${escapar(m.enviadoEn)}</p>
<p>${escapar(m.texto)}</p>${m.etiquetas
        .map(
          (b, i) =>
            `<form method="post" action="/__simulador/presionar"><input type="hidden" name="wamid" value="${escapar(m.id)}"><input type="hidden" name="indice" value="${i}"><button>${escapar(b)}</button></form>`,
        )
        .join('')}</li>`,
    )
    .join('');
  return `<!doctype html><html lang="es"><meta charset="utf-8"><title>WhatsApp simulado</title>
<body><h1>WhatsApp simulado</h1><p>Mensajes enviados por la barbería (el más nuevo primero). Los botones envían la respuesta del cliente al webhook, firmada.</p><ul>${filas || '<li>Aún no hay mensajes.</li>'}</ul></body></html>`;
}

/**
 * `npm start` with no WhatsApp configured: the stand-in on loopback with credentials made up for this run,
 * and the settings that point the app at it (its webhook at the app's own port). Off with
 * WHATSAPP_SIMULADO=false, and never in production.
 */
export async function whatsappSimuladoPara<
  C extends {
    NODE_ENV: string;
    PORT: number;
    WHATSAPP_TOKEN?: string;
    WHATSAPP_SIMULADO?: boolean;
    WHATSAPP_SIMULADO_PORT: number;
    WHATSAPP_API_VERSION: string;
    WHATSAPP_IDIOMA: string;
    WHATSAPP_PLANTILLA_CONFIRMACION: string;
    WHATSAPP_PLANTILLA_RECORDATORIO: string;
    WHATSAPP_PLANTILLA_CAMBIO: string;
    WHATSAPP_PLANTILLA_CANCELACION: string;
    WHATSAPP_PLANTILLA_AVISO_BARBERO: string;
    WHATSAPP_PLANTILLA_OFERTA_ESPERA: string;
  },
>(config: C, opciones: { clock?: () => Date; webhookUrl?: string } = {}) {
  if (config.WHATSAPP_TOKEN || config.WHATSAPP_SIMULADO === false || config.NODE_ENV === 'production')
    return { config, simulado: undefined };
  const credenciales = {
    WHATSAPP_TOKEN: `simulado-${randomBytes(16).toString('hex')}`,
    WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
    WHATSAPP_APP_SECRET: randomBytes(24).toString('hex'),
    WHATSAPP_VERIFY_TOKEN: randomBytes(24).toString('hex'),
  };
  const simulado = await iniciarWhatsappSimulado({
    token: credenciales.WHATSAPP_TOKEN,
    phoneNumberId: credenciales.WHATSAPP_PHONE_NUMBER_ID,
    version: config.WHATSAPP_API_VERSION,
    appSecret: credenciales.WHATSAPP_APP_SECRET,
    plantillas: Object.values(plantillasConfiguradas(config)).map((p) => ({
      ...p,
      idioma: config.WHATSAPP_IDIOMA,
    })),
    webhookUrl: opciones.webhookUrl ?? `http://127.0.0.1:${config.PORT}/api/whatsapp/webhook`,
    port: config.WHATSAPP_SIMULADO_PORT,
    clock: opciones.clock,
  });
  return { config: { ...config, ...credenciales, WHATSAPP_API_URL: simulado.url }, simulado };
}
