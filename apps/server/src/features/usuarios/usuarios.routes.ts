import {
  cambioServicioRespuesta,
  eliminarUsuarioQuery,
  eliminarUsuarioRespuesta,
  estadoUsuarioRespuesta,
  idParams,
  serviciosDeUsuarioRespuesta,
  usuarioInput,
  usuarioSchema,
  usuarioServicioParams,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usuarioDe } from '../../plugins/auth.js';
import type { UsuariosService } from './usuarios.service.js';

/** Spec paths /api/users/…; "dueño o admin" routes check the owner in the service. */
export const usuariosRoutes =
  (usuarios: UsuariosService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['usuarios'];
    const admin = { acceso: 'admin' } as const;
    const usuario = { acceso: 'usuario' } as const;

    app.get(
      '/api/users',
      { config: admin, schema: { tags, response: { 200: z.array(usuarioSchema) } } },
      () => usuarios.listar(),
    );
    app.get(
      '/api/users/:id',
      { config: usuario, schema: { tags, params: idParams, response: { 200: usuarioSchema } } },
      (req) => usuarios.leer(usuarioDe(req), req.params.id),
    );
    app.get(
      '/api/users/servicios/:id',
      { config: usuario, schema: { tags, params: idParams, response: { 200: serviciosDeUsuarioRespuesta } } },
      (req) => usuarios.servicios(usuarioDe(req), req.params.id),
    );
    app.post(
      '/api/users/servicios/:userId/:serviceId',
      {
        config: usuario,
        schema: { tags, params: usuarioServicioParams, response: { 200: cambioServicioRespuesta } },
      },
      (req) => usuarios.agregarServicio(usuarioDe(req), req.params.userId, req.params.serviceId),
    );
    app.delete(
      '/api/users/servicios/:userId/:serviceId',
      {
        config: usuario,
        schema: { tags, params: usuarioServicioParams, response: { 200: cambioServicioRespuesta } },
      },
      (req) => usuarios.quitarServicio(usuarioDe(req), req.params.userId, req.params.serviceId),
    );
    app.put(
      '/api/users/status/:id',
      { config: usuario, schema: { tags, params: idParams, response: { 200: estadoUsuarioRespuesta } } },
      (req) => usuarios.alternarEstado(usuarioDe(req), req.params.id),
    );
    app.put(
      '/api/users/:id',
      {
        config: admin,
        schema: { tags, params: idParams, body: usuarioInput, response: { 200: usuarioSchema } },
      },
      (req) => usuarios.actualizar(req.params.id, req.body),
    );
    app.delete(
      '/api/users/:id',
      {
        config: admin,
        schema: {
          tags,
          params: idParams,
          querystring: eliminarUsuarioQuery,
          response: { 200: eliminarUsuarioRespuesta },
        },
      },
      (req) => usuarios.eliminar(usuarioDe(req), req.params.id, req.query.confirmar === 'true'),
    );
  };
