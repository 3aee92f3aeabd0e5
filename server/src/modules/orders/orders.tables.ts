import type { BookingFeeLine, OrderStatus } from '@seabook/domain/booking-price';
import type { Localized } from '@seabook/domain/i18n';
import type { Money } from '@seabook/domain/money';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { dailySequenceTable } from '../../db/daily-numbers.ts';
import { accounts, tenants } from '../members/members.tables.ts';

/**
 * Service tariffs (decision 017): the fee of each optional service at a port. `scope` origin is an
 * export main port (customs, warehouse, insurance), destination a port of discharge (clearance,
 * delivery); port `*` is the default of a scope for ports without their own row. Insurance uses
 * `rate_bp` (basis points of the insured amount above the free cover) and `min_amount`.
 */
export const serviceTariffs = pgTable(
  'service_tariffs',
  {
    scope: text('scope', { enum: ['origin', 'destination'] }).notNull(),
    port: text('port').notNull(),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull().default(0),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(0),
    rateBp: integer('rate_bp').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.port, t.code] })],
);

/** A submitted order: what was booked, for whom, at which price (its fee lines are in order_fees). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** SB + yyMMdd (China date) + a 4-digit daily sequence, e.g. SB2611220001. */
    orderNo: text('order_no').notNull().unique(),
    mode: text('mode', { enum: ['lcl', 'fcl'] }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /**
     * The quote line booked: `<serviceId>:<sailingDate>` and what it named when booked, or
     * `inquiry:<id>` with `inquiry_id` for an order from an inquiry's accepted quote (no service).
     */
    lineId: text('line_id').notNull(),
    serviceId: text('service_id'),
    inquiryId: uuid('inquiry_id'),
    sailingDate: date('sailing_date', { mode: 'string' }).notNull(),
    pol: text('pol').notNull(),
    pod: text('pod').notNull(),
    /** The carrier's SCAC; null for an inquiry quote that named none. */
    carrier: text('carrier'),
    tradeTerm: text('trade_term').notNull(),
    shipmentTerm: text('shipment_term').notNull(),
    cargo: jsonb('cargo').notNull(),
    /** Consignor, consignee and notify party as submitted (each may be absent). */
    parties: jsonb('parties').notNull(),
    /** The selected services' blocks, keyed by service. */
    services: jsonb('services').notNull(),
    /** The whole parsed draft, for the record. */
    draft: jsonb('draft').notNull(),
    totals: jsonb('totals').$type<Money[]>().notNull(),
    totalUsd: jsonb('total_usd').$type<Money | null>(),
    priceToken: text('price_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** The fee lines of an order exactly as priced and shown, in order. */
export const orderFees = pgTable(
  'order_fees',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    stage: text('stage').notNull(),
    service: text('service'),
    basis: text('basis').$type<BookingFeeLine['basis']>().notNull(),
    unit: jsonb('unit').$type<Localized>().notNull(),
    currency: text('currency').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    quantity: text('quantity').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    minimumApplied: boolean('minimum_applied').notNull(),
    remark: jsonb('remark').$type<Localized>(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.seq] })],
);

/** The last order sequence number of each China calendar day (yyMMdd). */
export const orderSequences = dailySequenceTable('order_sequences');
