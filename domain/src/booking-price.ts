import { z } from 'zod';
import {
  BOOKING_MODES,
  type BondType,
  freeCoverIn,
  type InsuranceQuote,
  insuranceQuote,
  OPTIONAL_SERVICES,
  type OptionalService,
  SHIPMENT_TERMS,
  type ShipmentTerm,
  serviceReason,
  TRADE_TERMS,
  type TradeTerm,
} from './booking-rules.ts';
import { CarrierSchema, PortRefSchema } from './catalog.ts';
import { FileInfoSchema } from './files.ts';
import type { Localized } from './i18n.ts';
import {
  type Currency,
  type CurrencyTable,
  convertMoney,
  divRoundHalfUp,
  type Money,
  MoneySchema,
  toDecimalString,
  totalInUsd,
  totalsByCurrency,
} from './money.ts';
import { ORDER_STATUSES } from './order-flow.ts';
import { CHARGE_BASES, type ChargeBasis, type ChargeStage, formatWm, WM } from './pricing.ts';
import { BASIS_LABELS, FEE_CODES, type FeeCode, type FeeLine, FeeLineSchema } from './rates.ts';

/**
 * The price of an order (decision 017): the freight lines of its quote line plus one line per optional
 * service, priced from the service tariffs. This file holds the pure arithmetic of the service fees and
 * the wire shapes of the price preview; the server assembles the freight and the tariffs around it.
 * Every amount is integer minor units; products run on BigInt.
 */

/** How a fee line is counted: the tariff bases, and the service units (declarations, pallets, …). */
export const BOOKING_BASES = [
  ...CHARGE_BASES,
  'declaration',
  'pallet',
  'wrap',
  'weighing',
  'label',
  'insured',
] as const;
export type BookingBasis = (typeof BOOKING_BASES)[number];

type ServiceUnit = Exclude<BookingBasis, ChargeBasis>;
export const BOOKING_BASIS_LABELS: Record<ServiceUnit, Localized> = {
  declaration: { 'zh-CN': '单', 'zh-TW': '單', en: 'declaration' },
  pallet: { 'zh-CN': '托', 'zh-TW': '托', en: 'pallet' },
  wrap: { 'zh-CN': '托', 'zh-TW': '托', en: 'wrap' },
  weighing: { 'zh-CN': '次', 'zh-TW': '次', en: 'weighing' },
  label: { 'zh-CN': '张', 'zh-TW': '張', en: 'label' },
  insured: { 'zh-CN': '保单', 'zh-TW': '保單', en: 'policy' },
};

/** A fee line of an order: a quote's fee line, or a service's, which names its service. */
export type BookingFeeLine = Omit<FeeLine, 'basis'> & { basis: BookingBasis; service: OptionalService | null };

/**
 * One service tariff of a port: the fee of one code. `unitPrice` per unit of its basis, `minAmount` the
 * least a charged line costs; insurance has `rateBp` (basis points of the insured amount) instead.
 */
export type ServiceTariff = { code: FeeCode; currency: Currency; unitPrice: number; minAmount: number; rateBp: number };
export type ServiceTariffs = Partial<Record<FeeCode, ServiceTariff>>;

/** The stage each service's fees belong to. */
export const SERVICE_STAGE: Record<OptionalService, ChargeStage> = {
  customs: 'origin',
  pickup: 'origin',
  insurance: 'origin',
  destinationClearance: 'destination',
  destinationDelivery: 'destination',
  warehouse: 'origin',
};

const MINIMUM_REMARK: Localized = {
  'zh-CN': '不足最低收费，按最低收费计',
  'zh-TW': '不足最低收費，按最低收費計',
  en: 'Below the minimum charge: the minimum applies',
};

function money(amount: bigint | number, currency: Currency): Money {
  return { amount: Number(amount), currency };
}

