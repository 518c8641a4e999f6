import {
  datosPersonalesInput,
  eliminacionDatosPersonales,
  exportacionDatosPersonales,
} from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import { usuarioDe } from '../../plugins/auth.js';
import type { DatosPersonalesService } from './datos-personales.service.js';

/** The admin's access and deletion requests (law 21.719); POST so the e-mail stays out of URLs. */
export const datosPersonalesRoutes = (servicio: DatosPersonalesService) =>
  rutas(['datos personales'], ({ admin }) => {
    admin.post(
      '/api/admin/datos-personales/exportar',
      { body: datosPersonalesInput, response: { 200: exportacionDatosPersonales } },
      (req) => servicio.exportar(usuarioDe(req), req.body),
    );
    admin.post(
      '/api/admin/datos-personales/eliminar',
      { body: datosPersonalesInput, response: { 200: eliminacionDatosPersonales } },
      (req) => servicio.eliminar(usuarioDe(req), req.body),
    );
  });
