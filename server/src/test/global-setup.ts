import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/client.ts';
import { loadDemoData } from '../demo/demo-data.ts';
import { loadDemoRates } from '../demo/demo-rates.ts';
import { ensureReferenceData } from '../modules/catalog/catalog.service.ts';
import { ensureBuiltinRoles } from '../modules/members/members.service.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
  }
}

/**
 * Builds one migrated database with demo data and dumps it, so each PGlite test file loads a copy
 * in about a second instead of migrating from scratch. Not needed for PostgreSQL runs.
 */
export default async function setup(project: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteImage', '');
    return;
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  await ensureBuiltinRoles(database.db);
  await ensureReferenceData(database.db);
  await loadDemoData(database.db);
  await loadDemoRates(database.db);
  const pglite = (database as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite;
  const dump = await pglite.dumpDataDir('none');
  const dir = path.join(os.tmpdir(), `seabook-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'image.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteImage', file);
}
