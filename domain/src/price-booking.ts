// Over 400 lines on purpose: the price of a booking is one pure function (issue 15.5, decision 031), and its
// fee rules, its inputs' schemas and the function itself are read together; split by fee kind when it grows.
import { z } from 'zod';
import {
  type BookingFeeLine,
  bookingTotals,
  customsFeeLines,
  insuranceFeeLine,
  type ServiceTariff,
  type ServiceTariffs,
  unitFeeLine,
  warehouseFeeLines,
  wmFeeLine,
} from './booking-price.ts';
import {
  type BondType,
  CONTAINER_CODES,
  type ContainerCode,
  OPTIONAL_SERVICES,
  type OptionalService,
} from './booking-rules.ts';
import { LocalizedSchema } from './catalog.ts';
import type { ErrorKey } from './errors.ts';
import type { Localized } from './i18n.ts';
import { type InquiryQuoteCharge, priceInquiryQuote } from './inquiries.ts';
import { type CurrencyTable, CurrencyTableSchema, type Money, MoneySchema } from './money.ts';
import {
  type CargoMeasure,
  CHARGE_BASES,
  CHARGE_STAGES,
  type Charge,
  type ChargeStage,
  chargeableWm,
  priceCharge,
  priceQuote,
  type WmRule,
} from './pricing.ts';
import { FEE_CODE_LIST, type FeeCode, type FeeLine, toFeeLine } from './rates.ts';

/**
 * The price of one booking (decisions 017, 019, 031), written once: given what the line books (an LCL
 * sailing's tariff lines, an FCL line's box prices and port charges, an inquiry's accepted quote), the
 * cargo and the services chosen, and the service, pickup and currency tables, `priceBooking` returns
 * every fee line in integer minor units, the totals per currency and in US dollars. It reads nothing:
 * the server loads the inputs (`orders/booking-price.ts`) and prices the order with it, and the booking
 * form runs it on every keystroke for the live price summary, on the same inputs (`/v2/oe_order/price_inputs`).
 */

/** A tariff line of a rate sheet with its remark, as the rates index holds it. */
export type TariffLine = Charge & { remark: Localized | null };

/** The door pickup tariff of one zone (city → main port of loading): base price, per W/M, minimum. */
export type PickupZoneTariff = { basePrice: number; perWm: number; minAmount: number };

/** What the booked line prices: its freight lines for the cargo. */
export type BookingFreight =
  /** An LCL sailing: every tariff line of its service (origin → ocean → destination) under its W/M rule. */
  | { kind: 'lcl'; priced: boolean; charges: TariffLine[]; rule: WmRule }
  /** An FCL sailing: the line's price per container type, and the port of loading's FCL charges. */
  | { kind: 'fcl'; containers: { type: string; price: Money }[]; origin: TariffLine[] }
  /**
   * An inquiry's accepted quote: the operator's charges, which cover the services the inquiry asked for
   * (decision 031): an order adds no tariff line for those, only for services it adds itself.
   */
  | { kind: 'inquiry'; charges: InquiryQuoteCharge[]; covers: OptionalService[] };

/**
 * The inputs of a booking's price besides the order itself. `pickup` is the draft's pickup city as the
 * tables know it: `served` false for a city without a tariff (LCL) or outside the catalogue (FCL), and for
 * LCL the zone tariff from that city to the port of loading.
 */
export type BookingTariffs = {
  freight: BookingFreight;
  /** The service tariffs of the port of loading (customs, insurance, warehouse, FCL trucking). */
  origin: ServiceTariffs;
  /** The service tariffs of the port of discharge (clearance, delivery). */
  destination: ServiceTariffs;
  pickup: { cityCode: string; served: boolean; zone: PickupZoneTariff | null } | null;
  /** The day's exchange rates (insurance's free cover, the US dollar total). */
  rates: CurrencyTable;
};

/** What of an order its price depends on (an `OrderDraft` is one; the form passes what is filled). */
export type BookingOrder = {
  mode: 'lcl' | 'fcl';
  cargo: CargoMeasure & { value?: Money | undefined; insuranceMarkupPercent: number };
  containers?: readonly { type: ContainerCode; quantity: number }[] | undefined;
  customs?: { documentCount: number } | undefined;
  bond?: { type: BondType; documentCount?: number | undefined } | undefined;
  pickup?: { cityCode: string } | undefined;
  insurance?: unknown;
  destinationClearance?: unknown;
  destinationDelivery?: unknown;
  warehouse?: { palletCount: number; wrapCount: number; weighing: boolean; labelCount: number } | undefined;
};

/** Why an order cannot be priced: the error and the draft field it is about (`draft.<path>`), if one. */
export type PriceRefusal = { key: ErrorKey; field: string | null };

