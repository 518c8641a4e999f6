import type { Tienda } from '@barberia/shared';
import type { Page } from '@playwright/test';
import { sinViolaciones } from './support/axe';
import { DISPOSITIVOS, entrarComoAdmin, sinDesbordeHorizontal, textoVisible } from './support/back-office';
import { expect, sufijo, test } from './support/fixtures';

/** What React says when the page the server drew differs from the one it draws (the shop's facts included). */
function vigilarHidratacion(page: Page): string[] {
  const errores: string[] = [];
  page.on('console', (mensaje) => {
    if (mensaje.type() === 'error' && /hydrat|did not match/i.test(mensaje.text()))
      errores.push(mensaje.text());
  });
  return errores;
}

/** A public page loaded afresh: its header, title and footer name the shop and give its hours and WhatsApp. */
async function revisarPaginaPublica(page: Page, ruta: string, titulo: RegExp, nombre: string) {
  expect((await page.goto(ruta))?.status()).toBe(200);
  await expect(page).toHaveTitle(titulo);
  await expect(page.getByRole('banner').getByRole('link', { name: nombre })).toBeVisible();
  const pie = page.getByRole('contentinfo');
  await expect(pie.getByRole('heading', { name: nombre })).toBeVisible();
  await expect(pie).toContainText(`© ${new Date().getFullYear()} ${nombre}`);
  const domingo = pie.locator('.horario > div').filter({ has: page.getByText('Domingo', { exact: true }) });
  await expect(domingo.locator('dd')).toHaveText('10:00 a 14:00');
  await expect(pie.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/56912345678',
  );
}

/**
 * «Datos de la barbería» (issue 25), on a phone and a laptop: the admin renames the shop, gives it a new
 * WhatsApp and opens Sundays 10:00 to 14:00. Hours that close before they open are refused by the field,
 * in Spanish, and nothing is sent; the right ones are saved, the back office shows the new name at once,
 * and the public pages, loaded afresh, say it in their header, title and footer.
 */
for (const dispositivo of DISPOSITIVOS) {
  test.describe(`the shop's facts on ${dispositivo.nombre}`, () => {
    test.use(dispositivo.uso);

    test('the admin renames the shop, changes its WhatsApp and opens Sundays; every page shows it', async ({
      page,
      api,
    }) => {
      const antes = await api.pedir<Tienda>('GET', '/api/tienda');
      // Whatever happens, the other journeys find the shop as it was.
      api.alTerminar(() => api.pedir('PUT', '/api/tienda', antes));
      const nombre = `Barbería E2E ${sufijo()}`;
      const hidratacion = vigilarHidratacion(page);
      const guardados: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().endsWith('/api/tienda')) guardados.push(r.url());
      });

      await entrarComoAdmin(page, 'Datos de la barbería');
      const form = page.getByRole('form', { name: 'Datos de la barbería' });
      const campoNombre = form.getByRole('group', { name: 'Barbería' }).getByLabel('Nombre');
      await expect(campoNombre).toHaveValue(antes.nombre);
      await expect(form.getByLabel('WhatsApp')).toHaveValue('+56 9 8765 4321');
      const domingo = form.getByRole('group', { name: 'Domingo' });
      const abierto = domingo.getByRole('switch', { name: 'Abierto' });
      await expect(abierto).toHaveAttribute('aria-checked', 'false');
      await sinDesbordeHorizontal(page, dispositivo.ancho);
      await sinViolaciones(page);

      await campoNombre.fill(nombre);
      await form.getByLabel('WhatsApp').fill('9 1234 5678');
      await abierto.click();
      await expect(abierto).toHaveAttribute('aria-checked', 'true');
      const abre = domingo.getByLabel('Abre');
      const cierra = domingo.getByLabel('Cierra');
      // Closing before opening: the schema's message under «Cierra», the focus there, nothing sent.
      await abre.fill('14:00');
      await cierra.fill('10:00');
      await form.getByRole('button', { name: 'Guardar datos' }).click();
      const error = 'La hora de cierre debe ser posterior a la de apertura.';
      await expect(domingo.getByText(error)).toBeVisible();
      await expect(cierra).toBeFocused();
      await expect(cierra).toHaveAttribute('aria-invalid', 'true');
      await expect(cierra).toHaveAccessibleDescription(error);
      await sinViolaciones(page);
      expect(guardados).toEqual([]);
      expect((await api.pedir<Tienda>('GET', '/api/tienda')).nombre).toBe(antes.nombre);

      await abre.fill('10:00');
      await cierra.fill('14:00');
      await expect(domingo.getByText(error)).toHaveCount(0);
      await form.getByRole('button', { name: 'Guardar datos' }).click();
      await expect(
        form.getByRole('status').filter({ hasText: 'Datos de la barbería guardados.' }),
      ).toBeVisible();
      expect(guardados).toHaveLength(1);
      // The number as stored, written as people read it; the back office's bar has the new name already.
      await expect(form.getByLabel('WhatsApp')).toHaveValue('+56 9 1234 5678');
      await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(nombre) })).toBeVisible();
      const guardada = await api.pedir<Tienda>('GET', '/api/tienda');
      expect(guardada).toMatchObject({ nombre, whatsappNumero: '+56912345678' });
      expect(guardada.horario[6]).toEqual({ abierto: true, abre: '10:00', cierra: '14:00' });

      await revisarPaginaPublica(page, '/', new RegExp(`^${nombre} \\|`), nombre);
      await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
      await revisarPaginaPublica(
        page,
        '/ubicacion',
        new RegExp(`^Ubicación y cómo llegar \\| ${nombre}$`),
        nombre,
      );
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: nombre })).toBeVisible();
      await sinDesbordeHorizontal(page, dispositivo.ancho);
      expect(hidratacion, 'la página del servidor y la del navegador difieren').toEqual([]);
    });
  });
}

