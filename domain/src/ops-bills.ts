import { z } from 'zod';
import { BILL_STATUSES, BILL_TEXT_LIMITS, PAYMENT_CHANNELS, REFUND_TEXT_LIMITS } from './bill-rules.ts';
import { BillCurrencySchema, BillDetailSchema, BillSummarySchema, RemittanceViewSchema } from './bills.ts';
import { isIsoDate } from './china-time.ts';
import { list, PageQuerySchema } from './envelope.ts';
import { MoneySchema } from './money.ts';
import { CALENDAR_DAY_KINDS, CALENDAR_NAME_MAX } from './working-days.ts';

/** The finance desk's wire schemas (`/ops/finance`, calls in ops-bills.calls.ts; decision 036). */

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);
const reason = (required: 'BILL_EDIT_REASON_REQUIRED' | 'RETURN_REASON_REQUIRED') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(BILL_TEXT_LIMITS.reason, { error: 'FIELD_TOO_LONG' });

export const DeskBillQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(BILL_STATUSES, { error: 'VALIDATION' }).optional()),
  /** A bill, order or B/L number, or the customer's company. */
  keyword: z.preprocess(
    blankAsMissing,
    z.string().trim().max(BILL_TEXT_LIMITS.keyword, { error: 'FIELD_TOO_LONG' }).optional(),
  ),
});
export type DeskBillQuery = z.output<typeof DeskBillQuerySchema>;

export const DeskBillRowSchema = BillSummarySchema.extend({ company: z.string() });
export const DeskBillListSchema = list(DeskBillRowSchema);
export type DeskBillList = z.infer<typeof DeskBillListSchema>;

export const DeskBillDetailSchema = BillDetailSchema.extend({
  company: z.string(),
  /** What finance may do now. */
  desk: z.object({ edit: z.boolean(), send: z.boolean(), refundPaid: z.boolean() }),
});
export type DeskBillDetail = z.infer<typeof DeskBillDetailSchema>;

/** POST /v2/ops/bills/from-order: a draft bill of an order's fee lines (all not yet billed, or those named). */
export const BillFromOrderSchema = z.object({
  orderNo: z.string({ error: 'ORDER_NO_REQUIRED' }).trim().min(1, { error: 'ORDER_NO_REQUIRED' }).max(30).toUpperCase(),
  /** The order's fee lines (their `seq`) to bill; all not yet billed when absent. */
  feeSeqs: z.array(z.number().int().min(0)).max(200).optional(),
});
export type BillFromOrder = z.output<typeof BillFromOrderSchema>;

/** One line as finance edits it: an amount of the bill's currencies, named in the three languages. */
export const EditLineSchema = z.object({
  /** The line's number on the bill; absent for a new line. */
  seq: z.number().int().min(0).optional(),
  code: z.string().trim().max(40).default('adjustment'),
  name: z
    .string({ error: 'BILL_LINE_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'BILL_LINE_NAME_REQUIRED' })
    .max(BILL_TEXT_LIMITS.lineName, { error: 'FIELD_TOO_LONG' }),
  amount: z.object({
    amount: z
      .number({ error: 'BILL_AMOUNT_INVALID' })
      .int({ error: 'BILL_AMOUNT_INVALID' })
      .min(0, { error: 'BILL_AMOUNT_INVALID' })
      .max(1e13, { error: 'BILL_AMOUNT_INVALID' }),
    currency: BillCurrencySchema,
  }),
});
export type EditLine = z.output<typeof EditLineSchema>;

/** POST /v2/ops/bills/edit: the bill's lines as they should be, and why. */
export const BillEditSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  lines: z.array(EditLineSchema).min(1, { error: 'BILL_LINES_REQUIRED' }).max(200),
  reason: reason('BILL_EDIT_REASON_REQUIRED'),
});
export type BillEdit = z.output<typeof BillEditSchema>;

export const DeskBillIdSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/** GET /v2/ops/bills/remittances: the reconciling queue, oldest first. */
export const RemittanceQueueQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(['pending', 'confirmed', 'returned']).default('pending')),
});
export const RemittanceRowSchema = RemittanceViewSchema.extend({
  company: z.string(),
  bills: z.array(z.object({ id: z.string(), billNo: z.string(), left: MoneySchema })),
});
export const RemittanceQueueSchema = list(RemittanceRowSchema);
export type RemittanceQueue = z.infer<typeof RemittanceQueueSchema>;

