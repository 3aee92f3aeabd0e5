import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantOwned } from '../../db/tenancy.tables.ts';

/**
 * A booking saved before submitting (`draftcreateorder`): the quote line if one was chosen and the
 * draft as far as it was filled (the createorder draft's input shape, unchecked). A letter of
 * instruction read from our Excel template becomes one too (`source` letter).
 */
export const orderDrafts = pgTable(
  'order_drafts',
  {
    ...tenantOwned(),
    mode: text('mode', { enum: ['lcl', 'fcl'] }).notNull(),
    line: text('line'),
    draft: jsonb('draft').notNull(),
    title: text('title').notNull().default(''),
    source: text('source', { enum: ['form', 'letter', 'order_again'] })
      .notNull()
      .default('form'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_drafts_tenant_idx').on(t.tenantId, t.updatedAt)],
);
