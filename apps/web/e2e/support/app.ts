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

/** Waits until no animation of the page is running: every one ends (decision 048), none moves forever. */
export async function hastaQueNadaSeMueva(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
