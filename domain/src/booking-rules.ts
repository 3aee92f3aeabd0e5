// Over 400 lines on purpose: these are the booking's rules without zod (terms and services, dangerous
// goods, volume, insurance, pickup, inquiry states and allowance), which the entrust and inquiry forms
// need together on their first paint; `booking.ts` re-exports them beside the schemas (decision 016).
import { addDays, chinaDate, chinaMinutes, isIsoDate } from './china-time.ts';
import type { ErrorKey } from './errors.ts';
import type { VerificationState } from './members.ts';
import { type Currency, type CurrencyTable, convertMoney, divRoundHalfUp, type Money } from './money-rules.ts';
import type { FeeCode } from './rates.ts';

/** An order ships LCL (consolidated, priced per W/M) or FCL (whole containers). */
export const BOOKING_MODES = ['lcl', 'fcl'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

// ---------------------------------------------------------------------------------------------------
// Trade terms, shipment terms and the services they select (spec §5, freight-facts §7)

/** Incoterms 2020, plus DDU: withdrawn in 2010 but still asked for, and named by spec §5. */
export const TRADE_TERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDU',
  'DDP',
] as const;
export type TradeTerm = (typeof TRADE_TERMS)[number];

/** Where the carriage starts and ends: the origin CFS or the shipper's door, the destination CFS or door. */
export const SHIPMENT_TERMS = ['CFS-CFS', 'DOOR-CFS', 'CFS-DOOR', 'DOOR-DOOR'] as const;
export type ShipmentTerm = (typeof SHIPMENT_TERMS)[number];

/**
 * The optional services of an order, in the order the form shows them: export customs declaration,
 * door pickup, cargo insurance, destination customs clearance, destination delivery and warehouse
 * value-added services (palletising, wrapping, weighing, labelling).
 */
export const OPTIONAL_SERVICES = [
  'customs',
  'pickup',
  'insurance',
  'destinationClearance',
  'destinationDelivery',
  'warehouse',
] as const;
export type OptionalService = (typeof OPTIONAL_SERVICES)[number];

/** The fee lines each service adds to an order, priced on the server from the rates. */
export const SERVICE_FEE_CODES = {
  customs: ['declare_price'],
  pickup: ['smth_price', 'trailer_price'],
  insurance: ['insurance_price'],
  destinationClearance: ['mdgqg_price'],
  destinationDelivery: ['mdgsend_price'],
  warehouse: ['datuo_price', 'add_mo_price', 'chengzhong_price', 'tiemai_price'],
} as const satisfies Record<OptionalService, readonly FeeCode[]>;

/** Spec §5, word for word: the trade terms that select a service. */
const SERVICES_BY_TRADE_TERM: Partial<Record<OptionalService, readonly TradeTerm[]>> = {
  insurance: ['CIF', 'DAP', 'DDU', 'DDP'],
  destinationDelivery: ['DAP', 'DDU', 'DDP'],
  destinationClearance: ['DDU', 'DDP'],
};
/** Spec §5: the shipment terms that start at the shipper's door select the pickup. */
const SERVICES_BY_SHIPMENT_TERM: Partial<Record<OptionalService, readonly ShipmentTerm[]>> = {
  pickup: ['DOOR-CFS', 'DOOR-DOOR'],
};

/** Why a service was selected for the user: the web shows "selected because of CIF". */
export type ServiceReason = { by: 'tradeTerm'; term: TradeTerm } | { by: 'shipmentTerm'; term: ShipmentTerm };
export type ServiceSelection = { service: OptionalService; auto: boolean; reason: ServiceReason | null };

/** The term that makes a service necessary, or null when the user is free to take it or not. */
export function serviceReason(
  service: OptionalService,
  tradeTerm: TradeTerm,
  shipmentTerm: ShipmentTerm,
): ServiceReason | null {
  if (SERVICES_BY_TRADE_TERM[service]?.includes(tradeTerm)) return { by: 'tradeTerm', term: tradeTerm };
  if (SERVICES_BY_SHIPMENT_TERM[service]?.includes(shipmentTerm)) return { by: 'shipmentTerm', term: shipmentTerm };
  return null;
}

