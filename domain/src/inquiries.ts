import { z } from 'zod';
import { type BookingFeeLine, BookingFeeLineSchema } from './booking-price.ts';
import {
  addDays,
  BOOKING_MODES,
  CONTAINER_CODES,
  type ContainerCode,
  INQUIRY_ACTIONS,
  INQUIRY_STATUSES,
  OPTIONAL_SERVICES,
  QUOTE_ACCEPTANCES,
  SHIPMENT_TERMS,
  TRADE_TERMS,
} from './booking-rules.ts';
import { CarrierSchema, PortRefSchema } from './catalog.ts';
import { PageQuerySchema } from './envelope.ts';
import type { Localized } from './i18n.ts';
import { CurrencySchema, MoneySchema, totalsByCurrency } from './money.ts';
import { type CargoMeasure, CHARGE_BASES, CHARGE_STAGES, chargeableWm, priceCharge, WM } from './pricing.ts';
import { BASIS_LABELS, DateStringSchema, FEE_CODE_LIST, FEE_CODES, type FeeCode } from './rates.ts';

/**
 * Inquiry sheets (decision 018): the wire shapes of `/v2/oe_order/createdetailed` and its siblings, the
 * operator's quote, and the pure pricing of a quote for a cargo, which the inquiry detail shows and an
 * order created from the inquiry books. The draft itself (`InquiryDraftSchema`) and the state table
 * (`INQUIRY_TRANSITIONS`) live in booking.ts and booking-rules.ts.
 */

// ---------------------------------------------------------------------------------------------------
// The operator's quote

/** Most charge lines one quote may have. */
export const MAX_QUOTE_CHARGES = 40;
/** Most days a quote may stay valid. */
export const MAX_QUOTE_VALID_DAYS = 90;

/** Whether an operator's quote (of an inquiry or an order) may hold until `validTo`: today to MAX_QUOTE_VALID_DAYS ahead. */
export function quoteValidityAllowed(validTo: string, today: string): boolean {
  return validTo >= today && validTo <= addDays(today, MAX_QUOTE_VALID_DAYS);
}

/**
 * One charge of a quote, in a rate sheet's terms: a fee code, its stage, a unit price in minor units per
 * unit of its basis and a minimum. A `container` charge may name a container type: it then counts only
 * the boxes of that type (FCL ocean freight per 20GP, 40HQ…); without a type it counts every box.
 */
export const InquiryQuoteChargeSchema = z
  .object(
    {
      code: z.enum(FEE_CODE_LIST as [FeeCode, ...FeeCode[]], { error: 'VALIDATION' }),
      stage: z.enum(CHARGE_STAGES, { error: 'VALIDATION' }),
      basis: z.enum(CHARGE_BASES, { error: 'VALIDATION' }),
      containerType: z.enum(CONTAINER_CODES, { error: 'VALIDATION' }).optional(),
      currency: CurrencySchema,
      unitPrice: z
        .number({ error: 'PRICE_INVALID' })
        .int({ error: 'PRICE_INVALID' })
        .min(0, { error: 'PRICE_INVALID' })
        .max(100_000_000_00, { error: 'PRICE_INVALID' }),
      minAmount: z
        .number({ error: 'PRICE_INVALID' })
        .int({ error: 'PRICE_INVALID' })
        .min(0, { error: 'PRICE_INVALID' })
        .max(100_000_000_00, { error: 'PRICE_INVALID' })
        .default(0),
    },
    { error: 'VALIDATION' },
  )
  .refine((charge) => charge.containerType === undefined || charge.basis === 'container', {
    error: 'VALIDATION',
    path: ['containerType'],
  });
export type InquiryQuoteCharge = z.output<typeof InquiryQuoteChargeSchema>;

/** POST /v2/ops/inquiry/quote (operators): the quote of a waiting inquiry, or a new quote of a quoted one. */
export const InquiryQuoteInputSchema = z.object({
  id: z.string({ error: 'NOT_FOUND' }).trim().min(1, { error: 'NOT_FOUND' }).max(80, { error: 'NOT_FOUND' }),
  charges: z
    .array(InquiryQuoteChargeSchema, { error: 'VALIDATION' })
    .min(1, { error: 'QUOTE_CHARGES_REQUIRED' })
    .max(MAX_QUOTE_CHARGES, { error: 'VALIDATION' }),
  /** The last day the quote holds (China calendar, inclusive): today to MAX_QUOTE_VALID_DAYS ahead. */
  validTo: DateStringSchema,
  /** The carrier's SCAC, when the quote is on one carrier. */
  carrier: z.string({ error: 'VALIDATION' }).trim().max(8, { error: 'VALIDATION' }).optional(),
  transitDays: z.number({ error: 'VALIDATION' }).int({ error: 'VALIDATION' }).min(1).max(120).optional(),
  /** The sailing the quote is for, if a precise one. */
  sailingDate: DateStringSchema.optional(),
  remark: z.string({ error: 'VALIDATION' }).trim().max(500, { error: 'FIELD_TOO_LONG' }).optional(),
});
export type InquiryQuoteInput = z.input<typeof InquiryQuoteInputSchema>;

