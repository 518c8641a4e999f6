import { loginInput, loginRespuesta, perfilSchema, refreshInput, tokensSchema } from '@barberia/shared';
import { rutas } from '../../lib/rutas.js';
import { usuarioDe } from '../../plugins/auth.js';
import type { AuthService } from './auth.service.js';

export const authRoutes = (auth: AuthService, limiteLogin: number) =>
  rutas(['auth'], ({ usuario, con }) => {
    // Guessing passwords must be slow: a handful of attempts a minute per address here; per account,
    // growing waits in the service (a hard per-account block would let anyone lock the admin out).
    const login = con({
      acceso: 'publico',
      rateLimit: { max: limiteLogin, timeWindow: '1 minute' },
    });
    const refresh = con({ acceso: 'publico', rateLimit: { max: 30, timeWindow: '1 minute' } });

    login.post('/api/auth/login', { body: loginInput, response: { 200: loginRespuesta } }, (req) =>
      auth.login(req.body.email, req.body.password),
    );
    refresh.post('/api/auth/refresh', { body: refreshInput, response: { 200: tokensSchema } }, (req) =>
      auth.refresh(req.body.refreshToken),
    );
    usuario.get('/api/auth/perfil', { response: { 200: perfilSchema } }, (req) =>
      auth.perfil(usuarioDe(req).id),
    );
  });
