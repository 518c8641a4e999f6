import { type Tienda, tiendaGuardada, tiendaRespuesta, tiendaSchema } from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import type { TiendaService } from './tienda.service.js';

/** The shop's facts (docs/api-back-office.md «Datos de la barbería»): public to read, the admin's to edit. */
export const tiendaRoutes = (service: TiendaService) =>
  rutas(['tienda'], ({ publico, admin }) => {
    publico.get('/api/tienda', { response: { 200: tiendaRespuesta } }, () => service.leer());
    admin.put('/api/tienda', { body: tiendaSchema, response: { 200: tiendaGuardada } }, (req) =>
      // The schema refuses a missing number: past it, whatsappNumero is a string.
      service.guardar(req.body as Tienda),
    );
  });
