import {
  datosPersonalesInput,
  eliminacionDatosPersonales,
  exportacionDatosPersonales,
} from '@barberia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usuarioDe } from '../../plugins/auth.js';
import type { DatosPersonalesService } from './datos-personales.service.js';

/** The admin's access and deletion requests (law 21.719); POST so the e-mail stays out of URLs. */
export const datosPersonalesRoutes =
  (servicio: DatosPersonalesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['datos personales'];
    const config = { acceso: 'admin' } as const;
    app.post(
      '/api/admin/datos-personales/exportar',
      { config, schema: { tags, body: datosPersonalesInput, response: { 200: exportacionDatosPersonales } } },
      (req) => servicio.exportar(usuarioDe(req), req.body),
    );
    app.post(
      '/api/admin/datos-personales/eliminar',
      { config, schema: { tags, body: datosPersonalesInput, response: { 200: eliminacionDatosPersonales } } },
      (req) => servicio.eliminar(usuarioDe(req), req.body),
    );
  };
