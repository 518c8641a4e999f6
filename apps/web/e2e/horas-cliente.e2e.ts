import { type Browser, expect, type Page, test } from '@playwright/test';
import { agendarHora, cancelarHora, emailUnico, reservaQueLlega } from './support/agenda';
import { retenerLaApp } from './support/app';
import { nuevaPagina } from './support/back-office';
import { soloLaRuta } from './support/rutas';
import { iniciarSmtp } from './support/smtp';

/** Issue 9 / decision 018: the hours of an address are reached through its mailbox or the device that booked. */
let smtp: Awaited<ReturnType<typeof iniciarSmtp>>;

test.beforeAll(async () => {
  smtp = await iniciarSmtp();
});

test.afterAll(async () => {
  await smtp?.detener();
});

// Each journey books on one device and then works on a second one, waiting for real mail in between.
test.beforeEach(() => test.slow());

/** A client books with a fresh address on this device, then picks up another one (empty storage). */
async function reservaYOtroDispositivo(page: Page, browser: Browser, prefijo: string) {
  const email = emailUnico(prefijo);
  const hora = await agendarHora(page, { email });
  return { email, hora, otro: await nuevaPagina(browser) };
}

/** The path and fragment of the personal link in the newest mail to that address holding `asunto`. */
async function enlaceDelCorreo(email: string, asunto: RegExp): Promise<string> {
  let enlace = '';
  await expect
    .poll(
      () => {
        const correo = smtp.para(email).findLast((c) => asunto.test(c.asunto));
        enlace = /https?:\/\/\S+\/agenda\/cancelar\/\S+#token=\S+/.exec(correo?.texto ?? '')?.[0] ?? '';
        return enlace;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  const url = new URL(enlace);
  // The server signs links with its PUBLIC_URL; the journey opens them at the address it serves.
  return `${url.pathname}${url.hash}`;
}

test('a client books, opens the link of the confirmation mail on another device and cancels there', async ({
  page,
  browser,
}) => {
  const { email, hora, otro: telefono } = await reservaYOtroDispositivo(page, browser, 'enlace');
  await telefono.goto(await enlaceDelCorreo(email, /ha sido agendada/));
  await expect(telefono.getByRole('heading', { level: 1, name: 'Horas Agendadas' })).toBeVisible();
  // The proof leaves the address bar once kept.
  await expect(telefono).toHaveURL(`/agenda/cancelar/${encodeURIComponent(email)}`);
  const tarjeta = telefono.getByRole('article');
  await expect(tarjeta).toHaveCount(1);
  await expect(tarjeta).toContainText(`${hora.horaInicio} - `);
  await cancelarHora(telefono, tarjeta);
  await expect
    .poll(() => smtp.para(email).some((c) => /fue cancelada/.test(c.asunto)), { timeout: 15_000 })
    .toBe(true);
});

test('on a device without proof, Ver Horas mails the link and shows nothing else', async ({
  page,
  browser,
}) => {
  const { email, hora, otro } = await reservaYOtroDispositivo(page, browser, 'revisar');
  await otro.goto('/agenda/cancelar');
  await otro.getByLabel('Correo electrónico').fill(email);
  await otro.getByRole('button', { name: 'Ver Horas' }).click();
  await expect(
    otro.getByRole('status').filter({ hasText: 'Te enviamos un enlace a tu correo para revisar tus horas' }),
  ).toBeVisible();
  await expect(otro).toHaveURL(/\/agenda\/cancelar$/);
  await expect(otro.getByRole('article')).toHaveCount(0);
  await expect(otro.getByText(`${hora.horaInicio} - `)).toHaveCount(0);

  // Typing the list's address directly shows no hours either: only the offer to mail the link.
  await otro.goto(`/agenda/cancelar/${encodeURIComponent(email)}`);
  await expect(otro.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  await expect(otro.getByRole('article')).toHaveCount(0);

  // The mailed link opens the hours on that device.
  await otro.goto(await enlaceDelCorreo(email, /Tus horas en/));
  await expect(otro.getByRole('article')).toContainText(`${hora.horaInicio} - `);
});

test("an address typed before the page's code has arrived is kept and sent", async ({ page }) => {
  // The server draws «Revisar Hora» and the app adopts it after the first paint (main.tsx): hold the app
  // back until the address is typed, as on a slow phone.
  const soltar = await retenerLaApp(page);
  const email = emailUnico('antes');
  await page.goto('/agenda/cancelar');
  const campo = page.getByLabel('Correo electrónico');
  await campo.fill(email);
  await expect(page.getByRole('button', { name: 'Ver Horas' })).toBeDisabled();
  soltar();
  await expect(page.getByRole('button', { name: 'Ver Horas' })).toBeEnabled();
  await expect(campo).toHaveValue(email);
  await page.getByRole('button', { name: 'Ver Horas' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Te enviamos un enlace a tu correo para revisar tus horas' }),
  ).toBeVisible();
  await expect
    .poll(() => smtp.para(email).some((c) => /Tus horas en/.test(c.asunto)), { timeout: 15_000 })
    .toBe(true);
});

test('a refused cancellation says why and keeps the hour listed; the next try cancels it', async ({
  page,
}) => {
  const email = emailUnico('cancelar-falla');
  const reserva = reservaQueLlega(page);
  const hora = await agendarHora(page, { email });
  const { fecha } = await reserva;
  await page.goto(`/agenda/cancelar/${encodeURIComponent(email)}`);
  const tarjeta = page.getByRole('article');
  await expect(tarjeta).toContainText(`${hora.horaInicio} - `);

  const rechazo = 'No pudimos cancelar: inténtalo en un momento.';
  // Our API refusing, on that day's path only.
  const cancelar = soloLaRuta(`/api/fechas/${fecha._id}/cancelar-hora-agendada`);
  await page.route(cancelar, (route) => route.fulfill({ status: 409, json: { msg: rechazo } }));
  await tarjeta.getByRole('button', { name: 'Cancelar Hora' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Estás seguro/a de cancelar esta hora?' })
    .getByRole('button', { name: 'Sí, cancelar' })
    .click();
  const error = page.getByRole('alertdialog', { name: '¡Error al cancelar!' });
  await expect(error).toContainText(rechazo);
  await error.getByRole('button', { name: 'Cerrar' }).click();
  await expect(error).toBeHidden();
  await expect(tarjeta).toContainText(`${hora.horaInicio} - `);

  await page.unroute(cancelar);
  await cancelarHora(page, tarjeta);
  await expect(page.getByRole('status').filter({ hasText: 'Tu hora fue cancelada.' })).toBeVisible();
});