/** The longest reason an operator may give when rejecting an inquiry. */
export const INQUIRY_REJECT_REASON_MAX = 200;

/** POST /v2/ops/inquiry/reject (operators): review rejected, with the reason the customer reads. */
export const InquiryRejectInputSchema = z.object({
  id: InquiryQuoteInputSchema.shape.id,
  reason: z
    .string({ error: 'REJECT_REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'REJECT_REASON_REQUIRED' })
    .max(INQUIRY_REJECT_REASON_MAX, { error: 'FIELD_TOO_LONG' }),
});

// ---------------------------------------------------------------------------------------------------
// Pricing a quote for a cargo

export type ContainerCount = { type: ContainerCode; quantity: number };

const containerUnit = (type: ContainerCode): Localized => ({ 'zh-CN': type, 'zh-TW': type, en: type });

/**
 * The fee lines of a quote for a cargo (and, for FCL, its boxes): each charge priced like a rate-sheet
 * line (W/M with the standard 1:1000 rule and a 1 W/M minimum; a container charge of one type counts
 * that type's boxes). A typed container charge whose type is not booked is left out. Integer minor
 * units throughout.
 */
export function priceInquiryQuote(
  charges: readonly InquiryQuoteCharge[],
  cargo: CargoMeasure,
  containers: readonly ContainerCount[] = [],
): BookingFeeLine[] {
  const chargeable = chargeableWm(cargo);
  const boxes = containers.reduce((sum, row) => sum + row.quantity, 0);
  const lines: BookingFeeLine[] = [];
  for (const charge of charges) {
    const typed = charge.containerType;
    const count = typed ? (containers.find((row) => row.type === typed)?.quantity ?? 0) : boxes || 1;
    if (typed && count === 0) continue;
    const priced = priceCharge(charge, {
      chargeableMicro: chargeable.chargeableMicro,
      oceanBilledMicro: chargeable.billedMicro,
      billsOfLading: 1,
      containers: count,
    });
    lines.push({
      code: charge.code,
      name: FEE_CODES[charge.code],
      stage: charge.stage,
      basis: charge.basis,
      unit: typed ? containerUnit(typed) : BASIS_LABELS[charge.basis],
      unitPrice: { amount: charge.unitPrice, currency: charge.currency },
      quantity: String(priced.quantityMicro / WM),
      amount: { amount: priced.amount, currency: charge.currency },
      minimumApplied: priced.minimumApplied,
      remark: null,
      service: null,
    });
  }
  return lines;
}

/** Totals per currency of priced lines, in the fixed currency order. */
export function quoteTotals(lines: readonly BookingFeeLine[]) {
  return totalsByCurrency(lines.map((line) => line.amount));
}

// ---------------------------------------------------------------------------------------------------
// Wire shapes

const InquiryIdSchema = InquiryQuoteInputSchema.shape.id;
/** `?id=` or `{ id }` naming one inquiry of the caller's tenant. */
export const InquiryRefSchema = z.object({ id: InquiryIdSchema });

/** The quote as the customer sees it: the charges priced for the inquiry's cargo. */
export const InquiryQuoteSchema = z.object({
  charges: z.array(
    z.object({
      code: z.string(),
      stage: z.enum(CHARGE_STAGES),
      basis: z.enum(CHARGE_BASES),
      containerType: z.enum(CONTAINER_CODES).optional(),
      currency: CurrencySchema,
      unitPrice: z.number().int(),
      minAmount: z.number().int(),
    }),
  ),
  /** The charges priced for the inquiry's cargo (and boxes). */
  fees: z.array(BookingFeeLineSchema),
  totals: z.array(MoneySchema),
  totalUsd: MoneySchema.nullable(),
  validTo: z.string(),
  expired: z.boolean(),
  carrier: CarrierSchema.nullable(),
  transitDays: z.number().int().nullable(),
  sailingDate: z.string().nullable(),
  remark: z.string().nullable(),
  quotedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type InquiryQuote = z.infer<typeof InquiryQuoteSchema>;

const inquirySummary = {
  id: z.string(),
  /** `XP` + yyMMdd (China date) + a 4-digit daily sequence. */
  inquiryNo: z.string(),
  mode: z.enum(BOOKING_MODES),
  status: z.enum(INQUIRY_STATUSES),
  acceptance: z.enum(QUOTE_ACCEPTANCES),
  createdAt: z.string(),
  pol: PortRefSchema,
  pod: PortRefSchema,
  sailingDate: z.string().nullable(),
  tradeTerm: z.enum(TRADE_TERMS),
  shipmentTerm: z.enum(SHIPMENT_TERMS),
  services: z.array(z.enum(OPTIONAL_SERVICES)),
  /** The quote's last valid day, null until quoted. */
  quoteValidTo: z.string().nullable(),
  quoteTotalUsd: MoneySchema.nullable(),
  /**
   * What the caller may do now (the transition table and the quote's validity): the customer's actions
   * on the customer calls, the operator's on `/v2/ops/inquiry/…`.
   */
  actions: z.array(z.enum(INQUIRY_ACTIONS)),
};

export const InquiryListItemSchema = z.object(inquirySummary);
export type InquiryListItem = z.infer<typeof InquiryListItemSchema>;

/** GET /v2/oe_order/detailed_list: newest first; `deleted` ones are never listed. */
export const InquiryListQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(INQUIRY_STATUSES, { error: 'VALIDATION' }).optional(),
  ),
  mode: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(BOOKING_MODES, { error: 'VALIDATION' }).optional(),
  ),
});
export type InquiryListQuery = z.input<typeof InquiryListQuerySchema>;

