import { type Fecha, grillaDeHoras, type HorasLibresRespuesta, MENSAJES } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { fechas } from '../../src/db/schema.js';
import { nuevaGrilla } from '../../src/features/fechas/fechas.repository.js';
import { appDelBloque } from '../helpers/app.js';
import { cuentasDelBloque, esError, pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { agendar, fechasCliente } from '../helpers/reservas.js';

const { FECHA_FUERA_DE_LIMITE } = MENSAJES;

/** The app's clock is Monday 2026-11-23: two years ahead is 2028-11-23. */
const ULTIMO_DIA = '2028-11-23';

/**
 * Issue 20, High: a barber opened 9999-12-31 and every visit to the hour screen hung the server for good.
 * Days a person opens or books are bounded; days already stored beyond the bound hang nothing.
 */
describe.each(BASES)('días en los extremos del calendario (%s)', (base) => {
  const t = appDelBloque(base);
  const pedir = pedidor(t);
  const cuentas = cuentasDelBloque(t);
  const horario = { horaInicio: '10:00', horaFin: '12:00' };

  it('POST /api/fechas: hasta dos años adelante; 9999-12-31 y un día más allá del límite reciben 400', async () => {
    const ok = await pedir('POST', '/api/fechas', cuentas.barbero, { fecha: ULTIMO_DIA, ...horario });
    expect(ok.statusCode, ok.body).toBe(201);
    for (const fecha of ['2028-11-24', '9999-12-31', '9999-12-31T12:00:00-03:00']) {
      await esError(
        pedir('POST', '/api/fechas', cuentas.barbero, { fecha, ...horario }),
        400,
        FECHA_FUERA_DE_LIMITE,
      );
    }
  });

  it('POST /api/fechas/rango al final del calendario: 400 en español, al instante', async () => {
    const inicio = Date.now();
    const rango = { desde: '9999-12-27', hasta: '9999-12-31', ...horario };
    await esError(pedir('POST', '/api/fechas/rango', cuentas.barbero, rango), 400, FECHA_FUERA_DE_LIMITE);
    const pasaElLimite = { desde: '2028-11-20', hasta: '2028-11-25', ...horario };
    await esError(
      pedir('POST', '/api/fechas/rango', cuentas.barbero, pasaElLimite),
      400,
      FECHA_FUERA_DE_LIMITE,
    );
    expect(Date.now() - inicio).toBeLessThan(5000);
  });

  it('un evento del calendario en el año 9999: 400', async () => {
    const evento = {
      summary: 'Vacaciones',
      start: { dateTime: '9999-12-31T10:00:00-03:00' },
      end: { dateTime: '9999-12-31T11:00:00-03:00' },
    };
    await esError(
      pedir('POST', `/api/google-calendar/${t.barberoId}`, cuentas.barbero, evento),
      400,
      FECHA_FUERA_DE_LIMITE,
    );
  });

  describe('con días ya guardados más allá del límite (de antes de esta regla)', () => {
    it('la pantalla de horas, la lista del cliente y las consultas responden a tiempo y no los ofrecen', async () => {
      const grilla = nuevaGrilla(grillaDeHoras('10:00', '12:00').map((hora) => ({ hora, habilitado: true })));
      const guardadas = await t.database.db
        .insert(fechas)
        .values(
          ['9999-12-31', '9999-12-30', '2031-01-06'].map((dia) => ({
            barberoId: t.barberoId,
            dia,
            horaInicio: '10:00',
            horaFin: '12:00',
            horas: grilla,
          })),
        )
        .returning({ id: fechas.id, dia: fechas.dia });

      const inicio = Date.now();
      const horas = await t.app.inject({ url: `/api/fechas/horas-libres/${t.barberoId}?duracion=30` });
      expect(horas.statusCode).toBe(200);
      const dias = horas.json<HorasLibresRespuesta>().dias.map((d) => d.fecha);
      expect(dias.length).toBeGreaterThan(0);
      expect(dias.every((d) => d <= ULTIMO_DIA)).toBe(true);
      expect((await fechasCliente(t)).every((f: Fecha) => f.fecha.slice(0, 10) <= ULTIMO_DIA)).toBe(true);
      expect(Date.now() - inicio).toBeLessThan(5000);

      // Booking one is refused in Spanish; reading a window at the calendar's end is fine.
      const lejana = guardadas.find((f) => f.dia === '9999-12-31')!;
      const reserva = await agendar(t, lejana.id, { horaInicio: '10:00', horaFin: '10:45' });
      await esError(reserva, 400, FECHA_FUERA_DE_LIMITE);
      const lista = await t.app.inject({ url: '/api/fechas?desde=9999-12-25&hasta=9999-12-31' });
      expect(lista.statusCode).toBe(200);
      expect(lista.json<Fecha[]>()).toHaveLength(2);
      const soloHasta = await t.app.inject({ url: '/api/fechas?hasta=0001-01-05' });
      expect(soloHasta.statusCode).toBe(200);
      const agenda = await pedir(
        'GET',
        '/api/fechas/agenda?desde=9999-12-25&hasta=9999-12-31',
        cuentas.admin,
      );
      expect(agenda.statusCode, agenda.body).toBe(200);
      expect(Date.now() - inicio).toBeLessThan(10_000);
    });
  });
});
