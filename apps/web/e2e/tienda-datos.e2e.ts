import type { Tienda } from '@barberia/shared';
import type { Page } from '@playwright/test';
import { sinViolaciones } from './support/axe';
import { DISPOSITIVOS, entrarComoAdmin, sinDesbordeHorizontal } from './support/back-office';
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