/** POST /v2/ops/bills/remittance/confirm: the bank received `received` (minor units, the remittance's currency). */
export const RemittanceConfirmSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  received: z
    .number({ error: 'REMITTANCE_AMOUNT_INVALID' })
    .int({ error: 'REMITTANCE_AMOUNT_INVALID' })
    .positive({ error: 'REMITTANCE_AMOUNT_INVALID' })
    .max(1e13, { error: 'REMITTANCE_AMOUNT_INVALID' }),
});
/** POST /v2/ops/bills/remittance/return: sent back to the customer with a reason. */
export const RemittanceReturnSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  reason: reason('RETURN_REASON_REQUIRED'),
});

/**
 * GET /v2/ops/finance/takings: what was received on one China day (default today), read from the
 * settled records: online payments on the day they were paid, remittances on the day finance confirmed them.
 */
export const TakingsQuerySchema = z.object({
  day: z.preprocess(
    blankAsMissing,
    z.string({ error: 'TAKINGS_DAY_INVALID' }).refine(isIsoDate, { error: 'TAKINGS_DAY_INVALID' }).optional(),
  ),
});
export type TakingsQuery = z.output<typeof TakingsQuerySchema>;

/** One payment of a takings line: the bills it settled, the customer, and the gateway's trade number or the voucher. */
export const TakingsPaymentSchema = z.object({
  id: z.string(),
  /** Our payment number (online) or empty (remittance). */
  paymentNo: z.string(),
  at: z.string(),
  company: z.string(),
  billNos: z.array(z.string()),
  amount: MoneySchema,
  /** The gateway's trade number (online). */
  tradeNo: z.string().nullable(),
  /** The remittance's voucher file name (remittance). */
  voucher: z.string().nullable(),
});
export const TakingsLineSchema = z.object({
  channel: z.enum(PAYMENT_CHANNELS),
  currency: BillCurrencySchema,
  count: z.number().int().nonnegative(),
  total: MoneySchema,
  payments: z.array(TakingsPaymentSchema),
});
export const TakingsSchema = z.object({
  day: z.string(),
  lines: z.array(TakingsLineSchema),
  /** The day's total per currency, every channel together. */
  totals: z.array(z.object({ count: z.number().int().nonnegative(), total: MoneySchema })),
});
export type Takings = z.infer<typeof TakingsSchema>;

/** GET /v2/ops/finance/overdue: sent bills not settled whose confirm deadline has passed, oldest first. */
export const OverdueQuerySchema = PageQuerySchema;
export const OverdueRowSchema = z.object({
  id: z.string(),
  billNo: z.string(),
  status: z.enum(BILL_STATUSES),
  company: z.string(),
  orders: z.array(z.object({ id: z.string(), orderNo: z.string(), blNo: z.string() })),
  sentAt: z.string(),
  /** The instant the confirm deadline (2 working days after sending) ended. */
  dueBy: z.string(),
  /** Whole China days since the deadline's day (1 on the first day after it). */
  daysOverdue: z.number().int().nonnegative(),
  /** What is left to pay, per currency. */
  left: z.array(MoneySchema),
});
export const OverdueListSchema = list(OverdueRowSchema);
export type OverdueList = z.infer<typeof OverdueListSchema>;

/**
 * POST /v2/ops/bills/refund: a draft payable bill (a refund) of one order, for finance to send. `paymentNo`
 * names the overpaid payment it returns, whose unapplied amount it uses up.
 */
export const RefundInputSchema = z.object({
  orderNo: z.string({ error: 'ORDER_NO_REQUIRED' }).trim().min(1, { error: 'ORDER_NO_REQUIRED' }).max(30).toUpperCase(),
  amount: z.object({
    amount: z
      .number({ error: 'REFUND_AMOUNT_INVALID' })
      .int({ error: 'REFUND_AMOUNT_INVALID' })
      .positive({ error: 'REFUND_AMOUNT_INVALID' })
      .max(1e13, { error: 'REFUND_AMOUNT_INVALID' }),
    currency: BillCurrencySchema,
  }),
  reason: z
    .string({ error: 'REFUND_REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'REFUND_REASON_REQUIRED' })
    .max(REFUND_TEXT_LIMITS.reason, { error: 'FIELD_TOO_LONG' }),
  paymentNo: z.preprocess(blankAsMissing, z.string().trim().max(40).toUpperCase().optional()),
});
export type RefundInput = z.output<typeof RefundInputSchema>;

/** POST /v2/ops/bills/refund/paid: finance sent the refund; the bank's reference of the transfer. */
export const RefundPaidSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  reference: z
    .string({ error: 'REFUND_REFERENCE_REQUIRED' })
    .trim()
    .min(1, { error: 'REFUND_REFERENCE_REQUIRED' })
    .max(REFUND_TEXT_LIMITS.reference, { error: 'FIELD_TOO_LONG' }),
});

