import { formatearFechaCompleta } from '@barberia/shared';
import { crearFechas, diaSantiago, iniciarSesion } from '../support/back-office';
import { expect, test } from '../support/fixtures';

test('a new barber opens a range of days; clients are offered them, without client data', async ({
  page,
  barberoNuevo,
}) => {
  await iniciarSesion(page, barberoNuevo);
  await expect(page.getByText(barberoNuevo.nombre).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Administrar/ })).toHaveCount(0);
  const desde = diaSantiago(50);
  const hasta = diaSantiago(52);
  await crearFechas(page, desde, hasta, ['10:00', '14:00']);

  await page.getByRole('link', { name: 'Inicio Barbero' }).click();
  await page.getByRole('link', { name: /Gestionar Fechas/ }).click();
  const carrusel = page.getByRole('region', { name: 'Tus días' });
  await expect(carrusel.getByRole('listitem')).toHaveCount(3);
  await expect(
    carrusel.getByRole('button', { name: new RegExp(formatearFechaCompleta(desde)) }),
  ).toBeVisible();

  const publicas = await (
    await page.request.get(`/api/fechas/obtener-fechas-clientes/${barberoNuevo._id}`)
  ).json();
  expect(publicas.map((f: { fecha: string }) => f.fecha.slice(0, 10))).toEqual([
    desde,
    diaSantiago(51),
    hasta,
  ]);
});

test('a barber is sent back to Inicio Barbero from the admin pages', async ({ page, barberoNuevo }) => {
  await iniciarSesion(page, barberoNuevo);
  for (const ruta of [
    '/barbero/administrar',
    '/barbero/administrar/productos',
    '/barbero/administrar/ventas',
  ]) {
    await page.goto(ruta);
    await expect(page).toHaveURL(/\/barbero$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio Barbero' })).toBeVisible();
  }
});
