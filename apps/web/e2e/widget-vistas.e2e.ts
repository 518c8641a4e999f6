import { expect, type Page, test } from '@playwright/test';
import { hallazgosAxe, sinViolaciones } from './support/axe';

const AHORA = new Date('2026-11-23T12:00:00-03:00');

async function abrirPlayground(page: Page) {
  await page.clock.install({ time: AHORA });
  await page.goto('/widget');
  await expect(page.locator('add-to-calendar-button:not([atcb-last-event])')).toHaveCount(0);
}

for (const tema of ['light', 'dark'] as const) {
  test(`axe finds nothing on the playground in ${tema} mode, with a list and a dialog open`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: tema });
    await abrirPlayground(page);
    expect(await hallazgosAxe(page, null)).toEqual([]);

    const widget = page.locator('#lista-dropdown add-to-calendar-button');
    await widget.locator('.atcb-button').click();
    await expect(widget.getByRole('menu')).toBeVisible();
    await sinViolaciones(page, null);
    await page.keyboard.press('Escape');

    const fechas = page.locator('#varias-fechas add-to-calendar-button');
    await fechas.locator('.atcb-button').click();
    await fechas.getByRole('menuitem', { name: 'Apple' }).click();
    await expect(page.getByRole('dialog', { name: 'Este evento tiene varias fechas' })).toBeVisible();
    await sinViolaciones(page, null);
  });
}

for (const ancho of [360, 1280]) {
  for (const tema of ['light', 'dark'] as const) {
    test(`screenshots at ${ancho} px in ${tema} mode: nothing overflows the page`, async ({ page }, info) => {
      await page.setViewportSize({ width: ancho, height: 800 });
      await page.emulateMedia({ colorScheme: tema });
      await abrirPlayground(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(ancho);
      await page.screenshot({ path: info.outputPath(`playground-${ancho}-${tema}.png`), fullPage: true });

      const widget = page.locator('#lista-overlay add-to-calendar-button');
      await widget.locator('.atcb-button').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await widget.locator('.atcb-button').click();
      const lista = widget.getByRole('menu');
      await expect(lista).toBeVisible();
      const caja = await lista.boundingBox();
      expect(caja && caja.x >= 0 && caja.x + caja.width <= ancho).toBe(true);
      await page.screenshot({ path: info.outputPath(`lista-${ancho}-${tema}.png`) });
      await page.keyboard.press('Escape');

      const fechas = page.locator('#varias-fechas add-to-calendar-button');
      await fechas.locator('.atcb-button').click();
      await fechas.getByRole('menuitem', { name: 'Google' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Este evento tiene varias fechas' });
      await expect(dialogo).toBeVisible();
      const cajaDialogo = await dialogo.boundingBox();
      expect(cajaDialogo && cajaDialogo.x >= 0 && cajaDialogo.x + cajaDialogo.width <= ancho).toBe(true);
      await page.screenshot({ path: info.outputPath(`fechas-${ancho}-${tema}.png`) });
    });
  }
}
