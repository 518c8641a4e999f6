import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hastaQueNadaSeMueva } from './app';

/** WCAG 2 A and AA as axe checks them: what most journeys hold a screen to. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa'];

/** axe's findings as one line each (rule: elements), so a failure reads at a glance; `null`: every rule. */
export async function hallazgosAxe(page: Page, etiquetas: readonly string[] | null = WCAG_A_AA) {
  const axe = new AxeBuilder({ page });
  const { violations } = await (etiquetas ? axe.withTags([...etiquetas]) : axe).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * No axe finding on the settled screen. What is still fading in or changing colour (a modal's 0.18 s
 * entrance, a pressed button's transition) is waited for first (hastaQueNadaSeMueva): read midway, axe
 * measured half-faded text and reported contrasts the screen never keeps (CI, stops 37 and 38). axe is then
 * read again for up to 5 s; a real violation stays and still fails.
 */
export async function sinViolaciones(page: Page, etiquetas: readonly string[] | null = WCAG_A_AA) {
  await hastaQueNadaSeMueva(page);
  await expect(async () =>
    expect(await hallazgosAxe(page, etiquetas), `axe en ${page.url()}`).toEqual([]),
  ).toPass({ timeout: 5000 });
}
