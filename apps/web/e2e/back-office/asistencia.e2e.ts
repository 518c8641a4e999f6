import { type Fecha, instanteDe, ZONA_SANTIAGO } from '@barberia/shared';
import { emailUnico } from '../support/agenda';
import { sinViolaciones } from '../support/axe';
import { barberoQueCorta, DISPOSITIVOS, diaSantiago, iniciarSesion } from '../support/back-office';
import { expect, test } from '../support/fixtures';

const [telefono] = DISPOSITIVOS;
test.use(telefono.uso);

/**
 * Issue 24, «No-show records», on a phone, against the real server (issue 41: the page called
 * /api/api/horas-agendadas/…, and a faked «Hoy» hid it). A new barber's day tomorrow gets three real
 * bookings; then the server's clock and the page's are moved to 11:00 of that day (decision 054), so two
 * hours have ended under the server's own rules and one is still to come. Each tap is the real request, and
 * a reload shows what the server kept (its window and records are proved in test/api/inasistencias.test.ts).
 */
test('«¿Vino …?» after the hour: «No asistió» and «Asistió» are kept across a reload; an hour still to come asks nothing', async ({
  page,
  api,
  request,
  barberoNuevo,
  relojDelServidor,
}) => {
  const dia = diaSantiago(1);
  const token = await barberoQueCorta(api, barberoNuevo);
  const fecha = await api.pedir<Fecha>(
    'POST',
    '/api/fechas',
    { fecha: dia, horaInicio: '09:00', horaFin: '13:00' },
    token,
  );
  // Its bookings go with the day, before the fixture deletes the barber.
  api.borrarAlTerminar(`/api/fechas/${fecha._id}?confirmar=true`);
  // Booked by clients through the public API, as the site books them.
  const ids: string[] = [];
  for (const [nombre, horaInicio, horaFin] of [
    ['Ana Soto', '09:00', '09:45'],
    ['Bruno Díaz', '10:00', '10:45'],
    ['Luis Pérez', '12:00', '12:45'],
  ] as const) {
    const res = await request.put(`/api/fechas/${fecha._id}/agregar-hora-agendada`, {
      data: { nombre, email: emailUnico('asistencia'), servicio: 'Corte de pelo', horaInicio, horaFin },
    });
    expect(res.ok(), await res.text()).toBe(true);
    ids.push(((await res.json()) as { horaAgendada: { _id: string } }).horaAgendada._id);
  }
  // 11:00 of that day, for the server (its «Hoy», its window for marking) and for the page.
  const once = instanteDe(dia, '11:00', ZONA_SANTIAGO);
  // «No asistió» leaves a record that outlives the day, and the sales summary of a later journey on this
  // server counts it: turned back into «Asistió» before the day goes, at that hour, by the barber signed in
  // then (a token signed before the move has expired for the moved clock).
  api.alTerminar(async () => {
    relojDelServidor.en(once);
    try {
      const login = await request.post('/api/auth/login', {
        data: { email: barberoNuevo.email, password: barberoNuevo.password },
      });
      const { token: sesion } = (await login.json()) as { token: { accessToken: string } };
      const res = await request.put(`/api/horas-agendadas/${ids[0]}/asistencia`, {
        headers: { authorization: `Bearer ${sesion.accessToken}` },
        data: { asistencia: 'ASISTIO' },
      });
      expect(res.ok(), await res.text()).toBe(true);
    } finally {
      relojDelServidor.real();
    }
  });

  relojDelServidor.en(once);
  await page.clock.install({ time: once });

  await iniciarSesion(page, barberoNuevo);
  const seccionHoy = page.getByRole('region', { name: /^Hoy/ });
  const de = (nombre: string) => seccionHoy.getByRole('listitem').filter({ hasText: nombre });
  await expect(de('Ana Soto').getByRole('group', { name: '¿Vino Ana Soto?' })).toBeVisible();
  await expect(de('Bruno Díaz').getByRole('group', { name: '¿Vino Bruno Díaz?' })).toBeVisible();
  await expect(de('Luis Pérez')).toBeVisible();
  await expect(de('Luis Pérez').getByRole('group')).toHaveCount(0);
  await sinViolaciones(page);

  await de('Ana Soto').getByRole('button', { name: 'No asistió' }).click();
  const marcada = (nombre: string, marca: string) =>
    de(nombre)
      .getByRole('group', { name: `Marcaste: ${marca}` })
      .getByRole('button', { name: marca, exact: true });
  await expect(marcada('Ana Soto', 'No asistió')).toHaveAttribute('aria-pressed', 'true');
  await de('Bruno Díaz').getByRole('button', { name: 'Asistió', exact: true }).click();
  await expect(marcada('Bruno Díaz', 'Asistió')).toHaveAttribute('aria-pressed', 'true');
  await expect(seccionHoy.getByRole('alert')).toHaveCount(0);
  await sinViolaciones(page);

  // What the server kept, not what the page remembers.
  await page.reload();
  await expect(marcada('Ana Soto', 'No asistió')).toHaveAttribute('aria-pressed', 'true');
  await expect(de('Ana Soto').getByRole('button', { name: 'Asistió', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(marcada('Bruno Díaz', 'Asistió')).toHaveAttribute('aria-pressed', 'true');
  await expect(de('Luis Pérez').getByRole('group')).toHaveCount(0);
});
