import { expect, test } from '@playwright/test';
import { confirmarReserva, elegirHora, emailUnico, llenarContacto } from './support/agenda';
import { sinViolaciones } from './support/axe';

/**
 * Issue 25, the rebooking prompt: the link of a «Te toca volver» mail opens the service step with the last
 * visit's services and barber chosen; the contact step asks for the reminders with a box left unticked;
 * the mail's opt-out page is the server's own, in Spanish.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the reminder link books the same again; the box for reminders is sent only when ticked', async ({
  page,
  request,
}) => {
  test.slow();
  const { barberoId } = await (await request.get('/api/config')).json();
  await page.goto(
    `/agenda/servicios?servicio=Corte%20de%20pelo&adicional=Perfilado%20de%20barba&barbero=${barberoId}`,
  );
  await expect(page.getByRole('button', { name: /^Corte de pelo/ })).toHaveAttribute('aria-pressed', 'true');
  const adicionales = page.getByRole('group', { name: 'Agregar otro servicio' });
  await expect(adicionales.getByRole('checkbox', { name: /^Perfilado de barba/ })).toBeChecked();
  await expect(page.locator('.step-actions__resumen')).toHaveText(
    'Corte de pelo + Perfilado de barba · 75 min · $19.000',
  );
  // The address is clean again: a reload or a shared link does not start the choice over.
  await expect(page).toHaveURL(/\/agenda\/servicios$/);

  await page.getByRole('button', { name: 'Continuar' }).click();
  await elegirHora(page);
  await llenarContacto(page, 'Ana Soto', emailUnico('volver'));
  const casilla = page.getByRole('checkbox', { name: /Avísame por correo cuando me toque volver/ });
  await expect(casilla).not.toBeChecked();
  await casilla.check();
  await sinViolaciones(page);
  const envio = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().includes('/agregar-hora-agendada'),
  );
  await confirmarReserva(page, 'agendar');
  const cuerpo = (await envio).postDataJSON();
  expect(cuerpo).toMatchObject({ servicio: 'Corte de pelo', consentimientoRegreso: true });
  expect(cuerpo.serviciosAdicionales).toHaveLength(1);
});

for (const ancho of [390, 1280]) {
  test(`an opt-out link that is not valid says so in Spanish (${ancho} px)`, async ({ page }) => {
    await page.setViewportSize({ width: ancho, height: 800 });
    const res = await page.goto('/api/regreso/baja?token=no-es-un-token');
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeVisible();
    await expect(page.getByText('no es válido o ya venció')).toBeVisible();
    await sinViolaciones(page);
  });
}
