import { readFileSync } from 'node:fs';
import { type Download, expect, type Page } from '@playwright/test';
import ICAL from 'ical.js';

declare global {
  interface Window {
    __aperturas?: string[];
  }
}

/** Records every window.open instead of opening a tab, so a test can read the calendar link. */
export async function capturarAperturas(page: Page) {
  await page.addInitScript(() => {
    window.__aperturas = [];
    window.open = (url?: string | URL) => {
      window.__aperturas?.push(String(url));
      return null;
    };
  });
}

export async function aperturas(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__aperturas ?? []);
}

/** How many openings of each page a test has read already (ultimaApertura). */
const leidas = new WeakMap<Page, number>();

/**
 * The link the widget opened since the last call, waited for: the widget may open it a moment after the
 * click (a closing list first), and reading at once returned the previous link on a fast run. A page that
 * reloaded starts its list again.
 */
export async function ultimaApertura(page: Page): Promise<URL> {
  const antes = leidas.get(page) ?? 0;
  let todas: string[] = [];
  await expect
    .poll(
      async () => {
        todas = await aperturas(page);
        return todas.length > antes || (todas.length > 0 && todas.length < antes);
      },
      { message: 'el widget no abrió ningún enlace nuevo' },
    )
    .toBe(true);
  leidas.set(page, todas.length);
  return new URL(todas.at(-1) ?? '');
}

export interface EventoIcs {
  metodo: string | null;
  resumen: string;
  ubicacion: string | null;
  uid: string;
  inicio: Date;
  fin: Date;
  /** The RRULE, as text, when the event repeats. */
  regla: string | null;
}

/**
 * Parses a downloaded .ics with ical.js, registering its VTIMEZONE blocks first so TZID times turn into
 * the right instants, and returns every VEVENT.
 */
export async function leerIcs(descarga: Download): Promise<EventoIcs[]> {
  const ruta = await descarga.path();
  const calendario = new ICAL.Component(ICAL.parse(readFileSync(ruta, 'utf8')));
  for (const zona of calendario.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zona);
  const metodo = calendario.getFirstPropertyValue('method');
  return calendario.getAllSubcomponents('vevent').map((vevent) => {
    const evento = new ICAL.Event(vevent);
    return {
      metodo: metodo === null ? null : String(metodo),
      resumen: evento.summary,
      ubicacion: evento.location ?? null,
      uid: evento.uid,
      inicio: evento.startDate.toJSDate(),
      fin: evento.endDate.toJSDate(),
      regla: vevent.getFirstPropertyValue('rrule')?.toString() ?? null,
    };
  });
}

/** The playground, with every element drawn (initialization is emitted after the first draw). */
export async function abrirPlayground(page: Page) {
  await page.goto('/widget');
  await page.waitForFunction(
    () => document.querySelectorAll('add-to-calendar-button:not([atcb-last-event])').length === 0,
  );
}

/**
 * Adds an element to the playground the way a host script would, with the given attributes; waits for it to
 * draw, unless `dibujado` is false (an element that may refuse its attributes never gets there).
 */
export async function agregarWidget(
  page: Page,
  id: string,
  atributos: Record<string, string>,
  { dibujado = true }: { dibujado?: boolean } = {},
) {
  await page.evaluate(
    ({ id, atributos }) => {
      const el = document.createElement('add-to-calendar-button');
      el.id = id;
      for (const [nombre, valor] of Object.entries(atributos)) el.setAttribute(nombre, valor);
      document.querySelector('main')?.prepend(el);
    },
    { id, atributos },
  );
  if (dibujado) await page.locator(`#${id}[atcb-last-event]`).waitFor({ state: 'attached' });
  return page.locator(`#${id}`);
}
