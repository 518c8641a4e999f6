import { expect, test } from '@playwright/test';
import { agregarWidget, capturarAperturas } from './support/widget';

const AHORA = new Date('2026-11-23T12:00:00-03:00');

const BASE = {
  NAME: 'Corte de pelo',
  STARTDATE: 'today+2',
  startTime: '10:00',
  endtime: '10:30',
  timezone: 'America/Santiago',
};

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: AHORA });
  await page.goto('/widget');
});

test('attributes are read without letter case, lists in both spellings, and a change draws again', async ({
  page,
}) => {
  const widget = await agregarWidget(
    page,
    'prueba',
    { ...BASE, OPTIONS: 'Apple, Google', identifier: 'prueba' },
    { dibujado: false },
  );
  const boton = widget.locator('.atcb-button');
  await expect(boton).toHaveAccessibleName('Agregar al calendario');
  await boton.click();
  await expect(widget.locator('.atcb-label')).toHaveText(['Apple', 'Google']);
  await page.keyboard.press('Escape');

  await widget.evaluate((el) => {
    el.setAttribute('options', '"Google","Outlook.com","Yahoo"');
    el.setAttribute('label', 'Guardar la hora');
  });
  await expect(boton).toHaveAccessibleName('Guardar la hora');
  await boton.click();
  await expect(widget.locator('.atcb-label')).toHaveText(['Google', 'Outlook.com', 'Yahoo']);
  await page.keyboard.press('Escape');

  await widget.evaluate((el) => {
    el.setAttribute('language', 'en');
    el.removeAttribute('label');
    el.setAttribute('customlabels', '{"label":"Save it"}');
  });
  await expect(boton).toHaveAccessibleName('Save it');
  await widget.evaluate((el) => el.setAttribute('language', 'ar'));
  await expect(widget.locator('.atcb')).toHaveAttribute('dir', 'rtl');
});

test('invalid input never breaks the page: nothing drawn, an error event, and a box only with debug', async ({
  page,
}) => {
  const eventos = await page.evaluate(() => {
    const recibidos: string[] = [];
    document.addEventListener('generationError', (e) => recibidos.push((e as CustomEvent).detail.message));
    (window as unknown as { recibidos: string[] }).recibidos = recibidos;
  });
  expect(eventos).toBeUndefined();
  const mudo = await agregarWidget(
    page,
    'sin-nombre',
    { startDate: 'today', identifier: 'sin-nombre' },
    { dibujado: false },
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { recibidos: string[] }).recibidos))
    .toEqual(['[sin-nombre] Add to Calendar Button generation failed: required setting missing [name]']);
  await expect(mudo.locator('button')).toHaveCount(0);
  await expect(mudo.getByRole('alert')).toHaveCount(0);

  const conDebug = await agregarWidget(
    page,
    'mala-hora',
    {
      ...BASE,
      startTime: '25:00',
      debug: '',
      identifier: 'mala-hora',
    },
    { dibujado: false },
  );
  await expect(conDebug.getByRole('alert')).toContainText('[mala-hora]');
  await expect(conDebug.getByRole('alert')).toContainText('startTime');
  // The rest of the page still works.
  const otro = page.locator('#lista-dropdown add-to-calendar-button .atcb-button');
  await otro.click();
  await expect(page.locator('#lista-dropdown add-to-calendar-button').getByRole('menu')).toBeVisible();
});

test('past dates: pastDateHandling disable greys the button, hide removes it; disabled and hidden flags too', async ({
  page,
}) => {
  const pasado = { ...BASE, startDate: 'today-3', options: 'Apple, Google' };
  const desactivado = await agregarWidget(
    page,
    'pasado-disable',
    { ...pasado, pastDateHandling: 'disable' },
    { dibujado: false },
  );
  await expect(desactivado.locator('.atcb-button')).toBeDisabled();
  const oculto = await agregarWidget(
    page,
    'pasado-hide',
    { ...pasado, pastDateHandling: 'hide' },
    { dibujado: false },
  );
  await expect(oculto.locator('.atcb-button')).toBeHidden();
  const normal = await agregarWidget(page, 'pasado-none', pasado, { dibujado: false });
  await expect(normal.locator('.atcb-button')).toBeEnabled();
  const apagado = await agregarWidget(
    page,
    'apagado',
    { ...BASE, options: 'Apple, Google', disabled: '' },
    { dibujado: false },
  );
  await expect(apagado.locator('.atcb-button')).toBeDisabled();
  const bloqueado = await agregarWidget(
    page,
    'bloqueado',
    {
      ...BASE,
      options: 'Apple, Google',
      blockInteraction: '',
    },
    { dibujado: false },
  );
  await expect(bloqueado.locator('.atcb-button')).toHaveAttribute('aria-disabled', 'true');
  // A forced click, as a script or an impatient visitor would send, still opens nothing.
  await bloqueado.locator('.atcb-button').click({ force: true });
  await expect(bloqueado.getByRole('menu')).toHaveCount(0);
});

test.describe('Chrome on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  });

  test('the .ics cannot download there: the Safari warning shows and the link is copied', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const widget = page.locator('#lista-dropdown add-to-calendar-button');
    await widget.locator('.atcb-button').click();
    // iOS: iCal is replaced by Apple.
    await expect(widget.getByRole('menuitem', { name: 'Archivo iCal' })).toHaveCount(0);
    await widget.getByRole('menuitem', { name: 'Apple' }).click();
    const aviso = page.getByRole('dialog', { name: 'Abre Safari' });
    await expect(aviso).toContainText('Copiamos el enlace');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^data:text\/calendar/);
  });
});

test.describe('an in-app browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36 Instagram 350.0',
  });

  test('the webview warning shows instead of a download; web calendars still open', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await capturarAperturas(page);
    await page.reload();
    const widget = page.locator('#lista-dropdown add-to-calendar-button');
    await widget.locator('.atcb-button').click();
    await widget.getByRole('menuitem', { name: 'Archivo iCal' }).click();
    await expect(page.getByRole('dialog', { name: 'Abre tu navegador' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^data:text\/calendar/);
  });
});
