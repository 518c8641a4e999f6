import {
  idParams,
  mensajeSchema,
  tipoConServiciosSchema,
  tipoServicioInput,
  tipoServicioSchema,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  conflicto,
  noEncontrado,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  traducirPg,
} from '../../plugins/app-error.js';
import { servicioPublico } from '../servicios/servicios.mapper.js';
import * as repo from './tipo-servicio.repository.js';

const tipo = (t: { id: string; nombre: string }) => ({ _id: t.id, nombre: t.nombre });

const traducir = traducirPg({
  [PG_UNIQUE_VIOLATION]: conflicto('TIPO_SERVICIO_DUPLICADO'),
  [PG_FOREIGN_KEY_VIOLATION]: conflicto('TIPO_SERVICIO_EN_USO'),
  [PG_RESTRICT_VIOLATION]: conflicto('TIPO_SERVICIO_EN_USO'),
});

export const tipoServicioRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['tipo-servicio'];
    app.get(
      '/api/tipo-servicio',
      { config: { acceso: 'publico' }, schema: { tags, response: { 200: z.array(tipoServicioSchema) } } },
      async () => (await repo.listarTipos(db)).map(tipo),
    );

    app.get(
      '/api/tipo-servicio/servicios',
      { config: { acceso: 'publico' }, schema: { tags, response: { 200: z.array(tipoConServiciosSchema) } } },
      async () =>
        (await repo.listarTiposConServicios(db)).map((t) => ({
          ...tipo(t),
          servicios: t.servicios.map(servicioPublico),
        })),
    );

    app.post(
      '/api/tipo-servicio',
      {
        config: { acceso: 'admin' },
        schema: { tags, body: tipoServicioInput, response: { 201: tipoServicioSchema } },
      },
      async (req, reply) => {
        const creado = await repo.crearTipo(db, req.body.nombre).catch(traducir);
        return reply.status(201).send(tipo(creado));
      },
    );

    app.put(
      '/api/tipo-servicio/:id',
      {
        config: { acceso: 'admin' },
        schema: { tags, params: idParams, body: tipoServicioInput, response: { 200: tipoServicioSchema } },
      },
      async (req) => {
        const fila = await repo.actualizarTipo(db, req.params.id, req.body.nombre).catch(traducir);
        if (!fila) throw noEncontrado('TIPO_SERVICIO_NO_ENCONTRADO');
        return tipo(fila);
      },
    );

    app.delete(
      '/api/tipo-servicio/:id',
      { config: { acceso: 'admin' }, schema: { tags, params: idParams, response: { 200: mensajeSchema } } },
      async (req) => {
        const eliminado = await repo.eliminarTipo(db, req.params.id).catch(traducir);
        if (!eliminado) throw noEncontrado('TIPO_SERVICIO_NO_ENCONTRADO');
        return { msg: 'Tipo de servicio eliminado.' };
      },
    );
  };
