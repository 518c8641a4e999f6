import { calendarioGoogleInput, calendarioGoogleSchema, idParams } from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import { usuarioDe } from '../../plugins/auth.js';
import type { CalendarioGoogleService } from './calendario-google.service.js';

/** The barber's Google calendar (owner or admin, like the rest of /api/users/{id}). */
export const calendarioGoogleRoutes = (servicio: CalendarioGoogleService) =>
  rutas(['google-calendar'], ({ usuario }) => {
    const schema = { params: idParams, response: { 200: calendarioGoogleSchema } };

    usuario.get('/api/users/:id/google-calendar', schema, (req) =>
      servicio.leer(usuarioDe(req), req.params.id),
    );
    usuario.put('/api/users/:id/google-calendar', { ...schema, body: calendarioGoogleInput }, (req) =>
      servicio.conectar(usuarioDe(req), req.params.id, req.body),
    );
    usuario.delete('/api/users/:id/google-calendar', schema, (req) =>
      servicio.desconectar(usuarioDe(req), req.params.id),
    );
  });
