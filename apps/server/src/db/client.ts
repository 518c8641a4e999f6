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

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string } | { memory: true };

/** PostgreSQL when a URL is given, otherwise embedded PGlite (on disk under dataDir, or in memory). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 20 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
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
    // One process, one connection: the listener never drops.
    async escuchar(canal, alRecibir) {
      const dejar = await client.listen(canal, alRecibir);
      return { cerrar: dejar };
    },
    close: () => client.close(),
  };
}
