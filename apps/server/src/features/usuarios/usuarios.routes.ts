import {
  avisosBarberoRespuesta,
  avisosBarberoSchema,
  cambioServicioRespuesta,
  eliminarUsuarioQuery,
  eliminarUsuarioRespuesta,
  estadoUsuarioRespuesta,
  fotoBarberoInput,
  fotoBarberoRespuesta,
  idParams,
  serviciosDeUsuarioRespuesta,
  usuarioInput,
  usuarioSchema,
  usuarioServicioParams,
} from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import { usuarioDe } from '../../plugins/auth.js';
import type { AvisosBarberoService } from './avisos-barbero.service.js';
import type { UsuariosService } from './usuarios.service.js';

/** Spec paths /api/users/…; "dueño o admin" routes check the owner in the service. */
export const usuariosRoutes = (usuarios: UsuariosService, avisos: AvisosBarberoService) =>
  rutas(['usuarios'], ({ admin, usuario }) => {
    usuario.get(
      '/api/users/:id/avisos',
      { params: idParams, response: { 200: avisosBarberoRespuesta } },
      (req) => avisos.leer(usuarioDe(req), req.params.id),
    );
    usuario.put(
      '/api/users/:id/avisos',
      {
        params: idParams,
        body: avisosBarberoSchema,
        response: { 200: avisosBarberoRespuesta.extend({ msg: z.string() }) },
      },
      (req) => avisos.cambiar(usuarioDe(req), req.params.id, req.body),
    );
    admin.get('/api/users', { response: { 200: z.array(usuarioSchema) } }, () => usuarios.listar());
    usuario.get('/api/users/:id/foto', { params: idParams, response: { 200: fotoBarberoRespuesta } }, (req) =>
      usuarios.foto(usuarioDe(req), req.params.id),
    );
    usuario.put(
      '/api/users/:id/foto',
      { params: idParams, body: fotoBarberoInput, response: { 200: fotoBarberoRespuesta } },
      (req) => usuarios.cambiarFoto(usuarioDe(req), req.params.id, req.body.img),
      // A 5 MB picture is about 6.7 MB as base64 in a data URL (as the products' routes).
      { bodyLimit: 8 * 1024 * 1024 },
    );
    usuario.get('/api/users/:id', { params: idParams, response: { 200: usuarioSchema } }, (req) =>
      usuarios.leer(usuarioDe(req), req.params.id),
    );
    usuario.get(
      '/api/users/servicios/:id',
      { params: idParams, response: { 200: serviciosDeUsuarioRespuesta } },
      (req) => usuarios.servicios(usuarioDe(req), req.params.id),
    );
    const servicio = { params: usuarioServicioParams, response: { 200: cambioServicioRespuesta } };
    usuario.post('/api/users/servicios/:userId/:serviceId', servicio, (req) =>
      usuarios.agregarServicio(usuarioDe(req), req.params.userId, req.params.serviceId),
    );
    usuario.delete('/api/users/servicios/:userId/:serviceId', servicio, (req) =>
      usuarios.quitarServicio(usuarioDe(req), req.params.userId, req.params.serviceId),
    );
    usuario.put(
      '/api/users/status/:id',
      { params: idParams, response: { 200: estadoUsuarioRespuesta } },
      (req) => usuarios.alternarEstado(usuarioDe(req), req.params.id),
    );
    admin.put(
      '/api/users/:id',
      { params: idParams, body: usuarioInput, response: { 200: usuarioSchema } },
      (req) => usuarios.actualizar(req.params.id, req.body),
    );
    admin.delete(
      '/api/users/:id',
      { params: idParams, querystring: eliminarUsuarioQuery, response: { 200: eliminarUsuarioRespuesta } },
      (req) => usuarios.eliminar(usuarioDe(req), req.params.id, req.query.confirmar === 'true'),
    );
  });
