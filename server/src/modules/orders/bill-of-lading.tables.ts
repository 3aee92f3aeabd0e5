import type { BlAmendmentState, BlDocument, BlIssueType, BlState, BlVersionKind } from '@seabook/domain/bill-of-lading';
import type { Money } from '@seabook/domain/money';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.tables.ts';

/**
 * The bill of lading of an order (issue 19, decision 037): one row per order with where it stands and
 * what the final bill recorded; its versions in `bl_versions`, every one kept.
 */
export const blDocuments = pgTable('bl_documents', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  state: text('state').$type<BlState>().notNull(),
  /** Set when the final bill is issued (also written to the order's `bl_no`). */
  blNo: text('bl_no'),
  issueType: text('issue_type').$type<BlIssueType>(),
  originals: smallint('originals'),
  issuedAt: timestamp('issued_at', { withTimezone: true }),
  /** A telex release: when the cargo was released without originals. */
  releasedAt: timestamp('released_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every version of an order's bill: the operator's drafts (editable until issued to the customer), the
 * customer's amendments (pending, accepted or rejected) and the final bill. Never deleted.
 */
export const blVersions = pgTable(
  'bl_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per order, in the order made. */
    no: integer('no').notNull(),
    kind: text('kind').$type<BlVersionKind>().notNull(),
    issued: boolean('issued').notNull().default(false),
    amendment: text('amendment').$type<BlAmendmentState>(),
    rejectReason: text('reject_reason'),
    /** The amendment fee the customer accepted. */
    fee: jsonb('fee').$type<Money>(),
    document: jsonb('document').$type<BlDocument>().notNull(),
    /** Who made it (the log's name at the time) and whether a customer or an operator. */
    byKind: text('by_kind').$type<'customer' | 'operator'>().notNull(),
    byName: text('by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [unique('bl_versions_order_no').on(t.orderId, t.no), index('bl_versions_order_idx').on(t.orderId)],
);
