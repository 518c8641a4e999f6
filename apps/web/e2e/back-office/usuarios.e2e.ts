import {
  aceptarExito,
  eliminarDeLaLista,
  entrarComoAdmin,
  iniciarSesion,
  nuevaPagina,
} from '../support/back-office';
import { expect, test } from '../support/fixtures';

test('the admin renames a barber, assigns a service and switches them off; the barber sees it and switches back on', async ({
  page,
  browser,
  barberoNuevo,
}) => {
  await entrarComoAdmin(page, 'Usuarios');
  const tarjeta = page.getByRole('article', { name: barberoNuevo.nombre });
  await tarjeta.getByRole('button', { name: `Editar ${barberoNuevo.nombre}` }).click();
  const edicion = tarjeta.getByRole('form', { name: `Editar ${barberoNuevo.nombre}` });
  await edicion.getByLabel('Nombre').fill('');
  await edicion.getByRole('button', { name: 'Guardar' }).click();
  await expect(edicion.getByText('Todos los datos son obligatorios')).toBeVisible();
  const renombrado = `${barberoNuevo.nombre} R.`;
  await edicion.getByLabel('Nombre').fill(renombrado);
  await edicion.getByRole('button', { name: 'Guardar' }).click();
  await aceptarExito(page, 'Usuario actualizado correctamente');
  const usuario = page.getByRole('article', { name: renombrado });
  await usuario.getByRole('button', { name: `Servicios de ${renombrado}` }).click();
  const corte = usuario.getByRole('switch', { name: 'Corte de pelo' });
  await expect(corte).toHaveAttribute('aria-checked', 'false');
  await corte.click();
  await expect(corte).toHaveAttribute('aria-checked', 'true');
  const activo = usuario.getByRole('switch', { name: `Activo: ${renombrado}` });
  await activo.click();
  await expect(activo).toHaveAttribute('aria-checked', 'false');

  const barbero = await nuevaPagina(browser);
  await iniciarSesion(barbero, barberoNuevo);
  await expect(barbero.getByText(renombrado).first()).toBeVisible();
  const miEstado = barbero.getByRole('switch');
  await expect(miEstado).toHaveAttribute('aria-checked', 'false');
  await expect(barbero.getByText('Inactivo')).toBeVisible();
  await miEstado.click();
  await expect(miEstado).toHaveAttribute('aria-checked', 'true');
  await expect(barbero.getByText('Activo', { exact: true })).toBeVisible();
  await barbero.getByRole('link', { name: /Gestionar Servicios/ }).click();
  await expect(barbero.getByRole('switch', { name: 'Corte de pelo' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Cerrar Sesión (on Inicio Barbero) ends the session and goes to /login.
  await barbero.getByRole('link', { name: 'Inicio Barbero' }).click();
  await barbero.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(barbero).toHaveURL(/\/login$/);
  expect(
    await barbero.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('nombre')]),
  ).toEqual([null, null]);
  await barbero.goto('/barbero');
  await expect(barbero).toHaveURL(/\/login$/);

  // The admin deletes that account, after confirming; it can no longer sign in.
  await eliminarDeLaLista(page, '/barbero/administrar/usuarios', renombrado, 'Eliminar usuario');
  const login = await page.request.post('/api/auth/login', {
    data: { email: barberoNuevo.email, password: barberoNuevo.password },
  });
  expect(login.status()).toBe(401);
});
