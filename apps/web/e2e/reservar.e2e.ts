import type { Page } from '@playwright/test';
import {
  cancelarHora,
  confirmarReserva,
  elegirHora,
  elegirServicio,
  emailUnico,
  llenarContacto,
} from './support/agenda';
import { BARBERO, iniciarSesion, nuevaPagina } from './support/back-office';
import { expect, test } from './support/fixtures';
import { capturarAperturas, leerIcs, ultimaApertura } from './support/widget';

const horaEnSantiago = (instante: Date) =>
  new Intl.DateTimeFormat('es-CL', {
    timeZone: 'America/Santiago',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instante);

/** Book, review, reschedule and cancel one client's hour, as a person would. */
async function recorridoCompleto(page: Page, email: string, anchoMaximo?: number) {
  await capturarAperturas(page);
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
  // The add-to-calendar widget, with only Apple and Google, saves the booked hour in Santiago's time.
  const widget = exito.locator('add-to-calendar-button');
  const descarga = page.waitForEvent('download');
  await widget.getByRole('button', { name: 'Apple' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('hora-barberia.ics');
  const [evento, ...otros] = await leerIcs(archivo);
  expect(otros).toHaveLength(0);
  expect(evento?.resumen).toBe('Corte de pelo - Barbería Maipú');
  expect(evento?.ubicacion).toContain('Maipú');
  if (!evento) throw new Error('el .ics no trae el evento');
  expect(horaEnSantiago(evento.inicio)).toBe(primera.horaInicio);
  expect(evento.fin.getTime() - evento.inicio.getTime()).toBe(45 * 60_000);
  await widget.getByRole('button', { name: 'Google' }).click();
  const google = await ultimaApertura(page);
  expect(google.hostname).toBe('calendar.google.com');
  const compacto = (d: Date) => d.toISOString().replace(/[-:]|\.\d{3}/g, '');
  expect(google.searchParams.get('dates')).toBe(`${compacto(evento.inicio)}/${compacto(evento.fin)}`);
  expect(google.searchParams.get('ctz')).toBe('America/Santiago');
  await expect(widget.getByRole('img', { name: 'Guardado' })).toHaveCount(2);
  // Both marked ✓, the two buttons stay on one row (issue 42: they wrapped on a phone).
  const filas = await widget
    .getByRole('button', { name: /^(Apple|Google)/ })
    .evaluateAll((botones) => botones.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(filas).toHaveLength(2);
  expect(new Set(filas).size, `filas: ${filas}`).toBe(1);
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
  // The question's buttons say what each keeps (issue 42): «Cancelar» read as «cancel my hour».
  await page.getByRole('button', { name: 'Confirmar cambio', exact: true }).click();
  const pregunta = page.getByRole('alertdialog', { name: '¿Estás seguro/a de reagendar esta hora?' });
  await expect(pregunta.getByRole('button')).toHaveText(['Seguir con mi hora', 'Confirmar cambio']);
  await pregunta.getByRole('button', { name: 'Seguir con mi hora' }).click();
  await expect(pregunta).toHaveCount(0);
  await expect(page.getByText('Estás reagendando tu hora')).toBeVisible();
  const reagendada = await confirmarReserva(page, 'reagendar');
  await reagendada.getByRole('button', { name: 'Volver' }).click();

  await page.goto(`/agenda/cancelar/${encodeURIComponent(email)}`);
  await expect(tarjetas).toHaveCount(1);
  await expect(tarjetas).toContainText(`${nueva.horaInicio} - `);
  await expect(tarjetas).not.toContainText(`${primera.horaInicio} - `);

  // Cancel: the list empties.
  await cancelarHora(page, tarjetas);
  await expect(tarjetas).toHaveCount(0);
}

test('a new client books, reviews, reschedules and cancels an hour', async ({ page }) => {
  await recorridoCompleto(page, emailUnico('escritorio'));
});

test('an optional mobile: a wrong one is explained next to the field, a local one is saved in E.164 and reaches the barber', async ({
  page,
  browser,
}) => {
  const email = emailUnico('telefono');
  await page.goto('/agenda/servicios');
  await elegirServicio(page, 'Corte de pelo');
  const hora = await elegirHora(page);
  await llenarContacto(page, '@cliente.telefono', email);
  const telefono = page.getByLabel('Teléfono celular (opcional)');
  await expect(telefono).toHaveValue('');

  // A landline: the route's own Spanish message, tied to the field, and no confirmation.
  await telefono.fill('2 2123 4567');
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();
  const mensaje =
    'El teléfono debe ser un celular chileno de 9 dígitos que empiece con 9, por ejemplo +56 9 1234 5678.';
  await expect(page.getByText(mensaje)).toBeVisible();
  await expect(telefono).toHaveAttribute('aria-invalid', 'true');
  await expect(telefono).toHaveAccessibleDescription(new RegExp(`^${mensaje.replace(/[.+]/g, '\\$&')}`));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Written the local way: sent and saved as +56987654321.
  await telefono.fill('9 8765 4321');
  await expect(page.getByText(mensaje)).toHaveCount(0);
  const respuesta = page.waitForResponse(
    (r) => r.url().includes('/agregar-hora-agendada') && r.request().method() === 'PUT',
  );
  await confirmarReserva(page, 'agendar');
  const enviada = await respuesta;
  expect(enviada.status()).toBe(200);
  expect(enviada.request().postDataJSON()).toMatchObject({ telefono: '+56987654321' });
  const dia = ((await enviada.json()) as { fecha: { fecha: string } }).fecha.fecha.slice(0, 10);

  // The barber's calendar shows it, read back from the database.
  const barbero = await nuevaPagina(browser);
  await iniciarSesion(barbero, BARBERO);
  await barbero.goto('/barbero/calendario');
  await barbero.getByLabel('Día', { exact: true }).fill(dia);
  const tarjeta = barbero.getByRole('article').filter({ hasText: '@cliente.telefono' });
  await expect(tarjeta).toContainText(hora.horaInicio);
  await expect(tarjeta.getByRole('link', { name: '+56 9 8765 4321' })).toHaveAttribute(
    'href',
    'tel:+56987654321',
  );
  await barbero.close();
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
