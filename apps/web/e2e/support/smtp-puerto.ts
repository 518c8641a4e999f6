/**
 * Where the back-office journey's test SMTP server listens; the e2e server sends its mail there.
 * E2E_SMTP_PORT moves it when two suites run side by side on one machine.
 */
export const SMTP_PUERTO_E2E = Number(process.env.E2E_SMTP_PORT ?? 2526);
