import { randomUUID } from 'node:crypto';
import type { Fecha } from '@barberia/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, appDelBloque, BARBERO } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';
import { agendar, fechaDelDia } from '../helpers/reservas.js';

// Each case here was once answered wrongly (a 500, a 200, or English); kept so it stays fixed.
describe.each(BASES)('regresiones de la API (%s)', (base) => {
  const t = appDelBloque(base);
  let admin: { authorization: string };
  beforeAll(async () => {
    admin = { authorization: `Bearer ${await t.tokenDe(ADMIN)}` };
  });

  it('borrar un tipo con servicios es 409 en ambas bases (PGlite informa 23001, PostgreSQL 15 informa 23503)', async () => {
    const tipos = (await t.app.inject({ url: '/api/tipo-servicio' })).json<
      { _id: string; nombre: string }[]
    >();
    const cortes = tipos.find((x) => x.nombre === 'Cortes')!;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/tipo-servicio/${cortes._id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      msg: 'No se puede eliminar un tipo de servicio que tiene servicios.',
    });
  });

  it('un barbero desconocido es 404 «Barbero no encontrado.» en sus listados y su calendario', async () => {
    const id = randomUUID();
    for (const url of [
      `/api/fechas/obtener-fechas/${id}`,
      `/api/fechas/obtener-fechas-clientes/${id}`,
      `/api/google-calendar/${id}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ msg: 'Barbero no encontrado.' });
    }
    const evento = await t.app.inject({
      method: 'POST',
      url: `/api/google-calendar/${id}`,
      headers: admin,
      payload: {
        summary: 'x',
        start: { dateTime: '2026-11-27T12:00:00-03:00' },
        end: { dateTime: '2026-11-27T13:00:00-03:00' },
      },
    });
    expect(evento.statusCode).toBe(404);
  });

  it('una URL mal codificada o un parámetro de 300 caracteres responden 4xx en español', async () => {
    for (const url of ['/api/fechas/obtener-fechas/%E0%A4%A', `/api/servicios/${'x'.repeat(400)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect([
        'Los datos enviados no son válidos.',
        'No se pudo encontrar la página que estás buscando.',
      ]).toContain(res.json<{ msg: string }>().msg);
    }
  });

  it('un correo inválido en la ruta dice qué está mal', async () => {
    const res = await t.app.inject({ url: '/api/fechas/obtener-fechas-clientes/email/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'El correo no es válido.' });
  });

  it('GET /api/fechas muestra al barbero los clientes de sus propios días', async () => {
    const fecha = await fechaDelDia(t, '2026-11-24');
    await agendar(t, fecha._id, {
      horaInicio: '11:00',
      horaFin: '11:45',
      nombre: 'Propio',
      email: 'propio@correo.cl',
    });
    const token = await t.tokenDe(BARBERO);
    const res = await t.app.inject({ url: '/api/fechas', headers: { authorization: `Bearer ${token}` } });
    const dia = res.json<Fecha[]>().find((f) => f._id === fecha._id)!;
    expect(dia.horasAgendadas[0]).toMatchObject({ nombre: 'Propio', email: 'propio@correo.cl' });
  });

  it('no se borra un servicio con horas futuras', async () => {
    const fecha = await fechaDelDia(t, '2026-11-25');
    const reserva = { horaInicio: '12:00', horaFin: '12:45', email: 'futura@correo.cl' };
    expect((await agendar(t, fecha._id, reserva)).statusCode).toBe(200);
    const servicios = (await t.app.inject({ url: '/api/servicios' })).json<
      { _id: string; servicio: string }[]
    >();
    const corte = servicios.find((s) => s.servicio === 'Corte de pelo')!;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/servicios/${corte._id}`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      msg: 'No se puede eliminar un servicio con horas agendadas futuras.',
    });
  });

  it.each([[''], [null], [true], [[]], ['12.5'], ['doce']])(
    'precio %j no se convierte en número: 400',
    async (precio) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/servicios',
        headers: admin,
        payload: { servicio: `Servicio ${JSON.stringify(precio)}`, precio, duracion: 30 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errores: { campo: string }[] }>().errores[0]?.campo).toBe('precio');
    },
  );

  it('un precio escrito como texto de dígitos (lo que tiene un formulario) sí vale', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/servicios',
      headers: admin,
      payload: { servicio: 'Diseño de cejas', precio: '5000', duracion: '30' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ precio: 5000, duracion: 30 });
  });
});
