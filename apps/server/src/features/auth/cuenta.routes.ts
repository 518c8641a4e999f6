import {
  logoutInput,
  mensajeSchema,
  olvidoContrasenaInput,
  registroInput,
  restablecerContrasenaInput,
  restablecerParams,
  verificarEnlaceRespuesta,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitePorIpYCuenta } from '../../plugins/limites.js';
import type { CuentaService } from './cuenta.service.js';

export interface LimitesCuenta {
  registro: { porIp: number; porCuenta: number };
  contrasena: { porIp: number; porCuenta: number };
}

/** Registration, logout and the forgotten-password flow (docs/api-back-office.md). */
export const cuentaRoutes =
  (cuenta: CuentaService, limites: LimitesCuenta): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['auth'];
    const publico = { acceso: 'publico' } as const;
    const emailDelCuerpo = (req: { body: unknown }) => (req.body as { email: string }).email;
    const registro = limitePorIpYCuenta(app, {
      nombre: 'registro',
      ...limites.registro,
      cuenta: emailDelCuerpo,
    });
    const olvido = limitePorIpYCuenta(app, {
      nombre: 'olvido',
      ...limites.contrasena,
      cuenta: emailDelCuerpo,
    });
    const restablecer = limitePorIpYCuenta(app, {
      nombre: 'restablecer',
      ...limites.contrasena,
      cuenta: (req) => (req.params as { id: string }).id,
    });

    app.post(
      '/api/auth',
      {
        config: publico,
        ...registro,
        schema: { tags, body: registroInput, response: { 201: mensajeSchema } },
      },
      async (req, reply) => reply.status(201).send(await cuenta.registrar(req.body)),
    );

    app.post(
      '/api/auth/logout',
      { config: publico, schema: { tags, body: logoutInput, response: { 200: mensajeSchema } } },
      (req) => cuenta.logout(req.body.refreshToken),
    );

    app.post(
      '/api/auth/forgot-password',
      {
        config: publico,
        ...olvido,
        schema: { tags, body: olvidoContrasenaInput, response: { 200: mensajeSchema } },
      },
      (req) => cuenta.olvido(req.body.email),
    );

    app.get(
      '/api/auth/reset-password/:id/:token',
      {
        config: publico,
        ...restablecer,
        schema: { tags, params: restablecerParams, response: { 200: verificarEnlaceRespuesta } },
      },
      (req) => cuenta.verificarEnlace(req.params.id, req.params.token),
    );

    app.post(
      '/api/auth/reset-password/:id/:token',
      {
        config: publico,
        ...restablecer,
        schema: {
          tags,
          params: restablecerParams,
          body: restablecerContrasenaInput,
          response: { 200: mensajeSchema },
        },
      },
      (req) => cuenta.restablecer(req.params.id, req.params.token, req.body.password),
    );
  };
