import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fallosLogin, limites } from '../db/schema.js';
import { sentenciaFija, sinConexion } from '../db/sentencia-fija.js';

interface Contador {
  current: number;
  ttl: number;
}

/**
 * @fastify/rate-limit's counters in PostgreSQL (table `limites`): every instance counts into the same
 * rows and a restart forgets nothing (docs/decisions/020). One statement per request: an upsert that
 * starts a new window when the stored one ended, on the database's clock, so instances on machines whose
 * clocks differ still agree.
 */
const incremento = sentenciaFija('limite_incrementar', () => {
  const ventana = sql`now() + ${sql.placeholder('ventanaMs')}::int * interval '1 millisecond'`;
  const vencida = sql`${limites.expiraEn} <= now()`;
  return sinConexion
    .insert(limites)
    .values({ clave: sql.placeholder('clave'), conteo: 1, expiraEn: ventana })
    .onConflictDoUpdate({
      target: limites.clave,
      set: {
        conteo: sql`case when ${vencida} then 1 else ${limites.conteo} + 1 end`,
        expiraEn: sql`case when ${vencida} then ${ventana} else ${limites.expiraEn} end`,
      },
    })
    .returning({
      conteo: limites.conteo,
      ttl: sql<string>`ceil(extract(epoch from (${limites.expiraEn} - now())) * 1000)`.as('ttl'),
    })
    .getSQL();
});

export function almacenDeLimites(db: Db) {
  // Every limited request runs it: a fixed statement, built once and prepared per connection.
  async function incrementar(clave: string, ventanaMs: number): Promise<Contador> {
    const [fila] = await incremento<{ conteo: number; ttl: string }>(db, { clave, ventanaMs });
    return { current: fila!.conteo, ttl: Math.max(0, Number(fila!.ttl)) };
  }

  class AlmacenPg implements FastifyRateLimitStore {
    /** Each route's counters apart: the same address on two routes is two rows. */
    constructor(private readonly prefijo = '') {}

    incr(clave: string, listo: (error: Error | null, r?: Contador) => void, ventanaMs: number) {
      incrementar(this.prefijo + clave, ventanaMs).then(
        (r) => listo(null, r),
        (error: Error) => listo(error),
      );
    }

    child(ruta: FastifyRateLimitOptions & { routeInfo?: { method?: unknown; url?: unknown } }) {
      const { method, url } = ruta.routeInfo ?? {};
      return new AlmacenPg(method && url ? `${String(method)} ${String(url)}|` : '');
    }
  }

  return AlmacenPg as unknown as new (
    opciones: FastifyRateLimitOptions,
  ) => FastifyRateLimitStore;
}

/** Ended windows and failures forgotten for a day are of no use: deleted now and then. */
export async function purgarLimites(db: Db) {
  await db.delete(limites).where(lt(limites.expiraEn, sql`now()`));
  await db.delete(fallosLogin).where(lt(fallosLogin.actualizadoEn, sql`now() - interval '24 hours'`));
}
