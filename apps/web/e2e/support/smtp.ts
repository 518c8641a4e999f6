import { servidorSmtp } from '../../../server/test/helpers/smtp';
import { SMTP_PUERTO_E2E } from './smtp-puerto';

export type { CorreoRecibido } from '../../../server/test/helpers/smtp';

type Smtp = Awaited<ReturnType<typeof servidorSmtp>>;

/** The one server of this worker and how many users hold it (the worker fixture and files' beforeAll). */
let compartido: { smtp: Promise<Smtp>; usuarios: number } | undefined;

/**
 * The API tests' SMTP server on loopback, in the test process, on the port the e2e server sends to
 * (playwright.config.ts), so a journey can read the client's e-mail. Shared within the worker: the worker
 * fixture `smtp` and a file's own `beforeAll` get the same server instead of fighting over the port; it
 * stops when its last user stops it.
 */
export async function iniciarSmtp(): Promise<Smtp> {
  compartido ??= { smtp: servidorSmtp(SMTP_PUERTO_E2E), usuarios: 0 };
  compartido.usuarios++;
  const smtp = await compartido.smtp;
  return {
    ...smtp,
    detener: async () => {
      if (!compartido || --compartido.usuarios > 0) return;
      compartido = undefined;
      await smtp.detener();
    },
  };
}
