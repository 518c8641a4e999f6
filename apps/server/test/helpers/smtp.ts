import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface AdjuntoRecibido {
  nombre: string;
  /** Lower-case MIME type, e.g. text/calendar. */
  tipo: string;
  /** The `method` parameter of a calendar part (PUBLISH, CANCEL), upper case. */
  metodo: string | undefined;
  contenido: string;
}

export interface CorreoRecibido {
  para: string[];
  asunto: string;
  texto: string;
  adjuntos: AdjuntoRecibido[];
  /** The message as received, for checks on the wire format that parsing would hide. */
  crudo: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives; it can be stopped and restarted on its port.
 * The API tests and the browser journeys (apps/web/e2e/support/smtp.ts) both listen with it.
 */
export async function servidorSmtp(puerto = 0) {
  const recibidos: CorreoRecibido[] = [];
  let server: SMTPServer | undefined;
  let port = puerto;

  async function iniciar() {
    const nuevo = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const partes: Buffer[] = [];
        stream.on('data', (c: Buffer) => partes.push(c));
        stream.on('end', async () => {
          const crudo = Buffer.concat(partes);
          const correo = await PostalMime.parse(crudo);
          recibidos.push({
            para: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            asunto: correo.subject ?? '',
            texto: correo.text ?? '',
            crudo: crudo.toString('utf8'),
            adjuntos: correo.attachments.map((adjunto) => ({
              nombre: adjunto.filename ?? '',
              tipo: adjunto.mimeType,
              metodo: adjunto.method,
              contenido:
                typeof adjunto.content === 'string'
                  ? adjunto.content
                  : new TextDecoder().decode(adjunto.content),
            })),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      nuevo.once('error', reject);
      nuevo.listen(port, '127.0.0.1', resolve);
    });
    server = nuevo;
    const address = nuevo.server.address();
    if (address && typeof address === 'object') port = address.port;
  }

  await iniciar();
  return {
    recibidos,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** The mail sent to this address, once it has arrived. */
    para: (email: string) => recibidos.filter((c) => c.para.includes(email.toLowerCase())),
    iniciar,
    detener: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
