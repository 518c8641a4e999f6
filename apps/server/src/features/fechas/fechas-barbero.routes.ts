import {
  asistenciaInput,
  asistenciaRespuesta,
  fechaParams,
  fechasPasadasRespuesta,
  fechasRangoInput,
  fechasRangoRespuesta,
  habilitarHoraInput,
  habilitarHoraRespuesta,
  hoyBarberoRespuesta,
  idParams,
} from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import { usuarioDe } from '../../plugins/auth.js';
import type { FechasBarberoService } from './fechas-barbero.service.js';

/** The barber's own dates (docs/api-back-office.md); owner or admin is checked in the service. */
export const fechasBarberoRoutes = (fechas: FechasBarberoService) =>
  rutas(['fechas'], ({ usuario }) => {
    usuario.create(
      '/api/fechas/rango',
      { body: fechasRangoInput, response: { 201: fechasRangoRespuesta } },
      (req) => fechas.crearRango(usuarioDe(req), req.body),
    );
    usuario.get('/api/users/:id/hoy', { params: idParams, response: { 200: hoyBarberoRespuesta } }, (req) =>
      fechas.hoy(usuarioDe(req), req.params.id),
    );
    usuario.put(
      '/api/horas-agendadas/:id/asistencia',
      { params: idParams, body: asistenciaInput, response: { 200: asistenciaRespuesta } },
      (req) => fechas.marcarAsistencia(usuarioDe(req), req.params.id, req.body),
    );
    usuario.delete('/api/fechas/pasadas', { response: { 200: fechasPasadasRespuesta } }, (req) =>
      fechas.eliminarPasadas(usuarioDe(req)),
    );
    usuario.put(
      '/api/fechas/:dateId/habilitar-hora',
      { params: fechaParams, body: habilitarHoraInput, response: { 200: habilitarHoraRespuesta } },
      (req) => fechas.habilitarHora(usuarioDe(req), req.params.dateId, req.body),
    );
  });
