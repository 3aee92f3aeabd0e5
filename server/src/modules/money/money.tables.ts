import type {
  BillCurrency,
  BillEvent,
  BillKind,
  BillStatus,
  PaymentChannel,
  PaymentStatus,
  RemittanceStatus,
} from '@seabook/domain/bill-rules';
import type { Localized } from '@seabook/domain/i18n';
import type { CurrencyRate } from '@seabook/domain/money-rules';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dailySequenceTable } from '../../db/daily-numbers.ts';
import { tenantOwned } from '../../db/tenancy.tables.ts';
import { files } from '../files/files.tables.ts';
import { staff } from '../ops/ops.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * Bills, payments and remittances (issue 17, decision 036). Amounts are integer minor units; a bill
 * holds a CNY and a USD part (due and paid), and its status is derived from those facts by
 * `billStatusOf` (domain/bill-rules.ts) in the transaction that changes them.
 */
export const bills = pgTable(
  'bills',
  {
    ...tenantOwned(),
    /** ZD + yyMMdd (China date) + a 4-digit daily sequence. */
    billNo: text('bill_no').notNull().unique(),
    kind: text('kind').$type<BillKind>().notNull().default('receivable'),
    status: text('status').$type<BillStatus>().notNull().default('draft'),
    /** The first bill of the order when this one bills it in parts. */
    parentId: uuid('parent_id').references((): AnyPgColumn => bills.id),
    dueCny: bigint('due_cny', { mode: 'number' }).notNull().default(0),
    paidCny: bigint('paid_cny', { mode: 'number' }).notNull().default(0),
    dueUsd: bigint('due_usd', { mode: 'number' }).notNull().default(0),
    paidUsd: bigint('paid_usd', { mode: 'number' }).notNull().default(0),
    /** The orders it bills, as they were numbered when billed (for the lists and the search). */
    orders: jsonb('orders').$type<{ id: string; orderNo: string; blNo: string }[]>().notNull().default([]),
    /** Bill, order and B/L numbers in capitals, what the lists search. */
    searchText: text('search_text').notNull().default(''),
    /** The exchange rates the lines were converted with. */
    rates: jsonb('rates').$type<CurrencyRate[]>().notNull().default([]),
    disputed: boolean('disputed').notNull().default(false),
    disputeRemark: text('dispute_remark').notNull().default(''),
    createdBy: uuid('created_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Until when the customer may confirm (2 working days after it was sent). */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bills_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('bills_status_idx').on(t.status, t.createdAt),
  ],
);

/** A bill's fee lines in CNY or USD; `original_*` is the order's fee as priced when it was converted. */
export const billLines = pgTable(
  'bill_lines',
  {
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    orderNo: text('order_no').notNull().default(''),
    /** The order's fee line this bills (order_fees.seq); null for a line finance added. */
    feeSeq: smallint('fee_seq'),
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    currency: text('currency').$type<BillCurrency>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    originalCurrency: text('original_currency'),
    originalAmount: bigint('original_amount', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.billId, t.seq] }),
    /** An order's fee line is on one bill only, whoever bills it and however many at once. */
    uniqueIndex('bill_lines_order_fee_uq').on(t.orderId, t.feeSeq).where(sql`${t.feeSeq} is not null`),
    index('bill_lines_order_idx').on(t.orderId),
  ],
);

/** A bill's history: every step, by whom and when. */
export const billEvents = pgTable(
  'bill_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').$type<'customer' | 'operator' | 'system'>().notNull(),
    actorName: text('actor_name').notNull(),
    event: text('event').$type<BillEvent>().notNull(),
    fromStatus: text('from_status').$type<BillStatus>(),
    toStatus: text('to_status').$type<BillStatus>(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('bill_events_bill_idx').on(t.billId, t.at)],
);

/** An online payment of one currency for one or more bills. */
export const payments = pgTable(
  'payments',
  {
    ...tenantOwned(),
    /** Our number the gateway knows it by (out_trade_no): PY + yyMMdd + sequence. */
    paymentNo: text('payment_no').notNull().unique(),
    channel: text('channel').$type<PaymentChannel>().notNull(),
    currency: text('currency').$type<BillCurrency>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /** The gateway's own number, once it has told us. */
    gatewayTradeNo: text('gateway_trade_no'),
    /** Paid but not needed by the bills any more (paid twice): for finance to refund. */
    unapplied: bigint('unapplied', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_tenant_idx').on(t.tenantId, t.createdAt), index('payments_paid_idx').on(t.paidAt)],
);

/** What a payment is for: each bill's part in the payment's currency, planned and applied. */
export const paymentBills = pgTable(
  'payment_bills',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    applied: bigint('applied', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.billId] }), index('payment_bills_bill_idx').on(t.billId)],
);

/**
 * Every step of every payment (created, sent, notified, paid, failed, queried, refused), kept so finance
 * can reconcile a day against the gateway; a refused notification names the payment number it claimed.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    paymentNo: text('payment_no').notNull().default(''),
    channel: text('channel').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    step: text('step').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.at), index('payment_events_at_idx').on(t.at)],
);

/** A bank remittance the customer reported with its voucher, for finance to match with the bank. */
export const remittances = pgTable(
  'remittances',
  {
    ...tenantOwned(),
    currency: text('currency').$type<BillCurrency>().notNull(),
    /** What the slip says was remitted. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What the bank received, as finance confirmed it. */
    received: bigint('received', { mode: 'number' }),
    voucherFileId: uuid('voucher_file_id')
      .notNull()
      .references(() => files.id),
    status: text('status').$type<RemittanceStatus>().notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remittances_queue_idx').on(t.status, t.createdAt), index('remittances_tenant_idx').on(t.tenantId)],
);

export const remittanceBills = pgTable(
  'remittance_bills',
  {
    remittanceId: uuid('remittance_id')
      .notNull()
      .references(() => remittances.id, { onDelete: 'cascade' }),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id),
  },
  (t) => [primaryKey({ columns: [t.remittanceId, t.billId] }), index('remittance_bills_bill_idx').on(t.billId)],
);

/** The last bill and payment numbers of each China day. */
export const billSequences = dailySequenceTable('bill_sequences');
export const paymentSequences = dailySequenceTable('payment_sequences');
