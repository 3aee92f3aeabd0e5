import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dailySequenceTable } from '../../db/daily-numbers.ts';
import { tenantOwned } from '../../db/tenancy.tables.ts';
import { orderDrafts } from '../drafts/drafts.tables.ts';
import { files } from '../files/files.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * An order by letter of instruction (spec §4 shipping-instruction orders): the uploaded instruction
 * and what became of it. `pending` waits for an operator; `processed_manual` an operator booked it by
 * hand (`orderId`); `rejected` an operator could not book it (`rejectReason`); `processed_parsed` our Excel template was read into a draft (`draftId`) the
 * customer checks and submits; `cancelled` the customer withdrew it.
 */
export const letters = pgTable(
  'letters',
  {
    ...tenantOwned(),
    /** LT + yyMMdd + a daily sequence. */
    letterNo: text('letter_no').notNull().unique(),
    mode: text('mode', { enum: ['lcl', 'fcl'] }).notNull(),
    /** `letter` a full instruction, `simple` the FCL simple order (/fcl/orderBySimple). */
    kind: text('kind', { enum: ['letter', 'simple'] }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    status: text('status', {
      enum: ['pending', 'processed_manual', 'processed_parsed', 'cancelled', 'rejected'],
    }).notNull(),
    remark: text('remark').notNull().default(''),
    /** rejected: why the operator could not book it, as the customer reads it. */
    rejectReason: text('reject_reason'),
    /** The operator who processed or rejected it. */
    processedBy: uuid('processed_by'),
    draftId: uuid('draft_id').references(() => orderDrafts.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('letters_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** The last letter sequence number of each China calendar day (yyMMdd). */
export const letterSequences = dailySequenceTable('letter_sequences');
