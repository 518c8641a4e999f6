import type { Page } from '@playwright/test';

/**
 * Holds the app's code back (src/arranque.tsx, loaded after the first paint) until the returned function
 * is called: the page stays as the server drew it, as on a slow phone, so a journey can act before React
 * has adopted it.
 */
export async function retenerLaApp(page: Page): Promise<() => void> {
  let soltar = () => {};
  const retenida = new Promise<void>((resolver) => {
    soltar = resolver;
  });
  await page.route('**/assets/arranque-*.js', async (route) => {
    await retenida;
    await route.continue();
  });
  return soltar;
}

/**
 * Waits until every animation and transition under way has ended (decision 048: the page's own all end). One
 * that turns forever (a loading spinner) is not waited for: it would never end.
 */
export async function hastaQueNadaSeMueva(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
