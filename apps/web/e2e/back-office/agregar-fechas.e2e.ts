import { formatearFechaCompleta } from '@barberia/shared';
import { sinViolaciones } from '../support/axe';
import {
  aceptarExito,
  crearFechas,
  DISPOSITIVOS,
  diaSantiago,
  iniciarSesion,
  sinDesbordeHorizontal,
} from '../support/back-office';
import { expect, test } from '../support/fixtures';
import { soloLaRuta } from '../support/rutas';

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

test('creating the days fails without a word from the server: the spec fallback for generating them', async ({
  page,
  barberoNuevo,
}) => {
  await iniciarSesion(page, barberoNuevo);
  // The network drops the request: no msg of the server's to show.
  await page.route(soloLaRuta('/api/fechas/rango'), (route) => route.abort());
  await page.getByRole('link', { name: /Agregar Fechas/ }).click();
  await page.getByLabel('Desde').fill(diaSantiago(60));
  await page.getByLabel('Hasta').fill(diaSantiago(61));
  await page.getByLabel('Hora de inicio').fill('10:00');
  await page.getByLabel('Hora de término').fill('14:00');
  await page.getByRole('button', { name: 'Crear fechas' }).click();
  await expect(page.getByRole('alertdialog', { name: '¡Error!' })).toContainText(
    'Error al generar los pasos, intenta nuevamente',
  );
});

/** The Monday after today in Santiago (a week later on a Monday), counted apart from the page's code. */
function proximoLunes(): number {
  const hoy = diaSantiago(0);
  const semana = new Date(`${hoy}T12:00:00Z`).getUTCDay();
  return semana === 1 ? 7 : (8 - semana) % 7;
}

for (const dispositivo of DISPOSITIVOS) {
  test.describe(`on a ${dispositivo.nombre}`, () => {
    test.use(dispositivo.uso);

    test('«Próxima semana» fills the range; the preview names the days that exist and only the missing ones are created', async ({
      page,
      barberoNuevo,
    }) => {
      const lunes = proximoLunes();
      await iniciarSesion(page, barberoNuevo);
      await page.getByRole('link', { name: /Agregar Fechas/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Agregar Fechas' })).toBeVisible();
      await sinDesbordeHorizontal(page, dispositivo.ancho);
      await sinViolaciones(page);

      await page.getByRole('button', { name: 'Próxima semana' }).click();
      await expect(page.getByLabel('Desde')).toHaveValue(diaSantiago(lunes));
      await expect(page.getByLabel('Hasta')).toHaveValue(diaSantiago(lunes + 6));
      const resumen = page.locator('.bo-resumen');
      await expect(resumen).toHaveText('Se crearán 6 fechas.'); // Monday to Saturday, the default weekdays
      await page.getByRole('button', { name: 'Crear fechas' }).click();
      await aceptarExito(page, 'Fechas creadas satisfactoriamente');

      // Two weeks, the first of which exists: the preview says so, day by day, and the button says what it does.
      await page.getByLabel('Desde').fill(diaSantiago(lunes));
      await page.getByLabel('Hasta').fill(diaSantiago(lunes + 13));
      await expect(resumen).toContainText('Se crearán 6 fechas de las 12 del rango.');
      await expect(resumen).toContainText('Estos días ya existen y no se tocarán:');
      await expect(resumen.getByRole('listitem')).toHaveCount(6);
      await expect(resumen.getByRole('listitem').first()).toHaveText(
        formatearFechaCompleta(diaSantiago(lunes)),
      );
      await sinDesbordeHorizontal(page, dispositivo.ancho);
      await sinViolaciones(page);
      await page.getByRole('button', { name: 'Crear las 6 fechas que faltan' }).click();
      await aceptarExito(
        page,
        'Fechas creadas satisfactoriamente. Se crearon 6 fechas nuevas; 6 ya existían y quedaron como estaban.',
      );

      const dias = (
        await (await page.request.get(`/api/fechas/obtener-fechas-clientes/${barberoNuevo._id}`)).json()
      ).map((f: { fecha: string }) => f.fecha.slice(0, 10));
      expect(dias).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12].map((n) => diaSantiago(lunes + n)));

      // Nothing left to create in that range: the screen says so and offers no button to press.
      await page.getByLabel('Desde').fill(diaSantiago(lunes));
      await page.getByLabel('Hasta').fill(diaSantiago(lunes + 13));
      await expect(resumen).toContainText(
        'Ya tienes todas las fechas de este rango: no falta ninguna por crear.',
      );
      await expect(page.getByRole('button', { name: 'Crear fechas' })).toBeDisabled();
    });
  });
}
