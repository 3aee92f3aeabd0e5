import { z } from 'zod';
import { CONTAINER_CODES, isIsoDate } from './booking-rules.ts';
import { UNLOCODE_PATTERN } from './catalog.ts';
import { list, PageQuerySchema } from './envelope.ts';
import { CurrencyRateSchema, CurrencySchema, fromDecimalString, MoneySchema, RATE_PATTERN } from './money.ts';
import { blankAsMissing } from './order-info.ts';
import { CHARGE_BASES, CHARGE_STAGES } from './pricing.ts';
import { SERVICE_KINDS } from './quote-rules.ts';
import { PodCodeSchema, PolCodeSchema } from './rates.ts';

/**
 * The rates desk of the back office (issue 6): the operator's LCL and FCL rate forms, their lists and
 * the exchange rates (`/v2/ops/rate/…`). The Excel import validates each sheet row with the same input
 * schemas, so a row and a form refuse the same things with the same messages.
 *
 * Prices are typed in major units ("23.50") and leave the schema as integer minor units of the row's
 * currency. Whether a port or carrier exists is the server's check (the catalogue is not in the browser).
 */

/** What a rate is now, on the China calendar day: withdrawn (expired by an operator) outranks the dates. */
export const RATE_STATES = ['active', 'upcoming', 'expired', 'withdrawn'] as const;
export type RateState = (typeof RATE_STATES)[number];
/** LCL and FCL rates share their states. */
export const LCL_RATE_STATES = RATE_STATES;
export const FCL_RATE_STATES = RATE_STATES;

/** A rate's state on `today` (YYYY-MM-DD, China): dates compare as strings. */
export function rateState(rate: { published: boolean; validFrom: string; validTo: string }, today: string): RateState {
  if (!rate.published) return 'withdrawn';
  if (rate.validTo < today) return 'expired';
  if (rate.validFrom > today) return 'upcoming';
  return 'active';
}

/** Days bounds, as the rate-sheet check (server check-rate-sheet.ts) holds them. */
export const RATE_DAY_LIMITS = { cutoffDays: 30, cargoCutDays: 30, transitDays: 120 } as const;
/** The largest price a rate may carry, in major units. */
export const RATE_PRICE_MAX = 10_000_000;
export const RATE_EXPIRE_MAX = 100;

/** A number typed in a form or read from a sheet cell: numeric text counts, blank is missing. */
const numberLike = (value: unknown) => {
  const blank = blankAsMissing(value);
  if (typeof blank === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(blank)) return Number(blank);
  return blank;
};

function dayCount(max: number) {
  return z.preprocess(
    numberLike,
    z
      .number({ error: 'RATE_DAYS_INVALID' })
      .int({ error: 'RATE_DAYS_INVALID' })
      .min(0, { error: 'RATE_DAYS_INVALID' })
      .max(max, { error: 'RATE_DAYS_INVALID' }),
  );
}

/** A day as YYYY-MM-DD; a sheet cell's Date (midnight UTC) is taken as its calendar day. */
export const RateDaySchema = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z.string({ error: 'RATE_DATE_INVALID' }).trim().refine(isIsoDate, { error: 'RATE_DATE_INVALID', abort: true }),
);

/** ISO weekdays 1 (Monday) … 7; also "1,4" or "1/4" from a sheet. Sorted, each once, at least one. */
export const WeekdaysSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(/[\s,，/;、]+/)
          .filter(Boolean)
          .map(Number)
      : typeof value === 'number'
        ? [value]
        : value,
  z
    .array(
      z
        .number({ error: 'RATE_WEEKDAYS_REQUIRED' })
        .int({ error: 'RATE_WEEKDAYS_REQUIRED' })
        .min(1, { error: 'RATE_WEEKDAYS_REQUIRED' })
        .max(7, { error: 'RATE_WEEKDAYS_REQUIRED' }),
      { error: 'RATE_WEEKDAYS_REQUIRED' },
    )
    .min(1, { error: 'RATE_WEEKDAYS_REQUIRED' })
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
);

