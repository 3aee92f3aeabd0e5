import type { ConversionType, InvoiceLine, InvoiceStatus, InvoiceType, TitleType } from '@seabook/domain/invoices';
import type { Money } from '@seabook/domain/money-rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dailySequenceTable } from '../../db/daily-numbers.ts';
import { tenantOwned } from '../../db/tenancy.tables.ts';
import { staff } from '../ops/ops.tables.ts';
import { bills } from './money.tables.ts';

/**
 * Invoices (issue 17, decision 040): a customer's request for one invoice of settled bills, what finance
 * decided, and the PDF it issued. A bill is on one live invoice only (`invoice_bills_live_uq`).
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const invoices = pgTable(
  'invoices',
  {
    ...tenantOwned(),
    /** FP + yyMMdd (China date) + a 4-digit daily sequence. */
    invoiceNo: text('invoice_no').notNull().unique(),
    status: text('status').$type<InvoiceStatus>().notNull().default('requested'),
    titleType: text('title_type').$type<TitleType>().notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bank: text('bank').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    invoiceType: text('invoice_type').$type<InvoiceType>().notNull(),
    delivery: text('delivery').notNull().default(''),
    remark: text('remark').notNull().default(''),
    conversion: text('conversion').$type<ConversionType>().notNull(),
    /** Each bill as it was when asked for, and what it comes to on the invoice. */
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    totals: jsonb('totals').$type<Money[]>().notNull(),
    /** Why finance rejected it, or why the customer asked to correct it. */
    reason: text('reason').notNull().default(''),
    feeBillId: uuid('fee_bill_id').references(() => bills.id),
    pdf: bytea('pdf'),
    issuedBy: uuid('issued_by').references(() => staff.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_tenant_idx').on(t.tenantId, t.requestedAt),
    index('invoices_status_idx').on(t.status, t.requestedAt),
  ],
);

/** The bills of an invoice; `live` is false once it is rejected, so the bill may be asked for again. */
export const invoiceBills = pgTable(
  'invoice_bills',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id),
    live: boolean('live').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.billId] }),
    /** A bill is invoiced once, whoever asks and however many at once. */
    uniqueIndex('invoice_bills_live_uq').on(t.billId).where(sql`${t.live}`),
  ],
);

/** Invoice titles a company saved to pick from. */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    ...tenantOwned(),
    titleType: text('title_type').$type<TitleType>().notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bank: text('bank').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_titles_uq').on(t.tenantId, t.title, t.taxNo)],
);

export const invoiceSequences = dailySequenceTable('invoice_sequences');
