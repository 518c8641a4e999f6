import { MENSAJES } from '@barberia/shared';
import { sinViolaciones } from '../support/axe';
import { BARBERO, DISPOSITIVOS, iniciarSesion, sinDesbordeHorizontal } from '../support/back-office';
import { expect, test } from '../support/fixtures';

test('the session renews once with the refresh token and ends at /login when it cannot', async ({ page }) => {
  await iniciarSesion(page, BARBERO);
  await page.evaluate(() => localStorage.setItem('accessToken', 'vencido'));
  await page.goto('/barbero/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cuenta' })).toContainText(BARBERO.email);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe('vencido');

  const errores: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errores.push(m.text());
  });
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'vencido');
    localStorage.setItem('refreshToken', 'revocado');
  });
  await page.goto('/barbero/calendario');
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]),
  ).toEqual([null, null]);
  expect(errores.some((e) => e.startsWith('Error al renovar los tokens:'))).toBe(true);
});

test('a forgotten password is reset through the e-mailed link, which works once', async ({
  page,
  smtp,
  barberoNuevo: cuenta,
}) => {
  const nueva = 'clave-nueva-456';

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olvidé mi contraseña' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(page.getByText('Debes ingresar tu correo')).toBeVisible();
  await page.getByLabel('Correo').fill(cuenta.email);
  await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Se ha enviado un correo con las instrucciones para cambiar tu contraseña',
    }),
  ).toBeVisible();

  // The account was made through a mailed invitation (decision 020): wait for the reset mail itself.
  const RESTABLECER = /https?:\/\/\S+restablecer-contrase(?:ñ|%C3%B1)a\?\S+/;
  const delRestablecimiento = () => smtp.para(cuenta.email).findLast((c) => RESTABLECER.test(c.texto));
  await expect.poll(() => delRestablecimiento() !== undefined, { timeout: 15_000 }).toBe(true);
  const texto = delRestablecimiento()?.texto ?? '';
  const enlace = texto.match(RESTABLECER)?.[0];
  expect(enlace, texto).toBeTruthy();
  const { pathname, search } = new URL(enlace ?? '');
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Restablecer Contraseña' })).toBeVisible();
  await expect(page.getByText(cuenta.email)).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill(nueva);
  await page.getByLabel('Repetir contraseña').fill('otra-cosa-789');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Repetir contraseña').fill(nueva);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Contraseña cambiada con éxito, ya puedes iniciar sesión' }),
  ).toBeVisible();

  // The link is single-use: opening it again goes to /login, which says so.
  await page.goto(`${pathname}${search}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText(MENSAJES.ENLACE_INVALIDO);
  await iniciarSesion(page, { email: cuenta.email, password: nueva });
  await expect(page.getByText(cuenta.nombre).first()).toBeVisible();
});

for (const dispositivo of DISPOSITIVOS) {
  test.describe(`on a ${dispositivo.nombre}`, () => {
    test.use(dispositivo.uso);

    test('a reset link that expired lands on /login, which says so and offers a new one; /register without an invitation says one is needed', async ({
      page,
      request,
      smtp,
      relojDelServidor,
      barberoNuevo,
    }) => {
      // A real reset link, opened after it expired: the server's clock moves past its 15 minutes (decision 054).
      const pedido = await request.post('/api/auth/forgot-password', { data: { email: barberoNuevo.email } });
      expect(pedido.ok(), await pedido.text()).toBe(true);
      const RESTABLECER = /https?:\/\/\S+restablecer-contrase(?:ñ|%C3%B1)a\?\S+/;
      const delRestablecimiento = () =>
        smtp.para(barberoNuevo.email).findLast((c) => RESTABLECER.test(c.texto));
      await expect.poll(() => delRestablecimiento() !== undefined, { timeout: 15_000 }).toBe(true);
      const { pathname, search } = new URL(delRestablecimiento()?.texto.match(RESTABLECER)?.[0] ?? '');
      relojDelServidor.en(new Date(Date.now() + 16 * 60_000));
      await page.goto(`${pathname}${search}`);
      await expect(page).toHaveURL(/\/login$/);
      const aviso = page.getByRole('alert');
      await expect(aviso).toContainText('El enlace para cambiar la contraseña venció. Pide uno nuevo.');
      await sinDesbordeHorizontal(page, dispositivo.ancho);
      await sinViolaciones(page);
      await aviso.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Olvidé mi contraseña' })).toBeVisible();

      // A plain visit to /login has no such word.
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);

      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 2, name: 'Necesitas una invitación' })).toBeVisible();
      await expect(
        page.getByText('Solo se puede crear una cuenta desde el enlace de invitación'),
      ).toBeVisible();
      await expect(page.getByLabel('Correo')).toHaveCount(0);
      await sinDesbordeHorizontal(page, dispositivo.ancho);
      await sinViolaciones(page);
    });
  });
}
