import { expect, test } from '@playwright/test';

// A phone on a metered plan: what the registration form downloads is what its owner pays for.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * Issue 42, item 11: the registration and reset forms downloaded zxcvbn's dictionaries (1,309 KB, 634 KB
 * gzip) to judge a password the server judges anyway. Now the page refuses the most used ones from a
 * short list and the server refuses the rest, its message under the same field.
 */
test('registering on a phone downloads no password dictionary; the page refuses a common password, the server the rest', async ({
  page,
}) => {
  const scripts = new Map<string, number>();
  page.on('requestfinished', async (pedido) => {
    if (pedido.resourceType() !== 'script') return;
    scripts.set(new URL(pedido.url()).pathname, (await pedido.sizes()).responseBodySize);
  });
  let registros = 0;
  page.on('request', (pedido) => {
    if (pedido.method() === 'POST' && new URL(pedido.url()).pathname === '/api/auth') registros++;
  });

  // A well-formed invitation the server does not know: the password is judged before the invitation.
  await page.goto(`/register?invitacion=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrate' })).toBeVisible();
  const contrasena = page.getByLabel('Contraseña', { exact: true });
  const llenar = async (password: string) => {
    await page.getByLabel('Correo').fill('diego@correo.cl');
    await contrasena.fill(password);
    await page.getByLabel('Repetir contraseña').fill(password);
    await page.getByLabel('Nombre').fill('Diego Rojas');
    await page.getByRole('button', { name: 'Crear cuenta' }).tap();
  };

  // One of the most used: the page says so itself, without asking the server.
  await llenar('iloveyou');
  await expect(contrasena).toHaveAccessibleDescription(/fácil de adivinar/);
  expect(registros).toBe(0);

  // A Spanish word is not on the page's short list: the server's dictionaries refuse it, under the field.
  const respuesta = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/auth',
  );
  await llenar('murcielago');
  expect((await respuesta).status()).toBe(400);
  await expect(contrasena).toHaveAccessibleDescription(/fácil de adivinar/);
  expect(registros).toBe(1);

  // Everything the page ran, as sent over the network: far from the 634 KB of dictionaries.
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  expect(total, JSON.stringify(Object.fromEntries(scripts))).toBeLessThan(200_000);
  expect(Math.max(...scripts.values())).toBeLessThan(100_000);
});
