import type { Acceso } from '@barberia/shared';
import { emailUnico } from '../support/agenda';
import {
  ADMIN,
  abrirAdministracion,
  aceptarExito,
  entrarComoAdmin,
  iniciarSesion,
  nuevaPagina,
} from '../support/back-office';
import { expect, sufijo, test } from '../support/fixtures';

test('the registration link is copied and the feedback lasts 4 seconds, not less and not more', async ({
  page,
}) => {
  await iniciarSesion(page, ADMIN);
  // The page's clock, so the 4 seconds are measured without waiting for them.
  await page.clock.install();
  await abrirAdministracion(page, /^Accesos/, 'Accesos');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  const aviso = page.getByRole('status').filter({ hasText: '✅ Enlace copiado!' });
  await expect(aviso).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/register`,
  );
  // Spec 001 §9: the feedback lasts 4 seconds.
  await page.clock.runFor(3_900);
  await expect(aviso).toBeVisible();
  await page.clock.runFor(200);
  await expect(aviso).toBeHidden();
});

test('an access lets one person register once; the used entry leaves the admin’s list', async ({
  page,
  browser,
  api,
}) => {
  const nuevo = {
    email: emailUnico('invitado'),
    password: 'clave-nueva-123',
    nombre: `Invitado ${sufijo()}`,
  };
  await entrarComoAdmin(page, 'Accesos');
  await page.getByLabel('Correo').fill(nuevo.email);
  await page.getByLabel('Rol').selectOption('barbero');
  await page.getByRole('button', { name: 'Dar acceso' }).click();
  await aceptarExito(page, 'Acceso creado correctamente');
  await expect(page.getByRole('listitem').filter({ hasText: nuevo.email })).toBeVisible();
  const acceso = (await api.pedir<Acceso[]>('GET', '/api/accesos')).find((a) => a.email === nuevo.email);
  expect(acceso).toBeTruthy();
  api.borrarAlTerminar(`/api/accesos/${acceso?._id}`);

  const persona = await nuevaPagina(browser);
  await persona.goto('/register');
  await expect(persona.getByRole('heading', { level: 1, name: 'Registrate' })).toBeVisible();
  await persona.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(persona.getByText('Todos los datos son obligatorios').first()).toBeVisible();
  const llenar = async (repetir: string) => {
    await persona.getByLabel('Correo').fill(nuevo.email);
    await persona.getByLabel('Contraseña', { exact: true }).fill(nuevo.password);
    await persona.getByLabel('Repetir contraseña').fill(repetir);
    await persona.getByLabel('Nombre').fill(nuevo.nombre);
    await persona.getByRole('button', { name: 'Crear cuenta' }).click();
  };
  await llenar('otra-clave-123');
  await expect(persona.getByText('Las contraseñas no coinciden')).toBeVisible();
  await llenar(nuevo.password);
  await expect(persona.getByRole('status').filter({ hasText: 'Usuario creado correctamente' })).toBeVisible();
  const { _id } = await api.pedir<{ _id: string }>('POST', '/api/auth/login', {
    email: nuevo.email,
    password: nuevo.password,
  });
  api.borrarAlTerminar(`/api/users/${_id}`);
  await expect(persona.getByLabel('Correo')).toHaveValue('');
  await expect(persona.getByLabel('Nombre')).toHaveValue('');

  // The entry was used up: registering again is refused, and the admin's list no longer has it.
  await llenar(nuevo.password);
  await expect(persona.getByRole('alert')).toContainText(/ya existe una cuenta|no tiene permisos/i);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Accesos' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: nuevo.email })).toHaveCount(0);

  // And the new account signs in.
  await persona.getByRole('link', { name: 'Inicia sesión' }).click();
  await iniciarSesion(persona, nuevo);
  await expect(persona.getByText(nuevo.nombre).first()).toBeVisible();
});
