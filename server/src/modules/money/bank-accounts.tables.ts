import type { BillCurrency } from '@seabook/domain/bill-rules';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from '../ops/ops.tables.ts';

/** The forwarder's bank accounts customers remit to (`getconfig`), kept by finance on the desk. */
export const bankAccounts = pgTable('bank_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  currency: text('currency').$type<BillCurrency>().notNull(),
  name: text('name').notNull(),
  bank: text('bank').notNull(),
  account: text('account').notNull(),
  updatedBy: uuid('updated_by').references(() => staff.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
