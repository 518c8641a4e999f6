import { loginInput, loginRespuesta, perfilSchema, refreshInput, tokensSchema } from '@barberia/shared';
import { DIAS_DISPOSITIVO } from '../../infra/sesion.js';
import { rutas } from '../../lib/rutas.js';
import { usuarioDe } from '../../plugins/auth.js';
import type { AuthService } from './auth.service.js';

/** The known-device mark: only the login route ever receives it, and no script can read it. */
const COOKIE_DISPOSITIVO = 'dispositivo';

export const authRoutes = (auth: AuthService, limiteLogin: number, cookieSegura: boolean) =>
  rutas(['auth'], ({ usuario, con }) => {
    // Guessing passwords must be slow: a handful of attempts a minute per address here; per account,
    // growing waits in the service (a hard per-account block would let anyone lock the admin out).
    const login = con({
      acceso: 'publico',
      rateLimit: { max: limiteLogin, timeWindow: '1 minute' },
    });
    const refresh = con({ acceso: 'publico', rateLimit: { max: 30, timeWindow: '1 minute' } });

    login.post(
      '/api/auth/login',
      { body: loginInput, response: { 200: loginRespuesta } },
      async (req, reply) => {
        const { respuesta, dispositivo } = await auth.login(
          req.body.email,
          req.body.password,
          req.cookies[COOKIE_DISPOSITIVO],
        );
        reply.setCookie(COOKIE_DISPOSITIVO, dispositivo, {
          path: '/api/auth/login',
          httpOnly: true,
          sameSite: 'strict',
          secure: cookieSegura,
          maxAge: DIAS_DISPOSITIVO * 86_400,
        });
        return respuesta;
      },
    );
    refresh.post('/api/auth/refresh', { body: refreshInput, response: { 200: tokensSchema } }, (req) =>
      auth.refresh(req.body.refreshToken),
    );
    usuario.get('/api/auth/perfil', { response: { 200: perfilSchema } }, (req) =>
      auth.perfil(usuarioDe(req).id),
    );
  });
