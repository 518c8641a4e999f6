// Debian's Chromium and the flags every headless run here uses. No browser is ever downloaded.
//
// Two binaries of the same Debian build (decision 042):
// - CHROMIUM_PRUEBAS, the «old headless» shell (`apt-get install chromium-headless-shell`): what Playwright's
//   journeys (apps/web/playwright.config.ts) and the widget's package test drive. It is the binary Playwright
//   itself runs headless; it has no windows, so no page can be covered by another and stop painting, which
//   stalled phone journeys in the full browser's headless mode (Chromium 156, 2026-11).
// - CHROMIUM, the full browser (`apt-get install chromium`): what Lighthouse measures (scripts/lighthouse.mjs),
//   closest to the browser a client runs.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_PRUEBAS =
  process.env.CHROMIUM_PRUEBAS_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const FLAGS_CHROMIUM = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
