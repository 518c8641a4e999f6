import {
  eliminarEventoInput,
  eventoInput,
  eventoParams,
  eventoSchema,
  idParams,
  mensajeSchema,
} from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import { usuarioDe } from '../../plugins/auth.js';
import type { CalendarioService } from './calendario.service.js';

/** Spec paths kept as they are (google-calendar) so an external calendar can take over later. */
export const calendarioRoutes = (calendario: CalendarioService) =>
  rutas(['google-calendar'], ({ publico, usuario }) => {
    publico.get(
      '/api/google-calendar/:id',
      { params: idParams, response: { 200: z.array(eventoSchema) } },
      (req) => calendario.listar(req.params.id, req.usuario),
    );
    usuario.create(
      '/api/google-calendar/:id',
      { params: idParams, body: eventoInput, response: { 201: eventoSchema } },
      (req) => calendario.crear(usuarioDe(req), req.params.id, req.body),
    );
    usuario.delete(
      '/api/google-calendar/:id/:eventId',
      { params: eventoParams, response: { 200: mensajeSchema } },
      (req) => calendario.eliminar(usuarioDe(req), req.params.id, req.params.eventId),
    );
    usuario.delete(
      '/api/google-calendar/:id',
      { params: idParams, body: eliminarEventoInput, response: { 200: mensajeSchema } },
      (req) => calendario.eliminarPorInicio(usuarioDe(req), req.params.id, req.body),
    );
  });
