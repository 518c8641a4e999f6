import type { FastifyBaseLogger } from 'fastify';
import type { Database, Escucha } from '../db/client.js';

/** Channel the triggers of migration 0005 notify with the barber's id after any change to their agenda. */
export const CANAL_AGENDA = 'agenda_cambio';

const ESPERA_MAXIMA_MS = 30_000;

/**
 * What this instance has heard of agenda changes, for caches of data derived from a barber's agenda.
 * The database notifies every instance (triggers on fechas, horas_agendadas, eventos_calendario and
 * usuarios), so a change made through any instance, or by hand in SQL, reaches all of them.
 */
export interface CambiosAgenda {
  /** Changes with every change heard for the barber, and whenever notifications may have been missed. */
  version(barberoId: string): number;
  /** False while the listener is down: a cache must not serve then. */
  fiable(): boolean;
  cerrar(): Promise<void>;
}

export async function escucharCambiosAgenda(
  database: Database,
  log: FastifyBaseLogger,
): Promise<CambiosAgenda> {
  const porBarbero = new Map<string, number>();
  // Bumped on every loss and every reconnection, so nothing cached across a gap is ever served.
  let epoca = 0;
  let escucha: Escucha | undefined;
  let conectado = false;
  let cerrado = false;
  let reintento: NodeJS.Timeout | undefined;
  let espera = 1000;

  const alRecibir = (barberoId: string) => {
    porBarbero.set(barberoId, (porBarbero.get(barberoId) ?? 0) + 1);
  };

  const alPerder = (error: unknown) => {
    conectado = false;
    epoca++;
    if (cerrado) return;
    log.warn({ err: error }, 'se perdió la escucha de cambios de agenda; caché desactivada hasta reconectar');
    programar();
  };

  async function conectar() {
    try {
      escucha = await database.escuchar(CANAL_AGENDA, alRecibir, alPerder);
      epoca++;
      conectado = true;
      espera = 1000;
    } catch (error) {
      log.warn({ err: error }, 'no se pudo escuchar los cambios de agenda; se reintentará');
      programar();
    }
  }

  function programar() {
    if (cerrado || reintento) return;
    reintento = setTimeout(() => {
      reintento = undefined;
      void conectar();
    }, espera);
    reintento.unref();
    espera = Math.min(espera * 2, ESPERA_MAXIMA_MS);
  }

  await conectar();

  return {
    version: (barberoId) => epoca * 1_000_000_000 + (porBarbero.get(barberoId) ?? 0),
    fiable: () => conectado,
    async cerrar() {
      cerrado = true;
      conectado = false;
      clearTimeout(reintento);
      await escucha?.cerrar();
    },
  };
}
