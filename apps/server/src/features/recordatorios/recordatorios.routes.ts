import { agendaDiariaSchema, idParams } from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import { usuarioDe } from '../../plugins/auth.js';
import type { AgendaDiariaService } from './recordatorios.service.js';

/** The profile's switch: the day's agenda by mail or not ("dueño o admin", checked in the service). */
export const agendaDiariaRoutes = (agenda: AgendaDiariaService) =>
  rutas(['usuarios'], ({ usuario }) => {
    usuario.get(
      '/api/users/:id/agenda-diaria',
      { params: idParams, response: { 200: agendaDiariaSchema } },
      (req) => agenda.leer(usuarioDe(req), req.params.id),
    );
    usuario.put(
      '/api/users/:id/agenda-diaria',
      {
        params: idParams,
        body: agendaDiariaSchema,
        response: { 200: agendaDiariaSchema.extend({ msg: z.string() }) },
      },
      (req) => agenda.cambiar(usuarioDe(req), req.params.id, req.body.agendaDiaria),
    );
  });