const ViaSchema = z.preprocess(
  blankAsMissing,
  z
    .string({ error: 'PORT_UNKNOWN' })
    .trim()
    .toUpperCase()
    .regex(UNLOCODE_PATTERN, { error: 'PORT_UNKNOWN' })
    .nullable()
    .default(null),
);

/** A carrier's SCAC (or the catalogue's code of an NVOCC): checked against the catalogue by the server. */
export const CarrierCodeSchema = z.preprocess(
  blankAsMissing,
  z
    .string({ error: 'CARRIER_REQUIRED' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,8}$/, { error: 'CARRIER_UNKNOWN' }),
);

const RateCurrencySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
  CurrencySchema.default('USD'),
);

/**
 * A price in major units as typed: "23.50", 23.5 from a sheet cell. Kept as text here; the rate's
 * schema turns it into minor units of the rate's currency (the currency decides how many decimals).
 */
const PRICE_PATTERN = /^\d+(\.\d+)?$/;
const priceText = z
  .string({ error: 'RATE_PRICE_INVALID' })
  .trim()
  .regex(PRICE_PATTERN, { error: 'RATE_PRICE_INVALID' });
const numberAsText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);
const PriceTextSchema = z.preprocess(numberAsText, priceText);
/** The same, where blank (or null) means "no price". */
const OptionalPriceTextSchema = z.preprocess(
  (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : numberAsText(value)),
  priceText.nullable(),
);

/** Minor units of a major-unit price in a currency; null when it has more decimals than the currency or is too large. */
export function priceToMinor(text: string, currency: z.infer<typeof CurrencySchema>): number | null {
  const minor = fromDecimalString(text, currency);
  if (minor === null || minor < 0) return null;
  const cap = fromDecimalString(String(RATE_PRICE_MAX), currency) ?? Number.MAX_SAFE_INTEGER;
  return minor > cap ? null : minor;
}

type LaneFields = { pol: string; pod: string; via: string | null; validFrom: string; validTo: string };

/** The checks across fields: two different ports (and a hub apart from both), a validity that holds a day. */
function checkLane(value: LaneFields, ctx: z.RefinementCtx): void {
  if (value.pol === value.pod) ctx.addIssue({ code: 'custom', path: ['pod'], message: 'SAME_PORT' });
  if (value.via !== null && (value.via === value.pol || value.via === value.pod))
    ctx.addIssue({ code: 'custom', path: ['via'], message: 'SAME_PORT' });
  if (value.validFrom > value.validTo)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'RATE_VALIDITY_EMPTY' });
}

/** Adds RATE_PRICE_INVALID at `field` when the text is no price in the currency. */
function checkPrice(
  text: string | null,
  currency: z.infer<typeof CurrencySchema>,
  field: string,
  ctx: z.RefinementCtx,
): void {
  // A malformed text has its issue from the field already; here only decimals and size in the currency.
  if (text !== null && PRICE_PATTERN.test(text) && priceToMinor(text, currency) === null)
    ctx.addIssue({ code: 'custom', path: [field], message: 'RATE_PRICE_INVALID' });
}

const LclRateFieldsSchema = z.object({
  kind: z.preprocess(blankAsMissing, z.enum(SERVICE_KINDS, { error: 'VALIDATION' }).default('export')),
  pol: PolCodeSchema,
  pod: PodCodeSchema,
  via: ViaSchema,
  carrier: CarrierCodeSchema,
  weekdays: WeekdaysSchema,
  cutoffDays: dayCount(RATE_DAY_LIMITS.cutoffDays),
  cargoCutDays: dayCount(RATE_DAY_LIMITS.cargoCutDays),
  transitDays: dayCount(RATE_DAY_LIMITS.transitDays),
  validFrom: RateDaySchema,
  validTo: RateDaySchema,
  currency: RateCurrencySchema,
  /** Ocean freight per W/M in major units; blank or null publishes the service without a price ("contact sales"). */
  oceanRate: OptionalPriceTextSchema,
});
type LclRateFields = z.infer<typeof LclRateFieldsSchema>;

