import { expect, type Locator, type Page, test } from '@playwright/test';
import { aperturas, capturarAperturas, leerIcs, ultimaApertura } from './support/widget';

// The playground's events start 'today+7' at 11:00 in Santiago; with the clock fixed at this instant,
// today is 2026-11-23, so the event is 2026-11-30 11:00-11:45 -03:00 (summer time), 14:00-14:45 UTC.
const AHORA = new Date('2026-11-23T12:00:00-03:00');
const INICIO = new Date('2026-11-30T14:00:00Z');
const FIN = new Date('2026-11-30T14:45:00Z');

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await capturarAperturas(page);
  await page.clock.install({ time: AHORA });
});

async function abrirPlayground(page: Page) {
  await page.goto('/widget');
  // Every element has drawn once its style is in (initialization is emitted after the first draw).
  await expect(page.locator('add-to-calendar-button:not([atcb-last-event])')).toHaveCount(0);
}

const ejemplo = (page: Page, id: string) => page.locator(`#${id} add-to-calendar-button`);
/** The playground, open, and the widget of that example in it. */
async function abrirEjemplo(page: Page, id: string) {
  await abrirPlayground(page);
  return ejemplo(page, id);
}
const boton = (widget: Locator) => widget.locator('.atcb-button').first();
const menu = (widget: Locator) => widget.getByRole('menu');
/** Opens the widget's menu with a click and picks that calendar. */
async function elegirEnElMenu(widget: Locator, calendario: string) {
  await boton(widget).click();
  await menu(widget).getByRole('menuitem', { name: calendario }).click();
}

