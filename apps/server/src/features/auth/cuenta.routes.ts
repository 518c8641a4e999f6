import {
  logoutInput,
  mensajeSchema,
  olvidoContrasenaInput,
  registroInput,
  restablecerContrasenaInput,
  restablecerParams,
  verificarEnlaceRespuesta,
} from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import { limitePorIpYCuenta } from '../../plugins/limites.js';
import type { CuentaService } from './cuenta.service.js';

export interface LimitesCuenta {
  registro: { porIp: number; porCuenta: number };
  contrasena: { porIp: number; porCuenta: number };
}

/** Registration, logout and the forgotten-password flow (docs/api-back-office.md). */
export const cuentaRoutes = (cuenta: CuentaService, limites: LimitesCuenta) =>
  rutas(['auth'], ({ publico }, app) => {
    const emailDelCuerpo = (req: { body: unknown }) => (req.body as { email: string }).email;
    const registro = limitePorIpYCuenta(app, {
      nombre: 'registro',
      ...limites.registro,
      cuenta: emailDelCuerpo,
    });
    const olvido = limitePorIpYCuenta(app, {
      nombre: 'olvido',
      ...limites.contrasena,
      cuenta: emailDelCuerpo,
    });
    const restablecer = limitePorIpYCuenta(app, {
      nombre: 'restablecer',
      ...limites.contrasena,
      cuenta: (req) => (req.params as { id: string }).id,
    });

    publico.create(
      '/api/auth',
      { body: registroInput, response: { 201: mensajeSchema } },
      (req) => cuenta.registrar(req.body),
      registro,
    );
    publico.post('/api/auth/logout', { body: logoutInput, response: { 200: mensajeSchema } }, (req) =>
      cuenta.logout(req.body.refreshToken),
    );
    publico.post(
      '/api/auth/forgot-password',
      { body: olvidoContrasenaInput, response: { 200: mensajeSchema } },
      (req) => cuenta.olvido(req.body.email),
      olvido,
    );
    publico.get(
      '/api/auth/reset-password/:id/:token',
      { params: restablecerParams, response: { 200: verificarEnlaceRespuesta } },
      (req) => cuenta.verificarEnlace(req.params.id, req.params.token),
      restablecer,
    );
    publico.post(
      '/api/auth/reset-password/:id/:token',
      { params: restablecerParams, body: restablecerContrasenaInput, response: { 200: mensajeSchema } },
      (req) => cuenta.restablecer(req.params.id, req.params.token, req.body.password),
      restablecer,
    );
  });
