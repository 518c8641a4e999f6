import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { SMTP_PUERTO_E2E } from './smtp-puerto';

export interface CorreoRecibido {
  para: string[];
  asunto: string;
  texto: string;
}

/**
 * A real SMTP server on loopback, in the test process, on the port the e2e server sends to
 * (playwright.config.ts). It keeps what it receives so a journey can read the client's e-mail.
 */
export async function iniciarSmtp(puerto = SMTP_PUERTO_E2E) {
  const recibidos: CorreoRecibido[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const partes: Buffer[] = [];
      stream.on('data', (c: Buffer) => partes.push(c));
      stream.on('end', async () => {
        const correo = await PostalMime.parse(Buffer.concat(partes));
        recibidos.push({
          para: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          asunto: correo.subject ?? '',
          texto: correo.text ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(puerto, '127.0.0.1', resolve);
  });
  return {
    recibidos,
    /** The mail sent to this address, once it has arrived. */
    para: (email: string) => recibidos.filter((c) => c.para.includes(email.toLowerCase())),
    detener: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
