import { type Currency, type Money, mulDivRoundHalfUp, totalsByCurrency } from './money.ts';
import { CARGO_LIMITS } from './quote-rules.ts';

export { CARGO_LIMITS };

/**
 * LCL pricing, written once and used by the server (quotes, orders) and the web (the live price
 * summary). Quantities are integers: weight in grams, volume in cm³, and W/M ("revenue tons") in
 * millionths, so 1 W/M = 1 m³ = 1,000,000. Money is integer minor units (decision 002).
 */

/** One W/M (one m³ or one tonne) in millionths. */
export const WM = 1_000_000;

/** What the user typed about the cargo. Decimals allowed: kg to 3 places, m³ to 3 places (one litre). */
export type CargoMeasure = { weightKg: number; volumeCbm: number; pieces: number };

/** A tariff's measuring rules (freight-facts §5): they differ between consolidators and lanes. */
export type WmRule = {
  /** Kilograms that count as one cubic metre: 1000 is the standard, 500 in e.g. Singapore LCL. */
  kgPerCbm: number;
  /** Chargeable W/M is rounded to this step, in millionths (10,000 = 0.01 W/M; 100,000 = 0.1). */
  stepMicro: number;
  /** Round the step up (the common rule) or half up. */
  rounding: 'up' | 'halfUp';
  /** Minimum billed W/M on the ocean freight line, in millionths (1 W/M unless the tariff says otherwise). */
  minMicro: number;
};

export const STANDARD_WM_RULE: WmRule = { kgPerCbm: 1000, stepMicro: 10_000, rounding: 'up', minMicro: WM };

/** Grams and cm³ from the typed decimals; rounding away float noise (0.1 + 0.2 style) at the unit. */
export function toUnits(cargo: CargoMeasure): { grams: number; cm3: number; pieces: number } {
  return {
    grams: Math.round(cargo.weightKg * 1000),
    cm3: Math.round(cargo.volumeCbm * 1_000_000),
    pieces: cargo.pieces,
  };
}

/** Volume of packages measured in whole centimetres: length × width × height × count, in cm³. */
export function volumeFromDimensions(
  packages: readonly { lengthCm: number; widthCm: number; heightCm: number; pieces: number }[],
): number {
  let cm3 = 0;
  for (const p of packages)
    cm3 += Math.ceil(p.lengthCm) * Math.ceil(p.widthCm) * Math.ceil(p.heightCm) * Math.max(0, p.pieces);
  return cm3;
}

export type Chargeable = {
  /** Volume in millionths of a W/M (= cm³). */
  volumeMicro: number;
  /** Weight expressed in W/M under the tariff's ratio, in millionths. */
  weightMicro: number;
  /** max(volume, weight), rounded to the tariff's step. */
  chargeableMicro: number;
  /** What the ocean freight bills: the chargeable W/M, or the minimum when that is higher. */
  billedMicro: number;
  /** Which side decided the bill. */
  decidedBy: 'volume' | 'weight' | 'minimum';
};

function roundToStep(value: number, step: number, rounding: WmRule['rounding']): number {
  if (step <= 1) return value;
  const q = rounding === 'up' ? Math.ceil(value / step) : Math.floor((value + step / 2) / step);
  return q * step;
}

/**
 * Chargeable W/M = max(m³, tonnes at the tariff's ratio), rounded to the tariff's step, with the
 * ocean line's minimum. 4 cartons 60×50×40 cm, 120 kg → 0.48 m³ vs 0.12 t → billed 1.0 (minimum);
 * 1.14 m³, 2,500 kg → billed 2.5 (weight).
 */
export function chargeableWm(cargo: CargoMeasure, rule: WmRule = STANDARD_WM_RULE): Chargeable {
  const { grams, cm3 } = toUnits(cargo);
  // grams / (kgPerCbm × 1000) m³  →  × 1,000,000 millionths  =  grams × 1000 / kgPerCbm, rounded up.
  const weightMicro = Math.ceil((grams * 1000) / rule.kgPerCbm);
  const volumeMicro = cm3;
  const raw = Math.max(volumeMicro, weightMicro);
  const chargeableMicro = roundToStep(raw, rule.stepMicro, rule.rounding);
  const billedMicro = Math.max(chargeableMicro, rule.minMicro);
  const decidedBy = billedMicro > chargeableMicro ? 'minimum' : weightMicro > volumeMicro ? 'weight' : 'volume';
  return { volumeMicro, weightMicro, chargeableMicro, billedMicro, decidedBy };
}

/** How a charge is counted (spec §3 and freight-facts §8). */
export const CHARGE_BASES = ['wm', 'bl', 'shipment', 'container'] as const;
export type ChargeBasis = (typeof CHARGE_BASES)[number];

