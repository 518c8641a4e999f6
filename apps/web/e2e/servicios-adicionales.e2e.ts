import { formatearPrecio } from '@barberia/shared';
import { expect, type Page, test } from '@playwright/test';
import { confirmarReserva, elegirHora, emailUnico, llenarContacto } from './support/agenda';
import { sinViolaciones } from './support/axe';
import { BARBERO, iniciarSesion, nuevaPagina, sinDesbordeHorizontal } from './support/back-office';

/**
 * Issue 22, «Several services in one booking» and the reschedule bullets (decision 037), on a phone: corte +
 * barba as one 75-minute hour, listed in the confirmation and the success; «Reagendar Hora» comes back with
 * both services and the barber chosen, one «Continuar» reaches the hours, and the button says «Confirmar
 * cambio»; after cancelling, «Agendar otra hora».
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const BLOQUE = 'Corte de pelo + Perfilado de barba';
/** Corte de pelo $12.000 + Perfilado de barba $7.000 (the demo's prices). */
const PRECIO = formatearPrecio(19000);

/** 75 minutes after `inicio` (HH:MM). */
function finDelBloque(inicio: string) {
  const [h, m] = inicio.split(':').map(Number) as [number, number];
  const fin = h * 60 + m + 75;
  return `${String(Math.floor(fin / 60)).padStart(2, '0')}:${String(fin % 60).padStart(2, '0')}`;
}

async function verBloqueElegido(page: Page) {
  await expect(page.getByRole('button', { name: /^Corte de pelo/ })).toHaveAttribute('aria-pressed', 'true');
  const adicionales = page.getByRole('group', { name: 'Agregar otro servicio' });
  await expect(adicionales.getByRole('checkbox', { name: /^Perfilado de barba/ })).toBeChecked();
  await expect(page.locator('.step-actions__resumen')).toHaveText(`${BLOQUE} · 75 min · $19.000`);
}

test('corte + barba in one hour: confirmed, rescheduled with everything pre-chosen, cancelled', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = emailUnico('bloque');
  await page.goto('/agenda/servicios');
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione sus Servicios' })).toBeVisible();
  // Nothing to add before a service is chosen: the spec's step.
  await expect(page.getByRole('group', { name: 'Agregar otro servicio' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Corte de pelo/ }).click();
  const adicionales = page.getByRole('group', { name: 'Agregar otro servicio' });
  const barba = adicionales.getByRole('checkbox', { name: /^Perfilado de barba/ });
  await expect(barba).toBeVisible();
  // Each add-on says what it adds to the hour and the bill; the main service is not offered again.
  await expect(adicionales.locator('label', { hasText: 'Perfilado de barba' })).toContainText(
    `+30 min · +${formatearPrecio(7000)}`,
  );
  await expect(adicionales.getByRole('checkbox', { name: /^Corte de pelo/ })).toHaveCount(0);
  await barba.check();
  await verBloqueElegido(page);
  await sinDesbordeHorizontal(page, 390);
  await sinViolaciones(page);

  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/agenda\/horas$/);
  const hora = await elegirHora(page);
  // One 75-minute block: the grid's label ends at the sum.
  const horaFin = finDelBloque(hora.horaInicio);
  expect(hora.slot).toBe(`${hora.horaInicio} - ${horaFin}`);
  await llenarContacto(page, '@cliente.bloque', email);
  await expect(page.getByRole('region', { name: 'Tu reserva' })).toContainText(BLOQUE);
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();
  const confirmar = page.getByRole('alertdialog', { name: '¿Estás seguro/a de agendar esta hora?' });
  await expect(confirmar).toContainText(BLOQUE);
  await expect(confirmar).toContainText(PRECIO);
  await sinViolaciones(page);
  await confirmar.getByRole('button', { name: 'Confirmar' }).click();
  const exito = page.getByRole('dialog', { name: '¡Hora agendada!' });
  await expect(exito).toContainText(`Tu hora de ${BLOQUE} quedó agendada`);
  await expect(exito).toContainText(`a las ${hora.horaInicio} hrs`);
  await exito.getByRole('button', { name: 'Volver' }).click();

  // This device holds the booking's proof: the list opens directly, the card names both services.
  await page.goto(`/agenda/cancelar/${encodeURIComponent(email)}`);
  const tarjeta = page.getByRole('article');
  await expect(tarjeta).toHaveCount(1);
  await expect(tarjeta).toContainText(BLOQUE);
  await expect(tarjeta).toContainText(`${hora.horaInicio} - ${horaFin} hrs`);

  // «Reagendar Hora»: the spec's /agenda/servicios with the block and barber already chosen.
  await tarjeta.getByRole('button', { name: 'Reagendar Hora' }).click();
  await expect(page).toHaveURL(/\/agenda\/servicios$/);
  await verBloqueElegido(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/agenda\/horas$/);
  // The old hour is still booked while moving it: whatever the grid offers first is another hour.
  const nueva = await elegirHora(page);
  expect(nueva.slot).toBe(`${nueva.horaInicio} - ${finDelBloque(nueva.horaInicio)}`);
  expect(nueva.slot).not.toBe(hora.slot);
  // The contact step keeps the name and e-mail, and its button says what it does.
  await expect(page.getByLabel('Nombre')).toHaveValue('@cliente.bloque');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Agendar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirmar cambio' })).toBeEnabled();
  await sinViolaciones(page);
  const respuesta = page.waitForResponse(
    (r) => r.url().includes('/agregar-hora-agendada') && r.request().method() === 'PUT',
  );
  const reagendada = await confirmarReserva(page, 'reagendar');
  const enviada = await respuesta;
  // The page sends the add-on by id, the main service by name (the spec's field).
  expect(enviada.request().postDataJSON()).toMatchObject({
    servicio: 'Corte de pelo',
    serviciosAdicionales: [expect.any(String)],
  });
  const dia = ((await enviada.json()) as { fecha: { fecha: string } }).fecha.fecha.slice(0, 10);
  await expect(reagendada).toContainText(`Tu hora de ${BLOQUE} quedó agendada`);
  await expect(reagendada).toContainText(`a las ${nueva.horaInicio} hrs`);
  await reagendada.getByRole('button', { name: 'Volver' }).click();

  await page.goto(`/agenda/cancelar/${encodeURIComponent(email)}`);
  await expect(tarjeta).toHaveCount(1);
  await expect(tarjeta).toContainText(`${nueva.horaInicio} - `);
  await expect(tarjeta).toContainText(BLOQUE);

  // The barber's calendar lists both services of the moved hour.
  const barbero = await nuevaPagina(browser);
  await iniciarSesion(barbero, BARBERO);
  await barbero.goto('/barbero/calendario');
  await barbero.getByLabel('Día', { exact: true }).fill(dia);
  const suya = barbero.getByRole('article').filter({ hasText: '@cliente.bloque' });
  await expect(suya).toContainText(BLOQUE);
  await expect(suya).toContainText(`${nueva.horaInicio}`);
  await barbero.close();

  // Cancelled: the page offers another booking.
  await tarjeta.getByRole('button', { name: 'Cancelar Hora' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Estás seguro/a de cancelar esta hora?' })
    .getByRole('button', { name: 'Sí, cancelar' })
    .click();
  await expect(page.getByText('No hay horas agendadas para este correo')).toBeVisible();
  const otra = page.getByRole('link', { name: 'Agendar otra hora' });
  await expect(otra).toBeVisible();
  await sinViolaciones(page);
  await otra.click();
  await expect(page).toHaveURL(/\/agenda\/servicios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione sus Servicios' })).toBeVisible();
});
