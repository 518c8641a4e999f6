import { type Fecha, formatearFechaCompleta, instanteDe, ZONA_SANTIAGO } from '@barberia/shared';
import { emailUnico } from '../support/agenda';
import { sinViolaciones } from '../support/axe';
import {
  BARBERO,
  barberoQueCorta,
  DISPOSITIVOS,
  diaSantiago,
  iniciarSesion,
  sinDesbordeHorizontal,
} from '../support/back-office';
import { expect, test } from '../support/fixtures';

test('managing a day never drops a booking silently: deleting it cancels the hour and e-mails the client once', async ({
  page,
  api,
  smtp,
}) => {
  const dia = diaSantiago(43);
  const email = emailUnico('gestionar');
  // The day and a client's 12:00 booking come through the API: their screens have journeys of their own.
  const { token } = await api.pedir<{ token: { accessToken: string } }>('POST', '/api/auth/login', BARBERO);
  const fecha = await api.pedir<Fecha>(
    'POST',
    '/api/fechas',
    { fecha: dia, horaInicio: '11:00', horaFin: '13:00' },
    token.accessToken,
  );
  api.borrarAlTerminar(`/api/fechas/${fecha._id}?confirmar=true`);
  await api.pedir('PUT', `/api/fechas/${fecha._id}/agregar-hora-agendada`, {
    horaInicio: '12:00',
    horaFin: '12:45',
    nombre: '@se.queda',
    email,
    servicio: 'Corte de pelo',
  });

  await iniciarSesion(page, BARBERO);
  await page.getByRole('link', { name: /Gestionar Fechas/ }).click();
  const carrusel = page.getByRole('region', { name: 'Tus días' });
  // Keyboard: End jumps to the last page of days, where the newest ones are.
  await carrusel.getByRole('button', { name: 'Días siguientes' }).focus();
  await page.keyboard.press('End');
  await carrusel
    .getByRole('button', { name: new RegExp(`^${formatearFechaCompleta(dia)}.*1 reserva`) })
    .click();

  // New hours that would leave the 12:00 booking outside are refused with the reason.
  await page.getByLabel('Hora de término').fill('12:00');
  await page.getByRole('button', { name: 'Guardar horario' }).click();
  const error = page.getByRole('alertdialog', { name: '¡Error!' });
  await expect(error).toContainText('El nuevo horario dejaría horas agendadas fuera de él.');
  await error.getByRole('button', { name: 'Volver' }).click();

  // Hours that keep it are saved.
  await page.getByLabel('Hora de término').fill('13:30');
  await page.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Horario actualizado.' })).toBeVisible();

  // Deleting the day asks explicitly, naming the booking and the e-mail the client will get.
  await page.getByRole('button', { name: 'Eliminar fecha', exact: true }).click();
  const confirmar = page.getByRole('alertdialog', { name: 'Esta fecha tiene horas agendadas' });
  await expect(confirmar).toContainText(email);
  // The day mid-sentence is written as it reads, «el viernes…»: nothing draws it with a capital (issue 42).
  const diaEnLaFrase = confirmar.getByText(formatearFechaCompleta(dia), { exact: true });
  await expect(diaEnLaFrase).toBeVisible();
  expect(await diaEnLaFrase.evaluate((el) => getComputedStyle(el, '::first-letter').textTransform)).toBe(
    'none',
  );
  await expect(confirmar).toContainText('cada cliente recibirá un correo');
  await confirmar.getByRole('button', { name: 'Eliminar y cancelar la hora' }).click();
  const listo = page.getByRole('dialog', { name: '¡Listo!' });
  await expect(listo).toBeVisible();
  await listo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(
    carrusel.getByRole('button', { name: new RegExp(`^${formatearFechaCompleta(dia)}`) }),
  ).toHaveCount(0);

  // Exactly one cancellation mail reaches the client (the booking's confirmation is the other one).
  const cancelaciones = () =>
    smtp.para(email).filter((c) => c.asunto === 'Tu hora en Barbería Maipú fue cancelada');
  await expect.poll(() => cancelaciones().length, { timeout: 15_000 }).toBe(1);
  expect(cancelaciones()[0]?.texto).toContain(`Tu hora del ${formatearFechaCompleta(dia)} a las 12:00 hrs`);
  await expect
    .poll(() =>
      smtp
        .para(email)
        .map((c) => c.asunto)
        .sort(),
    )
    .toEqual(['Tu hora en Barbería Maipú fue cancelada', 'Tu hora en Barbería Maipú ha sido agendada']);
});

