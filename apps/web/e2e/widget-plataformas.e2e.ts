import { readFileSync } from 'node:fs';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import {
  abrirPlayground,
  agregarWidget,
  aperturas,
  capturarAperturas,
  leerIcs,
  ultimaApertura,
} from './support/widget';

/** The booking these journeys save, two days ahead in the shop's zone. */
const CORTE = {
  name: 'Corte',
  startDate: 'today+2',
  startTime: '10:00',
  endTime: '10:30',
  timeZone: 'America/Santiago',
};

// 'today' is 2026-11-23 in Santiago with the clock here.
const AHORA = new Date('2026-11-23T12:00:00-03:00');
const CURSO = {
  name: 'Curso de barbería',
  timeZone: 'America/Santiago',
  location: 'Av. Pajaritos 1234, Maipú',
  // Added on top of the page: a hover list would open under a pointer resting where another was.
  trigger: 'click',
  dates: JSON.stringify([
    { name: 'Clase 1', startDate: 'today+3', startTime: '18:00', endTime: '20:00' },
    { name: 'Clase 2', startDate: 'today+10', startTime: '18:00', endTime: '20:00' },
    // Past the clock change of 2027-04-04: -04:00 from then on.
    { name: 'Clase 3', startDate: '2027-04-08', startTime: '18:00', endTime: '20:00' },
  ]),
};
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await capturarAperturas(page);
  await page.clock.install({ time: AHORA });
});

const boton = (widget: Locator) => widget.locator('.atcb-button').first();
async function elegir(widget: Locator, opcion: string) {
  await boton(widget).click();
  await widget.getByRole('menuitem', { name: opcion }).click();
}
/** Every download the page starts, to prove that none happened. */
function descargas(page: Page): string[] {
  const lista: string[] = [];
  page.on('download', (d) => lista.push(d.suggestedFilename()));
  return lista;
}
const portapapeles = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('a multi-date event through Apple or iCal is one .ics with every date at its instant; web calendars open the dates dialog', async ({
  page,
}) => {
  await abrirPlayground(page);
  const widget = await agregarWidget(page, 'curso', { ...CURSO, options: 'Apple, Google, iCal' });
  for (const opcion of ['Apple', 'Archivo iCal']) {
    const descarga = page.waitForEvent('download');
    await elegir(widget, opcion);
    const archivo = await descarga;
    // The multi-date file is named after the event (issue 42), not 'event-to-save-in-my-calendar.ics'.
    expect(archivo.suggestedFilename()).toBe('curso-de-barberia.ics');
    const eventos = await leerIcs(archivo);
    expect(eventos.map((e) => [e.resumen, e.inicio.toISOString(), e.fin.toISOString()])).toEqual([
      ['Clase 1', '2026-11-26T21:00:00.000Z', '2026-11-26T23:00:00.000Z'],
      ['Clase 2', '2026-12-03T21:00:00.000Z', '2026-12-03T23:00:00.000Z'],
      ['Clase 3', '2027-04-08T22:00:00.000Z', '2027-04-09T00:00:00.000Z'],
    ]);
    expect(new Set(eventos.map((e) => e.uid)).size).toBe(3);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Every date of both options is saved: both entries carry the checkmark.
  await boton(widget).click();
  await expect(widget.getByRole('menu').getByRole('img', { name: 'Guardado' })).toHaveCount(2);
  await widget.getByRole('menuitem', { name: 'Google' }).click();
  await expect(page.getByRole('dialog', { name: 'Este evento tiene varias fechas' })).toBeVisible();
  expect(await aperturas(page)).toEqual([]);
});

test.describe('Android', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  });

  test('Apple is offered as an iCal file, which downloads', async ({ page }) => {
    await abrirPlayground(page);
    const widget = await agregarWidget(page, 'android', {
      ...CORTE,
      options: 'Apple, Google',
    });
    await boton(widget).click();
    await expect(widget.getByRole('menuitem')).toHaveText(['Archivo iCal', 'Google']);
    const descarga = page.waitForEvent('download');
    await widget.getByRole('menuitem', { name: 'Archivo iCal' }).click();
    const [evento] = await leerIcs(await descarga);
    expect(evento?.inicio.toISOString()).toBe('2026-11-25T13:00:00.000Z');
  });
});

test.describe('Chrome on an iPhone (add-to-calendar-button #144, #322)', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  });

  test('an explicit .ics file is not downloaded where the calendar never sees it: copied, with the Safari note', async ({
    page,
  }) => {
    const bajadas = descargas(page);
    await abrirPlayground(page);
    const widget = await agregarWidget(page, 'archivo', {
      ...CORTE,
      icsFile: 'https://barberia.example/reservas/corte.ics',
      options: 'Apple, Google',
      trigger: 'click',
    });
    await elegir(widget, 'Apple');
    await expect(page.getByRole('dialog', { name: 'Abre Safari' })).toContainText('Copiamos el enlace');
    expect(await portapapeles(page)).toBe('https://barberia.example/reservas/corte.ics');
    await page.keyboard.press('Escape');
    // A multi-date event's single file takes the same way.
    const curso = await agregarWidget(page, 'curso', { ...CURSO, options: 'Apple, Google' });
    await elegir(curso, 'Apple');
    await expect(page.getByRole('dialog', { name: 'Abre Safari' })).toBeVisible();
    expect(await portapapeles(page)).toMatch(/^data:text\/calendar.*Clase%201.*Clase%203/s);
    expect(bajadas).toEqual([]);
    expect(await aperturas(page)).toEqual([]);
  });
});