export type BookingPrice = {
  fees: BookingFeeLine[];
  totals: Money[];
  totalUsd: Money | null;
  /** The cargo's chargeable W/M (millionths) under the line's rule, before the ocean minimum. */
  chargeableMicro: number;
};

export type BookingPriceResult = ({ ok: true } & BookingPrice) | ({ ok: false } & PriceRefusal);

class Refused extends Error {
  constructor(readonly refusal: PriceRefusal) {
    super(refusal.key);
  }
}

const refuse = (key: ErrorKey, field: string | null = null): never => {
  throw new Refused({ key, field });
};

const STAGE_ORDER: Record<ChargeStage, number> = { origin: 0, ocean: 1, destination: 2 };

function measureOf(order: BookingOrder): CargoMeasure {
  return { weightKg: order.cargo.weightKg, volumeCbm: order.cargo.volumeCbm, pieces: order.cargo.pieces };
}

function boxesOf(order: BookingOrder): number {
  return (order.containers ?? []).reduce((sum, row) => sum + row.quantity, 0);
}

function containerTypeNotOffered(row: number): never {
  return refuse('CONTAINER_TYPE_NOT_OFFERED', `draft.containers.${row}.type`);
}

/**
 * FCL freight (decision 019): the line's ocean price of each container type × its boxes, priced like a
 * quote's typed container charge, and the port of loading's FCL charges per container or per B/L.
 */
function fclFreight(freight: Extract<BookingFreight, { kind: 'fcl' }>, order: BookingOrder): BookingFeeLine[] {
  const containers = order.containers ?? [];
  const ocean = containers.map((row, i): InquiryQuoteCharge => {
    const price = freight.containers.find((offered) => offered.type === row.type)?.price;
    if (!price) return containerTypeNotOffered(i);
    return {
      code: 'sea_price',
      stage: 'ocean',
      basis: 'container',
      containerType: row.type,
      currency: price.currency,
      unitPrice: price.amount,
      minAmount: 0,
    };
  });
  const cargo = measureOf(order);
  const chargeable = chargeableWm(cargo);
  const counts = {
    chargeableMicro: chargeable.chargeableMicro,
    oceanBilledMicro: chargeable.billedMicro,
    billsOfLading: 1,
    containers: boxesOf(order),
  };
  const origin = freight.origin.map(
    (charge): BookingFeeLine => ({ ...toFeeLine(priceCharge(charge, counts), charge.remark), service: null }),
  );
  return [...origin, ...priceInquiryQuote(ocean, cargo, containers)];
}

/** Every booked type needs a price when the quote prices container types (untyped charges price all). */
function checkQuotedContainers(charges: readonly InquiryQuoteCharge[], order: BookingOrder): void {
  const typed = new Set(charges.flatMap((charge) => (charge.containerType ? [charge.containerType] : [])));
  if (typed.size === 0) return;
  const missing = (order.containers ?? []).findIndex((row) => !typed.has(row.type));
  if (missing >= 0) containerTypeNotOffered(missing);
}

/** The freight lines of the booked line for the order's cargo, and the chargeable W/M the services count. */
function freightLines(
  freight: BookingFreight,
  order: BookingOrder,
): { lines: BookingFeeLine[]; chargeableMicro: number } {
  const cargo = measureOf(order);
  if (freight.kind === 'lcl') {
    if (!freight.priced) refuse('NO_FREIGHT');
    const quote = priceQuote(freight.charges, cargo, freight.rule);
    const lines = quote.lines.map((priced, i) => ({
      ...toFeeLine(priced, freight.charges[i]?.remark ?? null),
      service: null,
    }));
    return { lines, chargeableMicro: quote.chargeable.chargeableMicro };
  }
  const { chargeableMicro } = chargeableWm(cargo);
  if (freight.kind === 'fcl') return { lines: fclFreight(freight, order), chargeableMicro };
  checkQuotedContainers(freight.charges, order);
  return { lines: priceInquiryQuote(freight.charges, cargo, order.containers ?? []), chargeableMicro };
}

const PICKUP_BASE_REMARK: Localized = { 'zh-CN': '起步价', 'zh-TW': '起步價', en: 'Base price' };
const PICKUP_MINIMUM_REMARK: Localized = {
  'zh-CN': '不足最低收费，按最低收费计',
  'zh-TW': '不足最低收費，按最低收費計',
  en: 'Below the minimum charge: the minimum applies',
};

/**
 * LCL door pickup (the quote pages' `/v2/oe_smth/price` and an order's pickup): the base price plus a
 * price per chargeable W/M, the zone's minimum applying to the whole pickup (the per-W/M line carries
 * what the base price leaves of it). CNY.
 */
