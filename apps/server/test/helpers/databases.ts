import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe } from 'vitest';
import { type Database, type Db, openDatabase } from '../../src/db/client.js';
import { copiaPglite, type Plantilla, plantillaPostgres } from './plantillas.js';

export type TipoBase = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const BASES: TipoBase[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * For proofs that only PostgreSQL can give: PGlite has one connection and runs transactions one after
 * another, so a race there proves nothing. Without TEST_DATABASE_URL Vitest lists them as skipped and
 * `npm test` (scripts/test.mjs) says so; CI requires PostgreSQL (.ci/run).
 */
export const describeEnPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

/** The template of a database that only has the migrations. */
const MIGRADA: Plantilla = { clave: 'migrada', preparar: async () => {} };

/**
 * A fresh database for one test block: in-memory PGlite, or a new PostgreSQL database dropped on close,
 * each a copy of the run's template (test/helpers/plantillas.ts): migrated, and filled by `plantilla`.
 */
export async function baseDePrueba(tipo: TipoBase, plantilla: Plantilla = MIGRADA): Promise<Database> {
  if (tipo === 'pglite') return copiaPglite(plantilla);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL no está definida');
  return basePostgresNueva(adminUrl, 'prueba', await plantillaPostgres(adminUrl, plantilla));
}

/**
 * A new PostgreSQL database on that server, migrated (or a copy of `plantilla`, already migrated); closing
 * it drops it. Tests and the bench use it.
 */
export async function basePostgresNueva(
  adminUrl: string,
  prefijo: string,
  plantilla?: string,
): Promise<Database> {
  const nombre = `${prefijo}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nombre}${plantilla ? ` TEMPLATE ${plantilla}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${nombre}`;
  // The concurrency proofs send 200 requests at once to 20 connections: the ones queued wait for the row
  // lock's holders, and on a loaded CI host that once took longer than the production wait of 5 s (a 500
  // then; the overload 503 now, test/api/presion.test.ts). They prove what the locks allow, so their requests
  // wait for a connection as long as a test may last.
  const database = await openDatabase({ url: url.toString(), poolSize: 20, connectTimeoutMs: 60_000 });
  if (!plantilla) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const limpieza = new pg.Client({ connectionString: adminUrl });
      await limpieza.connect();
      await limpieza.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await limpieza.end();
    },
  };
}

/** How many sessions of this PostgreSQL database are waiting for a lock right now. */
export async function sesionesEsperandoBloqueo(db: Db): Promise<number> {
  // Both drivers answer with { rows }.
  const r = (await db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { n: number }[] };
  return r.rows[0]?.n ?? 0;
}
