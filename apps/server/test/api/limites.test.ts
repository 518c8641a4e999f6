import { MENSAJES } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { appDelBloque, BARBERO } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';
import { fechaDelDia } from '../helpers/reservas.js';

const DEMASIADAS = { msg: MENSAJES.DEMASIADAS_SOLICITUDES, code: 'DEMASIADAS_SOLICITUDES' };

describe.each(BASES)('límites por dirección en reservas, cancelaciones y refresh (%s)', (base) => {
  const t = appDelBloque(base, { env: { RATE_LIMIT_RESERVAS: '3' } });

  const pedir = (url: string, payload: object, remoteAddress: string, method: 'PUT' | 'POST' = 'PUT') =>
    t.app.inject({ method, url, payload, remoteAddress });

  it('RATE_LIMIT_RESERVAS=3: la 4.ª reserva en un minuto desde una dirección recibe 429; otra dirección no', async () => {
    const fecha = await fechaDelDia(t, '2026-11-24');
    const url = `/api/fechas/${fecha._id}/agregar-hora-agendada`;
    const reserva = (h: string, i: number) => ({
      horaInicio: `${h}:00`,
      horaFin: `${h}:45`,
      nombre: 'Cliente',
      email: `limite${i}@correo.cl`,
      servicio: 'Corte de pelo',
    });
    const horas = ['11', '12', '15'];
    for (const [i, h] of horas.entries()) {
      const res = await pedir(url, reserva(h, i), '10.1.0.1');
      expect(res.statusCode, res.body).toBe(200);
    }
    const cuarta = await pedir(url, reserva('16', 3), '10.1.0.1');
    expect(cuarta.statusCode).toBe(429);
    expect(cuarta.json()).toEqual(DEMASIADAS);
    expect((await pedir(url, reserva('16', 4), '10.1.0.2')).statusCode).toBe(200);
    expect((await fechaDelDia(t, '2026-11-24')).horasAgendadas.map((h) => h.horaInicio).sort()).toEqual([
      '11:00',
      '12:00',
      '15:00',
      '16:00',
    ]);
  });

  it('RATE_LIMIT_RESERVAS=3 también para cancelar: el 4.º intento recibe 429', async () => {
    const fecha = await fechaDelDia(t, '2026-11-25');
    const url = `/api/fechas/${fecha._id}/cancelar-hora-agendada`;
    // Attempts without the client's proof: each is refused (403), and each still counts.
    for (let i = 0; i < 3; i++) {
      const res = await pedir(url, { horaInicio: '11:00', horaFin: '11:45' }, '10.2.0.1');
      expect(res.statusCode, res.body).toBe(403);
    }
    const cuarto = await pedir(url, { horaInicio: '11:00', horaFin: '11:45' }, '10.2.0.1');
    expect(cuarto.statusCode).toBe(429);
    expect(cuarto.json()).toEqual(DEMASIADAS);
    expect((await pedir(url, { horaInicio: '11:00', horaFin: '11:45' }, '10.2.0.2')).statusCode).toBe(403);
  });

  it('refresh: 30 por minuto y dirección; el 31.º recibe 429 aunque el token sea válido', async () => {
    const { token } = await t.login(BARBERO);
    for (let i = 0; i < 30; i++) {
      const res = await pedir('/api/auth/refresh', { refreshToken: 'x'.repeat(43) }, '10.3.0.1', 'POST');
      expect(res.statusCode, res.body).toBe(401);
    }
    const valido = await pedir('/api/auth/refresh', { refreshToken: token.refreshToken }, '10.3.0.1', 'POST');
    expect(valido.statusCode).toBe(429);
    expect(valido.json()).toEqual(DEMASIADAS);
    const otra = await pedir('/api/auth/refresh', { refreshToken: token.refreshToken }, '10.3.0.2', 'POST');
    expect(otra.statusCode, otra.body).toBe(200);
  });
});
