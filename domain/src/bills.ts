import { z } from 'zod';
import {
  BILL_CURRENCIES,
  BILL_EVENTS,
  BILL_KINDS,
  BILL_STATUSES,
  BILL_TAB_KEYS,
  BILL_TEXT_LIMITS,
  MAX_BILLS_PER_PAYMENT,
  PAYMENT_CHANNELS,
  PAYMENT_STATUSES,
  REMITTANCE_STATUSES,
} from './bill-rules.ts';
import { LocalizedSchema } from './catalog.ts';
import { isIsoDate } from './china-time.ts';
import { list, PageQuerySchema } from './envelope.ts';
import { CurrencyRateSchema, MoneySchema } from './money.ts';

export * from './bill-rules.ts';

/** The wire schemas of bills and payments, customer side (calls in bills.calls.ts; decision 036). */

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);
const Day = z.string().refine(isIsoDate, { error: 'VALIDATION' });

export const BillCurrencySchema = z.enum(BILL_CURRENCIES, { error: 'VALIDATION' });

/** A part of a bill in one currency: due, paid and left, in minor units. */
export const BillPartSchema = z.object({
  currency: BillCurrencySchema,
  due: z.number().int(),
  paid: z.number().int(),
  left: z.number().int(),
});

/** One fee line of a bill, in CNY or USD; `original` is the fee as the order priced it when converted. */
export const BillLineSchema = z.object({
  seq: z.number().int(),
  orderId: z.string().nullable(),
  orderNo: z.string(),
  code: z.string(),
  name: LocalizedSchema,
  amount: MoneySchema,
  original: MoneySchema.nullable(),
  remark: z.string(),
});
export type BillLine = z.infer<typeof BillLineSchema>;

/** A bill as its list shows it. */
export const BillSummarySchema = z.object({
  id: z.string(),
  billNo: z.string(),
  kind: z.enum(BILL_KINDS),
  status: z.enum(BILL_STATUSES),
  orders: z.array(z.object({ id: z.string(), orderNo: z.string(), blNo: z.string() })),
  parts: z.array(BillPartSchema),
  /** The bill's date: the day it was sent (or made, for a draft). */
  date: z.string(),
  /** Until when the customer may confirm it (an instant), while it is to be confirmed. */
  confirmBy: z.string().nullable(),
  /** The bill this one is a part of, when an order is billed in parts. */
  parentNo: z.string().nullable(),
});
export type BillSummary = z.infer<typeof BillSummarySchema>;

export const BillHistorySchema = z.object({
  at: z.string(),
  event: z.enum(BILL_EVENTS),
  by: z.string(),
  remark: z.string(),
});

/** A payment as a bill shows it, with every step it went through. */
export const PaymentViewSchema = z.object({
  id: z.string(),
  paymentNo: z.string(),
  channel: z.enum(PAYMENT_CHANNELS),
  status: z.enum(PAYMENT_STATUSES),
  amount: MoneySchema,
  /** What of it went to this bill. */
  applied: MoneySchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  steps: z.array(z.object({ at: z.string(), step: z.string() })),
});

export const RemittanceViewSchema = z.object({
  id: z.string(),
  status: z.enum(REMITTANCE_STATUSES),
  amount: MoneySchema,
  received: MoneySchema.nullable(),
  voucher: z.object({ id: z.string(), name: z.string() }),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** GET /v2/member/bill/zdinfo: one bill with its lines, rates, parts, history, payments and sub-bills. */
export const BillDetailSchema = BillSummarySchema.extend({
  lines: z.array(BillLineSchema),
  /** The exchange rates the lines were converted with (US dollars per unit, and the day they apply to). */
  rates: z.array(CurrencyRateSchema),
  disputeRemark: z.string(),
  history: z.array(BillHistorySchema),
  payments: z.array(PaymentViewSchema),
  remittances: z.array(RemittanceViewSchema),
  subBills: z.array(z.object({ id: z.string(), billNo: z.string(), status: z.enum(BILL_STATUSES) })),
  /** What the caller may do now. */
  can: z.object({ confirm: z.boolean(), pay: z.array(BillCurrencySchema), remit: z.array(BillCurrencySchema) }),
});
export type BillDetail = z.infer<typeof BillDetailSchema>;

/** GET /v2/member/bill/billlist. */
export const BillListQuerySchema = PageQuerySchema.extend({
  tab: z.preprocess(blankAsMissing, z.enum(BILL_TAB_KEYS, { error: 'VALIDATION' }).default('all')),
  /** A bill, order or B/L number, or part of one. */
  keyword: z.preprocess(
    blankAsMissing,
    z.string().trim().max(BILL_TEXT_LIMITS.keyword, { error: 'FIELD_TOO_LONG' }).optional(),
  ),
  from: z.preprocess(blankAsMissing, Day.optional()),
  to: z.preprocess(blankAsMissing, Day.optional()),
});
export type BillListQuery = z.input<typeof BillListQuerySchema>;
export type BillListFilter = z.output<typeof BillListQuerySchema>;

export const BillListSchema = list(BillSummarySchema).extend({
  /** What is open (left to pay) across the customer's bills, per currency. */
  open: z.array(MoneySchema),
  tabs: z.record(z.enum(BILL_TAB_KEYS), z.number().int()),
});
export type BillList = z.infer<typeof BillListSchema>;

export const BillIdSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
export const OrderIdSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });

