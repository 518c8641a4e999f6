import { expect, it } from 'vitest';
import { appDelBloque } from '../helpers/app.js';
import { describeEnPostgres } from '../helpers/databases.js';
import { agendar, fechaDelDia } from '../helpers/reservas.js';

// Only PostgreSQL runs these requests side by side (PGlite serialises them, so they would pass anyway).
describeEnPostgres('reservas concurrentes (postgres)', () => {
  const t = appDelBloque('postgres');

  it('50 pedidos por la misma hora: exactamente uno gana y 49 reciben «La hora ya está agendada.»', async () => {
    const fecha = await fechaDelDia(t, '2026-11-25');
    const respuestas = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        agendar(t, fecha._id, {
          horaInicio: '16:00',
          horaFin: '16:45',
          email: `c${i}@correo.cl`,
          nombre: `C${i}`,
        }),
      ),
    );
    const exitos = respuestas.filter((r) => r.statusCode === 200);
    const rechazos = respuestas.filter((r) => r.statusCode === 409);
    expect(exitos).toHaveLength(1);
    expect(rechazos).toHaveLength(49);
    for (const r of rechazos)
      expect(r.json()).toMatchObject({ msg: 'La hora ya está agendada.', code: 'HORA_YA_AGENDADA' });
    const despues = await fechaDelDia(t, '2026-11-25');
    expect(despues.horasAgendadas).toHaveLength(1);
  });

  it('50 pedidos de horas que se solapan sin ser iguales: como mucho una por tramo', async () => {
    const fecha = await fechaDelDia(t, '2026-11-26');
    // 45-minute bookings starting every 15 minutes from 11:00: pairwise overlapping within 45 min.
    const inicios = Array.from({ length: 50 }, (_, i) => 11 * 60 + (i % 10) * 15);
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const respuestas = await Promise.all(
      inicios.map((m, i) =>
        agendar(t, fecha._id, { horaInicio: hhmm(m), horaFin: hhmm(m + 45), email: `s${i}@correo.cl` }),
      ),
    );
    expect(respuestas.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const agendadas = (await fechaDelDia(t, '2026-11-26')).horasAgendadas
      .map((h) => [h.horaInicio, h.horaFin] as const)
      .sort();
    for (let i = 1; i < agendadas.length; i++) expect(agendadas[i]![0] >= agendadas[i - 1]![1]).toBe(true);
    expect(agendadas.length).toBe(respuestas.filter((r) => r.statusCode === 200).length);
  });
});
