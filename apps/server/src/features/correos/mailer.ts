import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Correo {
  para: string;
  asunto: string;
  texto: string;
}

export interface Mailer {
  enviar(correo: Correo): Promise<void>;
  close(): void;
}

/** Real delivery through any SMTP server (smtp:// or smtps:// URL with credentials). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async enviar(correo) {
      await transport.sendMail({ from, to: correo.para, subject: correo.asunto, text: correo.texto });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL the outbox prints each mail to the log, so a demo shows what would be sent. */
export function logMailer(log: FastifyBaseLogger): Mailer {
  return {
    async enviar(correo) {
      log.info(
        { correo: { para: correo.para, asunto: correo.asunto } },
        `correo (sin SMTP_URL, no enviado):\nPara: ${correo.para}\nAsunto: ${correo.asunto}\n\n${correo.texto}`,
      );
    },
    close: () => {},
  };
}
