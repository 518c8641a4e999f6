import { type Agenda, MENSAJES } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../src/db/schema.js';
import { ADMIN, appDelBloque, BARBERO } from '../helpers/app.js';
import { crearOtroBarbero, esError, esOk, fechaCreada, OTRO, pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { agendar, fechaDelDia } from '../helpers/reservas.js';

/** GET /api/fechas/agenda: the admin's view of every barber's week (issue 12). The clock: Monday 09:00. */
describe.each(BASES)('agenda de toda la barbería (%s)', (base) => {
  const t = appDelBloque(base);
  let admin: string;
  let barbero: string;
  let otroId: string;
  const pedir = (url: string, token?: string) => pedidor(t)('GET', url, token);
  const semana = '/api/fechas/agenda?desde=2026-11-23&hasta=2026-11-29';

  beforeAll(async () => {
    otroId = await crearOtroBarbero(t, OTRO, 'Otro');
    const inactivo = await crearOtroBarbero(t, { email: 'ido@prueba.cl', password: 'clave-ido-123' }, 'Ido');
    [admin, barbero] = await Promise.all([t.tokenDe(ADMIN), t.tokenDe(BARBERO)]);
    const otro = await t.tokenDe(OTRO);
    const p = pedidor(t);
    const lunesOtro = await fechaCreada(t, otro, '2026-11-23', '10:00', '14:00');
    // Outside the range asked for: must not come back.
    await fechaCreada(t, otro, '2026-11-30', '10:00', '14:00');
    await esOk(
      p('POST', `/api/google-calendar/${otroId}`, otro, {
        summary: 'Dentista',
        start: { dateTime: '2026-11-23T13:00:00-03:00' },
        end: { dateTime: '2026-11-23T13:30:00-03:00' },
      }),
      201,
    );
    // Otro does the beard trim, as the booking rules require.
    const servicios = await esOk<{ _id: string; servicio: string }[]>(p('GET', '/api/servicios'));
    const barba = servicios.find((s) => s.servicio === 'Perfilado de barba');
    await esOk(p('POST', `/api/users/servicios/${otroId}/${barba?._id}`, otro));
    const lunesDiego = await fechaDelDia(t, '2026-11-23');
    const ana = { nombre: 'Ana Pérez', email: 'ana@correo.cl', servicio: 'Corte de pelo' };
    await esOk(agendar(t, lunesDiego._id, { horaInicio: '11:00', horaFin: '11:45', ...ana }));
    const beto = { nombre: 'Beto Soto', email: 'beto@correo.cl', servicio: 'Perfilado de barba' };
    await esOk(agendar(t, lunesOtro._id, { horaInicio: '12:00', horaFin: '12:30', ...beto }));
    // An inactive barber with a day in the range still has a column: the admin must see that day.
    const ido = await t.tokenDe({ email: 'ido@prueba.cl', password: 'clave-ido-123' });
    await fechaCreada(t, ido, '2026-11-24', '10:00', '11:00');
    await t.database.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, inactivo));
  });

  it("gives the admin every barber's days of the range with clients, services and free stretches", async () => {
    const agenda = await esOk<Agenda>(pedir(semana, admin));
    expect(agenda).toMatchObject({ desde: '2026-11-23', hasta: '2026-11-29' });
    expect(agenda.barberos.map((b) => [b.nombre, b.activo])).toEqual([
      ['Diego', true],
      ['Ido', false],
      ['Otro', true],
    ]);
    const dias = agenda.dias.map((d) => d.fecha);
    expect(dias).toEqual([...dias].sort());
    expect(dias.every((d) => d >= '2026-11-23' && d <= '2026-11-29')).toBe(true);

    const lunes = agenda.dias.filter((d) => d.fecha === '2026-11-23');
    const diego = lunes.find((d) => d.barberoId === t.barberoId);
    const otro = lunes.find((d) => d.barberoId === otroId);
    expect(diego?.horasAgendadas).toMatchObject([
      {
        horaInicio: '11:00',
        horaFin: '11:45',
        nombre: 'Ana Pérez',
        email: 'ana@correo.cl',
        servicio: 'Corte de pelo',
      },
    ]);
    // The demo day: 11:00–20:30 with a break 14:00–15:00.
    expect(diego?.libres).toEqual([
      { horaInicio: '11:45', horaFin: '14:00' },
      { horaInicio: '15:00', horaFin: '20:30' },
    ]);
    expect(otro).toMatchObject({ horaInicio: '10:00', horaFin: '14:00', descansoHora: null });
    expect(otro?.horasAgendadas).toMatchObject([{ nombre: 'Beto Soto', servicio: 'Perfilado de barba' }]);
    // The dentist's hour in the calendar is not free; 09:00 now, so 10:00 is past the 30-minute lead.
    expect(otro?.libres).toEqual([
      { horaInicio: '10:00', horaFin: '12:00' },
      { horaInicio: '12:30', horaFin: '13:00' },
      { horaInicio: '13:30', horaFin: '14:00' },
    ]);
  });

  it('as time passes, what is past is no longer free', async () => {
    const antes = t.reloj.ahora;
    t.reloj.ahora = new Date('2026-11-23T15:00:00Z'); // 12:00 in Santiago
    try {
      // The morning's token has expired by noon.
      const token = await t.tokenDe(ADMIN);
      const agenda = await esOk<Agenda>(pedir('/api/fechas/agenda?desde=2026-11-23&hasta=2026-11-23', token));
      const otro = agenda.dias.find((d) => d.barberoId === otroId);
      expect(otro?.libres).toEqual([
        { horaInicio: '12:30', horaFin: '13:00' },
        { horaInicio: '13:30', horaFin: '14:00' },
      ]);
    } finally {
      t.reloj.ahora = antes;
    }
  });

  it("is the admin's alone: a barber meets 403 and nobody signed in 401", async () => {
    await esError(pedir(semana, barbero), 403, MENSAJES.SIN_PERMISO);
    await esError(pedir(semana), 401, MENSAJES.NO_AUTENTICADO);
  });

  it('reads at most 31 days, in order, with both dates well formed', async () => {
    const rango = (desde: string, hasta: string) =>
      pedir(`/api/fechas/agenda?desde=${desde}&hasta=${hasta}`, admin);
    await esOk(rango('2026-11-01', '2026-12-01'));
    await esError(rango('2026-11-01', '2026-12-02'), 400, 'La agenda se puede ver de a 31 días como máximo.');
    await esError(
      rango('2026-11-24', '2026-11-23'),
      400,
      'La fecha de término debe ser igual o posterior a la fecha de inicio.',
    );
    await esError(rango('23-11-2026', '2026-11-24'), 400, 'La fecha debe tener el formato AAAA-MM-DD.');
    await esError(
      pedir('/api/fechas/agenda?hasta=2026-11-24', admin),
      400,
      'La fecha de inicio es obligatoria.',
    );
  });
});