test.describe('a web app installed on the iPhone home screen (#532)', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('Apple does nothing there, so the link is copied with the Safari note; in Safari itself it downloads', async ({
    page,
  }) => {
    const bajadas = descargas(page);
    await abrirPlayground(page);
    const evento = {
      ...CORTE,
      options: 'Apple, Google',
    };
    const enSafari = await agregarWidget(page, 'safari', evento);
    const descarga = page.waitForEvent('download');
    await elegir(enSafari, 'Apple');
    expect((await descarga).suggestedFilename()).toBe('corte.ics');

    // Safari's own flag for a page opened from the home screen.
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    await page.reload();
    await page.waitForFunction(() => document.querySelector('add-to-calendar-button[atcb-last-event]'));
    const instalada = await agregarWidget(page, 'instalada', evento);
    await elegir(instalada, 'Apple');
    await expect(page.getByRole('dialog', { name: 'Abre Safari' })).toBeVisible();
    expect(await portapapeles(page)).toMatch(/^data:text\/calendar/);
    expect(bajadas).toHaveLength(1);
  });
});

test.describe("Instagram's in-app browser on an iPhone (#72)", () => {
  test.use({
    userAgent: `${IPHONE_SAFARI.replace(' Safari/604.1', '')} Instagram 350.0.0.0 (iPhone15,2; iOS 18_0)`,
  });

  test('the download it would block is copied with the browser note; Google still opens', async ({
    page,
  }) => {
    const bajadas = descargas(page);
    await abrirPlayground(page);
    const widget = page.locator('#lista-dropdown add-to-calendar-button');
    // iOS: iCal is offered as Apple.
    await elegir(widget, 'Apple');
    await expect(page.getByRole('dialog', { name: 'Abre tu navegador' })).toBeVisible();
    expect(await portapapeles(page)).toMatch(/^data:text\/calendar/);
    await page.keyboard.press('Escape');
    await page.mouse.move(1, 1);
    await elegir(widget, 'Google');
    expect((await ultimaApertura(page)).hostname).toBe('calendar.google.com');
    expect(bajadas).toEqual([]);
  });
});

test.describe('a visitor in Madrid saving a recurring event set in New York (#744)', () => {
  test.use({ timezoneId: 'Europe/Madrid' });

  test("the offset is applied once: Google and the .ics keep 15:00 New York, whatever the visitor's zone", async ({
    page,
  }) => {
    await abrirPlayground(page);
    const widget = await agregarWidget(page, 'mensual', {
      name: 'Reunión mensual',
      startDate: '2026-12-07',
      startTime: '15:00',
      endTime: '16:00',
      timeZone: 'America/New_York',
      recurrence: 'monthly',
      recurrence_byDay: '1MO',
      recurrence_count: '6',
      options: 'Google, iCal',
    });
    await elegir(widget, 'Google');
    const google = await ultimaApertura(page);
    // 15:00 in New York in December is 20:00 UTC, and Google is told the zone to repeat it in.
    expect(google.searchParams.get('dates')).toBe('20261207T200000Z/20261207T210000Z');
    expect(google.searchParams.get('ctz')).toBe('America/New_York');
    expect(google.searchParams.get('recur')).toBe('RRULE:FREQ=MONTHLY;COUNT=6;BYDAY=1MO;WKST=MO');

    await page.mouse.move(1, 1);
    const descarga = page.waitForEvent('download');
    await elegir(widget, 'Archivo iCal');
    const archivo = await descarga;
    const [evento] = await leerIcs(archivo);
    expect(evento?.inicio.toISOString()).toBe('2026-12-07T20:00:00.000Z');
    // Every occurrence at 15:00 New York, across its clock change of 2027-03-14.
    const calendario = new ICAL.Component(ICAL.parse(await leerTexto(archivo)));
    for (const zona of calendario.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zona);
    const vevent = calendario.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('sin VEVENT');
    const iterador = new ICAL.Event(vevent).iterator();
    const inicios: string[] = [];
    for (let siguiente = iterador.next(); siguiente; siguiente = iterador.next()) {
      inicios.push(siguiente.toJSDate().toISOString());
    }
    expect(inicios).toEqual([
      '2026-12-07T20:00:00.000Z',
      '2027-01-04T20:00:00.000Z',
      '2027-02-01T20:00:00.000Z',
      '2027-03-01T20:00:00.000Z',
      '2027-04-05T19:00:00.000Z',
      '2027-05-03T19:00:00.000Z',
    ]);
  });
});

async function leerTexto(descarga: Download): Promise<string> {
  return readFileSync(await descarga.path(), 'utf8');
}
