import { readFileSync } from 'node:fs';
import { emailUnico } from '../support/agenda';
import { ADMIN, abrirAdministracion, aceptarExito, iniciarSesion } from '../support/back-office';
import { expect, test } from '../support/fixtures';

test('the admin exports what is held about an e-mail as JSON, then deletes it after confirming', async ({
  page,
  api,
}) => {
  const email = emailUnico('datos');
  // An RSVP-free trace of the client: a cash sale in their name (kept, anonymised, on deletion).
  const productos = await api.pedir<{ _id: string; stock: number }[]>('GET', '/api/productos');
  const producto = productos.find((p) => p.stock > 0)!;
  await api.pedir('POST', '/api/ventas', { email, productos: [{ _id: producto._id, cantidad: 1 }] });

  await iniciarSesion(page, ADMIN);
  await abrirAdministracion(page, /^Datos personales/, 'Datos personales');
  await page.getByLabel('Correo').fill(email);
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe(`datos-personales-${email}.json`);
  const datos = JSON.parse(readFileSync((await archivo.path())!, 'utf8'));
  expect(datos.ventas).toHaveLength(1);
  expect(datos.ventas[0].email).toBe(email);
  await aceptarExito(page, 'Exportación descargada');

  await page.getByLabel('Correo').fill(email);
  await page.getByRole('button', { name: 'Eliminar' }).click();
  const confirmar = page.getByRole('alertdialog', { name: '¿Eliminar los datos personales?' });
  await expect(confirmar).toContainText(email);
  await confirmar.getByRole('button', { name: 'Eliminar' }).click();
  await aceptarExito(page, 'Datos personales eliminados');

  const despues = await api.pedir<{ ventas: unknown[] }>('POST', '/api/admin/datos-personales/exportar', {
    email,
  });
  expect(despues.ventas).toEqual([]);
});
