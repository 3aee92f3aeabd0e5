import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from './client.ts';

type Journal = { entries: Array<{ tag: string; when: number }> };

/** The migrations this build ships, by the time stamp drizzle records when it applies one. */
function shippedMigrations(): number[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.map((entry) => entry.when);
}

/** How many of this build's migrations the database has not applied; throws when it has applied none. */
export async function pendingMigrations(db: Db): Promise<number> {
  const result = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as {
    rows: Array<{ created_at: string | number }>;
  };
  const applied = new Set(result.rows.map((row) => Number(row.created_at)));
  return shippedMigrations().filter((when) => !applied.has(when)).length;
}
