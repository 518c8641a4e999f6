import type { MENSAJES_BACK_OFFICE } from './mensajes/back-office';
import type { MENSAJES_LISTA_ESPERA } from './mensajes/lista-espera';
import type { MENSAJES_PUBLICOS } from './mensajes/publicos';
import type { MENSAJES_RESENAS } from './mensajes/resenas';
/** Every call of the site goes under this base path (spec §7). */
export const API_BASE = '/api';

/**
 * An answer outside 2xx. `msg` is the server's own Spanish sentence when it sent one, so the page can
 * show it as is; the client never decides how an error is displayed.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly msg: string | undefined;
  readonly code: string | undefined;
  /** Per-field messages of a validation failure (`errores: [{ campo, msg }]`). */
  readonly errores: readonly ErrorDeCampo[];
  /** The whole JSON body, for refusals that carry more than a message (the refreshed cart). */
  readonly cuerpo: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    msg?: string,
    code?: string,
    errores: readonly ErrorDeCampo[] = [],
    cuerpo: Readonly<Record<string, unknown>> = {},
  ) {
    super(msg ?? `La solicitud falló con el estado ${status}.`);
    this.status = status;
    this.msg = msg;
    this.code = code;
    this.errores = errores;
    this.cuerpo = cuerpo;
  }
}

export interface ErrorDeCampo {
  campo: string;
  msg: string;
}

function erroresDeCampo(valor: unknown): ErrorDeCampo[] {
  if (!Array.isArray(valor)) return [];
  return valor.filter(
    (e): e is ErrorDeCampo =>
      typeof e === 'object' && e !== null && typeof e.campo === 'string' && typeof e.msg === 'string',
  );
}

function textoNoVacio(valor: unknown): string | undefined {
  return typeof valor === 'string' && valor.trim() !== '' ? valor : undefined;
}

/** Builds the ApiError of a failed answer from whatever body came back (JSON `{ msg, code }` or nothing). */
export function errorDeRespuesta(status: number, cuerpo: unknown): ApiError {
  if (typeof cuerpo === 'object' && cuerpo !== null) {
    const { msg, code, errores } = cuerpo as Record<string, unknown>;
    return new ApiError(
      status,
      textoNoVacio(msg),
      textoNoVacio(code),
      erroresDeCampo(errores),
      cuerpo as Record<string, unknown>,
    );
  }
  return new ApiError(status);
}

/** A sentence of the screens' catalogue (lib/mensajes): a fallback without its entry there does not compile. */
export type MensajeDePantalla =
  | (typeof MENSAJES_PUBLICOS)[keyof typeof MENSAJES_PUBLICOS]
  | (typeof MENSAJES_BACK_OFFICE)[keyof typeof MENSAJES_BACK_OFFICE]
  | (typeof MENSAJES_RESENAS)[keyof typeof MENSAJES_RESENAS]
  | (typeof MENSAJES_LISTA_ESPERA)[keyof typeof MENSAJES_LISTA_ESPERA];

/** The server's Spanish message when it sent one; otherwise the screen's own, from the catalogue. */
export function mensajeDeError(error: unknown, porDefecto: MensajeDePantalla): string {
  return error instanceof ApiError && error.msg ? error.msg : porDefecto;
}

export function esNoEncontrado(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

interface Opciones {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sends the session's access token and renews it once on a 401 (spec 000 §4). */
  auth?: boolean;
  /** Extra headers, such as a client's proofs (X-Token-Cliente). */
  headers?: Record<string, string>;
}

export async function leerCuerpo(respuesta: Response): Promise<unknown> {
  const texto = await respuesta.text();
  if (texto === '') return null;
  try {
    return JSON.parse(texto);
  } catch {
    // A proxy or gateway page instead of our JSON: the status alone tells what happened.
    return null;
  }
}

/**
 * The address of an API path written without the base (`/horas-agendadas/{id}/asistencia`). A path that
 * already carries it would be asked as /api/api/… and answered «No se pudo encontrar la página» (issue 41:
 * «Asistió» never reached the server), and one without its leading slash as /apihoras…: either throws here,
 * before any request, so the mistake fails the first time its call runs (a unit test, a journey, `npm run dev`).
 */
function urlDeApi(ruta: string): string {
  if (!ruta.startsWith('/') || ruta === API_BASE || /^\/api[/?#]/.test(ruta)) {
    throw new TypeError(
      `apiRequest recibe la ruta sin ${API_BASE} y empezando con «/» (p. ej. /servicios), no «${ruta}».`,
    );
  }
  return `${API_BASE}${ruta}`;
}

/** fetch for the JSON API: throws ApiError on any non-2xx answer, returns the parsed body otherwise. */
export async function apiRequest<T>(
  ruta: string,
  { method = 'GET', body, signal, auth = false, headers: extra }: Opciones = {},
): Promise<T> {
  const url = urlDeApi(ruta);
  const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // The session's renewing fetch loads with the first authenticated call: the public pages never make one
  // and keep its code (and the session's) out of their first view (docs/decisions/008).
  const pedir = auth ? (await import('./api-sesion')).fetchConSesion : fetch;
  const respuesta = await pedir(url, {
    method,
    headers,
    signal,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const cuerpo = await leerCuerpo(respuesta);
  if (!respuesta.ok) throw errorDeRespuesta(respuesta.status, cuerpo);
  return cuerpo as T;
}
