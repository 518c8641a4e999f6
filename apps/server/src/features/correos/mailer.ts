import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AdjuntoCorreo } from '../../db/schema.js';

export interface Correo {
  para: string;
  asunto: string;
  texto: string;
  adjuntos?: AdjuntoCorreo[];
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
      await transport.sendMail({
        from,
        to: correo.para,
        subject: correo.asunto,
        text: correo.texto,
        attachments: (correo.adjuntos ?? []).map((adjunto) => ({
          filename: adjunto.nombre,
          contentType: adjunto.tipo,
          // Always base64, so no relay re-wraps the lines or changes the CRLF ends an .ics needs
          // (RFC 5545, 3.1), whatever characters the text holds.
          content: Buffer.from(adjunto.contenido, 'utf8'),
          contentTransferEncoding: 'base64',
        })),
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL the outbox prints each mail to the log, so a demo shows what would be sent. Only in
 * development: a mail holds a reset or cancel link, a key to someone's account or bookings, and
 * elsewhere the log is kept and shipped (docs/decisions/021); there only the subject is noted.
 */
export function logMailer(log: FastifyBaseLogger, conCuerpo: boolean): Mailer {
  return {
    async enviar(correo) {
      if (!conCuerpo) {
        log.info({ asunto: correo.asunto }, 'correo (sin SMTP_URL, no enviado)');
        return;
      }
      log.info(
        { correo: { para: correo.para, asunto: correo.asunto } },
        `correo (sin SMTP_URL, no enviado):\nPara: ${correo.para}\nAsunto: ${correo.asunto}\n\n${correo.texto}${adjuntosEnLog(correo)}`,
      );
    },
    close: () => {},
  };
}

function adjuntosEnLog(correo: Correo): string {
  const nombres = (correo.adjuntos ?? []).map((adjunto) => adjunto.nombre);
  return nombres.length === 0 ? '' : `\n\nAdjuntos: ${nombres.join(', ')}`;
}
