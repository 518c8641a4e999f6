import type { HorasLibresRespuesta } from '@barberia/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { appDelBloque } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';
import { agendar, cancelar, fechaDelDia, reservaHecha } from '../helpers/reservas.js';

describe.each(BASES)('horas libres de la pantalla de horas (%s)', (base) => {
  const t = appDelBloque(base);

  const leer = (duracion = 45, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/fechas/horas-libres/${t.barberoId}?duracion=${duracion}`, headers });
  const horasDel = async (dia: string, duracion = 45) => {
    const res = await leer(duracion);
    expect(res.statusCode).toBe(200);
    return res.json<HorasLibresRespuesta>().dias.find((d) => d.fecha === dia)?.horas;
  };
  /** The cache learns of a change through the database's NOTIFY, which arrives just after the commit. */
  const cuando = (comprobar: () => Promise<void>) => vi.waitFor(comprobar, { timeout: 5000, interval: 20 });

  it('answers each day from today on with its record id and free starts, a few KB', async () => {
    const res = await leer();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { dias } = res.json<HorasLibresRespuesta>();
    const martes = await fechaDelDia(t, '2026-11-24');
    expect(dias.find((d) => d.fecha === '2026-11-24')).toMatchObject({ fechaId: martes._id });
    expect(dias[0]?.fecha).toBe('2026-11-23');
    expect(dias.map((d) => d.fecha)).toEqual([...dias.map((d) => d.fecha)].sort());
    expect(res.body.length).toBeLessThan(8 * 1024);
  });

  it('drops a booked hour at once and gives it back when cancelled', async () => {
    const fecha = await fechaDelDia(t, '2026-11-25');
    expect(await horasDel('2026-11-25')).toContain('12:30');
    const reserva = await agendar(t, fecha._id, { horaInicio: '12:30', horaFin: '13:15' });
    expect(reserva.statusCode).toBe(200);
    await cuando(async () => expect(await horasDel('2026-11-25')).not.toContain('12:30'));
    const { tokenCliente } = reserva.json<{ tokenCliente: string }>();
    expect((await cancelar(t, fecha._id, '12:30', '13:15', tokenCliente)).statusCode).toBe(200);
    await cuando(async () => expect(await horasDel('2026-11-25')).toContain('12:30'));
  });

  it('no dead time (decision 029): after the break and after a shorter booking the hours start again there', async () => {
    const fecha = await fechaDelDia(t, '2026-11-27');
    // The demo day: 11:00–20:30 with a break 14:00–15:00; «Corte de pelo» lasts 45 minutes.
    const antes = await horasDel('2026-11-27');
    expect(antes).toEqual([
      '11:00',
      '11:45',
      '12:30',
      '13:15',
      '15:00',
      '15:45',
      '16:30',
      '17:15',
      '18:00',
      '18:45',
      '19:30',
    ]);
    // A 30-minute «Corte niño» at 11:00: the 45-minute hours follow it at 11:30, not at 11:45.
    await reservaHecha(t, fecha._id, { horaInicio: '11:00', horaFin: '11:30', servicio: 'Corte niño' });
    await cuando(async () =>
      expect(await horasDel('2026-11-27')).toEqual([
        '11:30',
        '12:15',
        '13:00',
        '15:00',
        '15:45',
        '16:30',
        '17:15',
        '18:00',
        '18:45',
        '19:30',
      ]),
    );
    // What the screen offers the server books; an hour over the break is still refused, as before.
    await reservaHecha(t, fecha._id, { horaInicio: '15:00', horaFin: '15:45' });
    await reservaHecha(t, fecha._id, { horaInicio: '11:30', horaFin: '12:15' });
    const enDescanso = await agendar(t, fecha._id, { horaInicio: '13:45', horaFin: '14:30' });
    expect(enDescanso.statusCode).toBe(422);
    expect(enDescanso.json()).toMatchObject({ msg: 'La hora coincide con el descanso del barbero.' });
    await cuando(async () =>
      expect(await horasDel('2026-11-27')).toEqual([
        '12:15',
        '13:00',
        '15:45',
        '16:30',
        '17:15',
        '18:00',
        '18:45',
        '19:30',
      ]),
    );
  });

  it('answers 304 to an unchanged ETag, and a new ETag after any change, even one made in SQL by hand', async () => {
    const primera = await leer(30);
    const etag = primera.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(primera.headers['cache-control']).toBe('no-cache');
    const igual = await leer(30, { 'if-none-match': etag });
    expect(igual.statusCode).toBe(304);
    expect(igual.body).toBe('');
    // Another connection (another instance, a migration, an admin in psql): the trigger still tells the cache.
    await t.database.db.execute(
      sql`update fechas set hora_inicio = '12:00' where barbero_id = ${t.barberoId} and dia = '2026-11-26'`,
    );
    await cuando(async () => {
      const despues = await leer(30, { 'if-none-match': etag });
      expect(despues.statusCode).toBe(200);
      const jueves = despues.json<HorasLibresRespuesta>().dias.find((d) => d.fecha === '2026-11-26');
      expect(jueves?.horas[0]).toBe('12:00');
    });
  });

  it('stops offering a barber switched off, by any path', async () => {
    await t.database.db.execute(sql`update usuarios set activo = false where id = ${t.barberoId}`);
    try {
      await cuando(async () => expect((await leer()).json<HorasLibresRespuesta>().dias).toEqual([]));
    } finally {
      await t.database.db.execute(sql`update usuarios set activo = true where id = ${t.barberoId}`);
    }
    await cuando(async () =>
      expect((await leer()).json<HorasLibresRespuesta>().dias.length).toBeGreaterThan(0),
    );
  });

  it('lets the clock alone expire an answer: an hour inside the 30-minute lead leaves the list', async () => {
    const antes = t.reloj.ahora;
    try {
      expect(await horasDel('2026-11-23', 30)).toContain('11:00');
      t.reloj.ahora = new Date('2026-11-23T13:30:01Z'); // 10:30:01 in Santiago
      const horas = await horasDel('2026-11-23', 30);
      expect(horas).not.toContain('11:00');
      expect(horas).toContain('11:30');
    } finally {
      t.reloj.ahora = antes;
    }
  });

  it.each([
    ['0', 'al menos 5'],
    ['481', '8 horas'],
    ['abc', 'número'],
    ['30.5', 'entero'],
  ])('refuses duracion=%s with a Spanish 400', async (duracion, texto) => {
    const res = await t.app.inject({ url: `/api/fechas/horas-libres/${t.barberoId}?duracion=${duracion}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ msg: string }>().msg).toContain(texto);
  });

  it('answers 404 for a barber that does not exist', async () => {
    const res = await t.app.inject({
      url: '/api/fechas/horas-libres/00000000-0000-4000-8000-000000000000?duracion=30',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ msg: string }>().msg).toBe('Barbero no encontrado.');
  });
});
