import type { InquiryStatus, OptionalService, QuoteAcceptance } from '@seabook/domain/booking-rules';
import type { InquiryQuoteCharge } from '@seabook/domain/inquiries';
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dailySequenceTable } from '../../db/daily-numbers.ts';
import { tenantOwned } from '../../db/tenancy.tables.ts';
import { staff } from '../ops/ops.tables.ts';

/** The operator's quote as stored: the charges and what the quote says besides (decision 018). */
export type StoredInquiryQuote = {
  charges: InquiryQuoteCharge[];
  validTo: string;
  carrier: string | null;
  transitDays: number | null;
  sailingDate: string | null;
  remark: string | null;
};

/**
 * Inquiry sheets (decision 018): a request for a quote when there is no instant price. `draft` is the
 * parsed request as submitted; the route, terms and services are copied out for lists and the desk.
 * `month` (YYYY-MM, China) is the allowance month the sheet counts against.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    ...tenantOwned(),
    /** XP + yyMMdd (China date) + a 4-digit daily sequence, e.g. XP2611220001. */
    inquiryNo: text('inquiry_no').notNull().unique(),
    mode: text('mode', { enum: ['lcl', 'fcl'] }).notNull(),
    status: text('status').$type<InquiryStatus>().notNull(),
    acceptance: text('acceptance').$type<QuoteAcceptance>().notNull().default('pending'),
    pol: text('pol').notNull(),
    pod: text('pod').notNull(),
    sailingDate: date('sailing_date', { mode: 'string' }),
    tradeTerm: text('trade_term').notNull(),
    shipmentTerm: text('shipment_term').notNull(),
    services: jsonb('services').$type<OptionalService[]>().notNull(),
    cargo: jsonb('cargo').notNull(),
    containers: jsonb('containers').$type<{ type: string; quantity: number }[]>().notNull().default([]),
    pickupCityCode: text('pickup_city_code'),
    remark: text('remark'),
    draft: jsonb('draft').notNull(),
    month: text('month').notNull(),
    rejectReason: text('reject_reason'),
    quote: jsonb('quote').$type<StoredInquiryQuote | null>(),
    quoteValidTo: date('quote_valid_to', { mode: 'string' }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    quotedBy: uuid('quoted_by').references(() => staff.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_tenant_idx').on(t.tenantId, t.createdAt),
    index('inquiries_account_month_idx').on(t.accountId, t.month),
    index('inquiries_status_idx').on(t.status, t.createdAt),
  ],
);

/** The last inquiry number of each China day (yyMMdd). */
export const inquirySequences = dailySequenceTable('inquiry_sequences');