/** Every optional service, in form order, with whether the terms select it and why. */
export function servicesFor(tradeTerm: TradeTerm, shipmentTerm: ShipmentTerm): ServiceSelection[] {
  return OPTIONAL_SERVICES.map((service) => {
    const reason = serviceReason(service, tradeTerm, shipmentTerm);
    return { service, auto: reason !== null, reason };
  });
}

/** The services the terms select, in form order. */
export function requiredServices(tradeTerm: TradeTerm, shipmentTerm: ShipmentTerm): OptionalService[] {
  return OPTIONAL_SERVICES.filter((service) => serviceReason(service, tradeTerm, shipmentTerm) !== null);
}

/** What the user chose plus what the terms select, in form order, each once. */
export function withRequiredServices(
  chosen: readonly OptionalService[],
  tradeTerm: TradeTerm,
  shipmentTerm: ShipmentTerm,
): OptionalService[] {
  const required = requiredServices(tradeTerm, shipmentTerm);
  return OPTIONAL_SERVICES.filter((service) => chosen.includes(service) || required.includes(service));
}

/**
 * Whether the user may untick a service. Not while the terms select it: under CIF the seller must insure
 * the cargo, under DAP/DDU/DDP the seller delivers to the named place (and under DDU/DDP we clear it in),
 * and a DOOR-… shipment begins at the shipper's door (freight-facts §7). The order would otherwise promise
 * the buyer something nobody does; to drop the service, the user changes the term, which says why.
 */
export function canRemoveService(service: OptionalService, tradeTerm: TradeTerm, shipmentTerm: ShipmentTerm): boolean {
  return serviceReason(service, tradeTerm, shipmentTerm) === null;
}

/** The services an order or form selected: those whose block of details is present. */
export function selectedServices(blocks: Partial<Record<OptionalService, unknown>>): OptionalService[] {
  return OPTIONAL_SERVICES.filter((service) => blocks[service] !== undefined && blocks[service] !== null);
}

// ---------------------------------------------------------------------------------------------------
// Cargo

/** What kind of goods: general, dangerous (IMDG), goods with batteries, liquids or powders, oversized. */
export const CARGO_TYPES = ['general', 'dangerous', 'batteries', 'liquidPowder', 'oversized'] as const;
export type CargoType = (typeof CARGO_TYPES)[number];

export const PACKING_TYPES = [
  'cartons',
  'pallets',
  'woodenCases',
  'crates',
  'bags',
  'drums',
  'bales',
  'rolls',
  'bundles',
  'pieces',
] as const;
export type PackingType = (typeof PACKING_TYPES)[number];

