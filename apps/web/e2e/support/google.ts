/**
 * The Google Calendar stand-in of the e2e server (apps/server/test/helpers/google-simulado.ts): the journey
 * starts it on this port with this token, and playwright.config.ts points the server at it.
 * E2E_GOOGLE_PORT moves it when two suites run side by side on one machine.
 */
export const GOOGLE_PUERTO_E2E = Number(process.env.E2E_GOOGLE_PORT ?? 3700);
export const GOOGLE_TOKEN_E2E = 'token-e2e-google-calendar';
