import { expect, type Page, test } from '@playwright/test';
import { elegirHora, elegirServicio, emailUnico, llenarContacto } from './support/agenda';

/** Book, review, reschedule and cancel one client's hour, as a person would. */
async function recorridoCompleto(page: Page, email: string, anchoMaximo?: number) {
  await page.goto('/agenda?show=no');
  await page.getByRole('link', { name: 'Ir a Agendar Hora' }).click();
  await expect(page).toHaveURL(/\/agenda\/servicios$/);

  await elegirServicio(page, 'Corte de pelo');
  await expect(page).toHaveURL(/\/agenda\/horas$/);
  await expect(page.getByText('(Duración: 45 min - Formato 24hrs)')).toBeVisible();
  const primera = await elegirHora(page);

  await expect(page).toHaveURL(/\/agenda\/contacto$/);
  await llenarContacto(page, '@cliente.nuevo', email);
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();

  const confirmar = page.getByRole('alertdialog', { name: '¿Estás seguro/a de agendar esta hora?' });
  await expect(confirmar).toContainText(`${primera.horaInicio} hrs`);
  await expect(confirmar).toContainText('Corte de pelo');
  await expect(confirmar).toContainText('Diego');
  await expect(confirmar).toContainText('$12.000');
  await confirmar.getByRole('button', { name: 'Confirmar' }).click();

  const exito = page.getByRole('dialog', { name: '¡Hora agendada!' });
  await expect(exito).toBeVisible();
  const apple = exito.getByRole('link', { name: 'Apple' });
  await expect(apple).toHaveAttribute('download', /\.ics$/);
  await expect(apple).toHaveAttribute('href', /^data:text\/calendar/);
  await expect(exito.getByRole('link', { name: 'Google' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\//,
  );
  await exito.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/agenda\?show=no$/);

  // Review by e-mail.
  await page.getByRole('link', { name: 'Ir/Revisar/Cancelar Hora' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisar Hora' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Ver Horas' }).click();
  await expect(page).toHaveURL(`/agenda/cancelar/${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Horas Agendadas' })).toBeVisible();
  const tarjetas = page.getByRole('article');
  await expect(tarjetas).toHaveCount(1);
  await expect(tarjetas).toContainText(`${primera.horaInicio} - `);
  await expect(tarjetas).toContainText('Corte de pelo');
  if (anchoMaximo) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(anchoMaximo);
  }

  // Reschedule: same service comes pre-chosen, the old slot is busy, take the next one.
  await tarjetas.getByRole('button', { name: 'Reagendar Hora' }).click();
  await expect(page).toHaveURL(/\/agenda\/servicios$/);
  await expect(page.getByText('Estás reagendando tu hora')).toBeVisible();
  await elegirServicio(page, 'Corte de pelo');
  const nueva = await elegirHora(page);
  expect(nueva.slot).not.toBe(primera.slot);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: '¿Estás seguro/a de reagendar esta hora?' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  const reagendada = page.getByRole('dialog', { name: '¡Hora reagendada!' });
  await expect(reagendada).toBeVisible();
  await reagendada.getByRole('button', { name: 'Volver' }).click();

  await page.goto(`/agenda/cancelar/${encodeURIComponent(email)}`);
  await expect(tarjetas).toHaveCount(1);
  await expect(tarjetas).toContainText(`${nueva.horaInicio} - `);
  await expect(tarjetas).not.toContainText(`${primera.horaInicio} - `);

  // Cancel: the list empties.
  await tarjetas.getByRole('button', { name: 'Cancelar Hora' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Estás seguro/a de cancelar esta hora?' })
    .getByRole('button', { name: 'Sí, cancelar' })
    .click();
  await expect(page.getByText('No hay horas agendadas para este correo')).toBeVisible();
  await expect(tarjetas).toHaveCount(0);
}

test('a new client books, reviews, reschedules and cancels an hour', async ({ page }) => {
  await recorridoCompleto(page, emailUnico('escritorio'));
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the same journey works and nothing overflows sideways', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Agenda' }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    await expect(page.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
    for (const ruta of [
      '/',
      '/agenda?show=no',
      '/agenda/servicios',
      '/agenda/cancelar',
      '/agenda/ubicacion',
      '/agenda/legal',
    ]) {
      await page.goto(ruta);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await recorridoCompleto(page, emailUnico('movil'), 360);
  });
});
