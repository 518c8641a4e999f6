import type { Servicio } from '@barberia/shared';
import { aceptarExito, eliminarDeLaLista, entrarComoAdmin } from '../support/back-office';
import { expect, sufijo, test } from '../support/fixtures';

test('the admin creates a service of a type, edits its price (cancel leaves it untouched) and deletes it', async ({
  page,
  api,
  tipoServicio,
}) => {
  const servicio = `Masaje capilar ${sufijo()}`;
  await entrarComoAdmin(page, 'Servicios');

  await page.getByLabel('Servicio', { exact: true }).fill(servicio);
  await page.getByLabel('Tipo').selectOption({ label: tipoServicio.nombre });
  await page.getByLabel('Precio (CLP)').fill('15000');
  await page.getByLabel('Duración (min)').fill('30');
  await page.getByRole('button', { name: 'Crear servicio' }).click();
  await aceptarExito(page, 'Servicio creado correctamente');
  await api.borrarAlTerminarElCreado<Servicio>('/api/servicios', (s) => s.servicio === servicio);
  const tarjeta = page.getByRole('article', { name: servicio });
  await expect(tarjeta).toContainText('$15.000');
  await expect(tarjeta).toContainText(tipoServicio.nombre);

  // Editing fills the form with the service; cancelling leaves it untouched, saving changes it.
  await tarjeta.getByRole('button', { name: `Editar ${servicio}` }).click();
  await expect(page.getByLabel('Precio (CLP)')).toHaveValue('15000');
  await page.getByRole('button', { name: 'Cancelar edición' }).click();
  await expect(page.getByLabel('Servicio', { exact: true })).toHaveValue('');
  await tarjeta.getByRole('button', { name: `Editar ${servicio}` }).click();
  await page.getByLabel('Precio (CLP)').fill('16000');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await aceptarExito(page, 'Servicio actualizado correctamente');
  await expect(tarjeta).toContainText('$16.000');
  await expect(page.getByRole('button', { name: 'Crear servicio' })).toBeVisible();

  await eliminarDeLaLista(page, '/barbero/administrar/servicios', servicio, 'Eliminar servicio');
  const despues = await api.pedir<Servicio[]>('GET', '/api/servicios');
  expect(despues.map((s) => s.servicio)).not.toContain(servicio);
});
