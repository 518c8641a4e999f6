import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the database-wide start-up lock (a PostgreSQL advisory lock), so instances
   * starting together migrate and seed one after another, never at once. PGlite has one process.
   */
  exclusivo<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel (a constant identifier): `alRecibir` gets each payload after its transaction
   * commits, on every instance. On PostgreSQL a dedicated connection; `alPerder` says it dropped, after
   * which notifications may have been missed.
   */
  escuchar(
    canal: string,
    alRecibir: (payload: string) => void,
    alPerder: (error: unknown) => void,
  ): Promise<Escucha>;
  close(): Promise<void>;
}

export interface Escucha {
  cerrar(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number: the key of the start-up advisory lock, the same for every instance. */
const CERROJO_ARRANQUE = 7_514_022;

export interface OpcionesPostgres {
  url: string;
  poolSize?: number;
  /** Cancels a statement running longer (ms); 0 turns it off. */
  statementTimeoutMs?: number;
  /** Closes a session left idle inside a transaction (ms), which would hold its locks; 0 turns it off. */
  idleInTransactionTimeoutMs?: number;
  /** Where a dropped idle connection is reported; the pool discards it and opens a new one. */
  alErrorDelPool?: (error: Error) => void;
  /**
   * A connection not established in this time fails (ms): a server that does not answer would otherwise
   * leave every request, and the start itself, waiting on the operating system's TCP timeout.
   */
  connectTimeoutMs?: number;
}

/** `copiaDe`: an in-memory database that starts as a copy of another PGlite's `dumpDataDir()` (the tests' templates). */
export type DatabaseTarget = OpcionesPostgres | { dataDir: string } | { memory: true; copiaDe?: Blob };

/** PostgreSQL when a URL is given, otherwise embedded PGlite (on disk under dataDir, or in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const conexion = {
      connectionString: target.url,
      connectionTimeoutMillis: target.connectTimeoutMs ?? 5000,
    };
    const pool = new pg.Pool({
      ...conexion,
      max: target.poolSize ?? 20,
      // node-postgres sends these as the session's settings; an unset value keeps the server's.
      statement_timeout: target.statementTimeoutMs || undefined,
      idle_in_transaction_session_timeout: target.idleInTransactionTimeoutMs || undefined,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (error) => target.alErrorDelPool?.(error));
    // node-postgres emits 'error' on a client whose connection dies, and an 'error' nobody listens to ends
    // the process. The pool listens only while a client is idle in it: a client checked out, as
    // db.transaction() holds one for the whole transaction (a request's or a background task's), had no
    // listener, so PostgreSQL going away during any transaction killed the server instead of answering a
    // 503 (robustez.test.ts, whenever a periodic task was inside one at the cut). Every client keeps a
    // listener for its whole life: whoever holds it still learns, as its queries' rejection, and the pool
    // drops the broken client when it is released; idle ones are reported by the pool's 'error' above.
    pool.on('connect', (cliente) => cliente.on('error', ignorarPerdida));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      async exclusivo(fn) {
        // Its own connection, outside the pool's statement timeout: waiting for another instance's
        // migrations may take longer than any query should.
        const cliente = new pg.Client(conexion);
        // The same for the lock's connection: a loss fails its next query, which main.ts reports, instead
        // of ending the process through an unhandled 'error'.
        cliente.on('error', ignorarPerdida);
        await cliente.connect();
        try {
          await cliente.query('SELECT pg_advisory_lock($1)', [CERROJO_ARRANQUE]);
          try {
            return await fn();
          } finally {
            await cliente.query('SELECT pg_advisory_unlock($1)', [CERROJO_ARRANQUE]);
          }
        } finally {
          await cliente.end();
        }
      },
      async escuchar(canal, alRecibir, alPerder) {
        const cliente = new pg.Client(conexion);
        let cerrado = false;
        const perdido = (error: unknown) => {
          if (cerrado) return;
          cerrado = true;
          alPerder(error);
        };
        cliente.on('error', perdido);
        cliente.on('end', () => perdido(new Error('conexión LISTEN cerrada')));
        cliente.on('notification', (n) => {
          if (n.channel === canal) alRecibir(n.payload ?? '');
        });
        await cliente.connect();
        await cliente.query(`LISTEN ${canal}`);
        return {
          async cerrar() {
            cerrado = true;
            await cliente.end();
          },
        };
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    dataDir = join(target.dataDir, 'pglite');
  }
  const client = await PGlite.create(dataDir, {
    extensions: { btree_gist },
    loadDataDir: 'copiaDe' in target ? target.copiaDe : undefined,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusivo: (fn) => fn(),
    // One process, one connection: the listener never drops.
    async escuchar(canal, alRecibir) {
      const dejar = await client.listen(canal, alRecibir);
      return { cerrar: dejar };
    },
    close: () => client.close(),
  };
}

/**
 * A connection's loss reaches whoever holds the client as the rejection of its queries; the 'error' event
 * that also reports it must only be listened to, never left unhandled (see openDatabase).
 */
function ignorarPerdida() {}

/**
 * node-postgres's ways of saying the server could not be reached, and the socket errors underneath.
 * «connection error and is not queryable» is a query on a client whose connection was lost: what a
 * transaction cut by the loss throws, since drizzle's ROLLBACK on that client fails and replaces the cause.
 */
const SIN_CONEXION =
  /timeout expired|connection timeout|Connection terminated|connection error and is not queryable|ECONNREFUSED|ECONNRESET|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|EAI_AGAIN|Query read timeout/i;

/**
 * pg-pool's words when every connection of the pool stayed busy for the whole connection timeout: the
 * server is reachable but this instance has more work than connections (a burst, a slow host), which is
 * overload, not an outage.
 */
const POOL_AGOTADO = /^timeout exceeded when trying to connect$/;

export type FallaDeLaBase = 'sin-conexion' | 'sin-espacio' | 'saturada';

/**
 * Why the database cannot do its part right now, when that is the cause of an error: unreachable
 * (PostgreSQL down or the network), out of disk (SQLSTATE class 53, e.g. PGlite's data folder on a full
 * disk: reads still work, writes fail until there is room again), or this instance's pool busy for longer
 * than it waits (`saturada`). Null for any other error.
 */
export function baseNoDisponible(error: unknown): FallaDeLaBase | null {
  // Drizzle wraps the driver's error ("Failed query: …") and keeps it as the cause.
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if (typeof e.code === 'string' && /^53[0-9A-Z]{3}$/.test(e.code)) return 'sin-espacio';
    if (typeof e.message === 'string' && POOL_AGOTADO.test(e.message)) return 'saturada';
    if (SIN_CONEXION.test(`${String(e.code ?? '')} ${String(e.message ?? '')}`)) return 'sin-conexion';
    e = e.cause as typeof e;
  }
  return null;
}

/**
 * A Spanish sentence for an error that means PostgreSQL could not be reached, naming the host and port
 * (never the user or password); null for any other error.
 */
export function sinConexionAPostgres(error: unknown, url: string): string | null {
  if (baseNoDisponible(error) !== 'sin-conexion') return null;
  const { hostname, port } = new URL(url);
  const motivo = (error as Error)?.message ?? String(error);
  return `No se pudo conectar a PostgreSQL en ${hostname}:${port || 5432} (${motivo}). Revisa DATABASE_URL y que el servidor acepte conexiones.`;
}
