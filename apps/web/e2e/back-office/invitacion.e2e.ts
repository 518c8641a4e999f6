import type { Acceso } from '@barberia/shared';
import { emailUnico } from '../support/agenda';
import { ADMIN, abrirAdministracion, aceptarExito, iniciarSesion, nuevaPagina } from '../support/back-office';
import { expect, sufijo, test } from '../support/fixtures';

/** Issue 9 / decision 020: registration only through the single-use link mailed to the invitee. */

test('an admin invites a barber, who registers through the link in the mail and logs in', async ({
  page,
  browser,
  api,
  smtp,
}) => {
  test.slow();
  const nuevo = {
    email: emailUnico('invitado'),
    password: 'tijera-azul-2026',
    nombre: `Invitado ${sufijo()}`,
  };
  await iniciarSesion(page, ADMIN);
  await abrirAdministracion(page, /^Accesos/, 'Accesos');
  await page.getByLabel('Correo').fill(nuevo.email);
  await page.getByLabel('Rol').selectOption('barbero');
  await page.getByRole('button', { name: 'Dar acceso' }).click();
  await aceptarExito(page, 'Acceso creado correctamente');
  await expect(page.getByRole('listitem').filter({ hasText: nuevo.email })).toBeVisible();
  const acceso = (await api.pedir<Acceso[]>('GET', '/api/accesos')).find((a) => a.email === nuevo.email);
  api.borrarAlTerminar(`/api/accesos/${acceso?._id}`);

  // The mail at the loopback SMTP server holds the same link the admin sees.
  let enlace = '';
  await expect
    .poll(
      () => {
        const correo = smtp.para(nuevo.email).findLast((c) => /Te invitaron/.test(c.asunto));
        enlace = /https?:\/\/\S+\/register\?invitacion=[A-Za-z0-9_-]+/.exec(correo?.texto ?? '')?.[0] ?? '';
        return enlace;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  await expect(page.getByRole('textbox', { name: 'Enlace de registro' })).toHaveValue(enlace);

  const persona = await nuevaPagina(browser);
  const url = new URL(enlace);
  await persona.goto(`${url.pathname}${url.search}`);
  await expect(persona.getByRole('heading', { level: 1, name: 'Registrate' })).toBeVisible();
  const llenar = async (password: string, repetir = password) => {
    await persona.getByLabel('Correo').fill(nuevo.email);
    await persona.getByLabel('Contraseña', { exact: true }).fill(password);
    await persona.getByLabel('Repetir contraseña').fill(repetir);
    await persona.getByLabel('Nombre').fill(nuevo.nombre);
    await persona.getByRole('button', { name: 'Crear cuenta' }).click();
  };
  await llenar(nuevo.password, 'otra-clave-123');
  await expect(persona.getByText('Las contraseñas no coinciden')).toBeVisible();
  // One of the most used passwords: refused by the same rule the server applies.
  await llenar('iloveyou');
  await expect(persona.getByText(/fácil de adivinar/).first()).toBeVisible();
  await llenar(nuevo.password);
  await expect(persona.getByRole('status').filter({ hasText: 'Usuario creado correctamente' })).toBeVisible();
  const { _id } = await api.pedir<{ _id: string }>('POST', '/api/auth/login', {
    email: nuevo.email,
    password: nuevo.password,
  });
  api.borrarAlTerminar(`/api/users/${_id}`);

  // The link was used up: registering again with it is refused, and the admin's list no longer has it.
  await llenar(nuevo.password);
  await expect(persona.getByRole('alert')).toContainText('El correo no tiene permisos para crear una cuenta');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Accesos' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: nuevo.email })).toHaveCount(0);

  // And the new barber signs in.
  await persona.getByRole('link', { name: 'Inicia sesión' }).click();
  await iniciarSesion(persona, nuevo);
  await expect(persona.getByText(nuevo.nombre).first()).toBeVisible();
});

test('without the mailed link, /register says one is needed; with a false one, registering is refused', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Necesitas una invitación' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear cuenta' })).toHaveCount(0);
  await page.goto('/register?invitacion=inventada');
  await page.getByLabel('Correo').fill(emailUnico('sin-enlace'));
  await page.getByLabel('Contraseña', { exact: true }).fill('tijera-azul-2026');
  await page.getByLabel('Repetir contraseña').fill('tijera-azul-2026');
  await page.getByLabel('Nombre').fill('Sin enlace');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('alert')).toContainText('El correo no tiene permisos para crear una cuenta');
});
