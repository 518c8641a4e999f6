import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.js';
import type { Database } from '../db/client.js';
import { crearTareaPeriodica, type TareaPeriodica } from '../lib/tarea-periodica.js';
import { escucharCambiosAgenda } from '../plugins/cambios-agenda.js';
import { purgarLimites } from '../plugins/limites-almacen.js';
import { logMailer, type Mailer, smtpMailer } from './correo/mailer.js';
import { crearOutbox } from './correo/outbox.js';
import { clienteGoogleDesdeConfig } from './google/google.client.js';
import { crearOcupadoGoogle } from './google/ocupado-google.js';
import { crearLectorDeTienda } from './tienda.js';
import { crearClienteWebpay, type DestinoWebpay } from './webpay/webpay.client.js';
import { crearColaWhatsapp } from './whatsapp/cola.js';
import { plantillasConfiguradas } from './whatsapp/plantillas.js';
import { crearClienteWhatsapp, whatsappDesdeConfig } from './whatsapp/whatsapp.client.js';

export interface OpcionesInfra {
  config: Config;
  database: Database;
  clock: () => Date;
  zona: string;
  log: FastifyBaseLogger;
  /** Tests pass their own; otherwise SMTP_URL, or the log in its absence. */
  mailer?: Mailer;
  webpay: DestinoWebpay;
}

/**
 * What the features share and do not own: the mail outbox, Google Calendar's client and its read cache,
 * Webpay's gateway, the agenda's change notices. Its periodic tasks are the outbox and the purge of
 * expired rate-limit windows.
 */
export async function crearInfra({ config, database, clock, zona, log, mailer, webpay }: OpcionesInfra) {
  const outbox = crearOutbox({
    db: database.db,
    mailer:
      mailer ??
      (config.SMTP_URL
        ? smtpMailer(config.SMTP_URL, config.MAIL_FROM, config.SMTP_TIMEOUT_MS)
        : logMailer(log, config.NODE_ENV === 'development')),
    clock,
    log,
  });
  // Google Calendar when a service account (or a stand-in) is configured; without it nothing is sent or read.
  const google = clienteGoogleDesdeConfig(config);
  const ocupadoGoogle = crearOcupadoGoogle(google, zona, config.GOOGLE_CALENDAR_CACHE_SEGUNDOS * 1000, log);
  const cambios = await escucharCambiosAgenda(database, log);
  const tienda = crearLectorDeTienda(database.db, cambios, log);
  // WhatsApp when its four settings are there (or the stand-in's, main.ts); otherwise only e-mail.
  const whatsapp = whatsappDesdeConfig(config);
  const colaWhatsapp = whatsapp
    ? crearColaWhatsapp({
        db: database.db,
        whatsapp: crearClienteWhatsapp(whatsapp.destino),
        idioma: config.WHATSAPP_IDIOMA,
        plantillas: plantillasConfiguradas(config),
        clock,
        log,
      })
    : undefined;
  const tareas: TareaPeriodica[] = [
    crearTareaPeriodica('bandeja de correos', config.OUTBOX_INTERVAL_MS, () => outbox.procesar(), log),
    crearTareaPeriodica('límites vencidos', 10 * 60_000, () => purgarLimites(database.db), log),
    ...(colaWhatsapp
      ? [crearTareaPeriodica('cola de WhatsApp', config.WHATSAPP_INTERVAL_MS, colaWhatsapp.procesar, log)]
      : []),
  ];
  return {
    outbox,
    google,
    ocupadoGoogle,
    cambios,
    tienda,
    webpay: crearClienteWebpay(webpay),
    colaWhatsapp,
    whatsappSecretos: whatsapp?.secretos,
    tareas,
    /** After the tasks stopped: the mails in flight, SMTP and the LISTEN connection. */
    async cerrar() {
      await cambios.cerrar();
      await outbox.cerrar();
    },
  };
}

export type Infra = Awaited<ReturnType<typeof crearInfra>>;
