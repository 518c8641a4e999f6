import { servidorSmtp } from '../../../server/test/helpers/smtp';
import { SMTP_PUERTO_E2E } from './smtp-puerto';

export type { CorreoRecibido } from '../../../server/test/helpers/smtp';

/**
 * The API tests' SMTP server on loopback, in the test process, on the port the e2e server sends to
 * (playwright.config.ts), so a journey can read the client's e-mail.
 */
export const iniciarSmtp = (puerto = SMTP_PUERTO_E2E) => servidorSmtp(puerto);
