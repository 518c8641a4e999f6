import { readFileSync } from 'node:fs';
import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { JWT, OAuth2Client } from 'google-auth-library';
import type { Config } from '../../config/config.js';

/** An event as we send it: local wall-clock times with their zone, never an offset we computed. */
export interface EventoGoogle {
  summary: string;
  description: string;
  location: string;
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  /** Our booking id, so a person (or a later sync) can tell our events from the barber's own. */
  horaAgendadaId: string;
}

/** What a calendar holds in a range, as Google answers it; the busy-time rules pick from it. */
export type EventoLeido = calendar_v3.Schema$Event;

/** Google answered with this HTTP status (or did not answer: status undefined). */
export class GoogleError extends Error {
  override name = 'GoogleError';
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

const SCOPE = 'https://www.googleapis.com/auth/calendar';

export interface CalendarioGoogle {
  /** The account barbers share their calendar with, for the messages that tell them to. */
  cuenta: string;
  comprobar(calendarId: string): Promise<void>;
  /** Insert with our id; 409 (already there, maybe deleted) → the whole event is written over it. */
  guardar(calendarId: string, eventoId: string, evento: EventoGoogle): Promise<void>;
  /** 404 and 410 mean it is already gone: done. */
  borrar(calendarId: string, eventoId: string): Promise<void>;
  listar(calendarId: string, desde: Date, hasta: Date): Promise<EventoLeido[]>;
}

export interface OpcionesClienteGoogle {
  /** A service account's JWT client in production; any OAuth2 client (a fixed token) for a stand-in. */
  auth: OAuth2Client;
  cuenta: string;
  /** Google's by default; a stand-in on loopback in tests and `npm start`. */
  rootUrl?: string;
  timeoutMs: number;
}

function comoGoogleError(error: unknown): GoogleError {
  if (error instanceof GoogleError) return error;
  const e = error as { status?: unknown; response?: { status?: unknown }; message?: unknown };
  const status =
    typeof e?.status === 'number'
      ? e.status
      : typeof e?.response?.status === 'number'
        ? e.response.status
        : undefined;
  return new GoogleError(status, String(e?.message ?? error));
}

/** The only code that talks to Google Calendar, and only through Google's own client. */
export function crearClienteGoogle({
  auth,
  cuenta,
  rootUrl,
  timeoutMs,
}: OpcionesClienteGoogle): CalendarioGoogle {
  // No retries inside the client: the queue retries writes with its own backoff, reads fall back to what we know.
  const api = calendar({
    version: 'v3',
    auth,
    timeout: timeoutMs,
    retry: false,
    ...(rootUrl && { rootUrl }),
  });
  const llamar = async <T>(f: () => Promise<T>) => {
    try {
      return await f();
    } catch (error) {
      throw comoGoogleError(error);
    }
  };
  const cuerpo = (eventoId: string, e: EventoGoogle): calendar_v3.Schema$Event => ({
    id: eventoId,
    status: 'confirmed',
    summary: e.summary,
    description: e.description,
    location: e.location,
    start: e.start,
    end: e.end,
    extendedProperties: { private: { horaAgendadaId: e.horaAgendadaId } },
  });

  return {
    cuenta,
    async comprobar(calendarId) {
      await llamar(() => api.calendars.get({ calendarId }));
    },
    async guardar(calendarId, eventoId, evento) {
      const requestBody = cuerpo(eventoId, evento);
      try {
        await llamar(() => api.events.insert({ calendarId, requestBody, sendUpdates: 'none' }));
      } catch (error) {
        if (!(error instanceof GoogleError) || error.status !== 409) throw error;
        // Ours already (an earlier attempt, a reschedule, or a deleted one to bring back): write it whole.
        await llamar(() =>
          api.events.update({ calendarId, eventId: eventoId, requestBody, sendUpdates: 'none' }),
        );
      }
    },
    async borrar(calendarId, eventoId) {
      try {
        await llamar(() => api.events.delete({ calendarId, eventId: eventoId, sendUpdates: 'none' }));
      } catch (error) {
        if (error instanceof GoogleError && (error.status === 404 || error.status === 410)) return;
        throw error;
      }
    },
    async listar(calendarId, desde, hasta) {
      const eventos: EventoLeido[] = [];
      let pageToken: string | undefined;
      do {
        const { data } = await llamar(() =>
          api.events.list({
            calendarId,
            timeMin: desde.toISOString(),
            timeMax: hasta.toISOString(),
            singleEvents: true,
            maxResults: 2500,
            ...(pageToken && { pageToken }),
          }),
        );
        eventos.push(...(data.items ?? []));
        pageToken = data.nextPageToken ?? undefined;
      } while (pageToken);
      return eventos;
    },
  };
}

interface CuentaDeServicio {
  client_email: string;
  private_key: string;
}

function leerCuenta(config: Config): CuentaDeServicio | undefined {
  const texto =
    config.GOOGLE_SERVICE_ACCOUNT_JSON ??
    (config.GOOGLE_SERVICE_ACCOUNT_FILE && readFileSync(config.GOOGLE_SERVICE_ACCOUNT_FILE, 'utf8'));
  if (!texto) return undefined;
  const cuenta = JSON.parse(texto) as Partial<CuentaDeServicio>;
  if (!cuenta.client_email || !cuenta.private_key) {
    throw new Error('la cuenta de servicio de Google no tiene client_email o private_key');
  }
  return { client_email: cuenta.client_email, private_key: cuenta.private_key };
}

/**
 * The client the configuration asks for: the service account (JSON or file), or a fixed test token for a
 * stand-in (GOOGLE_CALENDAR_TEST_TOKEN, only with GOOGLE_CALENDAR_ROOT_URL), or none (not configured).
 */
export function clienteGoogleDesdeConfig(config: Config): CalendarioGoogle | null {
  const rootUrl = config.GOOGLE_CALENDAR_ROOT_URL;
  const timeoutMs = config.GOOGLE_CALENDAR_TIMEOUT_MS;
  const cuenta = leerCuenta(config);
  if (cuenta) {
    const auth = new JWT({ email: cuenta.client_email, key: cuenta.private_key, scopes: [SCOPE] });
    return crearClienteGoogle({ auth, cuenta: cuenta.client_email, rootUrl, timeoutMs });
  }
  if (config.GOOGLE_CALENDAR_TEST_TOKEN && rootUrl) {
    return crearClienteGoogle({
      auth: clienteConToken(config.GOOGLE_CALENDAR_TEST_TOKEN),
      cuenta: 'cuenta-de-prueba@barberia.iam.gserviceaccount.com',
      rootUrl,
      timeoutMs,
    });
  }
  return null;
}

/** An OAuth2 client holding one access token that never needs refreshing: for a stand-in only. */
export function clienteConToken(token: string): OAuth2Client {
  const auth = new OAuth2Client();
  auth.setCredentials({ access_token: token, expiry_date: Date.now() + 100 * 365 * 24 * 3_600_000 });
  return auth;
}
