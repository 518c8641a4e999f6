import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, FLAGS_CHROMIUM } from '../../scripts/chromium.mjs';
import { GOOGLE_PUERTO_E2E, GOOGLE_TOKEN_E2E } from './e2e/support/google';
import { SMTP_PUERTO_E2E } from './e2e/support/smtp-puerto';

const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));
// E2E_PORT moves it, like E2E_SMTP_PORT, when two suites run side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // Kept apart from the server's DATA_DIR below: Playwright empties its outputDir at start.
  outputDir: 'test-results/playwright',
  workers: 1,
  fullyParallel: false,
  // A stray `.only` would silently shrink the suite: refused always, not only when CI is set.
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    browserName: 'chromium',
    // Debian's Chromium with the project's flags (scripts/chromium.mjs), the same Lighthouse uses.
    launchOptions: { executablePath: CHROMIUM, args: FLAGS_CHROMIUM },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // A fresh database every run, the current build of the site and of the widget bundle, then the real
    // server serving them.
    command:
      'node e2e/support/reset-data-dir.mjs && node ../../packages/add-to-calendar/scripts/build.mjs && npx vite build --logLevel warn && node --import tsx ../server/src/main.ts',
    cwd: WEB_DIR,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // Always the fresh PGlite in DATA_DIR: a DATABASE_URL in the caller's shell must not point the
      // journeys (which create and delete data) at a real PostgreSQL.
      DATABASE_URL: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // Webpay sends the buyer back here: the same origin as the pages, so the stored cart is the same.
      PUBLIC_URL: BASE_URL,
      DATA_DIR: join(WEB_DIR, 'test-results', 'e2e-data'),
      WEB_DIST: join(WEB_DIR, 'dist'),
      LOG_LEVEL: 'warn',
      // Every journey books from 127.0.0.1; the production limit per address would trip the suite.
      RATE_LIMIT_RESERVAS: '1000',
      // The back-office journeys log in as these seeded accounts (e2e/support/back-office.ts).
      ADMIN_EMAIL: 'admin@barberia.cl',
      ADMIN_PASSWORD: 'admin-e2e-clave',
      BARBERO_PASSWORD: 'barbero-e2e-clave',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_REGISTRO: '1000',
      RATE_LIMIT_REGISTRO_CUENTA: '1000',
      // Mail goes to the test SMTP server the back-office journey listens with.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PUERTO_E2E}`,
      OUTBOX_INTERVAL_MS: '200',
      // Google Calendar is the stand-in the google-calendar journey starts; until a barber connects a
      // calendar nothing is sent to it, and when it is not running the site works on without it.
      GOOGLE_CALENDAR_ROOT_URL: `http://127.0.0.1:${GOOGLE_PUERTO_E2E}/`,
      GOOGLE_CALENDAR_TEST_TOKEN: GOOGLE_TOKEN_E2E,
      GOOGLE_CALENDAR_INTERVAL_MS: '200',
      GOOGLE_CALENDAR_TIMEOUT_MS: '2000',
    },
  },
});
