import { loginInput, loginRespuesta, perfilSchema, refreshInput, tokensSchema } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usuarioDe } from '../../plugins/auth.js';
import type { AuthService } from './auth.service.js';

export const authRoutes =
  (auth: AuthService, limiteLogin: number): FastifyPluginAsyncZod =>
  async (app) => {
    // Guessing passwords must be slow: a handful of attempts a minute per address here; per account,
    // growing waits in the service (a hard per-account block would let anyone lock the admin out).
    app.post(
      '/api/auth/login',
      {
        config: { acceso: 'publico', rateLimit: { max: limiteLogin, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], body: loginInput, response: { 200: loginRespuesta } },
      },
      (req) => auth.login(req.body.email, req.body.password),
    );

    app.post(
      '/api/auth/refresh',
      {
        config: { acceso: 'publico', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags: ['auth'], body: refreshInput, response: { 200: tokensSchema } },
      },
      (req) => auth.refresh(req.body.refreshToken),
    );

    app.get(
      '/api/auth/perfil',
      { config: { acceso: 'usuario' }, schema: { tags: ['auth'], response: { 200: perfilSchema } } },
      (req) => auth.perfil(usuarioDe(req).id),
    );
  };
