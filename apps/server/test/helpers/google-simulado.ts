import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { instanteDe } from '@barberia/shared';

/**
 * A loopback stand-in of Google Calendar API v3, for the API tests and the Playwright journey. It speaks
 * the real contract as far as the product uses it (paths under /calendar/v3/, Bearer auth, Google's JSON
 * error shape `{ error: { code, message, errors } }`), and refuses what Google refuses:
 *
 * - GET    /calendar/v3/calendars/{calendarId}                 calendars.get (the profile's check)
 * - POST   /calendar/v3/calendars/{calendarId}/events          events.insert: client ids must be base32hex,
 *          5–1024 characters; an id already used (a deleted event too) is 409 "duplicate"
 * - GET    /calendar/v3/calendars/{calendarId}/events          events.list with timeMin/timeMax (overlap),
 *          maxResults/pageToken; cancelled events only with showDeleted
 * - GET    …/events/{eventId}                                  events.get (a deleted one comes back cancelled)
 * - PUT    …/events/{eventId}  PATCH …/events/{eventId}         events.update / events.patch (bring back a
 *          deleted event by sending status "confirmed")
 * - DELETE …/events/{eventId}                                  204; 410 "deleted" if already deleted; 404
 *
 * A local `dateTime` without offset needs `timeZone`, as in Google. `fallar(status, veces)` makes the next
 * requests answer 401, 404, 409, 410, 429 or 5xx on demand; `solicitudes` records what arrived.
 */

export interface EventoSimulado {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  summary?: string;
  description?: string;
  location?: string;
  transparency?: 'opaque' | 'transparent';
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
  etag: string;
  updated: string;
}

export interface Solicitud {
  metodo: string;
  ruta: string;
  status: number;
}

export interface GoogleSimulado {
  /** The rootUrl to give Google's client (GOOGLE_CALENDAR_ROOT_URL). */
  url: string;
  token: string;
  crearCalendario(calendarId: string, opciones?: { compartido?: boolean }): void;
  /** Events as Google holds them, deleted ones included only when asked. */
  eventos(calendarId: string, opciones?: { conBorrados?: boolean }): EventoSimulado[];
  /** An event the barber made in Google (a dentist appointment), straight into the store. */
  agregarEvento(
    calendarId: string,
    evento: Partial<EventoSimulado> & Pick<EventoSimulado, 'start' | 'end'>,
  ): void;
  /** The next `veces` requests (every one, by default, until `recuperar`) answer `status`. */
  fallar(status: number, veces?: number): void;
  recuperar(): void;
  solicitudes: Solicitud[];
  cerrar(): Promise<void>;
}

interface Calendario {
  id: string;
  compartido: boolean;
  eventos: Map<string, EventoSimulado>;
}

const RAZON: Record<number, [string, string, string]> = {
  400: ['global', 'invalid', 'Bad Request'],
  401: ['global', 'authError', 'Invalid Credentials'],
  403: ['calendar', 'requiredAccessLevel', 'You need to have writer access to this calendar.'],
  404: ['global', 'notFound', 'Not Found'],
  409: ['global', 'duplicate', 'The requested identifier already exists.'],
  410: ['global', 'deleted', 'Resource has been deleted'],
  429: ['usageLimits', 'rateLimitExceeded', 'Rate Limit Exceeded'],
  500: ['global', 'backendError', 'Backend Error'],
  503: ['global', 'backendError', 'Service Unavailable'],
};

class ErrorGoogle extends Error {
  constructor(
    readonly code: number,
    message?: string,
  ) {
    super(message ?? RAZON[code]?.[2] ?? 'Error');
  }
}

const ID_VALIDO = /^[a-v0-9]{5,1024}$/;