/** Where a charge is incurred: at origin (CNY), on the ocean leg, or at destination (local currency). */
export const CHARGE_STAGES = ['origin', 'ocean', 'destination'] as const;
export type ChargeStage = (typeof CHARGE_STAGES)[number];

/** A tariff line: the price of one unit of its basis, and the least it costs. */
export type Charge = {
  code: string;
  stage: ChargeStage;
  currency: Currency;
  /** Minor units per unit of the basis (per W/M, per B/L, per shipment, per container). */
  unitPrice: number;
  basis: ChargeBasis;
  /** Minimum amount of the line in minor units; 0 when there is none. */
  minAmount: number;
};

/** What the counts of a shipment are, for every basis. */
export type ChargeContext = {
  /** Chargeable W/M of the cargo in millionths (before the ocean minimum). */
  chargeableMicro: number;
  /** Billed W/M of the ocean freight in millionths (after its minimum). */
  oceanBilledMicro: number;
  billsOfLading: number;
  containers: number;
};

export type PricedCharge = Charge & {
  /** Units counted: W/M in millionths for `wm`, otherwise a whole count × 1,000,000. */
  quantityMicro: number;
  amount: number;
  /** True when the line's minimum amount replaced the computed one. */
  minimumApplied: boolean;
};

/** What a tariff line counts for a shipment: W/M in millionths for `wm`, otherwise a whole count × 1,000,000. */
export function chargeQuantityMicro(charge: Charge, ctx: ChargeContext): number {
  switch (charge.basis) {
    case 'wm':
      return charge.code === 'sea_price' ? ctx.oceanBilledMicro : ctx.chargeableMicro;
    case 'bl':
      return ctx.billsOfLading * WM;
    case 'shipment':
      return WM;
    case 'container':
      return ctx.containers * WM;
  }
}

/** A line's amount in minor units: unit price × quantity (millionths), rounded half up, at least the minimum. */
export function lineAmount(unitPrice: number, quantityMicro: number, minAmount: number): number {
  const computed = mulDivRoundHalfUp(unitPrice, quantityMicro, WM);
  return computed < minAmount ? minAmount : computed;
}

/** The amount of one tariff line for a shipment, in minor units (`lineAmount` of what it counts). */
export function chargeAmount(charge: Charge, ctx: ChargeContext): number {
  return lineAmount(charge.unitPrice, chargeQuantityMicro(charge, ctx), charge.minAmount);
}

/** Prices one tariff line for a shipment (`chargeAmount`), with what it counted and whether its minimum applied. */
export function priceCharge(charge: Charge, ctx: ChargeContext): PricedCharge {
  const quantityMicro = chargeQuantityMicro(charge, ctx);
  const computed = mulDivRoundHalfUp(charge.unitPrice, quantityMicro, WM);
  const minimumApplied = computed < charge.minAmount;
  return { ...charge, quantityMicro, amount: minimumApplied ? charge.minAmount : computed, minimumApplied };
}

export type PricedQuote = {
  chargeable: Chargeable;
  lines: PricedCharge[];
  /** Totals per currency, in the fixed currency order. */
  totals: Money[];
};

/** What the lines of a shipment count: its W/M (chargeable, and billed by the ocean), one B/L and one container unless told. */
export function chargeContext(
  chargeable: Pick<Chargeable, 'chargeableMicro' | 'billedMicro'>,
  counts: { billsOfLading?: number; containers?: number } = {},
): ChargeContext {
  return {
    chargeableMicro: chargeable.chargeableMicro,
    oceanBilledMicro: chargeable.billedMicro,
    billsOfLading: counts.billsOfLading ?? 1,
    containers: counts.containers ?? 1,
  };
}

/** Prices every line of a quote for the cargo; totals per currency, never mixed. */
export function priceQuote(
  charges: readonly Charge[],
  cargo: CargoMeasure,
  rule: WmRule = STANDARD_WM_RULE,
  counts: { billsOfLading?: number; containers?: number } = {},
): PricedQuote {
  const chargeable = chargeableWm(cargo, rule);
  const ctx = chargeContext(chargeable, counts);
  const lines = charges.map((c) => priceCharge(c, ctx));
  return {
    chargeable,
    lines,
    totals: totalsByCurrency(lines.map((l) => ({ amount: l.amount, currency: l.currency }))),
  };
}

/** A W/M quantity in millionths as a short decimal: 2,500,000 → "2.5", 480,000 → "0.48". */
export function formatWm(micro: number): string {
  const whole = Math.floor(micro / WM);
  const fraction = String(micro % WM)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
