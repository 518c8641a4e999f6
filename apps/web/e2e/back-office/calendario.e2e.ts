import type { Fecha } from '@barberia/shared';
import { emailUnico } from '../support/agenda';
import { sinViolaciones } from '../support/axe';
import {
  BARBERO,
  barberoQueCorta,
  DISPOSITIVOS,
  diaSantiago,
  diasConUnCorteALas11,
  iniciarSesion,
  sinDesbordeHorizontal,
} from '../support/back-office';
import { expect, test } from '../support/fixtures';

test("a client books one of the shop barber's new days; the barber re-enables it with a reason and the client is e-mailed", async ({
  page,
  browser,
  api,
  smtp,
}) => {
  // Two people and the mail round trip: this journey gets three times the usual minute.
  test.slow();
  const dia = diaSantiago(40);
  const cliente = { nombre: '@cliente.habilitar', email: emailUnico('habilitar') };
  const motivo = 'Se cortó la luz en el local ese día.';

  const { _id: barberoId } = await api.pedir<{ _id: string }>('POST', '/api/auth/login', BARBERO);
  await iniciarSesion(page, BARBERO);
  // The client sees the new day in the booking flow and books its first hour.
  const reserva = await diasConUnCorteALas11(page, browser, api, barberoId, [dia, diaSantiago(41)], cliente);

  // The barber finds it in the calendar and re-enables it with a reason.
  await page.getByRole('link', { name: 'Inicio Barbero' }).click();
  await page.getByRole('link', { name: /Calendario/ }).click();
  await page.getByLabel('Día', { exact: true }).fill(dia);
  const tarjeta = page.getByRole('article', { name: '11:00 – 11:45' });
  await expect(tarjeta).toContainText('Corte de pelo');
  await expect(tarjeta).toContainText(cliente.nombre);
  await expect(tarjeta).toContainText(cliente.email);
  await expect(tarjeta).toContainText(`Cancela la hora de ${cliente.nombre} y le avisa por correo.`);
  await tarjeta.getByRole('button', { name: 'Habilitar la hora de las 11:00' }).click();
  const pedirMotivo = page.getByRole('dialog', { name: 'Habilitar hora' });
  await pedirMotivo.getByRole('button', { name: 'Continuar' }).click();
  await expect(pedirMotivo.getByText('Debes indicar el motivo')).toBeVisible();
  await pedirMotivo.getByLabel('Motivo').fill(motivo);
  await pedirMotivo.getByRole('button', { name: 'Continuar' }).click();
  const confirmar = page.getByRole('alertdialog', {
    name: `¿Habilitar y cancelar la hora de ${cliente.nombre}?`,
  });
  await expect(confirmar).toContainText(motivo);
  await confirmar.getByRole('button', { name: 'Sí, habilitar' }).click();
  const habilitada = page.getByRole('dialog', { name: '¡Hora habilitada!' });
  await expect(habilitada).toContainText(cliente.email);
  await habilitada.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('No hay horas agendadas este día.')).toBeVisible();

  // The client's e-mail arrives at the test SMTP server, with the reason.
  const cancelaciones = () => smtp.para(cliente.email).filter((c) => c.asunto.endsWith('fue cancelada'));
  await expect.poll(() => cancelaciones().length, { timeout: 15_000 }).toBe(1);
  expect(cancelaciones()[0]?.texto).toContain(`Motivo: ${motivo}`);
  expect(cancelaciones()[0]?.texto).toMatch(
    /¿Quieres otra hora\? Agenda de nuevo.*: http:\/\/127\.0\.0\.1:\d+\/agenda/,
  );

  // The hour is free again for clients.
  await reserva.goto(`/agenda/cancelar/${encodeURIComponent(cliente.email)}`);
  await expect(reserva.getByText('No hay horas agendadas para este correo')).toBeVisible();
});

for (const dispositivo of DISPOSITIVOS) {
  test.describe(`on a ${dispositivo.nombre}`, () => {
    test.use(dispositivo.uso);

    test('«Habilitar» says beside it and in both modals that it cancels the client’s hour', async ({
      page,
      api,
      barberoNuevo,
    }) => {
      const dia = diaSantiago(35);
      const token = await barberoQueCorta(api, barberoNuevo);
      const fecha = await api.pedir<Fecha>(
        'POST',
        '/api/fechas',
        { fecha: dia, horaInicio: '11:00', horaFin: '13:00' },
        token,
      );
      api.borrarAlTerminar(`/api/fechas/${fecha._id}?confirmar=true`);
      await api.pedir('PUT', `/api/fechas/${fecha._id}/agregar-hora-agendada`, {
        horaInicio: '12:00',
        horaFin: '12:45',
        nombre: 'Camila',
        email: emailUnico('habilitar-nota'),
        servicio: 'Corte de pelo',
      });

      await iniciarSesion(page, barberoNuevo);
      await page.getByRole('link', { name: /Calendario/ }).click();
      await page.getByLabel('Día', { exact: true }).fill(dia);
      const tarjeta = page.getByRole('article', { name: '12:00 – 12:45' });
      const habilitar = tarjeta.getByRole('button', { name: 'Habilitar la hora de las 12:00' });
      await expect(habilitar).toHaveText('Habilitar');
      await expect(habilitar).toHaveAccessibleDescription('Cancela la hora de Camila y le avisa por correo.');
      await sinDesbordeHorizontal(page, dispositivo.ancho);
      await sinViolaciones(page);

      await habilitar.click();
      const pedirMotivo = page.getByRole('dialog', { name: 'Habilitar hora' });
      await expect(pedirMotivo).toContainText('Habilitar cancela la hora de Camila de las 12:00 hrs');
      await sinViolaciones(page);
      await pedirMotivo.getByLabel('Motivo').fill('Me enfermé.');
      await pedirMotivo.getByRole('button', { name: 'Continuar' }).click();
      const confirmar = page.getByRole('alertdialog', { name: '¿Habilitar y cancelar la hora de Camila?' });
      await expect(confirmar).toContainText('Se cancelará la hora de Camila de las 12:00 hrs');
      await expect(confirmar).toContainText('un enlace para agendar otra hora');
      await sinViolaciones(page);
      // Going back keeps the booking.
      await confirmar.getByRole('button', { name: 'Cancelar' }).click();
      await expect(tarjeta).toBeVisible();
    });
  });
}
