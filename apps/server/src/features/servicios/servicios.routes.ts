import {
  barberoConServiciosSchema,
  idParams,
  mensajeSchema,
  type ServicioInput,
  servicioInput,
  servicioSchema,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  conflicto,
  noEncontrado,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  traducirPg,
} from '../../plugins/app-error.js';
import { servicioConTipo, servicioPublico } from './servicios.mapper.js';
import * as repo from './servicios.repository.js';

const traducir = traducirPg({
  [PG_UNIQUE_VIOLATION]: conflicto('SERVICIO_DUPLICADO'),
  [PG_FOREIGN_KEY_VIOLATION]: noEncontrado('TIPO_SERVICIO_NO_ENCONTRADO'),
});

const valores = (s: ServicioInput) => ({
  servicio: s.servicio,
  precio: s.precio,
  duracion: s.duracion,
  tipoId: s.tipo ?? null,
  descripcion: s.descripcion,
});

export const serviciosRoutes =
  (db: Db, clock: () => Date): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['servicios'];
    async function leer(id: string) {
      const s = await repo.buscarServicio(db, id);
      if (!s) throw noEncontrado('SERVICIO_NO_ENCONTRADO');
      return servicioConTipo(s);
    }

    app.get(
      '/api/servicios',
      { config: { acceso: 'publico' }, schema: { tags, response: { 200: z.array(servicioSchema) } } },
      async () => (await repo.listarServicios(db)).map(servicioConTipo),
    );

    app.get(
      '/api/servicios/obtener-servicios',
      {
        config: { acceso: 'publico' },
        schema: { tags, response: { 200: z.array(barberoConServiciosSchema) } },
      },
      async () =>
        (await repo.listarBarberosConServicios(db)).map((b) => ({
          _id: b.id,
          nombre: b.nombre,
          servicios: b.servicios
            .map((bs) => servicioPublico(bs.servicio))
            .sort((x, y) => x.servicio.localeCompare(y.servicio, 'es')),
        })),
    );

    app.post(
      '/api/servicios',
      {
        config: { acceso: 'admin' },
        schema: { tags, body: servicioInput, response: { 201: servicioSchema } },
      },
      async (req, reply) => {
        const id = await repo.crearServicio(db, valores(req.body)).catch(traducir);
        return reply.status(201).send(await leer(id));
      },
    );

    app.put(
      '/api/servicios/:id',
      {
        config: { acceso: 'admin' },
        schema: { tags, params: idParams, body: servicioInput, response: { 200: servicioSchema } },
      },
      async (req) => {
        const ok = await repo.actualizarServicio(db, req.params.id, valores(req.body)).catch(traducir);
        if (!ok) throw noEncontrado('SERVICIO_NO_ENCONTRADO');
        return leer(req.params.id);
      },
    );

    app.delete(
      '/api/servicios/:id',
      { config: { acceso: 'admin' }, schema: { tags, params: idParams, response: { 200: mensajeSchema } } },
      async (req) => {
        // Clients who booked it still expect it: delete only once no future hour uses it.
        const eliminado = await db.transaction(async (tx) => {
          if (await repo.tieneHorasFuturas(tx, req.params.id, clock())) throw conflicto('SERVICIO_CON_HORAS');
          return repo.eliminarServicio(tx, req.params.id);
        });
        if (!eliminado) throw noEncontrado('SERVICIO_NO_ENCONTRADO');
        return { msg: 'Servicio eliminado.' };
      },
    );
  };
