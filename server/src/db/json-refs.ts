import { type Column, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * The ids among `ids` that a jsonb column names anywhere inside (a saved booking draft names its uploads
 * as string values at any depth): for a module to say which files its documents still use.
 */
export async function idsNamedInJson(
  db: DbOrTx,
  table: PgTable,
  column: Column,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<{ id: string }>(
    sql`select distinct value #>> '{}' as id
        from ${table}, jsonb_path_query(${column}, 'strict $.**') as value
        where jsonb_typeof(value) = 'string' and value #>> '{}' in ${[...ids]}`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}
