/**
 * The Google Calendar stand-in of the e2e server (apps/server/test/helpers/google-simulado.ts): the journey
 * starts it on this port with this token, and playwright.config.ts points the server at it.
 * E2E_GOOGLE_PORT moves it when two suites run side by side on one machine.
 */
export const puertoGoogleE2e = (indice: number) => Number(process.env.E2E_GOOGLE_PORT ?? 3700) + indice;

/** This worker's (playwright.config.ts: one server per worker; Playwright sets TEST_PARALLEL_INDEX). */
export const GOOGLE_PUERTO_E2E = puertoGoogleE2e(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const GOOGLE_TOKEN_E2E = 'token-e2e-google-calendar';
