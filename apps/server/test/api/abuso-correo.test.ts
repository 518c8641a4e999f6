import { MENSAJES } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { appDelBloque, LUNES_9AM } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';
import { type agendar, correosEnBandeja, fechaDelDia } from '../helpers/reservas.js';

const CONTROL = 'El nombre no puede tener saltos de línea ni caracteres de control.';
const ENLACE = 'El nombre no puede incluir enlaces.';

/** Issue 9: public booking must not turn the shop's mail into someone else's message. */
describe.each(BASES)('la reserva pública no sirve para enviar correos ajenos (%s)', (base) => {
  const t = appDelBloque(base, { env: { RESERVAS_POR_CORREO_DIA: '2', RATE_LIMIT_RESERVAS: '6' } });

  const correoA = async (email: string) => (await correosEnBandeja(t, email)).at(-1)?.texto ?? '';
  /** Each case from its own address, so the per-address limit below never mixes in. */
  let ip = 0;
  const desde = (r: Parameters<typeof agendar>[2], fechaId: string) => {
    ip++;
    return t.app.inject({
      method: 'PUT',
      url: `/api/fechas/${fechaId}/agregar-hora-agendada`,
      remoteAddress: `10.20.0.${ip}`,
      payload: { servicio: 'Corte de pelo', ...r },
    });
  };

  it.each([
    ['un salto de línea', 'Juan\nSU HORA REQUIERE PAGO', CONTROL],
    ['un retorno de carro', 'Juan\rX', CONTROL],
    ['un carácter nulo', 'Juan\u0000', CONTROL],
    ['un tabulador', 'Juan\tPérez', CONTROL],
    ['un cambio de dirección invisible', 'Juan\u202Eatsiv', CONTROL],
    ['un separador de línea Unicode', 'Juan\u2028X', CONTROL],
    ['un enlace', 'PAGA AQUÍ https://pago.example/x', ENLACE],
    ['un www', 'Visita www.example.com', ENLACE],
    ['un dominio con ruta', 'pago.example/x', ENLACE],
  ])('rechaza un nombre con %s', async (_caso, nombre, msg) => {
    const fecha = await fechaDelDia(t, '2026-11-24');
    const res = await desde(
      { horaInicio: '11:00', horaFin: '11:45', nombre, email: 'victima@correo.cl' },
      fecha._id,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errores: { campo: string; msg: string }[] }>().errores).toContainEqual({
      campo: 'nombre',
      msg,
    });
    expect(await correoA('victima@correo.cl')).toBe('');
  });

  it('un nombre de usuario con puntos se agenda, pero el correo no lo repite (sería un enlace); emojis sí', async () => {
    const fecha = await fechaDelDia(t, '2026-11-24');
    const conPunto = await desde(
      { horaInicio: '12:00', horaFin: '12:45', nombre: '@pago.example', email: 'punto@correo.cl' },
      fecha._id,
    );
    expect(conPunto.statusCode).toBe(200);
    const texto = await correoA('punto@correo.cl');
    expect(texto.startsWith('Hola,\n')).toBe(true);
    expect(texto).not.toContain('pago.example');
    const emoji = await desde(
      { horaInicio: '15:00', horaFin: '15:45', nombre: '@juanito 👨‍👩‍👧', email: 'emoji@correo.cl' },
      fecha._id,
    );
    expect(emoji.statusCode).toBe(200);
    expect(await correoA('emoji@correo.cl')).toMatch(/^Hola @juanito 👨‍👩‍👧,\n/);
  });

  it('un correo agenda a lo más RESERVAS_POR_CORREO_DIA horas en 24 horas, desde cualquier dirección', async () => {
    const fecha = await fechaDelDia(t, '2026-11-25');
    const reservar = (horaInicio: string, horaFin: string, email: string) =>
      desde({ horaInicio, horaFin, nombre: 'Ana', email }, fecha._id);
    expect((await reservar('11:00', '11:45', 'tope@correo.cl')).statusCode).toBe(200);
    expect((await reservar('12:00', '12:45', 'TOPE@correo.cl')).statusCode).toBe(200);
    const tercera = await reservar('15:00', '15:45', 'tope@correo.cl');
    expect(tercera.statusCode).toBe(429);
    expect(tercera.json()).toMatchObject({
      code: 'DEMASIADAS_RESERVAS_CORREO',
      msg: MENSAJES.DEMASIADAS_RESERVAS_CORREO,
    });
    expect((await correosEnBandeja(t, 'tope@correo.cl')).length).toBe(1);
    expect((await reservar('15:00', '15:45', 'otra@correo.cl')).statusCode).toBe(200);
    t.reloj.ahora = new Date(LUNES_9AM.getTime() + 24 * 60 * 60 * 1000 + 60_000);
    try {
      expect((await reservar('16:00', '16:45', 'tope@correo.cl')).statusCode).toBe(200);
    } finally {
      t.reloj.ahora = LUNES_9AM;
    }
  });

  it('una misma dirección IP tiene un límite de reservas por minuto', async () => {
    const fecha = await fechaDelDia(t, '2026-11-26');
    const estados = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/fechas/${fecha._id}/agregar-hora-agendada`,
        remoteAddress: '10.30.0.1',
        payload: {
          horaInicio: '20:00',
          horaFin: '20:45',
          nombre: 'Ana',
          email: `ip${i}@correo.cl`,
          servicio: 'Corte de pelo',
        },
      });
      estados.push(res.statusCode);
    }
    // Six refusals for the closed hour (422), then the address is stopped before anything is read.
    expect(estados).toEqual([422, 422, 422, 422, 422, 422, 429]);
  });
});
