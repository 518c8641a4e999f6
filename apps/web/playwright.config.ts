import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PRUEBAS, FLAGS_CHROMIUM } from '../../scripts/chromium.mjs';
import { GOOGLE_TOKEN_E2E, puertoGoogleE2e } from './e2e/support/google';
import { datosE2e, relojE2e } from './e2e/support/reloj';
import { puertoSmtpE2e } from './e2e/support/smtp-puerto';
import { puertoWhatsappE2e } from './e2e/support/whatsapp';

const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));
// E2E_PORT moves it, like E2E_SMTP_PORT, when two suites run side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * One server (and one browser worker) per slot, each with its own database and SMTP, Google and WhatsApp
 * ports: the journeys of one worker never see another's data, as with one worker before (issue 21).
 * Playwright evaluates this file again in each worker with TEST_PARALLEL_INDEX set: that worker's server.
 * One slot more than the cores: a journey spends part of its time waiting (a poll, a mail, an animation),
 * and the extra slot fills it. In CI on 2 cores: 372–385 s with 2 slots, 316–329 s with 3 (docs/benchmarks.md,
 * stop 41; a slower 2-core machine was slower with it, stop 36). At most 8: each slot is a server and
 * a browser (about 600 MB) and boots its own database.
 */
const SERVIDORES = Number(process.env.E2E_SERVIDORES ?? Math.min(availableParallelism() + 1, 8));
const urlDe = (indice: number) => `http://127.0.0.1:${PORT + indice}`;
const BASE_URL = urlDe(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const SERVIDOR = 'node --import tsx ../server/src/main.ts';
/** The first server builds what they all serve: the widget and the site (the others wait their turn). */
const COMPILAR = 'node ../../packages/add-to-calendar/scripts/build.mjs && npx vite build --logLevel warn';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // Kept apart from the server's DATA_DIR below: Playwright empties its outputDir at start.
  outputDir: 'test-results/playwright',
  workers: SERVIDORES,
  fullyParallel: false,
  // A stray `.only` would silently shrink the suite: refused always, not only when CI is set.
  forbidOnly: true,
  // One retry, in a fresh worker and browser, as a safety net for a stall of this shared 2-core machine; the list
  // reporter marks a journey that passed only on its retry as «flaky»: it is read, not ignored. The stalls that
  // once needed two were the full browser's (decision 042: the journeys now run in the headless shell).
  retries: 1,
  // A run on a throttled CPU (E2E_CPU_LENTA, e2e/support/fixtures.ts) gets its waits stretched alike.
  timeout: 60_000 * Math.max(1, Number(process.env.E2E_CPU_LENTA ?? 1)),
  expect: { timeout: 10_000 * Math.max(1, Number(process.env.E2E_CPU_LENTA ?? 1)) },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    viewport: { width: 1280, height: 800 },
    // Recorded on the retry, not on every first run: tracing each action (screenshots and DOM snapshots)
    // made the journeys 15–25 % slower on this 2-core machine (docs/benchmarks.md, stop 37), and a journey
    // that fails is run once more with the trace on.
    trace: 'on-first-retry',
    browserName: 'chromium',
    // Debian's Chromium headless shell with the project's flags (scripts/chromium.mjs, decision 042).
    launchOptions: { executablePath: CHROMIUM_PRUEBAS, args: FLAGS_CHROMIUM },
  },
  projects: [{ name: 'chromium' }],
  webServer: Array.from({ length: SERVIDORES }, (_, indice) => ({
    // A fresh database every run, the current build of the site and of the widget bundle, then the real
    // server serving them.
    command: `node e2e/support/reset-data-dir.mjs && ${indice === 0 ? `${COMPILAR} && ` : ''}${SERVIDOR}`,
    cwd: WEB_DIR,
    url: `${urlDe(indice)}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // Always the fresh PGlite in DATA_DIR: a DATABASE_URL in the caller's shell must not point the
      // journeys (which create and delete data) at a real PostgreSQL.
      DATABASE_URL: '',
      PORT: String(PORT + indice),
      HOST: '127.0.0.1',
      // Webpay sends the buyer back here: the same origin as the pages, so the stored cart is the same.
      PUBLIC_URL: urlDe(indice),
      DATA_DIR: datosE2e(indice),
      // The clock a journey moves to make an hour past with the server's own rules (e2e/support/reloj.ts,
      // decision 054): the file is gone at each run's start, with the rest of DATA_DIR.
      RELOJ_DE_PRUEBA: relojE2e(indice),
      WEB_DIST: join(WEB_DIR, 'dist'),
      LOG_LEVEL: 'warn',
      // Every journey books from 127.0.0.1; the production limit per address would trip the suite. So would
      // the cap on unpaid deposit holds per address (decision 051), proved by the API tests instead.
      RATE_LIMIT_RESERVAS: '1000',
      ABONOS_PENDIENTES_POR_IP: '1000',
      // The spec's one-barber shop: the barber-choice journey adds its second barber itself.
      SEED_DEMO_BARBEROS: '1',
      // The back-office journeys log in as these seeded accounts (e2e/support/back-office.ts).
      ADMIN_EMAIL: 'admin@barberia.cl',
      ADMIN_PASSWORD: 'admin-e2e-clave',
      BARBERO_PASSWORD: 'barbero-e2e-clave',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_REGISTRO: '1000',
      RATE_LIMIT_REGISTRO_CUENTA: '1000',
      // Load shedding stays on, with room for a 2-core machine running Chromium beside the server.
      PRESION_RETRASO_MAXIMO_MS: '3000',
      // Mail goes to the test SMTP server the back-office journey listens with.
      SMTP_URL: `smtp://127.0.0.1:${puertoSmtpE2e(indice)}`,
      OUTBOX_INTERVAL_MS: '200',
      // Google Calendar is the stand-in the google-calendar journey starts; until a barber connects a
      // calendar nothing is sent to it, and when it is not running the site works on without it.
      GOOGLE_CALENDAR_ROOT_URL: `http://127.0.0.1:${puertoGoogleE2e(indice)}/`,
      GOOGLE_CALENDAR_TEST_TOKEN: GOOGLE_TOKEN_E2E,
      GOOGLE_CALENDAR_INTERVAL_MS: '200',
      GOOGLE_CALENDAR_TIMEOUT_MS: '2000',
      // WhatsApp: the server's own stand-in (development, no WHATSAPP_TOKEN), on a port the journey knows.
      WHATSAPP_SIMULADO_PORT: String(puertoWhatsappE2e(indice)),
      WHATSAPP_INTERVAL_MS: '200',
      // The waitlist's task (issue 24): a freed hour is offered within a second, not the default 15.
      LISTA_ESPERA_INTERVAL_MS: '500',
    },
  })),
});
