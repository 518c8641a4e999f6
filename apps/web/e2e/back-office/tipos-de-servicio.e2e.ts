import {
  ADMIN,
  abrirAdministracion,
  aceptarExito,
  eliminarDeLaLista,
  iniciarSesion,
} from '../support/back-office';
import { expect, sufijo, test } from '../support/fixtures';

test('the admin reaches Administración from Inicio Barbero, creates a service type and deletes it', async ({
  page,
  api,
}) => {
  const tipo = `Tratamientos ${sufijo()}`;
  await iniciarSesion(page, ADMIN);
  await page.getByRole('link', { name: /Administrar/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
  await abrirAdministracion(page, /Tipos de servicio/, 'Tipos de servicio');

  await page.getByRole('button', { name: 'Crear tipo' }).click();
  await expect(page.getByText('El nombre es obligatorio.')).toBeVisible();
  await page.getByLabel('Nombre').fill(tipo);
  await page.getByRole('button', { name: 'Crear tipo' }).click();
  await aceptarExito(page, 'Tipo de servicio creado correctamente');
  await expect(page.getByRole('listitem').filter({ hasText: tipo })).toBeVisible();
  await api.borrarAlTerminarElCreado<{ _id: string; nombre: string }>(
    '/api/tipo-servicio',
    (t) => t.nombre === tipo,
  );

  await eliminarDeLaLista(page, '/barbero/administrar/tipo-servicio', tipo, 'Eliminar tipo');
  const despues = await api.pedir<{ nombre: string }[]>('GET', '/api/tipo-servicio');
  expect(despues.map((t) => t.nombre)).not.toContain(tipo);
});