/**
 * Issue 42, items 7 and 8, on a phone whose browser writes 12-hour times (en-US): the week's hours read
 * 24-hour and fit their day's box; a closed day says «Cerrado» instead of offering hours; and once Saturday
 * has its own hours, the home's hero says the whole week, the same runs the footer lists.
 */
test.describe('the week of the shop on a phone whose browser speaks English', () => {
  test.use({ ...DISPOSITIVOS[0].uso, locale: 'en-US' });

  test('a closed day says «Cerrado»; a different Saturday reaches the hero as it reaches the footer', async ({
    page,
    api,
  }) => {
    const antes = await api.pedir<Tienda>('GET', '/api/tienda');
    api.alTerminar(() => api.pedir('PUT', '/api/tienda', antes));
    const lunesAViernes = { abierto: true, abre: '11:00', cierra: '20:30' };
    await api.pedir('PUT', '/api/tienda', {
      ...antes,
      horario: [...Array.from({ length: 6 }, () => lunesAViernes), { ...lunesAViernes, abierto: false }],
    });

    await entrarComoAdmin(page, 'Datos de la barbería');
    const form = page.getByRole('form', { name: 'Datos de la barbería' });
    const sabado = form.getByRole('group', { name: 'Sábado' });
    const domingo = form.getByRole('group', { name: 'Domingo' });
    await expect(domingo.getByRole('switch', { name: 'Abierto' })).toHaveAttribute('aria-checked', 'false');
    await expect(domingo).toContainText('Cerrado');
    await expect(domingo.getByRole('textbox')).toHaveCount(0);
    expect(await textoVisible(sabado.getByLabel('Abre'))).toBe('11:00');
    expect(await textoVisible(sabado.getByLabel('Cierra'))).toBe('20:30');
    // Each hour inside its day's box, on a 390 px phone.
    const caja = await sabado.boundingBox();
    const cierra = await sabado.getByLabel('Cierra').boundingBox();
    expect((cierra?.x ?? 0) + (cierra?.width ?? 0)).toBeLessThanOrEqual((caja?.x ?? 0) + (caja?.width ?? 0));

    for (const [campo, tecleado, escrito] of [
      ['Abre', '1000', '10:00'],
      ['Cierra', '14', '14:00'],
    ] as const) {
      await sabado.getByLabel(campo).tap();
      await sabado.getByLabel(campo).clear();
      await page.keyboard.type(tecleado);
      await domingo.getByRole('switch', { name: 'Abierto' }).focus();
      expect(await textoVisible(sabado.getByLabel(campo))).toBe(escrito);
    }
    // Opened and closed again: its hours come back and go, «Cerrado» with them.
    await domingo.getByRole('switch', { name: 'Abierto' }).tap();
    expect(await textoVisible(domingo.getByLabel('Cierra'))).toBe('20:30');
    await expect(domingo).not.toContainText('Cerrado');
    await domingo.getByRole('switch', { name: 'Abierto' }).tap();
    await expect(domingo).toContainText('Cerrado');
    await sinDesbordeHorizontal(page, DISPOSITIVOS[0].ancho);
    await sinViolaciones(page);
    await form.getByRole('button', { name: 'Guardar datos' }).tap();
    await expect(
      form.getByRole('status').filter({ hasText: 'Datos de la barbería guardados.' }),
    ).toBeVisible();
    expect((await api.pedir<Tienda>('GET', '/api/tienda')).horario[5]).toEqual({
      abierto: true,
      abre: '10:00',
      cierra: '14:00',
    });

    await page.goto('/');
    const filas = await page
      .getByRole('contentinfo')
      .locator('.horario > div')
      .evaluateAll((divs) =>
        divs.map((d) => `${d.querySelector('dt')?.textContent}: ${d.querySelector('dd')?.textContent}`),
      );
    expect(filas).toEqual(['Lunes a Viernes: 11:00 a 20:30', 'Sábado: 10:00 a 14:00', 'Domingo: Cerrado']);
    await expect(page.locator('.hero__horario')).toHaveText(
      `${filas.join(' · ')} · ${antes.direccion.comuna}`,
    );
  });
});