/** The instant of an event's start or end: a local dateTime is resolved in its timeZone, as Google does. */
function instante(m: EventoSimulado['start'], campo: string): number {
  if (m.date) return instanteDe(m.date, '00:00', m.timeZone ?? 'UTC').getTime();
  if (!m.dateTime) throw new ErrorGoogle(400, `Missing ${campo} time.`);
  if (/(Z|[+-]\d{2}:\d{2})$/.test(m.dateTime)) return new Date(m.dateTime).getTime();
  if (!m.timeZone) throw new ErrorGoogle(400, `Missing time zone definition for ${campo} time.`);
  const [dia, hora] = m.dateTime.split('T');
  return instanteDe(dia!, hora!.slice(0, 5), m.timeZone).getTime();
}

function validarEvento(e: Partial<EventoSimulado>) {
  if (!e.start || !e.end) throw new ErrorGoogle(400, 'Missing time.');
  if (instante(e.end, 'end') < instante(e.start, 'start'))
    throw new ErrorGoogle(400, 'The specified time range is empty.');
}

async function leerCuerpo(req: IncomingMessage): Promise<Record<string, unknown>> {
  const partes: Buffer[] = [];
  for await (const p of req) partes.push(p as Buffer);
  const texto = Buffer.concat(partes).toString('utf8');
  if (!texto) return {};
  try {
    return JSON.parse(texto) as Record<string, unknown>;
  } catch {
    throw new ErrorGoogle(400, 'Parse Error');
  }
}

