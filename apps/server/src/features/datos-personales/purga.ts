import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import { purgarRecibidos } from '../../infra/whatsapp/recibidos.repository.js';
import * as repo from './datos-personales.repository.js';

const DIA_MS = 86_400_000;
/** Sent mail is kept a month (to answer "did you send it?"); mail given up on, three months. */
const CORREO_ENVIADO_DIAS = 30;
const CORREO_DESCARTADO_DIAS = 90;
/** An invitation nobody used in this long is dropped; the admin can invite again. */
const ACCESO_DIAS = 30;

export type PurgaDeps = Pick<Deps, 'db' | 'clock'> & { log: FastifyBaseLogger; retencionMeses: number };

const mesesAntes = (ahora: Date, meses: number) => {
  const d = new Date(ahora);
  d.setUTCMonth(d.getUTCMonth() - meses);
  return d;
};

/**
 * Data retention (law 21.719, docs/decisions/027): every run deletes what has no reason to stay and
 * anonymises bookings older than RETENCION_MESES. Idempotent, so several instances may run it.
 */
export function crearPurga({ db, clock, log, retencionMeses }: PurgaDeps) {
  async function procesar() {
    const ahora = clock();
    const antes = (dias: number) => new Date(ahora.getTime() - dias * DIA_MS);
    const resultado = {
      correos: await repo.purgarCorreos(db, antes(CORREO_ENVIADO_DIAS), antes(CORREO_DESCARTADO_DIAS)),
      tokens: await repo.purgarTokensVencidos(db, ahora),
      accesos: await repo.purgarAccesos(db, antes(ACCESO_DIAS)),
      // The ids of WhatsApp messages past Meta's retries: a repeat of one is refused by its age.
      whatsappRecibidos: await purgarRecibidos(db, ahora),
      inasistencias: await repo.purgarInasistencias(db, mesesAntes(ahora, retencionMeses)),
      abonosAnonimizados: await repo.anonimizarAbonosAnteriores(db, mesesAntes(ahora, retencionMeses)),
      horasAnonimizadas: await db.transaction((tx) =>
        repo.anonimizarHorasAnteriores(tx, mesesAntes(ahora, retencionMeses)),
      ),
    };
    if (Object.values(resultado).some((n) => n > 0)) log.info(resultado, 'purga de datos');
    return resultado;
  }
  return { procesar };
}
