import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The rows of several tables in one statement (decision 065). A page that reads one row and the rows
 * that hang from it (an order's fees, milestones, to-dos, log and files) took a round trip to
 * PostgreSQL for each; on a busy server the round trips, not the reads, were the cost.
 *
 * `jsonRows(table, where, orderBy)` is a subquery: the matching rows as one JSON array, each row an
 * object keyed by the columns' names in code. `fromJsonRows(table, value)` turns that array back into
 * rows exactly as `db.select().from(table)` gives them, through each column's own mapping (a timestamp
 * becomes a Date, a bigint in number mode a number; a jsonb string that reads as JSON is parsed once more,
 * as Drizzle's own select does).
 */
export function jsonRows(table: PgTable, where: SQL | undefined, orderBy?: SQL): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    // The keys are the code's own identifiers: written into the text, not bound as parameters.
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  const ordered = orderBy ? sql` order by ${orderBy}` : sql``;
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})${ordered}), '[]'::json) from ${table}${where ? sql` where ${where}` : sql``})`;
}

export function fromJsonRows<T extends PgTable>(table: T, value: unknown): T['$inferSelect'][] {
  if (!Array.isArray(value)) throw new Error('fromJsonRows: not a JSON array');
  const columns = Object.entries(getTableColumns(table));
  return value.map((raw: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const field = raw[key];
      row[key] = field === null || field === undefined ? null : column.mapFromDriverValue(field);
    }
    return row as T['$inferSelect'];
  });
}
