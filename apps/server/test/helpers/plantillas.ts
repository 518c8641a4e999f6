import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';

/**
 * The world a test block starts from, prepared once per test run and copied per block (issue 21): migrating
 * and seeding the demo shop (photos drawn with sharp, password hashes, three weeks of days) took ~5 s a block,
 * a copy takes a fraction of a second. A template is named by what it holds (`clave`): the same clave is
 * the same database. PGlite's is a dump file that every worker reads; PostgreSQL's is a database copied with
 * `CREATE DATABASE … TEMPLATE`. Whoever needs one first builds it; the others wait for it.
 */
export interface Plantilla {
  /** Everything the preparation depends on (clock, seeded accounts): two equal claves, one template. */
  clave: string;
  /** Fills the freshly migrated template. */
  preparar: (database: Database) => Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by test/setup/plantillas.ts for the whole run: where the templates live, and their names' prefix. */
    plantillas: { dir: string; prefijoPg: string };
  }
}

/** The run's settings; outside Vitest (a bench script) a per-process folder and prefix. */
function ajustes() {
  try {
    return inject('plantillas');
  } catch {
    return {
      dir: join(tmpdir(), `barberia-plantillas-${process.pid}`),
      prefijoPg: `plantilla_${process.pid}`,
    };
  }
}

const huella = (clave: string) => createHash('sha256').update(clave).digest('hex').slice(0, 16);

/** What Drizzle keeps of the PGlite it wraps. */
const pgliteDe = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/** How long a worker waits for another one's template before giving up. */
const ESPERA_MAXIMA_MS = 180_000;

/** A new in-memory PGlite holding a copy of the template. */
export async function copiaPglite(plantilla: Plantilla): Promise<Database> {
  const { dir } = ajustes();
  mkdirSync(dir, { recursive: true });
  const archivo = join(dir, `${huella(plantilla.clave)}.tar`);
  const cerrojo = `${archivo}.cerrojo`;
  const limite = Date.now() + ESPERA_MAXIMA_MS;
  while (!existsSync(archivo)) {
    if (tomar(cerrojo)) {
      try {
        if (!existsSync(archivo)) await construirPglite(plantilla, archivo);
      } finally {
        rmdirSync(cerrojo);
      }
      break;
    }
    if (Date.now() > limite) throw new Error(`la plantilla ${archivo} no apareció en ${ESPERA_MAXIMA_MS} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return openDatabase({ memory: true, copiaDe: new Blob([readFileSync(archivo)]) });
}

/** mkdir is atomic: exactly one worker creates the folder and builds the template. */
function tomar(cerrojo: string): boolean {
  try {
    mkdirSync(cerrojo);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function construirPglite(plantilla: Plantilla, archivo: string) {
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    await plantilla.preparar(database);
    const volcado = await pgliteDe(database).dumpDataDir('none');
    // Written aside and renamed: a reader never sees half a file.
    writeFileSync(`${archivo}.tmp`, Buffer.from(await volcado.arrayBuffer()));
    renameSync(`${archivo}.tmp`, archivo);
  } finally {
    await database.close();
  }
}

/**
 * The name of the run's PostgreSQL template for this clave, built if it does not exist yet. An advisory
 * lock on the server makes the workers take turns: the one that finds it missing builds it while the others
 * wait, and nobody copies a template still being filled.
 */
export async function plantillaPostgres(adminUrl: string, plantilla: Plantilla): Promise<string> {
  const nombre = `${ajustes().prefijoPg}_${huella(plantilla.clave)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [nombre]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [nombre]);
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${nombre}`);
      const url = new URL(adminUrl);
      url.pathname = `/${nombre}`;
      // A copy needs the template without sessions: this one is closed before the lock is let go.
      const database = await openDatabase({ url: url.toString(), poolSize: 4 });
      try {
        await database.migrate();
        await plantilla.preparar(database);
      } finally {
        await database.close();
      }
    }
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [nombre]);
  } finally {
    await admin.end();
  }
  return nombre;
}