export function pickupFeeLines(tariff: PickupZoneTariff, cargo: CargoMeasure): { fees: FeeLine[]; total: Money } {
  const charges: Charge[] = [
    {
      code: 'smth_price',
      stage: 'origin',
      currency: 'CNY',
      unitPrice: tariff.basePrice,
      basis: 'shipment',
      minAmount: 0,
    },
    {
      code: 'smth_price',
      stage: 'origin',
      currency: 'CNY',
      unitPrice: tariff.perWm,
      basis: 'wm',
      minAmount: Math.max(0, tariff.minAmount - tariff.basePrice),
    },
  ];
  const quote = priceQuote(charges, cargo);
  const [base, perWm] = quote.lines;
  const fees = [
    ...(base ? [toFeeLine(base, PICKUP_BASE_REMARK)] : []),
    ...(perWm ? [toFeeLine(perWm, perWm.minimumApplied ? PICKUP_MINIMUM_REMARK : null)] : []),
  ];
  return { fees, total: quote.totals[0] ?? { amount: 0, currency: 'CNY' } };
}

function tariffOf(tariffs: ServiceTariffs, code: FeeCode, field: string): ServiceTariff {
  return tariffs[code] ?? refuse('SERVICE_NOT_OFFERED', field);
}

/**
 * The pickup: for LCL the door pickup of the quote pages (the zone tariff from the city to the port of
 * loading); for FCL door trucking, `trailer_price` per container (decision 019), for a city of the catalogue.
 */
function pickupLines(tariffs: BookingTariffs, order: BookingOrder): BookingFeeLine[] {
  if (!order.pickup) return [];
  const cityUnknown = () => refuse('CITY_UNKNOWN', 'draft.pickup.cityCode');
  const city = tariffs.pickup;
  if (!city || city.cityCode !== order.pickup.cityCode || !city.served) return cityUnknown();
  if (order.mode === 'fcl') {
    const line = unitFeeLine(
      tariffOf(tariffs.origin, 'trailer_price', 'draft.pickup'),
      'pickup',
      'container',
      boxesOf(order),
    );
    return line ? [line] : [];
  }
  if (!city.zone) return cityUnknown();
  return pickupFeeLines(city.zone, measureOf(order)).fees.map((fee) => ({ ...fee, service: 'pickup' as const }));
}

/** The services the booked line's price already covers: an inquiry's quote covers those it was asked for. */
function coveredBy(freight: BookingFreight): ReadonlySet<OptionalService> {
  return new Set(freight.kind === 'inquiry' ? freight.covers : []);
}

/** The selected services the line does not already cover, as blocks of the order. */
function chargedServices(tariffs: BookingTariffs, order: BookingOrder): BookingOrder {
  const covered = coveredBy(tariffs.freight);
  const charged: BookingOrder = { ...order };
  for (const service of covered) delete charged[service];
  return charged;
}

/** The fee lines of the selected services, in form order. */
function serviceLines(tariffs: BookingTariffs, all: BookingOrder, chargeableMicro: number): BookingFeeLine[] {
  const { origin, destination } = tariffs;
  const order = chargedServices(tariffs, all);
  const lines: BookingFeeLine[] = [];
  if (order.customs) {
    const tariff = tariffOf(origin, 'declare_price', 'draft.customs');
    lines.push(...customsFeeLines(tariff, order.customs, order.mode === 'fcl' ? order.bond : undefined));
  }
  lines.push(...pickupLines(tariffs, order));
  if (order.insurance && order.cargo.value) {
    const insurance = insuranceFeeLine({
      tariff: tariffOf(origin, 'insurance_price', 'draft.insurance'),
      cargoValue: order.cargo.value,
      markupPercent: order.cargo.insuranceMarkupPercent,
      rates: tariffs.rates,
    });
    lines.push(insurance?.line ?? refuse('SERVICE_NOT_OFFERED', 'draft.insurance'));
  }
  if (order.destinationClearance) {
    const tariff = tariffOf(destination, 'mdgqg_price', 'draft.destinationClearance');
    const line = unitFeeLine(tariff, 'destinationClearance', 'bl', 1);
    if (line) lines.push(line);
  }
  if (order.destinationDelivery) {
    const tariff = tariffOf(destination, 'mdgsend_price', 'draft.destinationDelivery');
    lines.push(wmFeeLine(tariff, 'destinationDelivery', chargeableMicro));
  }
  if (order.warehouse)
    lines.push(...(warehouseFeeLines(origin, order.warehouse) ?? refuse('SERVICE_NOT_OFFERED', 'draft.warehouse')));
  return lines;
}