/**
 * Issue 42, item 10, on a phone: a long name («Barbería Maipú Centro») stays inside the site's header, its
 * round mark whole beside it; the back office's bar is opaque, so the page scrolling under it never shows.
 */
test.describe('a long name on a phone', () => {
  test.use(DISPOSITIVOS[0].uso);

  test('fits the header beside a round mark, and the back office bar hides what scrolls under it', async ({
    page,
    api,
  }) => {
    const antes = await api.pedir<Tienda>('GET', '/api/tienda');
    api.alTerminar(() => api.pedir('PUT', '/api/tienda', antes));
    await api.pedir('PUT', '/api/tienda', { ...antes, nombre: 'Barbería Maipú Centro' });

    await page.goto('/');
    const cabecera = page.getByRole('banner');
    const marca = await cabecera.locator('.brand__mark').boundingBox();
    const nombre = await cabecera.getByRole('link', { name: 'Barbería Maipú Centro' }).boundingBox();
    const barra = await cabecera.boundingBox();
    expect(marca && nombre && barra).toBeTruthy();
    if (!marca || !nombre || !barra) return;
    // Round, not squashed into an oval by the name beside it.
    expect(Math.abs(marca.width - marca.height)).toBeLessThan(1);
    expect(nombre.y).toBeGreaterThanOrEqual(barra.y);
    expect(nombre.y + nombre.height).toBeLessThanOrEqual(barra.y + barra.height);
    await sinDesbordeHorizontal(page, DISPOSITIVOS[0].ancho);

    await entrarComoAdmin(page, 'Datos de la barbería');
    const fondo = await page.locator('.bo-bar').evaluate(
      (el) =>
        getComputedStyle(el)
          .backgroundColor.match(/[\d.]+/g)
          ?.map(Number) ?? [],
    );
    // rgb(r g b) or rgba(r, g, b, 1): nothing of the page comes through.
    expect(fondo.length === 3 || fondo[3] === 1, `fondo de la barra: ${fondo.join(', ')}`).toBe(true);
  });
});
