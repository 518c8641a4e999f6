import type { Producto } from '@barberia/shared';
import { aceptarExito, eliminarDeLaLista, entrarComoAdmin, pngDePrueba } from '../support/back-office';
import { expect, sufijo, test } from '../support/fixtures';

test('the admin creates a product with a picture (required, previewed, resized), edits its stock and deletes it', async ({
  page,
  api,
}) => {
  const producto = `Cera e2e ${sufijo()}`;
  await entrarComoAdmin(page, 'Productos');

  await page.getByLabel('Nombre').fill(producto);
  await page.getByLabel('Stock').fill('7');
  await page.getByLabel('Precio base (CLP)').fill('10000');
  await page.getByLabel('Precio final (CLP)').fill('8500');
  await expect(page.getByText('Descuento: -15%')).toBeVisible();
  await page.getByRole('button', { name: 'Crear producto' }).click();
  await expect(page.getByText('La imagen es obligatoria')).toBeVisible();
  await page
    .getByLabel(/^Imagen/)
    .setInputFiles({ name: 'cera.png', mimeType: 'image/png', buffer: pngDePrueba() });
  await expect(page.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await page.getByRole('button', { name: 'Crear producto' }).click();
  await aceptarExito(page, 'Producto creado correctamente');
  await api.borrarAlTerminarElCreado<Producto>('/api/productos', (p) => p.nombre === producto);
  const tarjeta = page.getByRole('article', { name: producto });
  await expect(tarjeta).toContainText('-15%');
  // The server stored and resized the picture: the card shows it.
  const foto = tarjeta.locator('img');
  const cargada = () => foto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
  await expect.poll(cargada).toBeGreaterThan(0);

  // On edit the picture is optional: the stored one stays.
  await tarjeta.getByRole('button', { name: `Editar ${producto}` }).click();
  await page.getByLabel('Stock').fill('9');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await aceptarExito(page, 'Producto actualizado correctamente');
  await expect(tarjeta).toContainText('Stock: 9');
  await expect.poll(cargada).toBeGreaterThan(0);

  await eliminarDeLaLista(page, '/barbero/administrar/productos', producto, 'Eliminar producto');
  const despues = await api.pedir<Producto[]>('GET', '/api/productos');
  expect(despues.map((p) => p.nombre)).not.toContain(producto);
});
