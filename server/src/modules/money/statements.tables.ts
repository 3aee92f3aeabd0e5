import { bigint, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { dailySequenceTable } from '../../db/daily-numbers.ts';
import { tenants } from '../../db/tenancy.tables.ts';
import { staff } from '../ops/ops.tables.ts';
import { bills } from './money.tables.ts';

/**
 * Monthly statements (issue 17, decision 041). The contract's flag stays `tenants.monthly_settlement`;
 * its statement day and credit limit are here. A statement gathers a company's waiting bills of one
 * month; a bill is in one statement at most, and a company has one statement a month.
 */
export const monthlyContracts = pgTable('monthly_contracts', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  /** 1–28, China calendar. */
  statementDay: smallint('statement_day').notNull(),
  /** CNY fen; 0 = no limit. */
  creditLimit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
  updatedBy: uuid('updated_by').references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** YD + yyMMdd (China date) + a 4-digit daily sequence. */
    statementNo: text('statement_no').notNull().unique(),
    /** The China month, YYYY-MM. */
    period: text('period').notNull(),
    /** The China days it covers, as shown. */
    fromDay: text('from_day').notNull(),
    toDay: text('to_day').notNull(),
    createdBy: uuid('created_by').references(() => staff.id),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** One statement a company a month, whoever closes it and however many at once. */
    uniqueIndex('statements_tenant_period_uq').on(t.tenantId, t.period),
    index('statements_tenant_idx').on(t.tenantId, t.closedAt),
  ],
);

export const statementBills = pgTable(
  'statement_bills',
  {
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.billId] }), uniqueIndex('statement_bills_bill_uq').on(t.billId)],
);

export const statementSequences = dailySequenceTable('statement_sequences');
