import type { BookingFeeLine } from '@seabook/domain/booking-price';
import type { Localized } from '@seabook/domain/i18n';
import type { Money } from '@seabook/domain/money';
import {
  type BusinessNode,
  ORDER_STATUS_TAB_KEYS,
  ORDER_STATUS_TABS,
  type OrderActor,
  type OrderStatus,
  type OrderStatusTab,
} from '@seabook/domain/order-flow';
import { sql } from 'drizzle-orm';
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
import { tenantOwned } from '../../db/tenancy.tables.ts';
import { files } from '../files/files.tables.ts';

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

/**
 * The status tab an order's status is in (domain order-flow.ts `ORDER_STATUS_TABS`), as the SQL of the
 * generated column `status_tab`: a tab's page and its badge are then one index range (decision 050).
 * Written from the domain's table, so a change there shows as a schema change for a new migration.
 */
const statusTabOf = sql.raw(
  `case "status" ${ORDER_STATUS_TAB_KEYS.filter((tab) => tab !== 'all')
    .flatMap((tab) => ORDER_STATUS_TABS[tab].map((status) => `when '${status}' then '${tab}'`))
    .join(' ')} end`,
);

/** A submitted order: what was booked, for whom, at which price (its fee lines are in order_fees). */
export const orders = pgTable(
  'orders',
  {
    ...tenantOwned(),
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
    /** Null for an inquiry's quote that named no sailing, until the operator records the ETD (decision 031). */
    sailingDate: date('sailing_date', { mode: 'string' }),
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
    /** The bill of lading number, once the operator has it. */
    blNo: text('bl_no'),
    /** The carrier's booking number, once booked. */
    bookingNo: text('booking_no'),
    /** The shipper's own reference (from the booking or `userdefine`). */
    customerReference: text('customer_reference'),
    /** The customer's contract number (`userdefine`), searchable by tracking type 3. */
    contractNo: text('contract_no'),
    /** The customer's further reference fields (`userdefine`): label and value pairs. */
    userFields: jsonb('user_fields').$type<{ label: string; value: string }[]>().notNull().default([]),
    vessel: text('vessel'),
    voyage: text('voyage'),
    /** The operator's last review remark (approve, reject, quote…), shown on the order page. */
    reviewRemark: text('review_remark'),
    /**
     * The last day (China calendar, inclusive) the operator's quote of this order holds; the customer
     * cannot accept it after. Null until quoted (and for an order quoted before the column existed).
     */
    quoteValidTo: date('quote_valid_to', { mode: 'string' }),
    /** Loading and shipment information (`zhuangyun`), set by the operator. */
    loading: jsonb('loading'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The status tab of `status` (never `all`), kept by PostgreSQL (`statusTabOf`). */
    statusTab: text('status_tab').$type<Exclude<OrderStatusTab, 'all'>>().generatedAlwaysAs(statusTabOf),
  },
  (t) => [
    // The list pages and their counts (decision 045), each served by an index range read in the order
    // they show (read backwards: newest first, the daily number breaking a tie; forwards for the desk's
    // oldest first): a tenant's orders, a sub-account's own, a tenant's by status (the status tabs and
    // their bounded counts), every tenant's (the ops desk) and every tenant's by status (its queues and
    // counts). Ascending on purpose: `desc()` here would be NULLS LAST, which `order by … desc` is not.
    index('orders_tenant_created_idx').on(t.tenantId, t.createdAt, t.orderNo),
    index('orders_tenant_account_created_idx').on(t.tenantId, t.accountId, t.createdAt, t.orderNo),
    index('orders_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt, t.orderNo),
    // A status tab of several statuses (decision 050): `status in (…)` cannot be read in date order.
    index('orders_tenant_tab_created_idx').on(t.tenantId, t.statusTab, t.createdAt, t.orderNo),
    index('orders_created_idx').on(t.createdAt, t.orderNo),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.orderNo),
    // Tracking compares numbers case-blind (`upper(bl_no) = $1`, order-tracking.ts): the indexes are on
    // that expression, or every search would read the whole table (issue 20).
    index('orders_bl_no_upper_idx').on(sql`upper(${t.blNo})`),
    index('orders_booking_no_upper_idx').on(sql`upper(${t.bookingNo})`),
    index('orders_contract_no_upper_idx').on(sql`upper(${t.contractNo})`),
  ],
);

/**
 * How many orders each account of a tenant holds in each status tab, kept by PostgreSQL (decision 053):
 * statement triggers on `orders` (migration 0024) add what every insert, update and delete moves, in the
 * same transaction. The tabs' badges and an unfiltered list's total read these few rows instead of
 * counting orders, so they cost the same at 14 orders as at 100,000.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    tenantId: uuid('tenant_id').notNull(),
    accountId: uuid('account_id').notNull(),
    statusTab: text('status_tab').$type<Exclude<OrderStatusTab, 'all'>>().notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.accountId, t.statusTab] })],
);

/**
 * The order's log: every move between statuses and every edit, by whom and when (decision 020).
 * `actorKind` is customer, operator or system; `actorName` is kept as it was at the time.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').$type<OrderActor>().notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    /** An `OrderAction`, or an edit: `create`, `edit`, `userdefine`, `addfile`, `todo_raised`, `todo_done`, `milestone`, `loading`. */
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>(),
    remark: text('remark'),
    /** What an edit changed: field → [before, after]. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** The business nodes that happened (spec §4), one per node, as DCSA events (domain/order-flow.ts). */
export const orderMilestones = pgTable(
  'order_milestones',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    node: text('node').$type<BusinessNode>().notNull(),
    eventType: text('event_type').notNull(),
    eventCode: text('event_code').notNull(),
    /** When it happened (DCSA eventDateTime, classifier ACT). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** UN/LOCODE or a place name where it happened. */
    location: text('location'),
    remark: text('remark'),
    recordedBy: text('recorded_by').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.node] })],
);

/** What the operator asks the customer to do on an order; the customer marks it done. */
export const orderTodos = pgTable(
  'order_todos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    raisedBy: text('raised_by').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    doneBy: text('done_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('order_todos_order_idx').on(t.orderId, t.raisedAt)],
);

/** An order's documents: uploaded files attached to it, with what they are. */
export const orderFiles = pgTable(
  'order_files',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    category: text('category').notNull(),
    addedBy: text('added_by').$type<OrderActor>().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.fileId] })],
);

/** The containers an order ships in, by number (ISO 6346), for tracking by container number. */
export const orderContainers = pgTable(
  'order_containers',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    containerNo: text('container_no').notNull(),
    type: text('type'),
    sealNo: text('seal_no'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.containerNo] }), index('order_containers_no_idx').on(t.containerNo)],
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
