import {
  accesoInput,
  accesoSchema,
  emailParams,
  idParams,
  invitacionCreada,
  mensajeSchema,
  validarAccesoRespuesta,
} from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import type { AccesosService } from './accesos.service.js';

/** Every route is admin only, validar included (docs/decisions/005). */
export const accesosRoutes = (accesos: AccesosService) =>
  rutas(['accesos'], ({ admin }) => {
    admin.get('/api/accesos', { response: { 200: z.array(accesoSchema) } }, () => accesos.listar());
    admin.get(
      '/api/accesos/validar/:email',
      { params: emailParams, response: { 200: validarAccesoRespuesta } },
      (req) => accesos.validar(req.params.email),
    );
    admin.create('/api/accesos', { body: accesoInput, response: { 201: invitacionCreada } }, (req) =>
      accesos.crear(req.body),
    );
    admin.post(
      '/api/accesos/:id/reenviar',
      { params: idParams, response: { 200: invitacionCreada } },
      (req) => accesos.reenviar(req.params.id),
    );
    admin.delete('/api/accesos/:id', { params: idParams, response: { 200: mensajeSchema } }, (req) =>
      accesos.eliminar(req.params.id),
    );
  });