for (const dispositivo of DISPOSITIVOS) {
  test.describe(`on a ${dispositivo.nombre}`, () => {
    test.use(dispositivo.uso);

    test('each card counts its bookings, «Ir al día» jumps to a day, and clearing past days is a plain last button that asks first', async ({
      page,
      api,
      barberoNuevo,
      relojDelServidor,
    }) => {
      const dias = [diaSantiago(30), diaSantiago(31), diaSantiago(32)];
      const token = await barberoQueCorta(api, barberoNuevo);
      const fechas: Fecha[] = [];
      for (const fecha of dias) {
        fechas.push(
          await api.pedir<Fecha>(
            'POST',
            '/api/fechas',
            { fecha, horaInicio: '11:00', horaFin: '13:00' },
            token,
          ),
        );
      }
      // Its bookings go with the day, before the fixture deletes the barber.
      api.borrarAlTerminar(`/api/fechas/${fechas[2]?._id}?confirmar=true`);
      for (const hora of ['11:00', '12:00']) {
        const [h, m] = hora.split(':').map(Number);
        await api.pedir('PUT', `/api/fechas/${fechas[2]?._id}/agregar-hora-agendada`, {
          horaInicio: hora,
          horaFin: `${String(h).padStart(2, '0')}:${String((m ?? 0) + 45).padStart(2, '0')}`,
          nombre: 'Cliente e2e',
          email: emailUnico('ir-al-dia'),
          servicio: 'Corte de pelo',
        });
      }
      // A past day, so the button has work: made on that day, at noon by the server's own clock (decision 054);
      // it goes with the barber.
      const pasada = diaSantiago(-3);
      relojDelServidor.en(instanteDe(pasada, '12:00', ZONA_SANTIAGO));
      await api.pedir('POST', '/api/fechas', { fecha: pasada, horaInicio: '11:00', horaFin: '13:00' }, token);
      relojDelServidor.real();

      await iniciarSesion(page, barberoNuevo);
      await page.getByRole('link', { name: /Gestionar Fechas/ }).click();
      const carrusel = page.getByRole('region', { name: 'Tus días' });
      await expect(
        carrusel.getByRole('button', {
          name: new RegExp(`^${formatearFechaCompleta(dias[0] ?? '')}.*sin reservas`),
        }),
      ).toBeVisible();
      await expect(carrusel.locator('.bo-carrusel__item:not([inert])').first()).toContainText('Sin reservas');
      await sinDesbordeHorizontal(page, dispositivo.ancho);
      await sinViolaciones(page);

      // The jump: the list names each day with its bookings; choosing one brings it on screen, chosen.
      const ir = page.getByLabel('Ir al día');
      await expect(ir.getByRole('option')).toHaveText([
        'Elige un día…',
        `${formatearFechaCompleta(pasada)} (pasada) · sin reservas`,
        `${formatearFechaCompleta(dias[0] ?? '')} · sin reservas`,
        `${formatearFechaCompleta(dias[1] ?? '')} · sin reservas`,
        `${formatearFechaCompleta(dias[2] ?? '')} · 2 reservas`,
      ]);
      await ir.selectOption({ label: `${formatearFechaCompleta(dias[2] ?? '')} · 2 reservas` });
      const tarjeta = carrusel.getByRole('button', {
        name: new RegExp(`^${formatearFechaCompleta(dias[2] ?? '')}.*2 reservas`),
      });
      await expect(tarjeta).toBeVisible();
      await expect(tarjeta).toHaveAttribute('aria-pressed', 'true');
      await expect(tarjeta).toContainText('2 reservas');
      await expect(
        page.getByRole('heading', { level: 2, name: formatearFechaCompleta(dias[2] ?? '') }),
      ).toBeVisible();
      await sinViolaciones(page);

      // Clearing past days: secondary, after the carousel and the day, and it asks before deleting anything.
      const limpiar = page.getByRole('button', { name: 'Eliminar fechas pasadas' });
      await expect(limpiar).toHaveClass(/btn--secondary/);
      const abajo = await limpiar.boundingBox();
      const arriba = await carrusel.boundingBox();
      expect((abajo?.y ?? 0) > (arriba?.y ?? 0) + (arriba?.height ?? 0)).toBe(true);
      await limpiar.click();
      const confirmar = page.getByRole('alertdialog', { name: '¿Eliminar las fechas pasadas?' });
      await expect(confirmar).toContainText('Se eliminará la fecha anterior a hoy, con sus horas.');
      await confirmar.getByRole('button', { name: 'Cancelar' }).click();
      await expect(confirmar).toBeHidden();
      await expect(
        carrusel.getByRole('button', { name: new RegExp(`^${formatearFechaCompleta(pasada)}`) }),
      ).toHaveCount(1);
    });
  });
}
