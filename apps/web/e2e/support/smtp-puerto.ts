/**
 * Where a worker's test SMTP server listens; that worker's e2e server sends its mail there
 * (playwright.config.ts: one server per worker). E2E_SMTP_PORT moves them when two suites run side by side.
 */
export const puertoSmtpE2e = (indice: number) => Number(process.env.E2E_SMTP_PORT ?? 2526) + indice;

/** This worker's: Playwright sets TEST_PARALLEL_INDEX in each worker. */
export const SMTP_PUERTO_E2E = puertoSmtpE2e(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
