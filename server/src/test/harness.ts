import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from '../app-types.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, migrate, openDatabase } from '../db/client.ts';
import { loadDemoData } from '../demo/demo-data.ts';
import { loadDemoRates } from '../demo/demo-rates.ts';
import { ensureReferenceData } from '../modules/catalog/catalog.service.ts';
import { ensureBuiltinRoles } from '../modules/members/members.service.ts';

export type TestContext = {
  app: App;
  database: Database;
  /** The PostgreSQL database of this app (absent on PGlite), for a second instance on it. */
  url?: string;
  close(): Promise<void>;
};

async function freshPostgres(url: string): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  // Named after the URL's database so scripts/pg-down.sh also clears what a crashed run left.
  const base = new URL(url).pathname.slice(1) || 'seabook';
  const name = `${base}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // A copy of the prepared template of the run (test/global-setup.ts), else prepared here.
  const template = inject('pgTemplate');
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() });
  if (!template) {
    await migrate(database);
    await ensureBuiltinRoles(database.db);
    await ensureReferenceData(database.db);
    await loadDemoData(database.db);
    await loadDemoRates(database.db);
  }
  return {
    database,
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The real app on its own database with the demo data: a copy of the PGlite image, or a new
 * database on the PostgreSQL server named by DATABASE_URL (dropped on close).
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: Omit<NonNullable<Parameters<typeof buildApp>[2]>, 'poolStats'> = {},
): Promise<TestContext> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    ...overrides,
  };
  const url = process.env.DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  let ownUrl: string | undefined;
  if (url) {
    const fresh = await freshPostgres(url);
    database = fresh.database;
    drop = fresh.drop;
    ownUrl = fresh.url;
  } else {
    const image = readFileSync(inject('pgliteImage'));
    database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([image]) });
  }
  const app = await buildApp(config, database.db, { ...options, poolStats: database.poolStats });
  await app.ready();
  return {
    app,
    database,
    url: ownUrl,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * Another server instance on the PostgreSQL database of `first`: its own app, pool, caches and search
 * index, sharing nothing with `first` but the database (issue 18 §5). Close it before `first`, whose
 * close drops the database.
 */
export async function startSecondInstance(first: TestContext, overrides: Partial<Config> = {}): Promise<TestContext> {
  if (!first.url) throw new Error('a second instance needs PostgreSQL (DATABASE_URL); PGlite cannot be shared');
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    ...overrides,
  };
  const database = await openDatabase({ kind: 'postgres', url: first.url });
  const app = await buildApp(config, database.db, { poolStats: database.poolStats });
  await app.ready();
  return {
    app,
    database,
    url: first.url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let phoneCounter = 0;
/** A mobile number no other test uses. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const tail = `${process.pid % 10_000}`.padStart(4, '0') + `${phoneCounter}`.padStart(4, '0');
  return `15${(randomBytes(1)[0] ?? 0) % 10}${tail}`;
}
