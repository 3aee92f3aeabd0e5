import type { Localized } from '@seabook/domain/i18n';
import { boolean, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/** Countries (ISO 3166-1 alpha-2) with names in the three languages. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
});

/** Seaports keyed by UN/LOCODE. `main` marks the Chinese ports that run their own consolidation. */
export const ports = pgTable('ports', {
  code: text('code').primaryKey(),
  country: text('country')
    .notNull()
    .references(() => countries.code),
  name: jsonb('name').$type<Localized>().notNull(),
  pinyin: text('pinyin').notNull(),
  main: boolean('main').notNull().default(false),
  /** Province code (two digits of GB/T 2260) of a Chinese port, for pickup zones; '' elsewhere. */
  province: text('province').notNull().default(''),
  latitude: numeric('latitude', { precision: 9, scale: 5 }),
  longitude: numeric('longitude', { precision: 9, scale: 5 }),
  active: boolean('active').notNull().default(true),
});

/** Ocean carriers keyed by SCAC. */
export const carriers = pgTable('carriers', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  shortName: text('short_name').notNull(),
});

/** Chinese cities served by door pickup, keyed by their GB/T 2260 code. */
export const cities = pgTable('cities', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  province: jsonb('province').$type<Localized>().notNull(),
  /** Two-digit province code, the first two digits of `code`. */
  provinceCode: text('province_code').notNull(),
  pinyin: text('pinyin').notNull(),
});

/** ISO 6346 container size-types offered for FCL. */
export const containerTypes = pgTable('container_types', {
  code: text('code').primaryKey(),
  iso: text('iso').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  /** TEU × 100: a 45' box is 2.25 TEU. */
  teuHundredths: integer('teu_hundredths').notNull(),
  reefer: boolean('reefer').notNull().default(false),
  capacityCbm: integer('capacity_cbm').notNull(),
  maxPayloadKg: integer('max_payload_kg').notNull(),
  sort: integer('sort').notNull().default(0),
});
