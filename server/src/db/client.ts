import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sourceFile } from '../lib/server-files.ts';

/** One type for both drivers (stack-check gotcha 16). */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle, usable wherever a `Db` is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL only), for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export const migrationsFolder = sourceFile('db/migrations');

export type OpenOptions =
  /** `poolMax`: most connections the pool opens (DATABASE_POOL_MAX; 20 when not given). */
  { kind: 'postgres'; url: string; poolMax?: number } | { kind: 'pglite'; dir?: string; loadDataDir?: Blob | File };

/** Opens PostgreSQL through node-postgres, or PGlite (a folder, or memory when no folder is given). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 20 });
    // An idle connection can be cut (server restart, a test database dropped while the pool closes):
    // pg then emits 'error' on the pool, which crashes the process when nobody listens. The pool
    // drops that connection and opens a new one when needed.
    pool.on('error', (error) => {
      if (!pool.ending) console.error(`database connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool) as unknown as Db;
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: 'postgres', close: () => pool.end(), poolStats };
  }
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  // Loaded only for the embedded database: a server on PostgreSQL never holds PGlite's code (issue 20).
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = new PGlite({ dataDir: options.dir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), pglite: client } as Database & { pglite: PGlite };
}

/** Applies the committed migrations; the same files run on PGlite and on PostgreSQL. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder });
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as never, { migrationsFolder });
  }
}
