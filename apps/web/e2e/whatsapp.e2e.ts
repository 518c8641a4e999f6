import { confirmarReserva, elegirHora, elegirServicio, emailUnico, llenarContacto } from './support/agenda';
import { BARBERO } from './support/back-office';
import { expect, test } from './support/fixtures';
import { SIMULADOR_WHATSAPP } from './support/whatsapp';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('booked with a phone and the WhatsApp box: the confirmation arrives there, «Cancelar hora» frees the hour and the barber is told', async ({
  page,
  browser,
  api,
  smtp,
}) => {
  // Two phones and a mail round trip.
  test.slow();
  const email = emailUnico('whatsapp');
  // The barber left their own phone and ticked WhatsApp in their profile (decision 036); put back after.
  const { _id: barberoId } = await api.pedir<{ _id: string }>('POST', '/api/auth/login', BARBERO);
  const avisos = `/api/users/${barberoId}/avisos`;
  const antes = await api.pedir<object>('GET', avisos);
  api.alTerminar(() => api.pedir('PUT', avisos, antes));
  const delBarbero = `9${String(Date.now() + 7777).slice(-8)}`;
  await api.pedir('PUT', avisos, {
    avisosAlInstante: true,
    telefono: delBarbero,
    consentimientoWhatsapp: true,
  });
  await page.goto('/agenda/servicios');
  await elegirServicio(page, 'Corte de pelo');
  const hora = await elegirHora(page);
  await llenarContacto(page, 'Ana WhatsApp', email);
  // No phone, no box: consent is asked only beside the number it is for.
  const casilla = page.getByRole('checkbox', { name: /Acepto recibir por WhatsApp/ });
  await expect(casilla).toHaveCount(0);
  // A number unique to this run, so the stand-in's page shows this booking's message first.
  const numero = `9${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Teléfono celular (opcional)').fill(numero);
  await expect(casilla).not.toBeChecked();
  await casilla.check();
  const respuesta = page.waitForResponse(
    (r) => r.url().includes('/agregar-hora-agendada') && r.request().method() === 'PUT',
  );
  await confirmarReserva(page, 'agendar');
  const enviada = await respuesta;
  expect(enviada.status()).toBe(200);
  expect(enviada.request().postDataJSON()).toMatchObject({
    telefono: `+56${numero}`,
    consentimientoWhatsapp: true,
  });

  // The client's phone, played by the stand-in: the confirmation with its three buttons.
  const telefono = await browser.newPage();
  const mensaje = telefono
    .getByRole('listitem')
    .filter({ hasText: `+56${numero}` })
    .first();
  await expect(async () => {
    await telefono.goto(SIMULADOR_WHATSAPP);
    await expect(mensaje).toContainText(`quedó agendada`, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(mensaje).toContainText(`a las ${hora.horaInicio} con`);
  await expect(mensaje.getByRole('button')).toHaveText(['Confirmo', 'Cancelar hora', 'Cambiar hora']);
  await mensaje.getByRole('button', { name: 'Cancelar hora' }).click();
  await expect(telefono).toHaveURL(/webhook=200/);

  // The hour is free again on the hour screen, and the client was told on WhatsApp.
  await page.goto('/agenda/servicios');
  await elegirServicio(page, 'Corte de pelo');
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione su hora' })).toBeVisible();
  await expect(async () => {
    await telefono.goto(SIMULADOR_WHATSAPP);
    await expect(telefono.getByText('Listo, tu hora quedó cancelada.').first()).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  // The barber knows at once: by mail (the test SMTP server) and on their own WhatsApp.
  const avisosAlBarbero = () =>
    smtp
      .para(BARBERO.email)
      .filter((c) => c.asunto.startsWith('Hora cancelada') && c.asunto.endsWith('Ana WhatsApp'));
  await expect.poll(() => avisosAlBarbero().length, { timeout: 20_000 }).toBe(1);
  expect(avisosAlBarbero()[0]?.texto).toContain('Hay una hora cancelada por el cliente desde WhatsApp');
  expect(avisosAlBarbero()[0]?.texto).toContain(`Hora: ${hora.horaInicio}`);
  const alBarbero = telefono
    .getByRole('listitem')
    .filter({ hasText: `+56${delBarbero}` })
    .filter({ hasText: 'cancelada por el cliente desde WhatsApp' });
  await expect(async () => {
    await telefono.goto(SIMULADOR_WHATSAPP);
    await expect(alBarbero).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(alBarbero).toContainText(`Hola Diego`);
  await expect(alBarbero).toContainText(`a las ${hora.horaInicio}`);
  await telefono.close();
  const dias = page.getByRole('button', { name: /con horas disponibles/ });
  await dias.first().click();
  await expect(
    page
      .getByRole('group', { name: 'Horas disponibles' })
      .getByRole('button', { name: new RegExp(`^${hora.horaInicio}`) }),
  ).toBeVisible();
});
