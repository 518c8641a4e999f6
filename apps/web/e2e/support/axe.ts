import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { hastaQueNadaSeMueva } from './app';

/** WCAG 2 A and AA as axe checks them: what most journeys hold a screen to. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa'];

/** axe-core's own browser build, read once per worker. */
const FUENTE_AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type ConAxe = { axe?: { run(contexto: Document, opciones: RunOptions): Promise<AxeResults> } };

/**
 * axe's findings as one line each (rule: elements), so a failure reads at a glance; `null`: every rule.
 *
 * axe-core is run in the page itself, put there once per document, rather than through @axe-core/playwright:
 * that builder opened a blank page for every reading to merge the results of each frame, and put axe in again
 * each time; a reading cost 1–2 s instead of 0.2–0.4 s, a third of the time of the journeys that read axe most
 * (docs/benchmarks.md, stop 39). The site's pages hold no frame of their own (the map's, Google's, is not ours
 * to judge and loads only when asked for), so nothing is left out.
 */
export async function hallazgosAxe(page: Page, etiquetas: readonly string[] | null = WCAG_A_AA) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(FUENTE_AXE);
  return page.evaluate(
    async (tags) => {
      const { axe } = window as unknown as ConAxe;
      if (!axe) throw new Error('axe-core no quedó en la página');
      const { violations } = await axe.run(document, tags ? { runOnly: { type: 'tag', values: tags } } : {});
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    etiquetas && [...etiquetas],
  );
}

/**
 * No axe finding on the settled screen. What is still fading in or changing colour (a modal's 0.18 s
 * entrance, a pressed button's transition) is waited for first (hastaQueNadaSeMueva): read midway, axe
 * measured half-faded text and reported contrasts the screen never keeps (CI, stops 37 and 38). axe is then
 * read again for up to 5 s; a real violation stays and still fails. Each reading runs to its end: on a
 * slower machine one reading of a long screen took 7–8 s, and a deadline that cut it short failed a clean
 * screen with no finding to show (CI, stop 39).
 */
export async function sinViolaciones(page: Page, etiquetas: readonly string[] | null = WCAG_A_AA) {
  await hastaQueNadaSeMueva(page);
  const hasta = Date.now() + 5000;
  for (;;) {
    const hallazgos = await hallazgosAxe(page, etiquetas);
    if (hallazgos.length === 0 || Date.now() >= hasta) {
      expect(hallazgos, `axe en ${page.url()}`).toEqual([]);
      return;
    }
    await page.waitForTimeout(250);
  }
}