/** A service's fee line: `computed` raised to the tariff's minimum. */
function serviceLine(
  tariff: ServiceTariff,
  service: OptionalService,
  basis: BookingBasis,
  quantity: string,
  computed: bigint,
): BookingFeeLine {
  const minimumApplied = computed < BigInt(tariff.minAmount);
  return {
    code: tariff.code,
    name: FEE_CODES[tariff.code],
    stage: SERVICE_STAGE[service],
    service,
    basis,
    unit:
      basis in BOOKING_BASIS_LABELS ? BOOKING_BASIS_LABELS[basis as ServiceUnit] : BASIS_LABELS[basis as ChargeBasis],
    unitPrice: money(tariff.unitPrice, tariff.currency),
    quantity,
    amount: money(minimumApplied ? BigInt(tariff.minAmount) : computed, tariff.currency),
    minimumApplied,
    remark: minimumApplied ? MINIMUM_REMARK : null,
  };
}

/**
 * A line of `count` whole units (declarations, pallets, labels…) at the tariff's unit price, raised to
 * its minimum; null when nothing is counted.
 */
export function unitFeeLine(
  tariff: ServiceTariff,
  service: OptionalService,
  basis: Exclude<BookingBasis, 'wm' | 'insured'>,
  count: number,
): BookingFeeLine | null {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  if (count === 0) return null;
  return serviceLine(tariff, service, basis, String(count), BigInt(tariff.unitPrice) * BigInt(count));
}

/** A line per chargeable W/M (millionths), rounded half up, raised to the tariff's minimum. */
export function wmFeeLine(tariff: ServiceTariff, service: OptionalService, chargeableMicro: number): BookingFeeLine {
  const computed = divRoundHalfUp(BigInt(tariff.unitPrice) * BigInt(chargeableMicro), BigInt(WM));
  return serviceLine(tariff, service, 'wm', formatWm(chargeableMicro), computed);
}

/**
 * An amount in another currency at the day's rates, rounded up to the minor unit (a minimum converted
 * never drops below itself); null when a rate is missing.
 */
export function convertUp(amount: Money, to: Currency, table: CurrencyTable): Money | null {
  return convertMoney(amount, to, table, 'up');
}

/**
 * The insurance line: the premium of `insuranceQuote` in the cargo value's currency, with the free cover
 * and the minimum converted at the day's rates (cover rounded down, minimum up). Null when a rate is missing.
 */
export function insuranceFeeLine(input: {
  tariff: ServiceTariff;
  cargoValue: Money;
  markupPercent: number;
  rates: CurrencyTable;
}): { line: BookingFeeLine; quote: InsuranceQuote } | null {
  const { tariff, cargoValue, markupPercent, rates } = input;
  const freeCover = freeCoverIn(cargoValue.currency, rates);
  const minimum = convertUp({ amount: tariff.minAmount, currency: tariff.currency }, cargoValue.currency, rates);
  if (!freeCover || !minimum) return null;
  const quote = insuranceQuote({ cargoValue, markupPercent, rateBp: tariff.rateBp, minimum, freeCover });
  const currency = cargoValue.currency;
  const text = (m: Money) => `${toDecimalString(m.amount, m.currency)} ${m.currency}`;
  const insured = text(quote.insuredAmount);
  const free = text(quote.freeAmount);
  const rate = `${toDecimalString(tariff.rateBp, 'CNY')}%`;
  const remark: Localized =
    quote.chargeableAmount.amount === 0
      ? {
          'zh-CN': `保额 ${insured}，全部在免费保额内`,
          'zh-TW': `保額 ${insured}，全部在免費保額內`,
          en: `Insured ${insured}, all within the free cover`,
        }
      : {
          'zh-CN': `保额 ${insured}，其中免费 ${free}，超出部分按 ${rate} 计${quote.minimumApplied ? '（最低收费）' : ''}`,
          'zh-TW': `保額 ${insured}，其中免費 ${free}，超出部分按 ${rate} 計${quote.minimumApplied ? '（最低收費）' : ''}`,
          en: `Insured ${insured}, of which ${free} free; the rest at ${rate}${quote.minimumApplied ? ' (minimum charge)' : ''}`,
        };
  return {
    quote,
    line: {
      code: tariff.code,
      name: FEE_CODES[tariff.code],
      stage: SERVICE_STAGE.insurance,
      service: 'insurance',
      basis: 'insured',
      unit: BOOKING_BASIS_LABELS.insured,
      unitPrice: quote.premium,
      quantity: '1',
      amount: { amount: quote.premium.amount, currency },
      minimumApplied: quote.minimumApplied,
      remark,
    },
  };
}

