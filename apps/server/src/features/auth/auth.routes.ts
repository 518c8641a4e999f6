import { loginInput, loginRespuesta, perfilSchema, refreshInput, tokensSchema } from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usuarioDe } from '../../plugins/auth.js';
import { limitePorIpYCuenta } from '../../plugins/limites.js';
import type { AuthService } from './auth.service.js';

export const authRoutes =
  (auth: AuthService, limiteLogin: { porIp: number; porCuenta: number }): FastifyPluginAsyncZod =>
  async (app) => {
    // Guessing passwords must be slow: a handful of attempts a minute per address, and per account
    // whatever the address.
    const limite = limitePorIpYCuenta(app, {
      nombre: 'login',
      ...limiteLogin,
      cuenta: (req) => (req.body as { email: string }).email,
    });
    app.post(
      '/api/auth/login',
      {
        config: { acceso: 'publico' },
        ...limite,
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
