import { type HoyBarbero, MENSAJES, type ResumenVentas } from '@barberia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inasistencias } from '../../src/db/schema.js';
import { ADMIN, type AppDePrueba, appDePrueba, BARBERO } from '../helpers/app.js';
import { crearOtroBarbero, esError, esOk, OTRO, pedidor } from '../helpers/back-office.js';
import { BASES } from '../helpers/databases.js';
import { fechaDelDia, reservaHecha } from '../helpers/reservas.js';

/**
 * Issue 24, «No-show records»: Monday 23 November 2026 in Santiago (-03:00). Ana's hour is 11:00-11:45
 * (14:45 UTC); the barber marks it from then until a day later.
 */
describe.each(BASES)('inasistencias (%s)', (base) => {
  let t: AppDePrueba;
  let pedir: ReturnType<typeof pedidor>;
  let barbero: string;
  let admin: string;
  let otro: string;
  let anaId: string;
  let tardeId: string;
  /** Moves the clock; the sessions are logged in again (an access token lasts minutes). */
  const en = async (iso: string) => {
    t.reloj.ahora = new Date(iso);
    [barbero, admin, otro] = await Promise.all([t.tokenDe(BARBERO), t.tokenDe(ADMIN), t.tokenDe(OTRO)]);
  };
  const marcar = (id: string, token: string, asistencia: unknown) =>
    pedir('PUT', `/api/horas-agendadas/${id}/asistencia`, token, { asistencia });
  const registros = () => t.database.db.select().from(inasistencias);

  beforeAll(async () => {
    t = await appDePrueba(base);
    pedir = pedidor(t);
    await crearOtroBarbero(t);
    [barbero, admin, otro] = await Promise.all([t.tokenDe(BARBERO), t.tokenDe(ADMIN), t.tokenDe(OTRO)]);
    const lunes = (await fechaDelDia(t, '2026-11-23'))._id;
    anaId = (
      await reservaHecha(t, lunes, {
        horaInicio: '11:00',
        horaFin: '11:45',
        email: 'Ana@Correo.cl',
        nombre: 'Ana Soto',
      })
    ).horaAgendada._id;
    tardeId = (
      await reservaHecha(t, lunes, { horaInicio: '19:00', horaFin: '19:45', email: 'tarde@correo.cl' })
    ).horaAgendada._id;
  });
  afterAll(() => t.close());

  it('only after the hour, only its barber or the admin, only the two marks', async () => {
    await esError(marcar(anaId, barbero, 'NO_ASISTIO'), 409, MENSAJES.HORA_NO_TERMINADA);
    await en('2026-11-23T14:45:00Z');
    await esError(marcar(anaId, otro, 'NO_ASISTIO'), 403, MENSAJES.SIN_PERMISO);
    expect(
      (
        await pedir('PUT', `/api/horas-agendadas/${anaId}/asistencia`, undefined, {
          asistencia: 'NO_ASISTIO',
        })
      ).statusCode,
    ).toBe(401);
    for (const malo of ['no', null, 1, 'asistio'])
      await esError(marcar(anaId, barbero, malo), 400, 'La asistencia debe ser ASISTIO o NO_ASISTIO.');
    await esError(
      marcar('00000000-0000-4000-8000-000000000000', admin, 'ASISTIO'),
      404,
      MENSAJES.HORA_AGENDADA_NO_ENCONTRADA,
    );
    expect(await registros()).toHaveLength(0);
  });

  it('«No asistió» leaves a record, «Asistió» removes it; no review is asked of a no-show', async () => {
    await en('2026-11-23T15:00:00Z');
    expect(await esOk(marcar(anaId, barbero, 'NO_ASISTIO'))).toEqual({
      msg: 'Ana Soto no vino a su hora.',
      asistencia: 'NO_ASISTIO',
    });
    expect(await esOk(marcar(anaId, admin, 'ASISTIO'))).toMatchObject({ asistencia: 'ASISTIO' });
    expect(await registros()).toHaveLength(0);
    await esOk(marcar(anaId, barbero, 'NO_ASISTIO'));
    // Twice the same mark: still one record.
    await esOk(marcar(anaId, barbero, 'NO_ASISTIO'));
    const [registro, ...otros] = await registros();
    expect(otros).toHaveLength(0);
    expect(registro).toMatchObject({
      horaAgendadaId: anaId,
      email: 'Ana@Correo.cl',
      dia: '2026-11-23',
      servicio: 'Corte de pelo',
    });

    // Two hours after the visit the review job asks nobody: Ana did not come.
    await en('2026-11-23T16:45:00Z');
    expect(await t.resenas.pedir()).toBe(0);
  });

  it('«Hoy» the next morning lists yesterday’s unmarked hour to mark; a day after it ended, it counts as attended', async () => {
    // Tuesday 09:00 in Santiago.
    await en('2026-11-24T12:00:00Z');
    const { horas } = await esOk<HoyBarbero>(pedir('GET', `/api/users/${t.barberoId}/hoy`, barbero));
    const deAyer = horas.filter((h) => h.dia === '2026-11-23');
    // The 19:00 one, unmarked; Ana's is marked, so it is not listed again.
    expect(deAyer.map((h) => [h._id, h.asistencia])).toEqual([[tardeId, null]]);
    // 19:45 on Monday + 24 h.
    await en('2026-11-24T22:45:00Z');
    await esError(marcar(tardeId, barbero, 'NO_ASISTIO'), 409, MENSAJES.ASISTENCIA_FUERA_DE_PLAZO);
    const despues = await esOk<HoyBarbero>(pedir('GET', `/api/users/${t.barberoId}/hoy`, barbero));
    expect(despues.horas.some((h) => h._id === tardeId)).toBe(false);
  });

  it('the sales summary counts them per barber and per client, even after the barber deletes past days', async () => {
    await en('2026-11-26T12:00:00Z');
    await esOk(pedir('DELETE', '/api/fechas/pasadas', barbero));
    const { inasistencias: resumen } = await esOk<ResumenVentas>(pedir('GET', '/api/ventas/resumen', admin));
    expect(resumen).toEqual({
      total: 1,
      porBarbero: [{ barbero: expect.any(String), cantidad: 1 }],
      porCliente: [{ nombre: 'Ana Soto', email: 'ana@correo.cl', cantidad: 1 }],
      // No deposit was asked for that hour: nothing kept (decision 044).
      montoRetenido: 0,
    });
    const exportado = await esOk<{ inasistencias: unknown[] }>(
      pedir('POST', '/api/admin/datos-personales/exportar', admin, { email: 'ana@correo.cl' }),
    );
    expect(exportado.inasistencias).toEqual([
      { dia: '2026-11-23', servicio: 'Corte de pelo', creadoEn: expect.any(String) },
    ]);
    await esOk(pedir('POST', '/api/admin/datos-personales/eliminar', admin, { email: 'ana@correo.cl' }));
    expect(
      await t.database.db.select().from(inasistencias).where(eq(inasistencias.dia, '2026-11-23')),
    ).toHaveLength(0);
  });
});