/** POST /v2/member/bill/confirm: `confirm`, or `dispute` with a remark. */
export const BillConfirmSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ id: z.uuid({ error: 'NOT_FOUND' }), action: z.literal('confirm') }),
    z.object({
      id: z.uuid({ error: 'NOT_FOUND' }),
      action: z.literal('dispute'),
      remark: z
        .string({ error: 'DISPUTE_REMARK_REQUIRED' })
        .trim()
        .min(1, { error: 'DISPUTE_REMARK_REQUIRED' })
        .max(BILL_TEXT_LIMITS.remark, { error: 'FIELD_TOO_LONG' }),
    }),
  ],
  { error: 'VALIDATION' },
);
export type BillConfirm = z.output<typeof BillConfirmSchema>;

/** GET /v2/oe_order/getorderbill: the bills of one order. */
export const OrderBillsSchema = z.object({ items: z.array(BillSummarySchema) });

/** GET /v2/member/bill/getconfig: how to pay. */
export const BillConfigSchema = z.object({
  /** The online channels and the currencies each takes. */
  online: z.array(z.object({ channel: z.enum(PAYMENT_CHANNELS), currencies: z.array(BillCurrencySchema) })),
  /** Where to remit, per currency. */
  bankAccounts: z.array(
    z.object({ currency: BillCurrencySchema, name: z.string(), bank: z.string(), account: z.string() }),
  ),
  confirmWorkingDays: z.number().int(),
  releaseWorkingDays: z.object({ from: z.number().int(), to: z.number().int() }),
  voucher: z.object({ types: z.array(z.string()), maxBytes: z.number().int() }),
});
export type BillConfig = z.infer<typeof BillConfigSchema>;

const BillIdsSchema = z
  .array(z.uuid({ error: 'NOT_FOUND' }), { error: 'BILLS_REQUIRED' })
  .min(1, { error: 'BILLS_REQUIRED' })
  .max(MAX_BILLS_PER_PAYMENT, { error: 'BILLS_TOO_MANY' })
  .transform((ids) => [...new Set(ids)]);

/**
 * POST /v2/trade/pay: pays what is left of the bills' parts in one currency online. No amount is read:
 * the server takes it from the stored bills.
 */
export const PayInputSchema = z.object({
  billIds: BillIdsSchema,
  currency: BillCurrencySchema,
  channel: z.enum(['dev', 'alipay'], { error: 'PAYMENT_CHANNEL_UNAVAILABLE' }),
});
export type PayInput = z.output<typeof PayInputSchema>;

export const PayAnswerSchema = z.object({
  paymentId: z.string(),
  paymentNo: z.string(),
  amount: MoneySchema,
  /** Where the browser goes to pay: the gateway's cashier. */
  cashierUrl: z.string(),
});
export type PayAnswer = z.infer<typeof PayAnswerSchema>;

/** GET /v2/trade/paystatus: where a payment stands (the server asks the gateway when it has not heard yet). */
export const PayStatusQuerySchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
export const PayStatusSchema = z.object({
  paymentNo: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: MoneySchema,
  bills: z.array(z.object({ id: z.string(), billNo: z.string(), status: z.enum(BILL_STATUSES) })),
});
export type PayStatus = z.infer<typeof PayStatusSchema>;

/** POST /v2/member/bill/enterbill: a bank remittance for bills of one currency, with its voucher. */
export const RemitInputSchema = z.object({
  billIds: BillIdsSchema,
  currency: BillCurrencySchema,
  /** What the slip says was remitted (minor units); finance records what the bank received. */
  amount: z
    .number({ error: 'REMITTANCE_AMOUNT_INVALID' })
    .int({ error: 'REMITTANCE_AMOUNT_INVALID' })
    .positive({ error: 'REMITTANCE_AMOUNT_INVALID' })
    .max(1e13, { error: 'REMITTANCE_AMOUNT_INVALID' }),
  voucherFileId: z.uuid({ error: 'VOUCHER_REQUIRED' }),
});
export type RemitInput = z.output<typeof RemitInputSchema>;
