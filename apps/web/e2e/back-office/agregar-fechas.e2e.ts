import { formatearFechaCompleta } from '@barberia/shared';
import { sinViolaciones } from '../support/axe';
import {
  aceptarExito,
  crearFechas,
  DISPOSITIVOS,
  diaEscrito,
  diaSantiago,
  iniciarSesion,
  sinDesbordeHorizontal,
  textoVisible,
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
      await expect(page.getByLabel('Desde')).toHaveValue(diaEscrito(diaSantiago(lunes)));
      await expect(page.getByLabel('Hasta')).toHaveValue(diaEscrito(diaSantiago(lunes + 6)));
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

/**
 * Issue 42, item 7: in a browser whose language writes 12-hour times and mm/dd/yyyy (en-US, as Chromium
 * without its Spanish pack), the hours and days of Agregar Fechas still read 24-hour and day first, and what
 * the barber types on the phone's number pad («1930», «15062026») is posted as the API's HH:MM and day.
 */
test.describe('on a phone whose browser speaks English', () => {
  test.use({ ...DISPOSITIVOS[0].uso, locale: 'en-US' });

  test('the hours read 24-hour and the days day first; the number pad types them', async ({
    page,
    barberoNuevo,
    api,
  }) => {
    await iniciarSesion(page, barberoNuevo);
    await page.getByRole('link', { name: /Agregar Fechas/ }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Agregar Fechas' })).toBeVisible();
    const inicio = page.getByLabel('Hora de inicio');
    const termino = page.getByLabel('Hora de término');
    expect(await textoVisible(inicio)).toBe('11:00');
    expect(await textoVisible(termino)).toBe('20:30');

    const [desde, hasta] = [diaSantiago(70), diaSantiago(71)];
    for (const [etiqueta, dia] of [
      ['Desde', desde],
      ['Hasta', hasta],
    ] as const) {
      const campo = page.getByLabel(etiqueta);
      await campo.tap();
      // The number pad has no dash: the digits alone, day first.
      await page.keyboard.type(diaEscrito(dia).replaceAll('-', ''));
      expect(await textoVisible(campo)).toBe(diaEscrito(dia));
    }
    const domingo = page.getByRole('checkbox', { name: 'Domingo' });
    if (!(await domingo.isChecked())) await domingo.check();
    await termino.tap();
    await termino.clear();
    await page.keyboard.type('1930');
    expect(await textoVisible(termino)).toBe('19:30');
    const descanso = page.getByLabel('Inicio del descanso');
    await descanso.tap();
    await page.keyboard.type('930');
    await inicio.tap();
    // «930» could still have become 09:30 or 93…: read once the field is left.
    expect(await textoVisible(descanso)).toBe('09:30');
    await descanso.clear();
    for (const campo of [inicio, termino, page.getByLabel('Desde'), page.getByLabel('Hasta')]) {
      expect(await textoVisible(campo)).not.toMatch(/AM|PM|a\. ?m\.|p\. ?m\.|\d{2}\/\d{2}\/\d{4}/i);
    }
    await sinDesbordeHorizontal(page, DISPOSITIVOS[0].ancho);
    await sinViolaciones(page);

    await page.getByRole('button', { name: 'Crear fechas' }).tap();
    await aceptarExito(page, 'Fechas creadas satisfactoriamente');
    const creadas = (
      await api.pedir<{ _id: string; fecha: string; horaInicio: string; horaFin: string }[]>(
        'GET',
        `/api/fechas/obtener-fechas/${barberoNuevo._id}`,
      )
    ).filter((f) => [desde, hasta].includes(f.fecha.slice(0, 10)));
    expect(creadas.map(({ horaInicio, horaFin }) => ({ horaInicio, horaFin }))).toEqual([
      { horaInicio: '11:00', horaFin: '19:30' },
      { horaInicio: '11:00', horaFin: '19:30' },
    ]);
  });
});