function lclChecks(value: LclRateFields, ctx: z.RefinementCtx): void {
  checkLane(value, ctx);
  checkPrice(value.oceanRate, value.currency, 'oceanRate', ctx);
}
function lclToMinor<T extends LclRateFields>(value: T) {
  return {
    ...value,
    oceanRate: value.oceanRate === null ? null : (priceToMinor(value.oceanRate, value.currency) ?? 0),
  };
}

/** One LCL rate (a service) as an operator types it or a sheet row holds it; out: `oceanRate` in minor units. */
export const LclRateInputSchema = LclRateFieldsSchema.superRefine(lclChecks).transform(lclToMinor);
export type LclRateInput = z.input<typeof LclRateInputSchema>;
export type LclRate = z.output<typeof LclRateInputSchema>;

/** A record id as the lists give it: a positive integer in text. */
export const RateIdSchema = z
  .string({ error: 'NOT_FOUND' })
  .trim()
  .regex(/^[1-9]\d{0,14}$/, { error: 'NOT_FOUND' });
const OptionalIdSchema = z.preprocess(blankAsMissing, RateIdSchema.optional());

/** POST /v2/ops/rate/lcl/save: creates without `id`, edits with it. */
export const LclRateSaveSchema = LclRateFieldsSchema.extend({ id: OptionalIdSchema })
  .superRefine(lclChecks)
  .transform(lclToMinor);
export type LclRateSave = z.input<typeof LclRateSaveSchema>;

const FclRateFieldsSchema = z.object({
  pol: PolCodeSchema,
  pod: PodCodeSchema,
  via: ViaSchema,
  carrier: CarrierCodeSchema,
  containerType: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(CONTAINER_CODES, { error: 'CONTAINER_TYPE_UNKNOWN' }),
  ),
  currency: RateCurrencySchema,
  /** Ocean freight per container in major units, all-in ocean; required. */
  price: PriceTextSchema,
  weekdays: WeekdaysSchema,
  cutoffDays: dayCount(RATE_DAY_LIMITS.cutoffDays),
  transitDays: dayCount(RATE_DAY_LIMITS.transitDays),
  validFrom: RateDaySchema,
  validTo: RateDaySchema,
});
type FclRateFields = z.infer<typeof FclRateFieldsSchema>;

function fclChecks(value: FclRateFields, ctx: z.RefinementCtx): void {
  checkLane(value, ctx);
  checkPrice(value.price, value.currency, 'price', ctx);
}
function fclToMinor<T extends FclRateFields>(value: T) {
  return { ...value, price: priceToMinor(value.price, value.currency) ?? 0 };
}

/** One FCL rate (one container type of a lane); out: `price` in minor units. */
export const FclRateInputSchema = FclRateFieldsSchema.superRefine(fclChecks).transform(fclToMinor);
export type FclRateInput = z.input<typeof FclRateInputSchema>;
export type FclRate = z.output<typeof FclRateInputSchema>;

/** POST /v2/ops/rate/fcl/save. */
export const FclRateSaveSchema = FclRateFieldsSchema.extend({ id: OptionalIdSchema })
  .superRefine(fclChecks)
  .transform(fclToMinor);
export type FclRateSave = z.input<typeof FclRateSaveSchema>;

/** POST /v2/ops/rate/lcl/expire and /fcl/expire: 1 … 100 rates withdrawn from the search at once. */
export const RateExpireRequestSchema = z.object({
  ids: z
    .array(RateIdSchema, { error: 'VALIDATION' })
    .min(1, { error: 'VALIDATION' })
    .max(RATE_EXPIRE_MAX, { error: 'VALIDATION' })
    .transform((ids) => [...new Set(ids)]),
});
export type RateExpireRequest = z.input<typeof RateExpireRequestSchema>;
export const RateExpireResultSchema = z.object({ expired: z.number().int().nonnegative() });

const optionalPort = z.preprocess(
  blankAsMissing,
  z.string().trim().toUpperCase().regex(UNLOCODE_PATTERN, { error: 'PORT_UNKNOWN' }).optional(),
);
const optionalCarrier = z.preprocess(
  blankAsMissing,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,8}$/, { error: 'CARRIER_UNKNOWN' })
    .optional(),
);
const optionalState = z.preprocess(blankAsMissing, z.enum(RATE_STATES, { error: 'VALIDATION' }).optional());

