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

/** nodemailer's ways of saying the server did not answer in time or could not be reached. */
const SIN_RESPUESTA = new Set(['ETIMEDOUT', 'ECONNECTION', 'ESOCKET', 'ECONNREFUSED']);

/**
 * Real delivery through any SMTP server (smtp:// or smtps:// URL with credentials). A server that accepts
 * the connection and never speaks would hold each attempt for nodemailer's default minutes, and the outbox
 * behind it: each step waits `timeoutMs` at most, and the failure names the server in Spanish.
 */
export function smtpMailer(url: string, from: string, timeoutMs = 10_000): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 3,
  });
  const { hostname, port } = new URL(url);
  return {
    async enviar(correo) {
      await enviarCon(correo).catch((error: { code?: string; message?: string }) => {
        if (!error.code || !SIN_RESPUESTA.has(error.code)) throw error;
        throw new Error(
          `El servidor SMTP ${hostname}:${port || 25} no respondió a tiempo (${timeoutMs} ms por paso): ${error.message}`,
        );
      });
    },
    close: () => transport.close(),
  };

  async function enviarCon(correo: Correo) {
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
  }
}

/**
 * Without SMTP_URL the outbox prints each mail to the log, so a demo shows what would be sent. Only in
 * development: a mail holds a reset or cancel link, a key to someone's account or bookings, and
 * elsewhere the log is kept and shipped (docs/decisions/025); there only the subject is noted.
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
