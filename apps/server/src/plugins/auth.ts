import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import {
  type SesionDelToken,
  type TokenSettings,
  type UsuarioSesion,
  verificarAccessToken,
} from '../infra/sesion.js';

/** Who may call a route. Every /api route must say it; the app refuses to start otherwise. */
export type Acceso = 'publico' | 'usuario' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    acceso?: Acceso;
  }
  interface FastifyRequest {
    usuario: UsuarioSesion | null;
  }
}

/**
 * `versionDeSesion`: the current generation of the user's sessions, or null when the account is gone. A
 * deleted account's access token, and one issued before a password reset, stop working at once instead of
 * living out their 15 minutes (one primary-key lookup per authenticated request).
 */
export function registerAuth(
  app: FastifyInstance,
  settings: TokenSettings,
  clock: () => Date,
  versionDeSesion?: (id: string) => Promise<number | null>,
) {
  const vigente = async (sesion: SesionDelToken) =>
    !versionDeSesion || (await versionDeSesion(sesion.id)) === sesion.version;

  app.decorateRequest('usuario', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.acceso && !route.url.startsWith('/api/docs')) {
      throw new Error(
        `La ruta ${route.method} ${route.url} no declara quién puede llamarla (config.acceso).`,
      );
    }
  });

  /** Sets request.usuario and refuses a caller the access does not admit. */
  async function exigirAcceso(request: FastifyRequest, acceso: Acceso) {
    const sesion = await usuarioDelToken(request, settings, clock());
    request.usuario = sesion && { id: sesion.id, rol: sesion.rol };
    // A public route reading a token (the full view of a day) treats an outdated token as none.
    if (acceso === 'publico') {
      if (sesion && !(await vigente(sesion))) request.usuario = null;
      return;
    }
    if (!sesion) {
      throw new AppError(tieneToken(request) ? 'TOKEN_INVALIDO' : 'NO_AUTENTICADO');
    }
    if (!(await vigente(sesion))) throw new AppError('TOKEN_INVALIDO');
    if (acceso === 'admin' && sesion.rol !== 'admin') throw new AppError('SIN_PERMISO');
  }

  app.addHook('onRequest', async (request) => {
    const acceso = request.routeOptions.config?.acceso;
    if (acceso) await exigirAcceso(request, acceso);
  });
  return exigirAcceso;
}

function tieneToken(request: FastifyRequest): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
}

async function usuarioDelToken(request: FastifyRequest, settings: TokenSettings, ahora: Date) {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  return verificarAccessToken(match[1], settings, ahora);
}

/** The signed-in user of an authenticated route (the onRequest hook guarantees one). */
export function usuarioDe(request: FastifyRequest): UsuarioSesion {
  if (!request.usuario) throw new AppError('NO_AUTENTICADO');
  return request.usuario;
}

/** A barber may act on their own things; the admin on everyone's. */
export function exigirDuenoOAdmin(usuario: UsuarioSesion, duenoId: string) {
  if (usuario.rol !== 'admin' && usuario.id !== duenoId) throw new AppError('SIN_PERMISO');
}
