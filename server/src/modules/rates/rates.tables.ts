import type { Localized } from '@seabook/domain/i18n';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
} from 'drizzle-orm/pg-core';

/**
 * A published LCL service: one lane (POL → POD, maybe via a hub) of one carrier, its weekly sailing
 * days, cut-offs, transit time, validity and the ocean tariff. One row is one "rate line".
 * `ocean_rate` null means the service sails but has no published price ("contact sales").
 */
export const lclServices = pgTable(
  'lcl_services',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['export', 'import'] }).notNull(),
    pol: text('pol').notNull(),
    pod: text('pod').notNull(),
    via: text('via'),
    carrier: text('carrier').notNull(),
    /** ISO weekdays (1 = Monday) the service sails on. */
    weekdays: smallint('weekdays').array().notNull(),
    /** Days before sailing: documents cut-off and last day of warehouse entry. */
    cutoffDays: smallint('cutoff_days').notNull(),
    cargoCutDays: smallint('cargo_cut_days').notNull(),
    transitDays: smallint('transit_days').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Ocean freight per W/M in minor units, surcharges excluded (they are lines in rate_charges). */
    oceanRate: bigint('ocean_rate', { mode: 'number' }),
    /** W/M rule of the tariff: kg per m³, rounding step (millionths of W/M), rounding, ocean minimum. */
    kgPerCbm: integer('kg_per_cbm').notNull().default(1000),
    stepMicro: integer('step_micro').notNull().default(10000),
    rounding: text('rounding', { enum: ['up', 'halfUp'] })
      .notNull()
      .default('up'),
    minMicro: integer('min_micro').notNull().default(1000000),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lcl_services_lane_idx').on(t.kind, t.pol, t.pod, t.validTo),
    index('lcl_services_valid_idx').on(t.validTo),
  ],
);

/**
 * Tariff lines beside the ocean rate. `scope` says what a line belongs to: a service (its ocean
 * surcharges: BAF, hub fee…), an origin port (CNY local charges of every export service leaving it),
 * a destination port (local charges in the port's currency) or the FCL origin charges of a port of
 * loading (THC, DOC, seal, VGM per container or B/L), listed apart from the FCL ocean price.
 */
export const rateCharges = pgTable(
  'rate_charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope', { enum: ['service', 'origin', 'destination', 'fcl_origin'] }).notNull(),
    serviceId: bigint('service_id', { mode: 'number' }).references(() => lclServices.id, { onDelete: 'cascade' }),
    /** The port of an origin or destination line, null for a service line. */
    port: text('port'),
    kind: text('kind', { enum: ['export', 'import'] }).notNull(),
    code: text('code').notNull(),
    stage: text('stage', { enum: ['origin', 'ocean', 'destination'] }).notNull(),
    currency: text('currency').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    basis: text('basis', { enum: ['wm', 'bl', 'shipment', 'container'] }).notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(0),
    remark: jsonb('remark').$type<Localized>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('rate_charges_service_idx').on(t.serviceId),
    index('rate_charges_port_idx').on(t.scope, t.kind, t.port),
  ],
);

/** FCL rates: one carrier's lane price for one container type. */
export const fclRates = pgTable(
  'fcl_rates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pol: text('pol').notNull(),
    pod: text('pod').notNull(),
    via: text('via'),
    carrier: text('carrier').notNull(),
    containerType: text('container_type').notNull(),
    currency: text('currency').notNull().default('USD'),
    price: bigint('price', { mode: 'number' }).notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    cutoffDays: smallint('cutoff_days').notNull(),
    transitDays: smallint('transit_days').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    /** False once an operator expired the rate: it leaves the search at once. */
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fcl_rates_lane_idx').on(t.pol, t.pod, t.validTo)],
);

/** Door-pickup tariff from a pickup zone to a port of loading (CNY). */
export const pickupTariffs = pgTable(
  'pickup_tariffs',
  {
    pol: text('pol').notNull(),
    /** 1 = same province as the port, 2 = same region, 3 = elsewhere in the mainland. */
    zone: smallint('zone').notNull(),
    basePrice: bigint('base_price', { mode: 'number' }).notNull(),
    perWm: bigint('per_wm', { mode: 'number' }).notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    leadDays: smallint('lead_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pol, t.zone] })],
);

/** Exchange rates: US dollars per one unit, with the date the rate applies to. */
export const currencyRates = pgTable('currency_rates', {
  currency: text('currency').primaryKey(),
  usdPerUnit: text('usd_per_unit').notNull(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
});

/**
 * One row whose version goes up on every change to published rates: each server instance keeps its
 * search index in memory and reloads it when the version it holds is older.
 */
export const ratesVersion = pgTable('rates_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().default(sql`now()`),
  /**
   * What the write that made this version changed (load-index.ts `RatesChange`), or null for a write
   * that changed more: another instance one version behind reads only that part again (decision 026).
   */
  lastChange: jsonb('last_change'),
});
