import {
  TIENDA_PREDETERMINADA,
  type Tienda,
  tiendaSchema,
  tiendaSinInvisibles,
  type VistaTienda,
  vistaDeTienda,
} from '@barberia/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.js';
import { tienda } from '../db/schema.js';
import type { CambiosAgenda } from '../plugins/cambios-agenda.js';

/** The defaults as the schema gives them back (same key order as a stored row), for comparisons by text. */
export const PREDETERMINADA = tiendaSchema.parse(TIENDA_PREDETERMINADA) as Tienda;

/** The key migration 0025's trigger notifies on the agenda's channel when the shop's facts change. */
const CLAVE_TIENDA = 'tienda';

/** The stored record, checked again on the way out: a row written by an older version gets today's defaults where it differs. */
export async function leerTiendaGuardada(db: Executor): Promise<Tienda | null> {
  const [fila] = await db.select({ datos: tienda.datos }).from(tienda).where(eq(tienda.id, 1));
  if (!fila) return null;
  // Texts saved before they refused invisible characters (issue 41) are read without them.
  const leida = tiendaSchema.safeParse(
    tiendaSinInvisibles({ ...TIENDA_PREDETERMINADA, ...(fila.datos as object) }),
  );
  return leida.success ? (leida.data as Tienda) : null;
}

export async function guardarTienda(db: Executor, datos: Tienda, ahora: Date) {
  await db
    .insert(tienda)
    .values({ id: 1, datos, actualizadoEn: ahora })
    .onConflictDoUpdate({ target: tienda.id, set: { datos, actualizadoEn: ahora } });
}

export interface LectorDeTienda {
  /** The shop's facts and what derives from them, as every page, e-mail and event shows them. */
  vista(db?: Executor): Promise<VistaTienda>;
  /** The record as stored (GET /api/tienda, the pages' JSON). */
  datos(db?: Executor): Promise<Tienda>;
  /**
   * Drops this instance's copy at once: its own change is read back on the very next request, before the
   * database's notice arrives (the other instances follow on that notice).
   */
  olvidar(): void;
}

/**
 * Every page view and every message reads the shop's facts; one row by primary key each time would be
 * cheap, but the copy kept here is cheaper and still exact: it is dropped whenever the database says the
 * row changed (through any instance, or by hand in SQL) and never served while that listener is down,
 * the same rule as the hour screen's cache (features/fechas/horas-libres.service.ts).
 */
export function crearLectorDeTienda(db: Db, cambios: CambiosAgenda, log: FastifyBaseLogger): LectorDeTienda {
  // The last read: served while nothing changed, and while the database is away.
  let guardada: { version: number; datos: Tienda; vista: VistaTienda } | undefined;

  async function leer(ejecutor: Executor) {
    const version = cambios.version(CLAVE_TIENDA);
    if (guardada && cambios.fiable() && guardada.version === version) return guardada;
    let leida: Tienda | null;
    try {
      leida = await leerTiendaGuardada(ejecutor);
    } catch (error) {
      // The database is away: the last facts read are still the shop's, better than none.
      if (guardada) return guardada;
      throw error;
    }
    if (leida === null) log.debug('sin datos de la barbería guardados: se usan los predeterminados');
    const datos = leida ?? PREDETERMINADA;
    const nueva = { version, datos, vista: vistaDeTienda(datos) };
    // Kept even if something changed while it was read: its version then differs and the next read asks again.
    guardada = nueva;
    return nueva;
  }

  return {
    vista: async (ejecutor = db) => (await leer(ejecutor)).vista,
    datos: async (ejecutor = db) => (await leer(ejecutor)).datos,
    olvidar: () => {
      guardada = undefined;
    },
  };
}
