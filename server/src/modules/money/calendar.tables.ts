import type { CalendarDayKind } from '@seabook/domain/working-days';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from '../ops/ops.tables.ts';

/**
 * The working calendar (decision 042): the China days that break Monday-to-Friday, kept by finance from
 * the State Council's yearly arrangement — public holidays on weekdays, and weekend days worked in exchange.
 */
export const calendarDays = pgTable('calendar_days', {
  /** The China day, YYYY-MM-DD. */
  day: text('day').primaryKey(),
  kind: text('kind').$type<CalendarDayKind>().notNull(),
  name: text('name').notNull(),
  updatedBy: uuid('updated_by').references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
