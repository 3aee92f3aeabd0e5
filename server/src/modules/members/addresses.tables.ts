import { ADDRESS_KINDS } from '@seabook/domain/addresses';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, tenants } from '../../db/tenancy.tables.ts';

/**
 * The address book (spec §3): consignors, consignees and notify parties a booking names. Entries
 * belong to the tenant, so a company's main account and sub-accounts share one book (decision 005);
 * `created_by` records who added an entry.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ADDRESS_KINDS }).notNull(),
    /** The abbreviation shown in lists and the dialog. */
    label: text('label').notNull(),
    tag: text('tag').notNull().default(''),
    company: text('company').notNull().default(''),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** ISO 3166-1 alpha-2, or '' when not given. */
    region: text('region').notNull().default(''),
    /** The party block exactly as the B/L prints it (English, several lines). */
    address: text('address').notNull(),
    detail: text('detail').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_tenant_idx').on(t.tenantId, t.kind, t.createdAt),
    // One default per kind per tenant, whatever races the service loses.
    uniqueIndex('addresses_default_uq').on(t.tenantId, t.kind).where(sql`${t.isDefault}`),
  ],
);
