/**
 * Meta's WhatsApp Business Cloud API over fetch (Meta's own Node SDK is archived; WhatsApp Web libraries
 * get numbers banned). Only what the shop sends: approved utility templates with quick-reply buttons, and
 * one text answer inside the 24-hour window a client's button press opens. Decision record 035.
 */

/** Meta refused the message for good (undeliverable, outside the window, a template or parameter wrong). */
export class WhatsappRechazo extends Error {
  override name = 'WhatsappRechazo';
  constructor(
    readonly codigo: number,
    mensaje: string,
  ) {
    super(mensaje);
  }
}
/** No answer, a rate limit or a failure on Meta's side: the same message may go through later. */
export class WhatsappNoDisponible extends Error {
  override name = 'WhatsappNoDisponible';
}

/**
 * Meta's error codes worth another try (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes):
 * temporary errors, throttling (4, 80007, 130429, 131056 pair rate limit), service unavailable (131016),
 * something went wrong (131000), and an access token that expired or was revoked (0, 190: fixed by an
 * operator, then the queue resumes). Every other code is about this message and would fail again.
 */
const REINTENTABLES = new Set([0, 1, 2, 4, 190, 80007, 130429, 131000, 131016, 131056]);

export interface DestinoWhatsapp {
  /** https://graph.facebook.com, or the stand-in's loopback address. */
  apiUrl: string;
  version: string;
  token: string;
  phoneNumberId: string;
  timeoutMs: number;
}

export interface PlantillaWhatsapp {
  nombre: string;
  idioma: string;
  /** The body's {{1}}, {{2}}… in order. */
  parametros: string[];
  /** One payload per quick-reply button, in the template's button order. */
  botones: string[];
}

export interface ClienteWhatsapp {
  /** The template to one E.164 number; Meta's message id (wamid) when accepted. */
  enviarPlantilla(telefono: string, plantilla: PlantillaWhatsapp): Promise<string>;
  /** A free-form text: only inside the 24 hours after the client wrote or pressed a button. */
  enviarTexto(telefono: string, texto: string): Promise<string>;
}

interface RespuestaMeta {
  messages?: { id?: string }[];
  error?: { code?: number; message?: string; error_data?: { details?: string } };
}

/** Meta's `to` is the number in international form without the plus. */
const destinatario = (telefono: string) => telefono.replace(/^\+/, '');

export function crearClienteWhatsapp(d: DestinoWhatsapp, fetchImpl: typeof fetch = fetch): ClienteWhatsapp {
  const url = `${d.apiUrl.replace(/\/$/, '')}/${d.version}/${d.phoneNumberId}/messages`;

  async function enviar(cuerpo: object): Promise<string> {
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${d.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...cuerpo }),
        signal: AbortSignal.timeout(d.timeoutMs),
      });
    } catch (error) {
      throw new WhatsappNoDisponible(`WhatsApp no respondió: ${(error as Error).message}`);
    }
    const json = (await res.json().catch(() => ({}))) as RespuestaMeta;
    const id = json.messages?.[0]?.id;
    if (res.ok && id) return id;
    const codigo = json.error?.code ?? 0;
    const detalle = `WhatsApp respondió ${res.status} (código ${codigo}): ${json.error?.error_data?.details ?? json.error?.message ?? 'sin detalle'}`;
    if (res.status >= 500 || res.status === 429 || REINTENTABLES.has(codigo))
      throw new WhatsappNoDisponible(detalle);
    throw new WhatsappRechazo(codigo, detalle);
  }

  return {
    enviarPlantilla(telefono, p) {
      const componentes: object[] = [
        ...(p.parametros.length > 0
          ? [{ type: 'body', parameters: p.parametros.map((text) => ({ type: 'text', text })) }]
          : []),
        ...p.botones.map((payload, indice) => ({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(indice),
          parameters: [{ type: 'payload', payload }],
        })),
      ];
      return enviar({
        to: destinatario(telefono),
        type: 'template',
        template: { name: p.nombre, language: { code: p.idioma }, components: componentes },
      });
    },
    enviarTexto(telefono, texto) {
      return enviar({ to: destinatario(telefono), type: 'text', text: { preview_url: true, body: texto } });
    },
  };
}

/** The channel as configured: its destination and the webhook's secrets, or undefined when it is off. */
export function whatsappDesdeConfig(c: import('../../config/config.js').Config) {
  if (!c.WHATSAPP_TOKEN || !c.WHATSAPP_PHONE_NUMBER_ID || !c.WHATSAPP_APP_SECRET || !c.WHATSAPP_VERIFY_TOKEN)
    return undefined;
  return {
    destino: {
      apiUrl: c.WHATSAPP_API_URL,
      version: c.WHATSAPP_API_VERSION,
      token: c.WHATSAPP_TOKEN,
      phoneNumberId: c.WHATSAPP_PHONE_NUMBER_ID,
      timeoutMs: c.WHATSAPP_TIMEOUT_MS,
    } satisfies DestinoWhatsapp,
    secretos: { appSecret: c.WHATSAPP_APP_SECRET, verifyToken: c.WHATSAPP_VERIFY_TOKEN },
  };
}
