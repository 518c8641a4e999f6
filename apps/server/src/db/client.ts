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
}

export type DatabaseTarget = OpcionesPostgres | { dataDir: string } | { memory: true };

/** PostgreSQL when a URL is given, otherwise embedded PGlite (on disk under dataDir, or in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 20,
      // node-postgres sends these as the session's settings; an unset value keeps the server's.
      statement_timeout: target.statementTimeoutMs || undefined,
      idle_in_transaction_session_timeout: target.idleInTransactionTimeoutMs || undefined,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', (error) => target.alErrorDelPool?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      async exclusivo(fn) {
        // Its own connection, outside the pool's statement timeout: waiting for another instance's
        // migrations may take longer than any query should.
        const cliente = new pg.Client({ connectionString: target.url });
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
        const cliente = new pg.Client({ connectionString: target.url });
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
  const client = await PGlite.create(dataDir, { extensions: { btree_gist } });
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