/** The warehouse services of an order: pallets, wraps, one weighing, labels; a zero count adds no line. */
export function warehouseFeeLines(
  tariffs: ServiceTariffs,
  warehouse: { palletCount: number; wrapCount: number; weighing: boolean; labelCount: number },
): BookingFeeLine[] | null {
  const wanted: [FeeCode, Exclude<BookingBasis, 'wm' | 'insured'>, number][] = [
    ['datuo_price', 'pallet', warehouse.palletCount],
    ['add_mo_price', 'wrap', warehouse.wrapCount],
    ['chengzhong_price', 'weighing', warehouse.weighing ? 1 : 0],
    ['tiemai_price', 'label', warehouse.labelCount],
  ];
  const lines: BookingFeeLine[] = [];
  for (const [code, basis, count] of wanted) {
    if (count === 0) continue;
    const tariff = tariffs[code];
    if (!tariff) return null;
    const line = unitFeeLine(tariff, 'warehouse', basis, count);
    if (line) lines.push(line);
  }
  return lines;
}

const BOND_REMARK: Localized = {
  'zh-CN': '保税货物报关单（手册/账册项下）',
  'zh-TW': '保稅貨物報關單（手冊/帳冊項下）',
  en: 'Declarations of the bonded goods (under the manual or account)',
};

/**
 * The export declarations of an order at the tariff's price per declaration form (decision 019): the
 * customs block's forms, and with a bond other than none a second line for the bonded goods' own forms
 * (a form carries one supervision mode), by the bond's document count, one when it gives none.
 */
export function customsFeeLines(
  tariff: ServiceTariff,
  customs: { documentCount: number },
  bond?: { type: BondType; documentCount?: number | undefined },
): BookingFeeLine[] {
  const lines = [unitFeeLine(tariff, 'customs', 'declaration', customs.documentCount)];
  if (bond && bond.type !== 'none') {
    const line = unitFeeLine(tariff, 'customs', 'declaration', bond.documentCount ?? 1);
    lines.push(line && { ...line, remark: line.remark ?? BOND_REMARK });
  }
  return lines.filter((line) => line !== null);
}

/** Totals per currency (never mixed) and the USD total (null when a rate is missing). */
export function bookingTotals(
  lines: readonly { amount: Money }[],
  rates: CurrencyTable,
): { totals: Money[]; totalUsd: Money | null } {
  const amounts = lines.map((line) => line.amount);
  return { totals: totalsByCurrency(amounts), totalUsd: totalInUsd(amounts, rates) };
}

/** The selected services with whether the terms selected them and why (for the form's "because of CIF"). */
export function selectionsOf(
  selected: readonly OptionalService[],
  tradeTerm: TradeTerm,
  shipmentTerm: ShipmentTerm,
): { service: OptionalService; auto: boolean; reason: ReturnType<typeof serviceReason> }[] {
  return OPTIONAL_SERVICES.filter((s) => selected.includes(s)).map((service) => {
    const reason = serviceReason(service, tradeTerm, shipmentTerm);
    return { service, auto: reason !== null, reason };
  });
}

// ---------------------------------------------------------------------------------------------------
// Wire shapes

export const BookingFeeLineSchema = FeeLineSchema.extend({
  basis: z.enum(BOOKING_BASES),
  service: z.enum(OPTIONAL_SERVICES).nullable(),
}) satisfies z.ZodType<BookingFeeLine>;

const LineIdSchema = z.string({ error: 'QUOTE_UNAVAILABLE' }).trim().min(1, { error: 'QUOTE_UNAVAILABLE' }).max(80, {
  error: 'QUOTE_UNAVAILABLE',
});

/**
 * POST /v2/oe_order/price: the quote line and the draft (checked by the service, after the login); with
 * `order`, the price of an edit of that order (its line resolves as the edit does, decision 031).
 */
export const OrderPriceRequestSchema = z.object({
  line: LineIdSchema,
  draft: z.unknown(),
  order: z
    .string({ error: 'NOT_FOUND' })
    .trim()
    .min(1, { error: 'NOT_FOUND' })
    .max(80, { error: 'NOT_FOUND' })
    .optional(),
});

