import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { type TokenSettings, type UsuarioSesion, verificarAccessToken } from '../features/auth/tokens.js';

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
 * `existeUsuario`: a deleted account's access token stops working at once instead of living out its
 * 15 minutes (one primary-key lookup per authenticated request).
 */
export function registerAuth(
  app: FastifyInstance,
  settings: TokenSettings,
  clock: () => Date,
  existeUsuario?: (id: string) => Promise<boolean>,
) {
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
    request.usuario = await usuarioDelToken(request, settings, clock());
    // A public route reading a token (the full view of a day) treats a deleted account's token as none.
    if (acceso === 'publico') {
      if (request.usuario && existeUsuario && !(await existeUsuario(request.usuario.id))) {
        request.usuario = null;
      }
      return;
    }
    if (!request.usuario) {
      throw new AppError(tieneToken(request) ? 'TOKEN_INVALIDO' : 'NO_AUTENTICADO');
    }
    if (existeUsuario && !(await existeUsuario(request.usuario.id))) throw new AppError('TOKEN_INVALIDO');
    if (acceso === 'admin' && request.usuario.rol !== 'admin') throw new AppError('SIN_PERMISO');
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
