import { type Fecha, formatearFechaCompleta } from '@barberia/shared';
import { emailUnico } from '../support/agenda';
import { BARBERO, diaSantiago, iniciarSesion } from '../support/back-office';
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
