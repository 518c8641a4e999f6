import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const AHORA = new Date('2026-11-23T12:00:00-03:00');

/** axe's findings as one line each (rule: elements), so a failure reads at a glance. */
async function hallazgosAxe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * No axe finding once what just opened has finished fading in: read mid-entrance, the colours are still on
 * their way and axe measured a contrast the settled screen does not have (a fast run, stop 37). A real
 * violation stays and still fails, after the 5 s of retries.
 */
async function sinHallazgosAxe(page: Page) {
  await expect(async () => expect(await hallazgosAxe(page)).toEqual([])).toPass({ timeout: 5000 });
}

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
    expect(await hallazgosAxe(page)).toEqual([]);

    const widget = page.locator('#lista-dropdown add-to-calendar-button');
    await widget.locator('.atcb-button').click();
    await expect(widget.getByRole('menu')).toBeVisible();
    await sinHallazgosAxe(page);
    await page.keyboard.press('Escape');

    const fechas = page.locator('#varias-fechas add-to-calendar-button');
    await fechas.locator('.atcb-button').click();
    await fechas.getByRole('menuitem', { name: 'Apple' }).click();
    await expect(page.getByRole('dialog', { name: 'Este evento tiene varias fechas' })).toBeVisible();
    await sinHallazgosAxe(page);
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
