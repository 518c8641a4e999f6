import {
  abonoAlCancelarSchema,
  agregarHoraAgendadaInput,
  cancelarHoraAgendadaInput,
  emailParams,
  enlaceHorasInput,
  fechaHoraParams,
  fechaHorarioInput,
  fechaInput,
  fechaParams,
  fechaSchema,
  fechasListaQuery,
  horaAgendadaRespuesta,
  idParams,
  mensajeSchema,
  userIdParams,
} from '@barberia/shared';
import { z } from 'zod';
import { rutas } from '../../lib/rutas.js';
import { tokenClienteDe } from '../../lib/token-cliente.js';
import { usuarioDe } from '../../plugins/auth.js';
import { limitePorIpYCuenta } from '../../plugins/limites.js';
import type { FechasService } from './fechas.service.js';
import type { ReservasService } from './reservas.service.js';

const lista = z.array(fechaSchema);

export interface LimitesFechas {
  reservasPorMinuto: number;
  /** "Ver Horas" links: per client address a minute, per mailbox in 15 minutes. */
  enlace: { porIp: number; porCuenta: number };
}
const conFecha = z.object({ msg: z.string(), fecha: fechaSchema });
/** A cancellation also says what became of the hour's deposit, when it had one (decision 044). */
const cancelada = conFecha.extend({ abono: abonoAlCancelarSchema.optional() });

export const fechasRoutes = (fechas: FechasService, reservas: ReservasService, limites: LimitesFechas) =>
  rutas(['fechas'], ({ publico, usuario, con }, app) => {
    // Clients book without an account, so each address gets a bounded number of attempts.
    const limitado = con({
      acceso: 'publico',
      rateLimit: { max: limites.reservasPorMinuto, timeWindow: '1 minute' },
    });
    // Each request mails an address: bounded per client address and per mailbox.
    const enlace = limitePorIpYCuenta(app, {
      nombre: 'enlace-horas',
      ...limites.enlace,
      cuenta: (req) => (req.body as { email: string }).email,
    });

    publico.get('/api/fechas', { querystring: fechasListaQuery, response: { 200: lista } }, (req) =>
      fechas.listarTodas(req.usuario, req.query),
    );
    publico.get(
      '/api/fechas/obtener-fechas/:userId',
      { params: userIdParams, response: { 200: lista } },
      (req) => fechas.deBarbero(req.params.userId, req.usuario),
    );
    publico.get(
      '/api/fechas/obtener-fechas-clientes/:userId',
      { params: userIdParams, response: { 200: lista } },
      (req) => fechas.paraClientes(req.params.userId),
    );
    limitado.get(
      '/api/fechas/obtener-fechas-clientes/email/:email',
      { params: emailParams, response: { 200: lista } },
      (req) => reservas.deEmail(req.params.email, tokenClienteDe(req)),
    );
    publico.post(
      '/api/fechas/enlace-horas-agendadas',
      { body: enlaceHorasInput, response: { 200: mensajeSchema } },
      (req) => reservas.enviarEnlace(req.body.email),
      enlace,
    );

    limitado.put(
      '/api/fechas/:dateId/agregar-hora-agendada',
      { params: fechaParams, body: agregarHoraAgendadaInput, response: { 200: horaAgendadaRespuesta } },
      (req) => reservas.agregar(req.params.dateId, req.body, tokenClienteDe(req)),
    );
    limitado.put(
      '/api/fechas/:dateId/cancelar-hora-agendada',
      { params: fechaParams, body: cancelarHoraAgendadaInput, response: { 200: cancelada } },
      (req) => reservas.cancelar(req.params.dateId, req.body, tokenClienteDe(req)),
    );

    for (const accion of ['agendar', 'cancelar', 'eliminar'] as const) {
      usuario.put(
        `/api/fechas/:dateId/hora/:hourId/${accion}`,
        { params: fechaHoraParams, response: { 200: fechaSchema } },
        (req) => fechas.cambiarHora(usuarioDe(req), req.params.dateId, req.params.hourId, accion),
      );
    }

    usuario.create('/api/fechas', { body: fechaInput, response: { 201: fechaSchema } }, (req) =>
      fechas.crear(usuarioDe(req), req.body),
    );
    usuario.put(
      '/api/fechas/:id',
      { params: idParams, body: fechaHorarioInput, response: { 200: fechaSchema } },
      (req) => fechas.actualizarHorario(usuarioDe(req), req.params.id, req.body),
    );
    usuario.delete(
      '/api/fechas/:id',
      {
        params: idParams,
        querystring: z.object({ confirmar: z.enum(['true', 'false']).optional() }),
        response: { 200: z.object({ msg: z.string(), horasCanceladas: z.number() }) },
      },
      (req) => fechas.eliminar(usuarioDe(req), req.params.id, req.query.confirmar === 'true'),
    );
  });