test('the bundle is served to any site and the playground runs under a strict CSP with no violation', async ({
  page,
  request,
}) => {
  const bundle = await request.get('/widget/add-to-calendar-button.js');
  expect(bundle.headers()['access-control-allow-origin']).toBe('*');
  expect(bundle.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect(bundle.headers()['content-type']).toContain('text/javascript');
  const chunk = /import '\.\/(chunks\/element-[\w-]+\.js)'/.exec(await bundle.text())?.[1];
  expect(chunk).toBeDefined();
  const elemento = await request.get(`/widget/${chunk}`);
  expect(elemento.headers()['cache-control']).toContain('immutable');
  expect(elemento.headers()['access-control-allow-origin']).toBe('*');

  const violaciones: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') violaciones.push(m.text());
  });
  const respuesta = await page.goto('/widget');
  expect(respuesta?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(respuesta?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Botón «Agregar al calendario»' })).toBeVisible();
  // Styled through adoptedStyleSheets: the default button has its border and shadow under the CSP.
  const widget = ejemplo(page, 'lista-dropdown');
  await expect(boton(widget)).toHaveCSS('box-shadow', /rgba/);
  // A style other than default arrives as its own chunk and applies (3d's raised bottom edge).
  await expect(boton(ejemplo(page, 'estilo-3d-claro'))).not.toHaveCSS('margin-bottom', '0px');
  await boton(widget).click();
  await expect(menu(widget)).toBeVisible();
  expect(violaciones).toEqual([]);
});

test('default, 3d and flat open on hover; round, text, date and neumorphism only on click', async ({
  page,
}) => {
  await abrirPlayground(page);
  for (const estilo of ['default', '3d', 'flat']) {
    const widget = ejemplo(page, `estilo-${estilo}-claro`);
    await boton(widget).hover();
    await expect(menu(widget), estilo).toBeVisible();
    await expect(boton(widget)).toHaveAttribute('aria-expanded', 'true');
    // Leaving onto the background closes a hover list.
    await page.mouse.move(5, 5);
    await expect(menu(widget), estilo).toBeHidden();
    // A click pins a hover list: the pointer leaving onto the background no longer closes it, a click does.
    await boton(widget).hover();
    await boton(widget).click();
    await page.mouse.move(5, 5);
    await page.mouse.move(6, 6);
    await expect(menu(widget), estilo).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(menu(widget), estilo).toBeHidden();
  }
  for (const estilo of ['round', 'text', 'date', 'neumorphism']) {
    const widget = ejemplo(page, `estilo-${estilo}-claro`);
    await boton(widget).hover();
    await expect(boton(widget), estilo).toHaveAttribute('aria-expanded', 'false');
    await boton(widget).click();
    await expect(menu(widget), estilo).toBeVisible();
    // A click on the background closes it.
    await page.mouse.click(5, 5);
    await expect(menu(widget), estilo).toBeHidden();
  }
});

test('every list style opens its list; the modal has a close entry and returns to the button', async ({
  page,
}) => {
  await abrirPlayground(page);
  for (const estilo of ['dropdown', 'dropdown-static', 'dropup-static', 'overlay']) {
    const widget = ejemplo(page, `lista-${estilo}`);
    // Centred, so the plain dropdown has room below and does not flip upwards.
    await boton(widget).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await boton(widget).click();
    await expect(menu(widget)).toBeVisible();
    // The list slides in (0.2 s): measure where it ends, not a frame of its entrance.
    await menu(widget).evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    const lista = await menu(widget).boundingBox();
    const caja = await boton(widget).boundingBox();
    if (!lista || !caja) throw new Error('sin caja');
    if (estilo === 'dropup-static') expect(lista.y + lista.height).toBeLessThanOrEqual(caja.y + 2);
    else if (estilo === 'overlay') expect(lista.y).toBeLessThanOrEqual(caja.y + 1);
    else expect(lista.y).toBeGreaterThanOrEqual(caja.y + caja.height - 2);
    await page.keyboard.press('Escape');
    await expect(menu(widget)).toBeHidden();
  }
  const modal = ejemplo(page, 'lista-modal');
  await boton(modal).click();
  const dialogo = page.getByRole('dialog', { name: 'Agregar al calendario' });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('menuitem')).toHaveCount(8);
  await dialogo.getByRole('menuitem', { name: 'Cerrar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(boton(modal)).toBeFocused();
  await expect(boton(modal)).toHaveAttribute('aria-expanded', 'false');
});

test('each option opens its calendar at 11:00 Santiago, or downloads an .ics ical.js reads at that instant', async ({
  page,
}) => {
  const widget = await abrirEjemplo(page, 'lista-dropdown');
  const eventos: string[] = [];
  await page.exposeFunction('registrarEvento', (nombre: string) => eventos.push(nombre));
  await widget.evaluate((el) => {
    for (const nombre of ['openList', 'closeList', 'openCalendarLink', 'success']) {
      el.addEventListener(nombre, (e) => {
        // Bubbling and composed: what a host page listening on document gets.
        if (e.bubbles && e.composed)
          (window as unknown as { registrarEvento: (n: string) => void }).registrarEvento(nombre);
      });
    }
  });
  const elegir = async (nombre: string) => {
    // The pointer rests where the last entry was, over the next example (a hover-trigger overlay):
    // moving it onto that overlay's background closes it, as a visitor's mouse would.
    await page.mouse.move(1, 1);
    await boton(widget).click();
    await menu(widget).getByRole('menuitem', { name: nombre }).click();
  };

  await elegir('Google');
  const google = await ultimaApertura(page);
  expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(google.searchParams.get('dates')).toBe('20261130T140000Z/20261130T144500Z');
  expect(google.searchParams.get('ctz')).toBe('America/Santiago');
  expect(google.searchParams.get('text')).toBe('Corte de pelo - Barbería Maipú');
  // The shop's stored address (the demo's), the one the footer and /ubicacion show (issue 42).
  expect(google.searchParams.get('location')).toBe(
    'Av. Los Pajaritos 2145, local 3, Maipú, Región Metropolitana',
  );

  for (const [nombre, host] of [
    ['Microsoft 365', 'https://outlook.office.com'],
    ['Outlook.com', 'https://outlook.live.com'],
  ] as const) {
    await elegir(nombre);
    const url = await ultimaApertura(page);
    expect(url.origin).toBe(host);
    expect(url.searchParams.get('startdt')).toBe('2026-11-30T14:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-11-30T14:45:00Z');
    expect(url.searchParams.get('subject')).toBe('Corte de pelo - Barbería Maipú');
  }
  await elegir('Microsoft Teams');
  const teams = await ultimaApertura(page);
  expect(teams.origin + teams.pathname).toBe('https://teams.microsoft.com/l/meeting/new');
  expect(teams.searchParams.get('startTime')).toBe('2026-11-30T14:00:00Z');
  await elegir('Yahoo');
  const yahoo = await ultimaApertura(page);
  expect(yahoo.origin).toBe('https://calendar.yahoo.com');
  expect(yahoo.searchParams.get('st')).toBe('20261130T140000Z');
  expect(yahoo.searchParams.get('et')).toBe('20261130T144500Z');
  expect(await aperturas(page)).toHaveLength(5);

  for (const nombre of ['Apple', 'Archivo iCal']) {
    const descarga = page.waitForEvent('download');
    await elegir(nombre);
    const archivo = await descarga;
    // Named after the event, not the spec's English default (issue 42).
    expect(archivo.suggestedFilename()).toBe('corte-de-pelo-barberia-maipu.ics');
    const [evento, ...otros] = await leerIcs(archivo);
    expect(otros).toHaveLength(0);
    expect(evento?.resumen).toBe('Corte de pelo - Barbería Maipú');
    expect(evento?.inicio.toISOString()).toBe(INICIO.toISOString());
    expect(evento?.fin.toISOString()).toBe(FIN.toISOString());
  }
  // Downloads open no tab, and every option left its checkmark.
  expect(await aperturas(page)).toHaveLength(5);
  await boton(widget).click();
  await expect(menu(widget).getByRole('img', { name: 'Guardado' })).toHaveCount(7);
  expect(eventos.filter((e) => e === 'openCalendarLink')).toHaveLength(7);
  expect(eventos).toContain('openList');
  expect(eventos).toContain('closeList');
  expect(eventos).toContain('success');
  await expect(widget).toHaveAttribute('atcb-last-event', 'openList:lista-dropdown');
});

test('keyboard only: open, cycle with the arrows, choose, and Escape returns focus', async ({ page }) => {
  const widget = await abrirEjemplo(page, 'lista-dropdown');
  await boton(widget).focus();
  await page.keyboard.press('Enter');
  const items = menu(widget).getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu(widget).getByRole('menuitem', { name: 'Google' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(widget)).toBeHidden();
  await expect(boton(widget)).toBeFocused();
  await expect(boton(widget)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  expect((await ultimaApertura(page)).hostname).toBe('calendar.google.com');
  await expect(boton(widget)).toBeFocused();
});

test('multi-date dialog: one button per date, cancelled warning stacked on it, checkmarks per date', async ({
  page,
}) => {
  const widget = await abrirEjemplo(page, 'varias-fechas');
  await elegirEnElMenu(widget, 'Google');
  const dialogo = page.getByRole('dialog', { name: 'Este evento tiene varias fechas' });
  await expect(dialogo).toBeVisible();
  const fechas = dialogo.locator('.atcb-date');
  await expect(fechas).toHaveCount(3);
  await expect(fechas.nth(0)).toContainText('Clase 1: tijera');
  await expect(fechas.nth(0)).toContainText('jueves, 26 de noviembre de 2026');
  await expect(fechas.nth(0)).toContainText('Av. Los Pajaritos 2145, local 3, Maipú');
  await expect(fechas.nth(2)).toContainText('Cancelado');

  await fechas.nth(0).click();
  const primera = await ultimaApertura(page);
  expect(primera.searchParams.get('dates')).toBe('20261126T210000Z/20261126T230000Z');
  await expect(fechas.nth(0).getByRole('img', { name: 'Guardado' })).toBeVisible();
  await expect(fechas.nth(1).getByRole('img', { name: 'Guardado' })).toHaveCount(0);

  await fechas.nth(2).click();
  const cancelado = page.getByRole('dialog', { name: 'Evento cancelado' });
  await expect(cancelado).toBeVisible();
  await cancelado.getByRole('button', { name: 'Cerrar' }).click();
  await expect(cancelado).toBeHidden();
  // Closing the stacked warning returns to the dates, still open.
  await expect(dialogo).toBeVisible();
  expect(await aperturas(page)).toHaveLength(1);

  await fechas.nth(1).click();
  expect((await ultimaApertura(page)).searchParams.get('dates')).toBe('20261203T210000Z/20261203T230000Z');
  await expect(fechas.nth(1).getByRole('img', { name: 'Guardado' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  // Every date that can be saved was: the button and the option are marked saved.
  await expect(boton(widget).getByRole('img', { name: 'Guardado' })).toBeVisible();
});

test('cancelled event: other services show the warning with the cancellation file; Apple downloads METHOD:CANCEL', async ({
  page,
}) => {
  const widget = await abrirEjemplo(page, 'cancelado');
  await elegirEnElMenu(widget, 'Google');
  const aviso = page.getByRole('dialog', { name: 'Evento cancelado' });
  await expect(aviso).toContainText('Este evento fue cancelado');
  expect(await aperturas(page)).toEqual([]);
  const desdeAviso = page.waitForEvent('download');
  await aviso.getByRole('link', { name: 'Archivo iCal' }).click();
  const [anulacion] = await leerIcs(await desdeAviso);
  expect(anulacion?.metodo).toBe('CANCEL');
  await aviso.getByRole('button', { name: 'Cerrar' }).click();
  await expect(aviso).toBeHidden();

  const descarga = page.waitForEvent('download');
  await elegirEnElMenu(widget, 'Apple');
  const [evento] = await leerIcs(await descarga);
  expect(evento?.metodo).toBe('CANCEL');
  expect(evento?.inicio.toISOString()).toBe(INICIO.toISOString());
});

test('thank-you dialog 1 s after a save: share by e-mail, and copy shows "Copiado" for 3 s', async ({
  page,
}) => {
  await abrirPlayground(page);
  // Time stands still from here on, so the 1 s and 3 s delays are stepped through exactly.
  await page.clock.pauseAt(new Date(AHORA.getTime() + 60_000));
  const widget = ejemplo(page, 'agradecimiento');
  await elegirEnElMenu(widget, 'Google');
  const gracias = page.getByRole('dialog', { name: '¡Nos vemos pronto!' });
  await page.clock.runFor(900);
  await expect(gracias).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(gracias).toBeVisible();
  await expect(gracias).toContainText('Comparte la barbería con un amigo.');
  await expect(gracias.getByRole('link', { name: 'Compartir por correo' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=.+&body=https%3A%2F%2Fbarberia\.example%2Fagenda$/,
  );
  const copiar = gracias.getByRole('button', { name: 'Copiar enlace' });
  await copiar.click();
  await expect(gracias.getByRole('button', { name: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://barberia.example/agenda');
  await page.clock.runFor(2900);
  await expect(gracias.getByRole('button', { name: 'Copiado' })).toBeVisible();
  await page.clock.runFor(200);
  await expect(gracias.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
});

test('subscription: webcal for Apple, Google cid, and Yahoo copies the feed address with its dialog', async ({
  page,
}) => {
  const widget = await abrirEjemplo(page, 'suscripcion');
  await expect(boton(widget)).toHaveAccessibleName('Suscribirse al calendario');
  await elegirEnElMenu(widget, 'Apple');
  expect((await ultimaApertura(page)).href).toBe('webcal://barberia.example/calendario.ics');
  await elegirEnElMenu(widget, 'Google');
  expect((await ultimaApertura(page)).searchParams.get('cid')).toBe(
    'webcal://barberia.example/calendario.ics',
  );
  await elegirEnElMenu(widget, 'Yahoo');
  const yahoo = page.getByRole('dialog', { name: 'Suscribirse en Yahoo' });
  await expect(yahoo.getByRole('link', { name: 'Abrir Yahoo Calendar' })).toHaveAttribute(
    'href',
    'https://calendar.yahoo.com/',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'https://barberia.example/calendario.ics',
  );
});

test('recurring event: Google gets the RRULE and the .ics repeats weekly four times', async ({ page }) => {
  const widget = await abrirEjemplo(page, 'recurrente');
  await boton(widget).click();
  await expect(menu(widget).getByRole('menuitem')).toHaveCount(3);
  await menu(widget).getByRole('menuitem', { name: 'Google' }).click();
  const google = await ultimaApertura(page);
  expect(google.searchParams.get('recur')).toMatch(/^RRULE:FREQ=WEEKLY;.*COUNT=4/);
  expect(google.searchParams.get('dates')).toBe('20261125T130000Z/20261125T133000Z');
  const descarga = page.waitForEvent('download');
  await elegirEnElMenu(widget, 'Archivo iCal');
  const [evento] = await leerIcs(await descarga);
  expect(evento?.inicio.toISOString()).toBe('2026-11-25T13:00:00.000Z');
  expect(evento?.regla).toMatch(/FREQ=WEEKLY/);
});
