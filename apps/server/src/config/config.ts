import { isIP } from 'node:net';
import { z } from 'zod';

const booleano = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'debe ser true o false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A limit or count setting: a whole number, at least 1. */
const conteo = (porDefecto: number) => z.coerce.number().int().min(1).default(porDefecto);

const url = (protocolos: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocolos.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { error: `debe ser una URL ${protocolos.join(' o ')}` },
  );

/** An address or a CIDR range (10.0.0.0/8, fd00::/8). */
function esDireccionORango(v: string): boolean {
  const [ip, bits, ...resto] = v.split('/');
  const version = isIP(ip ?? '');
  if (!version || resto.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

/**
 * Whom to believe about the client's address (X-Forwarded-For), docs/operacion.md: nobody (false, the
 * default), the last N hops (a count: the proxies in front of the app), or only these addresses.
 * `true` would believe any client's header, so anyone could pick the address their limits count on:
 * it is refused rather than guessed at.
 */
const trustProxy = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    if (/^(true|yes)$/i.test(v))
      ctx.addIssue({
        code: 'custom',
        message:
          'true no se acepta: cualquier cliente podría elegir su dirección con X-Forwarded-For. Usa el número de proxies delante de la app (p. ej. 1) o sus direcciones (p. ej. 10.0.0.2,10.0.0.3)',
      });
    else if (!/^(false|no|\d+)$/i.test(v) && !v.split(',').every((d) => esDireccionORango(d.trim())))
      ctx.addIssue({
        code: 'custom',
        message: 'debe ser false, un número de proxies (p. ej. 1) o una lista de direcciones o rangos',
      });
  })
  .transform((v): false | number | string[] => {
    if (/^(false|no|0)$/i.test(v)) return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((d) => d.trim());
  });

