import { chinaDate } from '@seabook/domain/china-time';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Document numbers: a prefix, the China date (yyMMdd) and a 4-digit daily sequence (SB2611220001 for
 * orders, XP… for inquiry sheets). Each kind keeps its last number per day in its own table, upserted
 * inside the creating transaction, so numbers are gapless per day and unique; a 10,000th a day gets
 * a 5-digit sequence.
 */

/** The table of one kind's last number per China day. */
export function dailySequenceTable(name: string) {
  return pgTable(name, {
    day: text('day').primaryKey(),
    last: integer('last').notNull(),
  });
}
export type DailySequenceTable = ReturnType<typeof dailySequenceTable>;

/** The next number of the day for `prefix`, taken in the caller's transaction. */
export async function nextDailyNumber(
  tx: DbOrTx,
  table: DailySequenceTable,
  prefix: string,
  now: number = Date.now(),
): Promise<string> {
  const day = chinaDate(now).slice(2).replaceAll('-', '');
  const [sequence] = await tx
    .insert(table)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: table.day, set: { last: sql`${table.last} + 1` } })
    .returning({ last: table.last });
  return `${prefix}${day}${String(sequence?.last ?? 1).padStart(4, '0')}`;
}
