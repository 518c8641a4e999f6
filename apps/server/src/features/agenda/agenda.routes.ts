import { agendaQuery, agendaRespuesta } from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import type { AgendaService } from './agenda.service.js';

/** /barbero/administrar/agenda reads here: all barbers' days of at most a month, in one call. */
export const agendaRoutes = (agenda: AgendaService) =>
  rutas(['fechas'], ({ admin }) => {
    admin.get('/api/fechas/agenda', { querystring: agendaQuery, response: { 200: agendaRespuesta } }, (req) =>
      agenda.leer(req.query),
    );
  });
