import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/client.ts';
import { loadDemoData } from '../demo/demo-data.ts';
import { loadDemoRates } from '../demo/demo-rates.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { ensureReferenceData } from '../modules/catalog/catalog.service.ts';
import { ensureBuiltinRoles } from '../modules/members/members.service.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
    /** On PostgreSQL: the migrated database with demo data each test database is copied from. */
    pgTemplate: string;
  }
}

/** Migrations, built-in roles, reference and demo data, and pg-boss's schema: what every test starts from. */
async function prepare(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  await migrate(database);
  await ensureBuiltinRoles(database.db);
  await ensureReferenceData(database.db);
  await loadDemoData(database.db);
  await loadDemoRates(database.db);
  // pg-boss's schema too, so that each test app's job runner only checks it (decision 030).
  const quiet = { error() {}, warn() {}, info() {}, debug() {}, trace() {}, fatal() {} };
  const runner = createJobRunner(database.db, quiet as unknown as Parameters<typeof createJobRunner>[1]);
  await runner.start();
  await runner.stop(0);
}

/**
 * On PostgreSQL: one prepared database, which each test file's database is created from
 * (`create database … template …`, a file copy) instead of migrating and loading the demo again.
 * Named after the URL's database, so scripts/pg-down.sh also clears what a crashed run left.
 */
async function postgresTemplate(url: string): Promise<{ name: string; drop(): Promise<void> }> {
  const base = new URL(url).pathname.slice(1) || 'seabook';
  const name = `${base}_tpl_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Builds one migrated database with demo data once per run: on PGlite it is dumped, and each test file
 * loads a copy in about a second; on PostgreSQL it is a template each test database is copied from.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await postgresTemplate(url);
    project.provide('pgliteImage', '');
    project.provide('pgTemplate', template.name);
    return template.drop;
  }
  project.provide('pgTemplate', '');
  const database = await openDatabase({ kind: 'pglite' });
  await prepare(database);
  const pglite = (database as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite;
  const dump = await pglite.dumpDataDir('none');
  const dir = path.join(os.tmpdir(), `seabook-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'image.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteImage', file);
  return undefined;
}