/** The monthly allowance of new inquiries (booking-rules.ts INQUIRY_MONTHLY_ALLOWANCE). */
export const InquiryAllowanceSchema = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  verified: z.boolean(),
});
export type InquiryAllowance = z.infer<typeof InquiryAllowanceSchema>;

export const InquiryListSchema = z.object({
  items: z.array(InquiryListItemSchema),
  total: z.number().int(),
  allowance: InquiryAllowanceSchema,
});
export type InquiryList = z.infer<typeof InquiryListSchema>;

/** GET /v2/oe_order/getdetailedinfo: one inquiry with what was asked and its quote. */
export const InquirySchema = z.object({
  ...inquirySummary,
  cargo: z.object({
    type: z.string(),
    weightKg: z.number(),
    volumeCbm: z.number(),
    pieces: z.number().int(),
    packingType: z.string().nullable(),
    hazardous: z.boolean(),
    dangerousGoods: z.unknown().nullable(),
  }),
  containers: z.array(z.object({ type: z.enum(CONTAINER_CODES), quantity: z.number().int() })),
  pickupCityCode: z.string().nullable(),
  remark: z.string().nullable(),
  rejectReason: z.string().nullable(),
  quote: InquiryQuoteSchema.nullable(),
  /** The order made from this inquiry, once ordered. */
  orderId: z.string().nullable(),
});
export type Inquiry = z.infer<typeof InquirySchema>;

/** POST /v2/oe_order/createdetailed answers the new sheet's id, number and the allowance left. */
export const CreatedInquirySchema = z.object({
  id: z.string(),
  inquiryNo: z.string(),
  allowance: InquiryAllowanceSchema,
});
export type CreatedInquiry = z.infer<typeof CreatedInquirySchema>;

// ---------------------------------------------------------------------------------------------------
// The operators' queue (issue 6 builds the desk on these)

/** Whose sheet it is, for the operators: the company (or person) and the account that asked. */
const inquiryOwner = { company: z.string(), accountName: z.string() };

/**
 * GET /v2/ops/inquiry/list: every tenant's sheets of one status (waiting by default), oldest first;
 * optionally one mode, and a keyword matching the inquiry number, the company or the account's name.
 */
export const OpsInquiryListQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(INQUIRY_STATUSES, { error: 'VALIDATION' }).default('waiting'),
  ),
  mode: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(BOOKING_MODES, { error: 'VALIDATION' }).optional(),
  ),
  keyword: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string({ error: 'VALIDATION' }).trim().max(60, { error: 'FIELD_TOO_LONG' }).optional(),
  ),
});
export type OpsInquiryListQuery = z.input<typeof OpsInquiryListQuerySchema>;
/** A row of the operators' queue: the summary, the owner, and what was asked (cargo and boxes) to triage. */
export const OpsInquiryListItemSchema = InquiryListItemSchema.extend({
  ...inquiryOwner,
  cargo: InquirySchema.shape.cargo,
  containers: InquirySchema.shape.containers,
});
export type OpsInquiryListItem = z.infer<typeof OpsInquiryListItemSchema>;
export const OpsInquiryListSchema = z.object({
  items: z.array(OpsInquiryListItemSchema),
  total: z.number().int(),
});
export type OpsInquiryList = z.infer<typeof OpsInquiryListSchema>;
/** GET /v2/ops/inquiry/getinfo and the answer of quote and reject: the sheet with its owner. */
export const OpsInquirySchema = InquirySchema.extend(inquiryOwner);
export type OpsInquiry = z.infer<typeof OpsInquirySchema>;

/** The `line` of a price or order request that books an inquiry's accepted quote: `inquiry:<id>`. */
export const INQUIRY_LINE_PREFIX = 'inquiry:';
export function inquiryLineId(inquiryId: string): string {
  return `${INQUIRY_LINE_PREFIX}${inquiryId}`;
}
export function inquiryIdOfLine(line: string): string | null {
  return line.startsWith(INQUIRY_LINE_PREFIX) ? line.slice(INQUIRY_LINE_PREFIX.length) : null;
}