/** POST /v2/oe_order/createorder: as the price call, with the token of the price the user saw. */
export const CreateOrderRequestSchema = OrderPriceRequestSchema.omit({ order: true }).extend({
  priceToken: z.string({ error: 'PRICE_CHANGED' }).max(200, { error: 'PRICE_CHANGED' }),
  /** The saved draft this order was continued from: deleted with the order's creation (domain/drafts.ts). */
  draftId: z
    .string({ error: 'NOT_FOUND' })
    .trim()
    .min(1, { error: 'NOT_FOUND' })
    .max(80, { error: 'NOT_FOUND' })
    .optional(),
});

/**
 * POST /v2/oe_order/eidtcreateorder (spec §7's spelling): an order pending review booked again on `line`
 * with the whole new draft, at the price the user saw; its number, status and mode stay.
 */
export const EditOrderRequestSchema = OrderPriceRequestSchema.omit({ order: true }).extend({
  id: z.string({ error: 'NOT_FOUND' }).max(80, { error: 'NOT_FOUND' }),
  priceToken: CreateOrderRequestSchema.shape.priceToken,
});
export type EditOrderRequest = z.infer<typeof EditOrderRequestSchema>;

const ReasonSchema = z.object({ by: z.enum(['tradeTerm', 'shipmentTerm']), term: z.string() }).nullable();

export const OrderPriceSchema = z.object({
  line: z.string(),
  fees: z.array(BookingFeeLineSchema),
  totals: z.array(MoneySchema),
  totalUsd: MoneySchema.nullable(),
  services: z.array(z.object({ service: z.enum(OPTIONAL_SERVICES), auto: z.boolean(), reason: ReasonSchema })),
  /** A fingerprint of the fee lines: createorder books only while the price is still this one. */
  priceToken: z.string(),
  /** Until when the token is taken (ISO instant). */
  validTo: z.string(),
});
export type OrderPrice = z.infer<typeof OrderPriceSchema>;

export { ORDER_STATUSES, type OrderStatus } from './order-flow.ts';
/** Spec §3: review feedback comes within 30 minutes of submission. */
export const ORDER_REVIEW_MINUTES = 30;

export const CreatedOrderSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  reviewWithinMinutes: z.number().int(),
});
export type CreatedOrder = z.infer<typeof CreatedOrderSchema>;

/** The edited order, with the fields the edit changed (the keys of its log entry's `changes`). */
export const EditedOrderSchema = CreatedOrderSchema.omit({ reviewWithinMinutes: true }).extend({
  changed: z.array(z.string()),
});
export type EditedOrder = z.infer<typeof EditedOrderSchema>;

/** GET /v2/oe_order/getorder: the order as booked, its route and terms, fee lines and the whole draft. */
/** GET /v2/oe_order/getorder: the order's id (anything else is a missing order). */
export const OrderIdQuerySchema = z.object({ id: z.string({ error: 'NOT_FOUND' }).max(80, { error: 'NOT_FOUND' }) });
export const OrderSchema = CreatedOrderSchema.omit({ reviewWithinMinutes: true }).extend({
  mode: z.enum(BOOKING_MODES),
  line: z.string(),
  /** The inquiry whose accepted quote was booked, or null for a quote line. */
  inquiryId: z.string().nullable(),
  pol: PortRefSchema,
  pod: PortRefSchema,
  /** Null when an inquiry's quote named no carrier. */
  carrier: CarrierSchema.nullable(),
  /** The sailing booked, or the ETD the operator recorded; null while an inquiry order has neither. */
  sailingDate: z.string().nullable(),
  tradeTerm: z.enum(TRADE_TERMS),
  shipmentTerm: z.enum(SHIPMENT_TERMS),
  fees: z.array(BookingFeeLineSchema),
  totals: z.array(MoneySchema),
  totalUsd: MoneySchema.nullable(),
  /** The parsed draft as submitted (cargo, containers, parties, the services' blocks). */
  draft: z.unknown(),
  /** The uploads the draft names, with their names (an edit lists them by name, not by id). */
  draftFiles: z.array(FileInfoSchema),
  createdAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;