/** GET /v2/ops/rate/lcl/list: newest first; every filter optional. */
export const LclRateListQuerySchema = PageQuerySchema.extend({
  kind: z.preprocess(blankAsMissing, z.enum(SERVICE_KINDS, { error: 'VALIDATION' }).optional()),
  pol: optionalPort,
  pod: optionalPort,
  carrier: optionalCarrier,
  state: optionalState,
});
export type LclRateListQuery = z.input<typeof LclRateListQuerySchema>;

/** GET /v2/ops/rate/fcl/list: newest first; every filter optional. */
export const FclRateListQuerySchema = PageQuerySchema.extend({
  pol: optionalPort,
  pod: optionalPort,
  carrier: optionalCarrier,
  containerType: z.preprocess(blankAsMissing, z.enum(CONTAINER_CODES, { error: 'CONTAINER_TYPE_UNKNOWN' }).optional()),
  state: optionalState,
});
export type FclRateListQuery = z.input<typeof FclRateListQuerySchema>;

/** A surcharge line of an LCL service (BAF, hub fee…), shown read-only beside the rate. */
export const RateSurchargeSchema = z.object({
  code: z.string(),
  stage: z.enum(CHARGE_STAGES),
  basis: z.enum(CHARGE_BASES),
  unitPrice: MoneySchema,
  minAmount: MoneySchema,
});
export type RateSurcharge = z.infer<typeof RateSurchargeSchema>;

const rowCommon = {
  id: z.string(),
  pol: z.string(),
  pod: z.string(),
  via: z.string().nullable(),
  carrier: z.string(),
  weekdays: z.array(z.number().int().min(1).max(7)),
  cutoffDays: z.number().int(),
  transitDays: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  currency: CurrencySchema,
  published: z.boolean(),
  state: z.enum(RATE_STATES),
  updatedAt: z.string(),
};

/** One LCL rate in the operator's list: `oceanRate` in minor units of `currency`, null = "contact sales". */
export const LclRateRowSchema = z.object({
  ...rowCommon,
  kind: z.enum(SERVICE_KINDS),
  cargoCutDays: z.number().int(),
  oceanRate: z.number().int().nullable(),
  surcharges: z.array(RateSurchargeSchema),
});
export type LclRateRow = z.infer<typeof LclRateRowSchema>;
export const LclRateListSchema = list(LclRateRowSchema);
export type LclRateList = z.infer<typeof LclRateListSchema>;

/** One FCL rate in the operator's list: `price` in minor units of `currency`. */
export const FclRateRowSchema = z.object({
  ...rowCommon,
  containerType: z.string(),
  price: z.number().int(),
});
export type FclRateRow = z.infer<typeof FclRateRowSchema>;
export const FclRateListSchema = list(FclRateRowSchema);
export type FclRateList = z.infer<typeof FclRateListSchema>;

/** POST /v2/ops/rate/currency/save: US dollars per one unit (USD itself is always 1), and the day it applies. */
export const CurrencyRateInputSchema = z.object({
  currency: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    CurrencySchema.refine((currency) => currency !== 'USD', { error: 'CURRENCY_RATE_BASE' }),
  ),
  usdPerUnit: z.preprocess(
    numberAsText,
    z
      .string({ error: 'CURRENCY_RATE_INVALID' })
      .trim()
      .regex(RATE_PATTERN, { error: 'CURRENCY_RATE_INVALID' })
      .refine((text) => /[1-9]/.test(text), { error: 'CURRENCY_RATE_INVALID' }),
  ),
  asOf: RateDaySchema,
});
export type CurrencyRateInput = z.input<typeof CurrencyRateInputSchema>;

/** GET /v2/ops/rate/currency/list: every stored rate, by currency. */
export const CurrencyRateListSchema = z.object({ items: z.array(CurrencyRateSchema) });
export type CurrencyRateList = z.infer<typeof CurrencyRateListSchema>;