/** Every setting, from the environment only, checked once at start (docs/configuration.md). */
const configSchema = z
  .object({
    /** production: refuses to start without JWT_SECRET, PUBLIC_URL and SMTP_URL (docs/decisions/024). */
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'debe ser development, production o test' })
      .default('development'),
    PORT: z.coerce.number({ error: 'debe ser un número' }).int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: url(['http:', 'https:']).optional(),
    DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
    DATA_DIR: z.string().min(1).default('data'),
    /** PostgreSQL only: connections per instance; N instances open N × this many. */
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
    /** PostgreSQL only: a statement running longer is cancelled (ms, 0 = never). */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
    /** PostgreSQL only: a session idle inside a transaction this long is closed, freeing its locks (ms, 0 = never). */
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
    WEB_DIST: z.string().min(1).optional(),
    /** The add-to-calendar browser bundle (packages/add-to-calendar/dist by default). */
    WIDGET_DIST: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    JWT_SECRET: z.string().min(32, { error: 'debe tener al menos 32 caracteres' }).optional(),
    ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: z.string().min(3).default('Barbería <no-responder@barberia.cl>'),
    /** The longest the SMTP server may stay silent at each step (connect, greeting); data gets 3×. */
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
    OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
    /** The client's reminder goes this many hours before the booked hour (decision 019). */
    RECORDATORIO_HORAS_ANTES: z.coerce
      .number({ error: 'debe ser un número' })
      .int()
      .min(1)
      .max(168)
      .default(24),
    /** A second, short reminder this many hours before (decision 036); 0 turns it off. */
    RECORDATORIO_CORTO_HORAS: z.coerce
      .number({ error: 'debe ser un número' })
      .int()
      .min(0)
      .max(167)
      .default(2),
    /** A visit's review is asked for this many hours after it ends (issue 25, decision 039). */
    RESENA_HORAS_DESPUES: z.coerce.number({ error: 'debe ser un número' }).int().min(0).max(72).default(2),
    /** How many days the review link stays valid. */
    RESENA_DIAS_PARA_RESPONDER: z.coerce
      .number({ error: 'debe ser un número' })
      .int()
      .min(1)
      .max(90)
      .default(14),
    /** The barber's daily agenda mail, at this wall-clock time in America/Santiago (HH:MM). */
    AGENDA_DIARIA_HORA: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'debe ser una hora HH:MM' })
      .default('08:00'),
    /** How often the waitlist job offers freed hours and lets lapsed holds go (issue 24, decision 043). */
    LISTA_ESPERA_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    /** How often deposits are settled: lapsed holds released, refunds retried (issue 24, decision 044). */
    ABONOS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    /** How long a freed hour is held for the waiting person it is offered to. */
    LISTA_ESPERA_MINUTOS: z.coerce.number({ error: 'debe ser un número' }).int().min(1).max(240).default(15),
    /** People one day's waitlist takes. */
    LISTA_ESPERA_MAXIMO: z.coerce.number({ error: 'debe ser un número' }).int().min(1).max(500).default(30),
    /**
     * Entries one client address holds on the waitlists at once, confirmed or waiting for their mail
     * (decision 053): one visitor cannot fill a day's list.
     */
    LISTA_ESPERA_POR_IP: conteo(3),
    /** Minutes the joining mail's link has to confirm an entry; unconfirmed, it goes (decision 053). */
    LISTA_ESPERA_MINUTOS_PARA_CONFIRMAR: z.coerce
      .number({ error: 'debe ser un número' })
      .int()
      .min(5)
      .max(1440)
      .default(60),
    /** How often the reminder job looks for due reminders and agendas. */
    RECORDATORIOS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    ADMIN_EMAIL: z.email({ error: 'debe ser un correo válido' }).default('admin@barberia.cl'),
    ADMIN_PASSWORD: z.string().min(8, { error: 'debe tener al menos 8 caracteres' }).optional(),
    BARBERO_EMAIL: z.email({ error: 'debe ser un correo válido' }).default('barbero@barberia.cl'),
    BARBERO_PASSWORD: z.string().min(8, { error: 'debe tener al menos 8 caracteres' }).optional(),
    /** Unset: the demo shop outside production, nothing in production. */
    SEED_DEMO: booleano.optional(),
    /**
     * Barbers of the demo shop: 2 (default) adds a second barber with other days and services, so the
     * public flow offers the barber choice (issue 22); 1 keeps the spec's one-barber shop (the tests' base).
     */
    SEED_DEMO_BARBEROS: z.coerce.number().int().min(1).max(2).default(2),
    /** A client's bookings older than this many months lose their name and e-mail (law 21.719). */
    RETENCION_MESES: z.coerce.number().int().min(1).max(600).default(24),
    /** How often the purge of sent mail, expired tokens and old bookings runs. */
    PURGA_INTERVALO_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
    /**
     * After SIGTERM the process exits within this, even with connections still open; an event loop stuck
     * longer than this ends the process too (src/lib/vigia.ts), so a supervisor can start a fresh one.
     */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /**
     * Mean event-loop delay (ms) above which new requests get a Spanish 503 and /api/health says so
     * (@fastify/under-pressure); 0 turns the check off.
     */
    PRESION_RETRASO_MAXIMO_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** PostgreSQL only: a connection not established within this (ms) fails with a clear log line. */
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    TRUST_PROXY: trustProxy.default(false),
    /** Days an invitation link (POST /api/accesos) stays valid. */
    INVITACION_DIAS: z.coerce.number().int().min(1).max(90).default(7),
    /** Per client address and minute; the bench and the concurrency tests raise them. */
    RATE_LIMIT_RESERVAS: conteo(20),
    /** RSVPs a minute from one address, and in 15 minutes for one e-mail (any address). */
    RATE_LIMIT_RSVP: conteo(20),
    RATE_LIMIT_RSVP_CORREO: conteo(5),
    /** Minutes an RSVP waiting for its mail holds its places (its link still works for 24 hours). */
    RSVP_RETENCION_MINUTOS: z.coerce.number().int().min(1).max(1440).default(15),
    /** Share (%) of an event's places that RSVPs waiting for their mail may hold at once. */
    RSVP_RETENCION_PORCENTAJE: z.coerce.number().int().min(0).max(100).default(50),
    /** RSVPs waiting for their mail that one address may have sent in the last RSVP_RETENCION_MINUTOS. */
    RSVP_PENDIENTES_POR_IP: conteo(3),
    /** Bookings one e-mail address may hold that were made in the last 24 hours. */
    RESERVAS_POR_CORREO_DIA: conteo(4),
    /** "Ver Horas" links mailed: per client address and minute, per mailbox and 15 minutes. */
    RATE_LIMIT_ENLACE: conteo(5),
    RATE_LIMIT_ENLACE_CUENTA: conteo(3),
    /** POST /api/correos: per address and minute, and per signed-in account in 15 minutes. */
    RATE_LIMIT_CORREOS: conteo(10),
    RATE_LIMIT_CORREOS_CUENTA: conteo(20),
    /** Logins per client address and minute; per account, growing waits instead (docs/decisions/020). */
    RATE_LIMIT_LOGIN: conteo(10),
    RATE_LIMIT_REGISTRO: conteo(5),
    RATE_LIMIT_REGISTRO_CUENTA: conteo(5),
    /** Forgot-password and reset, each counted on its own. */
    RATE_LIMIT_CONTRASENA: conteo(5),
    RATE_LIMIT_CONTRASENA_CUENTA: conteo(5),
    /** Checkouts started per client address and minute (each one reserves stock for 10 minutes). */
    RATE_LIMIT_WEBPAY: conteo(10),
    /** Units (all lines together) one Webpay checkout may reserve. */
    WEBPAY_UNIDADES_POR_COMPRA: conteo(10),
    /** Webpay checkouts waiting for payment (holding stock) at once, per client address and per e-mail. */
    WEBPAY_PENDIENTES_POR_IP: conteo(3),
    WEBPAY_PENDIENTES_POR_CORREO: conteo(2),
    /**
     * Unpaid deposit holds (each keeps an hour off the screen while its client pays) at once, per client
     * address and per browser (decision 051). One more per e-mail is never allowed (ABONO_PENDIENTE).
     */
    ABONOS_PENDIENTES_POR_IP: conteo(3),
    ABONOS_PENDIENTES_POR_DISPOSITIVO: conteo(2),
    /**
     * Webpay Plus (docs/configuration.md). Unset: the app runs its own Webpay stand-in on loopback
     * (features/webpay-simulado). integracion: Transbank's test environment, with its public test commerce
     * unless a code and key are given. produccion: the real one; code and key are required.
     */
    WEBPAY_ENV: z
      .enum(['integracion', 'produccion'], { error: 'debe ser integracion o produccion' })
      .optional(),
    WEBPAY_COMMERCE_CODE: z
      .string()
      .regex(/^\d{12}$/, { error: 'debe tener 12 dígitos' })
      .optional(),
    WEBPAY_API_KEY: z.string().min(1).max(200).optional(),
    /** Any base URL instead of Transbank's (a proxy, a stand-in); the SDK appends /rswebpaytransaction/… */
    WEBPAY_URL: url(['http:', 'https:']).optional(),
    /** Every call to Webpay gives up after this; the status call or the reconciliation settle the rest. */
    WEBPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** Stock stays reserved this long past Webpay's 5-minute form before the reconciliation settles it. */
    WEBPAY_MARGEN_MINUTOS: z.coerce.number().int().min(1).max(60).default(5),
    WEBPAY_CONCILIACION_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** The stand-in's loopback port; 0 takes any free one. */
    WEBPAY_SIMULADO_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /**
     * Google Calendar (docs/configuration.md): the shop's service account, as JSON text or a file path.
     * Unset: no calendar sync and no busy time from Google; the profile says so.
     */
    GOOGLE_SERVICE_ACCOUNT_JSON: z
      .string()
      .refine(
        (v) => {
          try {
            const j = JSON.parse(v) as Record<string, unknown>;
            return typeof j.client_email === 'string' && typeof j.private_key === 'string';
          } catch {
            return false;
          }
        },
        { error: 'debe ser el JSON de una cuenta de servicio (con client_email y private_key)' },
      )
      .optional(),
    GOOGLE_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
    /** Another base URL for the Calendar API (a stand-in); the client appends calendar/v3/… */
    GOOGLE_CALENDAR_ROOT_URL: url(['http:', 'https:']).optional(),
    /** A fixed Bearer token instead of the service account: only for a stand-in at GOOGLE_CALENDAR_ROOT_URL. */
    GOOGLE_CALENDAR_TEST_TOKEN: z.string().min(1).optional(),
    /**
     * The browser journeys only (decision 054): a file whose `{ "adelantoMs": n }` moves the app's clock n ms
     * from the machine's, so a journey makes an hour past with the product's own rules. Refused in production.
     */
    RELOJ_DE_PRUEBA: z.string().min(1).optional(),
    /** How long a barber's busy time read from Google is trusted before it is read again. */
    GOOGLE_CALENDAR_CACHE_SEGUNDOS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Every call to Google gives up after this: the queue retries writes, reads fall back to what we know. */
    GOOGLE_CALENDAR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    GOOGLE_CALENDAR_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
    /**
     * WhatsApp Business Cloud API (docs/whatsapp.md). The channel is on with the token, the phone number
     * id, the app secret and the verify token; off without them (e-mail as before). `npm start` in
     * development without them starts the local stand-in instead (WHATSAPP_SIMULADO=false: off).
     */
    WHATSAPP_API_URL: url(['http:', 'https:']).default('https://graph.facebook.com'),
    WHATSAPP_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, { error: 'debe ser una versión de la Graph API, p. ej. v23.0' })
      .default('v23.0'),
    WHATSAPP_TOKEN: z.string().min(1).max(1000).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .regex(/^\d{5,20}$/, { error: 'debe ser el identificador numérico del número de teléfono' })
      .optional(),
    WHATSAPP_APP_SECRET: z.string().min(16).max(200).optional(),
    WHATSAPP_VERIFY_TOKEN: z.string().min(16).max(200).optional(),
    WHATSAPP_SIMULADO: booleano.optional(),
    /** The language the templates were approved in, as Meta names it (es, es_AR, es_ES, es_MX…). */
    WHATSAPP_IDIOMA: z
      .string()
      .regex(/^[a-z]{2}(_[A-Z]{2})?$/)
      .default('es'),
    WHATSAPP_PLANTILLA_CONFIRMACION: z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/)
      .default('barberia_hora_agendada'),
    WHATSAPP_PLANTILLA_RECORDATORIO: z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/)
      .default('barberia_recordatorio_hora'),
    WHATSAPP_PLANTILLA_CAMBIO: z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/)
      .default('barberia_hora_cambiada'),
    WHATSAPP_PLANTILLA_CANCELACION: z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/)
      .default('barberia_hora_cancelada'),
    WHATSAPP_PLANTILLA_AVISO_BARBERO: z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/)
      .default('barberia_aviso_barbero'),
    WHATSAPP_PLANTILLA_OFERTA_ESPERA: z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/)
      .default('barberia_hora_liberada'),
    WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    WHATSAPP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
    /** The stand-in's loopback port; 0 takes any free one. */
    WHATSAPP_SIMULADO_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  })
  .superRefine((c, ctx) => {
    const whatsapp = [
      'WHATSAPP_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ] as const;
    if (whatsapp.some((k) => c[k]) && !whatsapp.every((k) => c[k])) {
      ctx.addIssue({
        code: 'custom',
        path: whatsapp.filter((k) => !c[k]).slice(0, 1),
        message: `WhatsApp necesita las cuatro: ${whatsapp.join(', ')}`,
      });
    }
    if (c.RECORDATORIO_CORTO_HORAS >= c.RECORDATORIO_HORAS_ANTES)
      ctx.addIssue({
        code: 'custom',
        path: ['RECORDATORIO_CORTO_HORAS'],
        message: 'debe ser menor que RECORDATORIO_HORAS_ANTES (o 0 para no enviarlo)',
      });
    if (c.NODE_ENV === 'production') {
      for (const clave of ['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL'] as const) {
        if (!c[clave]) {
          ctx.addIssue({
            code: 'custom',
            path: [clave],
            message: 'es obligatoria con NODE_ENV=production (docs/configuration.md)',
          });
        }
      }
      // Without either, main.ts would start the Webpay stand-in: a shop taking payments nobody makes.
      if (!c.WEBPAY_ENV && !c.WEBPAY_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['WEBPAY_ENV'],
          message:
            'es obligatoria con NODE_ENV=production (o WEBPAY_URL): sin ella se levantaría el Webpay simulado (docs/configuration.md)',
        });
      }
    }
    if (c.GOOGLE_SERVICE_ACCOUNT_JSON && c.GOOGLE_SERVICE_ACCOUNT_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_SERVICE_ACCOUNT_FILE'],
        message: 'define GOOGLE_SERVICE_ACCOUNT_JSON o GOOGLE_SERVICE_ACCOUNT_FILE, no ambos',
      });
    }
    if (c.GOOGLE_CALENDAR_TEST_TOKEN && !c.GOOGLE_CALENDAR_ROOT_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CALENDAR_TEST_TOKEN'],
        message: 'GOOGLE_CALENDAR_TEST_TOKEN solo sirve con GOOGLE_CALENDAR_ROOT_URL (un simulador)',
      });
    }
    if (c.RELOJ_DE_PRUEBA && c.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['RELOJ_DE_PRUEBA'],
        message: 'es solo para los recorridos de prueba: no se acepta con NODE_ENV=production',
      });
    }
    if (c.WEBPAY_ENV === 'produccion' && (!c.WEBPAY_COMMERCE_CODE || !c.WEBPAY_API_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBPAY_COMMERCE_CODE'],
        message: 'con WEBPAY_ENV=produccion hay que definir WEBPAY_COMMERCE_CODE y WEBPAY_API_KEY',
      });
    }
  });

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO'> & { SEED_DEMO: boolean };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws one error that lists every wrong variable in Spanish. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const limpio = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(limpio);
  if (!result.success) {
    const lineas = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lineas.join('\n')}`);
  }
  return { ...result.data, SEED_DEMO: result.data.SEED_DEMO ?? result.data.NODE_ENV !== 'production' };
}
