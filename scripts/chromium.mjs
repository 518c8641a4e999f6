// Debian's Chromium and the flags every headless run here uses: Playwright (apps/web/playwright.config.ts)
// and Lighthouse (scripts/lighthouse.mjs) launch the same browser the same way. No browser is ever downloaded.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