/** GET /v2/ops/finance/overpaid: paid payments with money no bill took (a second payment of one part), newest first. */
export const OverpaidQuerySchema = PageQuerySchema;
export const OverpaidRowSchema = z.object({
  paymentNo: z.string(),
  channel: z.enum(PAYMENT_CHANNELS),
  company: z.string(),
  paidAt: z.string().nullable(),
  amount: MoneySchema,
  /** What no bill took and is not refunded yet. */
  unapplied: MoneySchema,
  bills: z.array(z.object({ id: z.string(), billNo: z.string() })),
  /** The orders of its bills: a refund is made on one of them. */
  orderNos: z.array(z.string()),
});
export const OverpaidListSchema = list(OverpaidRowSchema);
export type OverpaidList = z.infer<typeof OverpaidListSchema>;

/** GET /v2/ops/finance/calendar: the working calendar's kept days of one year (default this year). */
export const CalendarQuerySchema = z.object({
  year: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'CALENDAR_DAY_INVALID' })
      .int()
      .min(2000, { error: 'CALENDAR_DAY_INVALID' })
      .max(2100, { error: 'CALENDAR_DAY_INVALID' })
      .optional(),
  ),
});
const calendarDay = z
  .string({ error: 'CALENDAR_DAY_INVALID' })
  .trim()
  .refine(isIsoDate, { error: 'CALENDAR_DAY_INVALID' });
export const CalendarDaySchema = z.object({
  day: z.string(),
  kind: z.enum(CALENDAR_DAY_KINDS),
  name: z.string(),
});
export const CalendarSchema = z.object({ year: z.number().int(), days: z.array(CalendarDaySchema) });
export type WorkingCalendarYear = z.infer<typeof CalendarSchema>;
/** POST /v2/ops/finance/calendar/save: keep a day as a holiday or a workday (again: its kind and name change). */
export const CalendarSaveSchema = z.object({
  day: calendarDay,
  kind: z.enum(CALENDAR_DAY_KINDS, { error: 'CALENDAR_DAY_INVALID' }),
  name: z
    .string({ error: 'CALENDAR_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'CALENDAR_NAME_REQUIRED' })
    .max(CALENDAR_NAME_MAX, { error: 'FIELD_TOO_LONG' }),
});
export type CalendarSave = z.output<typeof CalendarSaveSchema>;
/** POST /v2/ops/finance/calendar/remove: the day is plain Monday-to-Friday again. */
export const CalendarRemoveSchema = z.object({ day: calendarDay });

/** The bank accounts customers remit to, kept by finance (`/ops/finance`; decision 036). */
export const BANK_ACCOUNT_LIMITS = { name: 80, bank: 100, account: 50, accounts: 10 } as const;
const required = (
  error: 'BANK_ACCOUNT_NAME_REQUIRED' | 'BANK_NAME_REQUIRED' | 'BANK_ACCOUNT_NO_REQUIRED',
  max: number,
) => z.string({ error }).trim().min(1, { error }).max(max, { error: 'FIELD_TOO_LONG' });
export const BankAccountSchema = z.object({
  id: z.string(),
  currency: BillCurrencySchema,
  name: z.string(),
  bank: z.string(),
  account: z.string(),
});
export const BankAccountListSchema = z.object({ items: z.array(BankAccountSchema) });
export type BankAccountList = z.infer<typeof BankAccountListSchema>;
/** POST /v2/ops/finance/bank-accounts/save: a new account, or the one named by `id` changed. */
export const BankAccountSaveSchema = z.object({
  id: z.preprocess(blankAsMissing, z.uuid({ error: 'NOT_FOUND' }).optional()),
  currency: BillCurrencySchema,
  name: required('BANK_ACCOUNT_NAME_REQUIRED', BANK_ACCOUNT_LIMITS.name),
  bank: required('BANK_NAME_REQUIRED', BANK_ACCOUNT_LIMITS.bank),
  account: required('BANK_ACCOUNT_NO_REQUIRED', BANK_ACCOUNT_LIMITS.account),
});
export type BankAccountSave = z.output<typeof BankAccountSaveSchema>;