/**
 * Every fee line of a booking: the freight lines of what the line books for the order's cargo, then one
 * line per selected service from the tariffs (but those an inquiry's quote covers), ordered origin → ocean → destination (stable inside a
 * stage), with the totals per currency (never mixed) and in US dollars. Refused, with the field when
 * there is one: NO_FREIGHT (an LCL service without a price), CONTAINER_TYPE_NOT_OFFERED (a box without a
 * price), SERVICE_NOT_OFFERED (a service without a tariff at the port), CITY_UNKNOWN (a pickup city the
 * tables do not serve).
 */
export function priceBooking(tariffs: BookingTariffs, order: BookingOrder): BookingPriceResult {
  try {
    const freight = freightLines(tariffs.freight, order);
    const services = serviceLines(tariffs, order, freight.chargeableMicro);
    const fees = [...freight.lines, ...services].sort((a, b) => STAGE_ORDER[a.stage] - STAGE_ORDER[b.stage]);
    const { totals, totalUsd } = bookingTotals(fees, tariffs.rates);
    return { ok: true, fees, totals, totalUsd, chargeableMicro: freight.chargeableMicro };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, ...error.refusal };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Wire shapes: the inputs the booking form prices with

const TariffLineSchema = z.object({
  code: z.string(),
  stage: z.enum(CHARGE_STAGES),
  currency: MoneySchema.shape.currency,
  unitPrice: z.number().int(),
  basis: z.enum(CHARGE_BASES),
  minAmount: z.number().int(),
  remark: LocalizedSchema.nullable(),
}) satisfies z.ZodType<TariffLine>;
const ServiceTariffSchema = z.object({
  code: z.enum(FEE_CODE_LIST as [FeeCode, ...FeeCode[]]),
  currency: MoneySchema.shape.currency,
  unitPrice: z.number().int(),
  minAmount: z.number().int(),
  rateBp: z.number().int(),
}) satisfies z.ZodType<ServiceTariff>;
const ServiceTariffsSchema = z.partialRecord(
  z.enum(FEE_CODE_LIST as [FeeCode, ...FeeCode[]]),
  ServiceTariffSchema,
) satisfies z.ZodType<ServiceTariffs>;

export const BookingTariffsSchema = z.object({
  freight: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('lcl'),
      priced: z.boolean(),
      charges: z.array(TariffLineSchema),
      rule: z.object({
        kgPerCbm: z.number(),
        stepMicro: z.number().int(),
        rounding: z.enum(['up', 'halfUp']),
        minMicro: z.number().int(),
      }),
    }),
    z.object({
      kind: z.literal('fcl'),
      containers: z.array(z.object({ type: z.string(), price: MoneySchema })),
      origin: z.array(TariffLineSchema),
    }),
    z.object({
      kind: z.literal('inquiry'),
      covers: z.array(z.enum(OPTIONAL_SERVICES)),
      charges: z.array(
        z.object({
          code: z.enum(FEE_CODE_LIST as [FeeCode, ...FeeCode[]]),
          stage: z.enum(CHARGE_STAGES),
          basis: z.enum(CHARGE_BASES),
          containerType: z.enum(CONTAINER_CODES).optional(),
          currency: MoneySchema.shape.currency,
          unitPrice: z.number().int(),
          minAmount: z.number().int(),
        }),
      ),
    }),
  ]),
  origin: ServiceTariffsSchema,
  destination: ServiceTariffsSchema,
  pickup: z
    .object({
      cityCode: z.string(),
      served: z.boolean(),
      zone: z.object({ basePrice: z.number().int(), perWm: z.number().int(), minAmount: z.number().int() }).nullable(),
    })
    .nullable(),
  rates: CurrencyTableSchema,
}) satisfies z.ZodType<BookingTariffs>;

const OptionalIdSchema = z
  .string({ error: 'NOT_FOUND' })
  .trim()
  .max(80, { error: 'NOT_FOUND' })
  .optional()
  .transform((id) => (id ? id : undefined));

/**
 * GET /v2/oe_order/price_inputs: the line to book, the pickup city when the form has one, and the order
 * being edited (its line then resolves as the edit does: an inquiry order on its own quote).
 */
export const PriceInputsQuerySchema = z.object({
  order: OptionalIdSchema,
  line: z.string({ error: 'QUOTE_UNAVAILABLE' }).trim().min(1, { error: 'QUOTE_UNAVAILABLE' }).max(80, {
    error: 'QUOTE_UNAVAILABLE',
  }),
  city: z
    .string({ error: 'CITY_UNKNOWN' })
    .trim()
    .max(12, { error: 'CITY_UNKNOWN' })
    .optional()
    .transform((city) => (city ? city : undefined)),
});
export type PriceInputsQuery = z.input<typeof PriceInputsQuerySchema>;
