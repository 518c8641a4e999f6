import { test } from '@playwright/test';

/**
 * The only pattern a journey routes our own API with (decision 054, checked by scripts/rutas-falsas.mjs):
 * exactly `ruta` on the server under test, whatever its query string. A glob such as
 * `**\/api/horas-agendadas/…` also caught the page's mistaken /api/api/horas-agendadas/… and hid it
 * (issue 41); this one lets any other path reach the server, which answers it as it would a client.
 * Its handler may only make that path fail (`abort`, a 4xx or 5xx of our own) or wait and let it go on:
 * what succeeds is the server's answer, about data the journey made real (fixtures, the server's clock).
 */
export function soloLaRuta(ruta: string): (url: URL) => boolean {
  if (!/^\/api\/[^*?#]+$/.test(ruta)) {
    throw new Error(
      `soloLaRuta: una ruta exacta de nuestra API (/api/…, sin comodines ni consulta), no «${ruta}»`,
    );
  }
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error('soloLaRuta: el proyecto no tiene baseURL (playwright.config.ts)');
  const origen = new URL(base).origin;
  return (url) => url.origin === origen && url.pathname === ruta;
}