export async function iniciarGoogleSimulado(
  opciones: { token?: string; port?: number } = {},
): Promise<GoogleSimulado> {
  const token = opciones.token ?? `token-${randomUUID()}`;
  const calendarios = new Map<string, Calendario>();
  const solicitudes: Solicitud[] = [];
  let falla: { status: number; veces: number } | undefined;

  const calendario = (id: string) => {
    const c = calendarios.get(id);
    if (!c?.compartido) throw new ErrorGoogle(404);
    return c;
  };
  const guardado = (e: Omit<EventoSimulado, 'etag' | 'updated'>): EventoSimulado => ({
    ...e,
    etag: `"${Date.now()}${Math.random().toString().slice(2, 8)}"`,
    updated: new Date().toISOString(),
  });

  async function atender(req: IncomingMessage, url: URL): Promise<[number, unknown]> {
    if (req.headers.authorization !== `Bearer ${token}`) throw new ErrorGoogle(401);
    if (falla && falla.veces > 0) {
      falla.veces--;
      throw new ErrorGoogle(falla.status);
    }
    const m = /^\/calendar\/v3\/calendars\/([^/]+)(\/events(?:\/([^/]+))?)?$/.exec(url.pathname);
    if (!m) throw new ErrorGoogle(404);
    const cal = calendario(decodeURIComponent(m[1]!));
    const eventoId = m[3] && decodeURIComponent(m[3]);
    const metodo = req.method ?? 'GET';

    if (!m[2]) {
      if (metodo !== 'GET') throw new ErrorGoogle(404);
      return [200, { kind: 'calendar#calendar', id: cal.id, summary: cal.id, timeZone: 'America/Santiago' }];
    }
    if (!eventoId && metodo === 'POST') {
      const cuerpo = (await leerCuerpo(req)) as Partial<EventoSimulado>;
      const id = cuerpo.id ?? randomUUID().replaceAll('-', '');
      if (!ID_VALIDO.test(id)) throw new ErrorGoogle(400, 'Invalid resource id value.');
      if (cal.eventos.has(id)) throw new ErrorGoogle(409);
      validarEvento(cuerpo);
      const e = guardado({ ...(cuerpo as EventoSimulado), id, status: cuerpo.status ?? 'confirmed' });
      cal.eventos.set(id, e);
      return [200, { kind: 'calendar#event', ...e }];
    }
    if (!eventoId && metodo === 'GET') {
      const desde = url.searchParams.get('timeMin');
      const hasta = url.searchParams.get('timeMax');
      const min = desde ? new Date(desde).getTime() : Number.NEGATIVE_INFINITY;
      const max = hasta ? new Date(hasta).getTime() : Number.POSITIVE_INFINITY;
      if (Number.isNaN(min) || Number.isNaN(max)) throw new ErrorGoogle(400, 'Bad Request');
      if (min >= max) throw new ErrorGoogle(400, 'The specified time range is empty.');
      const conBorrados = url.searchParams.get('showDeleted') === 'true';
      const todos = [...cal.eventos.values()].filter(
        (e) =>
          (conBorrados || e.status !== 'cancelled') &&
          instante(e.start, 'start') < max &&
          instante(e.end, 'end') > min,
      );
      const tamano = Math.min(Number(url.searchParams.get('maxResults') ?? 250), 2500);
      const desdeIndice = Number(url.searchParams.get('pageToken') ?? 0);
      const items = todos.slice(desdeIndice, desdeIndice + tamano);
      const siguiente = desdeIndice + tamano < todos.length ? String(desdeIndice + tamano) : undefined;
      return [200, { kind: 'calendar#events', items, ...(siguiente && { nextPageToken: siguiente }) }];
    }
    if (!eventoId) throw new ErrorGoogle(404);
    const actual = cal.eventos.get(eventoId);
    if (!actual) throw new ErrorGoogle(404);
    if (metodo === 'GET') return [200, { kind: 'calendar#event', ...actual }];
    if (metodo === 'DELETE') {
      if (actual.status === 'cancelled') throw new ErrorGoogle(410);
      cal.eventos.set(eventoId, guardado({ ...actual, status: 'cancelled' }));
      return [204, undefined];
    }
    if (metodo === 'PUT' || metodo === 'PATCH') {
      const cuerpo = (await leerCuerpo(req)) as Partial<EventoSimulado>;
      if (cuerpo.id && cuerpo.id !== eventoId) throw new ErrorGoogle(400, 'Invalid resource id value.');
      const base = metodo === 'PATCH' ? actual : { id: eventoId };
      // A deleted event stays deleted unless the body brings it back (update defaults to confirmed).
      const status = cuerpo.status ?? (metodo === 'PUT' ? 'confirmed' : actual.status);
      const nuevo = { ...base, ...cuerpo, id: eventoId, status } as EventoSimulado;
      validarEvento(nuevo);
      const e = guardado(nuevo);
      cal.eventos.set(eventoId, e);
      return [200, { kind: 'calendar#event', ...e }];
    }
    throw new ErrorGoogle(404);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const responder = (status: number, cuerpo: unknown) => {
      solicitudes.push({ metodo: req.method ?? 'GET', ruta: url.pathname, status });
      if (cuerpo === undefined) {
        res.writeHead(status).end();
        return;
      }
      res
        .writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
        .end(JSON.stringify(cuerpo));
    };
    atender(req, url)
      .then(([status, cuerpo]) => responder(status, cuerpo))
      .catch((error: unknown) => {
        const e = error instanceof ErrorGoogle ? error : new ErrorGoogle(500, String(error));
        const [domain, reason] = RAZON[e.code] ?? RAZON[500]!;
        responder(e.code, {
          error: { code: e.code, message: e.message, errors: [{ domain, reason, message: e.message }] },
        });
      });
  });
  await new Promise<void>((resolve) => server.listen(opciones.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    token,
    solicitudes,
    crearCalendario(id, { compartido = true } = {}) {
      calendarios.set(id, { id, compartido, eventos: new Map() });
    },
    eventos(calendarId, { conBorrados = false } = {}) {
      const c = calendarios.get(calendarId);
      return c ? [...c.eventos.values()].filter((e) => conBorrados || e.status !== 'cancelled') : [];
    },
    agregarEvento(calendarId, evento) {
      const c = calendarios.get(calendarId);
      if (!c) throw new Error(`no existe el calendario ${calendarId}`);
      const id = evento.id ?? randomUUID().replaceAll('-', '');
      c.eventos.set(id, guardado({ status: 'confirmed', ...evento, id }));
    },
    fallar(status, veces = Number.POSITIVE_INFINITY) {
      falla = { status, veces };
    },
    recuperar() {
      falla = undefined;
    },
    cerrar: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