/** Every IMDG class and division, for the picker (which shows the refused ones disabled). */
export const DANGEROUS_GOODS_CLASSES = [
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;
export type DangerousGoodsClass = (typeof DANGEROUS_GOODS_CLASSES)[number];
/** The classes our warehouses and carriers accept (issue 4): flammable liquids and solids, toxic, corrosive, misc. */
export const DANGEROUS_GOODS_CLASSES_ACCEPTED = ['3', '4.1', '6.1', '8', '9'] as const satisfies DangerousGoodsClass[];
export const PACKING_GROUPS = ['I', 'II', 'III'] as const;

export function isAcceptedDangerousClass(value: string): boolean {
  return (DANGEROUS_GOODS_CLASSES_ACCEPTED as readonly string[]).includes(value);
}

/** "un 1263", "UN-1263" and "1263" all mean UN1263. */
export function normalizeUnNumber(value: string): string {
  const compact = value.replace(/[\s-]+/g, '').toUpperCase();
  return /^\d{4}$/.test(compact) ? `UN${compact}` : compact;
}

/** A UN number: UN and four digits; UN0000 is not assigned. */
export function isUnNumber(value: string): boolean {
  return /^UN\d{4}$/.test(value) && value !== 'UN0000';
}

/** HS codes are typed with dots and spaces ("8471.30.00"); six to ten digits remain. */
export function normalizeHsCode(value: string): string {
  return value.replace(/[\s.]+/g, '');
}
export const HS_CODE_PATTERN = /^\d{6,10}$/;

// ---------------------------------------------------------------------------------------------------
// Volume from dimension rows

/** A row of identical packages, measured in centimetres to one decimal (millimetres). */
export type DimensionRow = { lengthCm: number; widthCm: number; heightCm: number; pieces: number };
export const DIMENSION_LIMITS = { maxCm: 1500, maxRows: 50 } as const;

const MM3_PER_LITRE = 1_000_000n;

/**
 * The volume of the rows in litres (thousandths of a m³). Each side is taken in whole millimetres, the
 * products are summed exactly in mm³, and the total is rounded half up to 0.001 m³ once, at the end.
 */
export function rowsVolumeLitres(rows: readonly DimensionRow[]): number {
  let mm3 = 0n;
  for (const row of rows) {
    const side = (cm: number) => BigInt(Math.round(cm * 10));
    mm3 += side(row.lengthCm) * side(row.widthCm) * side(row.heightCm) * BigInt(row.pieces);
  }
  return Number(divRoundHalfUp(mm3, MM3_PER_LITRE));
}

export function rowsPieces(rows: readonly DimensionRow[]): number {
  return rows.reduce((sum, row) => sum + row.pieces, 0);
}

/** A typed volume (m³, at most 3 decimals) in litres, rounding away float noise. */
export function cbmToLitres(cbm: number): number {
  return Math.round(cbm * 1000);
}

/** Litres as the m³ a form shows: 480 → "0.480". */
export function formatCbm(litres: number): string {
  return `${Math.floor(litres / 1000)}.${String(litres % 1000).padStart(3, '0')}`;
}

// ---------------------------------------------------------------------------------------------------
// Insurance

/** Spec §9: each order's first 200,000 RMB of cargo value is insured free of charge. */
export const FREE_INSURANCE_COVER: Money = { amount: 20_000_000, currency: 'CNY' };
/** The insured amount is the cargo value plus a markup; 10 % is the custom (CIF + 10 %), 30 % the most insurers take. */
export const DEFAULT_INSURANCE_MARKUP_PERCENT = 10;
export const MAX_INSURANCE_MARKUP_PERCENT = 30;
/** The PICC ocean cargo clauses: all risks (≈ ICC A), with average (≈ ICC B), free from particular average (≈ ICC C). */
export const INSURANCE_RISK_TYPES = ['allRisks', 'withAverage', 'freeFromParticularAverage'] as const;
export type InsuranceRiskType = (typeof INSURANCE_RISK_TYPES)[number];

export type InsuranceQuote = {
  /** Cargo value × (1 + markup): what the policy covers. */
  insuredAmount: Money;
  /** The part of the insured amount the free cover pays for. */
  freeAmount: Money;
  /** The insured amount of the cargo value above the free cover: what the premium is charged on. */
  chargeableAmount: Money;
  premium: Money;
  /** The premium was raised to the tariff's minimum. */
  minimumApplied: boolean;
};

function withMarkup(amount: bigint, markupPercent: number): bigint {
  return divRoundHalfUp(amount * BigInt(100 + markupPercent), 100n);
}

function checkMarkup(markupPercent: number): void {
  if (!Number.isInteger(markupPercent) || markupPercent < 0 || markupPercent > MAX_INSURANCE_MARKUP_PERCENT)
    throw new RangeError('markupPercent must be an integer from 0 to 30');
}

/** Cargo value × (1 + markup %), rounded half up to the minor unit. */
export function insuredAmountOf(cargoValue: Money, markupPercent: number): Money {
  checkMarkup(markupPercent);
  return { amount: Number(withMarkup(BigInt(cargoValue.amount), markupPercent)), currency: cargoValue.currency };
}

/**
 * The premium of an order's insurance. The free cover takes the first 200,000 RMB of cargo value with its
 * markup; the premium is `rateBp` basis points of the insured amount of the value above it, never less
 * than `minimum` once anything is charged. A cargo worth at most the free cover pays nothing. `freeCover`
 * must be in the cargo value's currency (see `freeCoverIn`); mixing currencies is a programming error.
 */
export function insuranceQuote(input: {
  cargoValue: Money;
  markupPercent: number;
  rateBp: number;
  minimum: Money;
  freeCover?: Money;
}): InsuranceQuote {
  const { cargoValue, markupPercent, rateBp, minimum } = input;
  const freeCover = input.freeCover ?? FREE_INSURANCE_COVER;
  const currency = cargoValue.currency;
  if (minimum.currency !== currency || freeCover.currency !== currency)
    throw new RangeError('insurance amounts must share the cargo value currency');
  if (cargoValue.amount < 0 || minimum.amount < 0 || freeCover.amount < 0)
    throw new RangeError('amounts must not be negative');
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError('rateBp must be a non-negative integer');
  checkMarkup(markupPercent);
  const value = BigInt(cargoValue.amount);
  const above = value > BigInt(freeCover.amount) ? value - BigInt(freeCover.amount) : 0n;
  const insured = withMarkup(value, markupPercent);
  const chargeable = withMarkup(above, markupPercent);
  const computed = divRoundHalfUp(chargeable * BigInt(rateBp), 10_000n);
  const minimumApplied = chargeable > 0n && computed < BigInt(minimum.amount);
  const premium = chargeable === 0n ? 0n : minimumApplied ? BigInt(minimum.amount) : computed;
  const money = (amount: bigint): Money => ({ amount: Number(amount), currency });
  return {
    insuredAmount: money(insured),
    freeAmount: money(insured - chargeable),
    chargeableAmount: money(chargeable),
    premium: money(premium),
    minimumApplied,
  };
}

/**
 * The free cover in another currency at the day's rates, rounded down so it never exceeds 200,000 RMB;
 * null when a rate is missing (the caller refuses to quote rather than guess).
 */
export function freeCoverIn(currency: Currency, table: CurrencyTable): Money | null {
  return convertMoney(FREE_INSURANCE_COVER, currency, table, 'down');
}

// ---------------------------------------------------------------------------------------------------
// Dates in China, pickup and the night warehouse entry

// The calendar helpers live with the China clock (china-time.ts); booking imports them from here too.
export { addDays, isIsoDate } from './china-time.ts';

export const PICKUP_SLOTS = ['morning', 'afternoon'] as const;
export type PickupSlot = (typeof PICKUP_SLOTS)[number];
/** When a truck comes in each slot, China time, for the form's hint. */
export const PICKUP_SLOT_HOURS: Record<PickupSlot, { from: string; to: string }> = {
  morning: { from: '09:00', to: '12:00' },
  afternoon: { from: '13:00', to: '18:00' },
};
/** A pickup is booked from tomorrow (a truck needs a day to plan) up to 30 days ahead. */
export const PICKUP_MAX_AHEAD_DAYS = 30;

/**
 * The dates a pickup may be booked on, China time: from tomorrow to 30 days ahead, and not after
 * `lastDate` (the sailing's cargo cut date) when given. `first > last` means no date is left.
 */
export function pickupDateWindow(today: string, lastDate?: string): { first: string; last: string } {
  const furthest = addDays(today, PICKUP_MAX_AHEAD_DAYS);
  return { first: addDays(today, 1), last: lastDate && lastDate < furthest ? lastDate : furthest };
}

export function isPickupDateAllowed(date: string, today: string, lastDate?: string): boolean {
  const { first, last } = pickupDateWindow(today, lastDate);
  return isIsoDate(date) && date >= first && date <= last;
}

/** Spec §9: the warehouse takes cargo at night from 21:00 to 05:00, China time (05:00 itself is day). */
export const NIGHT_ENTRY_WINDOW = { from: '21:00', to: '05:00' } as const;

/** Whether an instant falls in the night warehouse entry window. */
export function isNightEntry(at: Date | number): boolean {
  const minutes = chinaMinutes(at);
  return minutes >= 21 * 60 || minutes < 5 * 60;
}

// ---------------------------------------------------------------------------------------------------
// Inquiry sheets: states, transitions and the allowance

/** Spec §4: waiting for a quote, quoted, review rejected, cancelled, deleted; and turned into an order. */
export const INQUIRY_STATUSES = ['waiting', 'quoted', 'rejected', 'cancelled', 'deleted', 'ordered'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** Spec §4 "quote acceptance": whether the customer accepted the current quote. */
export const QUOTE_ACCEPTANCES = ['pending', 'accepted'] as const;
export type QuoteAcceptance = (typeof QUOTE_ACCEPTANCES)[number];
export const INQUIRY_ACTIONS = ['quote', 'reject', 'accept', 'order', 'cancel', 'delete'] as const;
export type InquiryAction = (typeof INQUIRY_ACTIONS)[number];
/** Who takes each action; the server checks the role, the table below only the state. */
export const INQUIRY_ACTORS: Record<InquiryAction, 'customer' | 'operator'> = {
  quote: 'operator',
  reject: 'operator',
  accept: 'customer',
  order: 'customer',
  cancel: 'customer',
  delete: 'customer',
};

export type InquiryState = { status: InquiryStatus; acceptance: QuoteAcceptance };
/** The calendar the checks need: today in China, and the last day the current quote holds (null when none). */
export type InquiryClock = { today: string; quoteValidTo: string | null };

/**
 * The transition table: from a status, which actions go where. Missing means refused. A quote may be
 * replaced (`quote` on a quoted inquiry) and is then pending again; only finished inquiries can be
 * deleted, so an inquiry an operator is working on is cancelled first; an ordered inquiry is final.
 */
export const INQUIRY_TRANSITIONS: Record<InquiryStatus, Partial<Record<InquiryAction, InquiryStatus>>> = {
  waiting: { quote: 'quoted', reject: 'rejected', cancel: 'cancelled' },
  quoted: { quote: 'quoted', accept: 'quoted', order: 'ordered', cancel: 'cancelled' },
  rejected: { delete: 'deleted' },
  cancelled: { delete: 'deleted' },
  deleted: {},
  ordered: {},
};

/** A quote holds through its validity date (inclusive, China calendar). */
export function isQuoteExpired(quoteValidTo: string | null, today: string): boolean {
  return quoteValidTo === null || today > quoteValidTo;
}

/**
 * Why an action is refused on an inquiry, or null when it is allowed. Beyond the table: a quote is
 * accepted once and only while valid; ordering needs an accepted quote that is still valid (an expired
 * quote is never booked at its old price); an accepted, valid quote is not replaced under the customer.
 */
export function inquiryRefusal(state: InquiryState, action: InquiryAction, clock: InquiryClock): ErrorKey | null {
  if (!INQUIRY_TRANSITIONS[state.status][action]) return 'INQUIRY_ACTION_NOT_ALLOWED';
  const expired = state.status === 'quoted' && isQuoteExpired(clock.quoteValidTo, clock.today);
  const accepted = state.acceptance === 'accepted';
  if (action === 'accept') {
    if (accepted) return 'INQUIRY_ACTION_NOT_ALLOWED';
    if (expired) return 'QUOTE_EXPIRED';
  }
  if (action === 'order') {
    if (!accepted) return 'QUOTE_NOT_ACCEPTED';
    if (expired) return 'QUOTE_EXPIRED';
  }
  if (action === 'quote' && state.status === 'quoted' && accepted && !expired) return 'INQUIRY_ACTION_NOT_ALLOWED';
  return null;
}

export function canInquiry(state: InquiryState, action: InquiryAction, clock: InquiryClock): boolean {
  return inquiryRefusal(state, action, clock) === null;
}

/** The state after an allowed action, or null when the action is refused. */
export function nextInquiryState(state: InquiryState, action: InquiryAction, clock: InquiryClock): InquiryState | null {
  const status = INQUIRY_TRANSITIONS[state.status][action];
  if (!status || inquiryRefusal(state, action, clock)) return null;
  if (action === 'quote') return { status, acceptance: 'pending' };
  if (action === 'accept') return { status, acceptance: 'accepted' };
  return { status, acceptance: state.acceptance };
}

/** New inquiries an account may create per calendar month (China time); cancelled and deleted ones count. */
export const INQUIRY_MONTHLY_ALLOWANCE = { verified: 20, unverified: 3 } as const;

/** The month an inquiry counts against, as YYYY-MM in China. */
export function inquiryMonth(at: Date | number): string {
  return chinaDate(at).slice(0, 7);
}

export function inquiryAllowance(
  verification: VerificationState,
  usedThisMonth: number,
): { limit: number; used: number; remaining: number } {
  const limit = INQUIRY_MONTHLY_ALLOWANCE[verification === 'verified' ? 'verified' : 'unverified'];
  return { limit, used: usedThisMonth, remaining: Math.max(0, limit - usedThisMonth) };
}

/**
 * Why a new inquiry is refused, or null. An account that is not verified (pending and rejected ones
 * included) is told to verify (spec §8); a verified one has used its month.
 */
export function inquiryLimitRefusal(verification: VerificationState, usedThisMonth: number): ErrorKey | null {
  if (inquiryAllowance(verification, usedThisMonth).remaining > 0) return null;
  return verification === 'verified' ? 'INQUIRY_LIMIT_REACHED' : 'INQUIRY_LIMIT_UNVERIFIED';
}

// ---------------------------------------------------------------------------------------------------
// FCL: containers, bond, trucking

/** The container trade codes of the catalogue (server/src/modules/catalog/data/container-types.json). */
export const CONTAINER_CODES = ['20GP', '40GP', '40HQ', '45HQ', '20RF', '40RH'] as const;
export type ContainerCode = (typeof CONTAINER_CODES)[number];
/** An order's containers: at most 50 of one type and 50 in all; above that it is a contract, not a booking. */
export const MAX_CONTAINERS = 50;
/** Cargo of an FCL order may weigh up to 30 t and fill up to 90 m³ per container booked (largest payload and box). */
export const FCL_PER_CONTAINER = { maxWeightKg: 30_000, maxVolumeCbm: 90 } as const;

/** The customs "bond": goods under a processing-trade manual, an electronic bonded account or from a bonded zone. */
export const BOND_TYPES = ['none', 'processingManual', 'electronicAccount', 'bondedZone'] as const;
export type BondType = (typeof BOND_TYPES)[number];

/**
 * Export declaration types: formal (the shipper's own export rights, VAT refund), consigned (under the
 * forwarder's licence, "买单", no refund), market procurement (1039), cross-border e-commerce (9610/9710/9810).
 */
export const CUSTOMS_TYPES = ['formal', 'consigned', 'marketProcurement', 'crossBorderEcommerce'] as const;
export type CustomsType = (typeof CUSTOMS_TYPES)[number];
export const MAX_CUSTOMS_DOCUMENTS = 50;

/** ISO 6346 letter values: A = 10, skipping multiples of 11 (freight-facts §4). */
const ISO6346_LETTERS: Record<string, number> = {};
{
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value++;
    ISO6346_LETTERS[letter] = value++;
  }
}

/** The check digit of the first ten characters of a container number (owner, category, serial). */
export function iso6346CheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = first10[i] ?? '';
    sum += (/\d/.test(c) ? Number(c) : (ISO6346_LETTERS[c] ?? 0)) * 2 ** i;
  }
  return (sum % 11) % 10;
}

export function normalizeContainerNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** Owner code, category U/J/Z, six digits and a correct check digit, e.g. CSQU3054383. */
export function isContainerNumber(value: string): boolean {
  return /^[A-Z]{3}[UJZ]\d{7}$/.test(value) && iso6346CheckDigit(value) === Number(value[10]);
}

/**
 * A mainland plate: province character, issuing-office letter (no I or O), then five characters, five
 * plus 挂 for a trailer, or six for a new-energy vehicle.
 */
export const CHINESE_PLATE_PATTERN =
  /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{5,6}|[A-HJ-NP-Z0-9]{4}挂)$/;

/** Plates are written with spaces or a middle dot ("沪A·12345"). */
export function normalizePlate(value: string): string {
  return value.replace(/[\s·.-]+/g, '').toUpperCase();
}

export function isChinesePlate(value: string): boolean {
  return CHINESE_PLATE_PATTERN.test(value);
}
