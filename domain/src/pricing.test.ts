import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Charge,
  chargeableWm,
  formatWm,
  priceCharge,
  priceQuote,
  STANDARD_WM_RULE,
  volumeFromDimensions,
  WM,
  type WmRule,
} from './pricing.ts';

const seaPrice: Charge = {
  code: 'sea_price',
  stage: 'ocean',
  currency: 'USD',
  unitPrice: 4500,
  basis: 'wm',
  minAmount: 0,
};

describe('chargeable W/M (freight-facts §5 worked examples)', () => {
  it('4 cartons 60×50×40 cm, 120 kg: 0.48 m³ against 0.12 t, billed at the 1.0 W/M minimum', () => {
    const cm3 = volumeFromDimensions([{ lengthCm: 60, widthCm: 50, heightCm: 40, pieces: 4 }]);
    expect(cm3).toBe(480_000);
    const result = chargeableWm({ weightKg: 120, volumeCbm: cm3 / WM, pieces: 4 });
    expect(result.volumeMicro).toBe(480_000);
    expect(result.weightMicro).toBe(120_000);
    expect(result.chargeableMicro).toBe(480_000);
    expect(result.billedMicro).toBe(WM);
    expect(result.decidedBy).toBe('minimum');
    expect(formatWm(result.billedMicro)).toBe('1');
  });

  it('50×120×190 cm, 2,500 kg: 1.14 m³ against 2.5 t, weight wins at 2.5 W/M', () => {
    const cm3 = volumeFromDimensions([{ lengthCm: 50, widthCm: 120, heightCm: 190, pieces: 1 }]);
    expect(cm3).toBe(1_140_000);
    const result = chargeableWm({ weightKg: 2500, volumeCbm: cm3 / WM, pieces: 1 });
    expect(result.chargeableMicro).toBe(2_500_000);
    expect(result.billedMicro).toBe(2_500_000);
    expect(result.decidedBy).toBe('weight');
    expect(formatWm(result.billedMicro)).toBe('2.5');
  });

  it('uses the tariff ratio: 1 m³ = 500 kg makes 600 kg count as 1.2 W/M', () => {
    const rule: WmRule = { ...STANDARD_WM_RULE, kgPerCbm: 500 };
    expect(chargeableWm({ weightKg: 600, volumeCbm: 1, pieces: 1 }, rule).chargeableMicro).toBe(1_200_000);
  });

  it('rounds to the tariff step: 1.231 m³ is 1.24 W/M at 0.01 up, 1.3 at 0.1 up, 1.2 at 0.1 half up', () => {
    const cargo = { weightKg: 10, volumeCbm: 1.231, pieces: 1 };
    expect(chargeableWm(cargo).chargeableMicro).toBe(1_240_000);
    expect(chargeableWm(cargo, { ...STANDARD_WM_RULE, stepMicro: 100_000 }).chargeableMicro).toBe(1_300_000);
    expect(chargeableWm(cargo, { ...STANDARD_WM_RULE, stepMicro: 100_000, rounding: 'halfUp' }).chargeableMicro).toBe(
      1_200_000,
    );
  });

  it('honours a tariff without the 1 W/M minimum', () => {
    const rule: WmRule = { ...STANDARD_WM_RULE, minMicro: 0 };
    expect(chargeableWm({ weightKg: 50, volumeCbm: 0.3, pieces: 1 }, rule).billedMicro).toBe(300_000);
  });
});

describe('pricing a quote', () => {
  const charges: Charge[] = [
    seaPrice,
    { code: 'cisf_price', stage: 'ocean', currency: 'USD', unitPrice: 350, basis: 'wm', minAmount: 0 },
    { code: 'cfs_price', stage: 'origin', currency: 'CNY', unitPrice: 8000, basis: 'wm', minAmount: 12000 },
    { code: 'doc_price', stage: 'origin', currency: 'CNY', unitPrice: 45000, basis: 'bl', minAmount: 0 },
    { code: 'discharge_price', stage: 'destination', currency: 'EUR', unitPrice: 2650, basis: 'wm', minAmount: 5000 },
  ];

  it('bills the ocean line at the minimum and other lines at their own minimums', () => {
    const quote = priceQuote(charges, { weightKg: 120, volumeCbm: 0.48, pieces: 4 });
    const byCode = Object.fromEntries(quote.lines.map((l) => [l.code, l]));
    expect(byCode.sea_price?.amount).toBe(4500); // 1 W/M × 45.00
    expect(byCode.cisf_price?.amount).toBe(168); // 0.48 × 3.50 = 1.68
    expect(byCode.cfs_price?.amount).toBe(12000); // 0.48 × 80 = 38.40 < minimum 120.00
    expect(byCode.cfs_price?.minimumApplied).toBe(true);
    expect(byCode.doc_price?.amount).toBe(45000);
    expect(byCode.discharge_price?.amount).toBe(5000); // 0.48 × 26.50 = 12.72 < 50.00
    expect(quote.totals).toEqual([
      { currency: 'CNY', amount: 57000 },
      { currency: 'USD', amount: 4668 },
      { currency: 'EUR', amount: 5000 },
    ]);
  });

  it('rounds each line half up to the minor unit', () => {
    // 1.005 W/M at 0.01 up = 1.01 W/M; 1.01 × 0.35 = 0.3535 → 0.35
    const line = priceCharge(
      { code: 'x', stage: 'ocean', currency: 'USD', unitPrice: 35, basis: 'wm', minAmount: 0 },
      { chargeableMicro: 1_010_000, oceanBilledMicro: 1_010_000, billsOfLading: 1, containers: 1 },
    );
    expect(line.amount).toBe(35);
    const half = priceCharge(
      { code: 'x', stage: 'ocean', currency: 'USD', unitPrice: 1, basis: 'wm', minAmount: 0 },
      { chargeableMicro: 1_500_000, oceanBilledMicro: 1_500_000, billsOfLading: 1, containers: 1 },
    );
    expect(half.amount).toBe(2);
  });

  it('counts B/L, shipment and container bases', () => {
    const ctx = { chargeableMicro: 3 * WM, oceanBilledMicro: 3 * WM, billsOfLading: 2, containers: 3 };
    const base = { code: 'x', stage: 'origin' as const, currency: 'CNY' as const, unitPrice: 100, minAmount: 0 };
    expect(priceCharge({ ...base, basis: 'bl' }, ctx).amount).toBe(200);
    expect(priceCharge({ ...base, basis: 'shipment' }, ctx).amount).toBe(100);
    expect(priceCharge({ ...base, basis: 'container' }, ctx).amount).toBe(300);
  });

  it('prices a line to the minor unit BigInt gives, below and past the safe-integer range', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 1e9, max: 1e13 })),
        fc.oneof(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1e9, max: 1e12 })),
        (unitPrice, quantityMicro) => {
          const line = priceCharge(
            { code: 'x', stage: 'ocean', currency: 'USD', unitPrice, basis: 'wm', minAmount: 0 },
            { chargeableMicro: quantityMicro, oceanBilledMicro: quantityMicro, billsOfLading: 1, containers: 1 },
          );
          const exact = (2n * BigInt(unitPrice) * BigInt(quantityMicro) + BigInt(WM)) / (2n * BigInt(WM));
          expect(line.amount).toBe(Number(exact));
        },
      ),
    );
  });
});

const cargoArb = fc.record({
  weightKg: fc.integer({ min: 1, max: 50_000_000 }).map((g) => g / 1000),
  volumeCbm: fc.integer({ min: 1, max: 200_000 }).map((l) => l / 1000),
  pieces: fc.integer({ min: 1, max: 1000 }),
});
const ruleArb = fc.record({
  kgPerCbm: fc.constantFrom(1000, 500, 333, 167),
  stepMicro: fc.constantFrom(1, 1000, 10_000, 100_000),
  rounding: fc.constantFrom('up' as const, 'halfUp' as const),
  minMicro: fc.constantFrom(0, 500_000, WM),
});
const chargeArb = fc.record({
  code: fc.constantFrom('sea_price', 'cfs_price', 'doc_price', 'thc_price'),
  stage: fc.constantFrom('origin' as const, 'ocean' as const, 'destination' as const),
  currency: fc.constantFrom('CNY' as const, 'USD' as const, 'EUR' as const, 'JPY' as const),
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
  basis: fc.constantFrom('wm' as const, 'bl' as const, 'shipment' as const, 'container' as const),
  minAmount: fc.integer({ min: 0, max: 1_000_000 }),
});

describe('pricing properties', () => {
  it('chargeable W/M covers both volume and weight, and billed covers the minimum', () => {
    fc.assert(
      fc.property(cargoArb, ruleArb, (cargo, rule) => {
        const r = chargeableWm(cargo, rule);
        const step = rule.rounding === 'up' ? 0 : rule.stepMicro / 2;
        expect(r.chargeableMicro + step).toBeGreaterThanOrEqual(Math.max(r.volumeMicro, r.weightMicro));
        expect(r.billedMicro).toBeGreaterThanOrEqual(rule.minMicro);
        expect(r.billedMicro).toBeGreaterThanOrEqual(r.chargeableMicro);
        expect(Number.isSafeInteger(r.billedMicro)).toBe(true);
        expect(r.chargeableMicro % rule.stepMicro).toBe(0);
      }),
    );
  });

  it('never bills less when the cargo grows', () => {
    fc.assert(
      fc.property(cargoArb, ruleArb, fc.integer({ min: 0, max: 5000 }), (cargo, rule, extraKg) => {
        const more = { ...cargo, weightKg: cargo.weightKg + extraKg };
        expect(chargeableWm(more, rule).billedMicro).toBeGreaterThanOrEqual(chargeableWm(cargo, rule).billedMicro);
      }),
    );
  });

  it('every amount is an integer, at least its minimum, and the totals are the sums per currency', () => {
    fc.assert(
      fc.property(fc.array(chargeArb, { maxLength: 12 }), cargoArb, ruleArb, (charges, cargo, rule) => {
        const quote = priceQuote(charges, cargo, rule);
        for (const line of quote.lines) {
          expect(Number.isSafeInteger(line.amount)).toBe(true);
          expect(line.amount).toBeGreaterThanOrEqual(line.minAmount);
        }
        for (const total of quote.totals) {
          const sum = quote.lines.filter((l) => l.currency === total.currency).reduce((a, l) => a + l.amount, 0);
          expect(total.amount).toBe(sum);
        }
        const currencies = new Set(quote.lines.map((l) => l.currency));
        expect(quote.totals).toHaveLength(currencies.size);
      }),
    );
  });

  it('a per-W/M line is the unit price times the quantity, off by at most half a minor unit', () => {
    fc.assert(
      fc.property(chargeArb, fc.integer({ min: 0, max: 200 * WM }), (charge, micro) => {
        const line = priceCharge(
          { ...charge, basis: 'wm', minAmount: 0 },
          { chargeableMicro: micro, oceanBilledMicro: micro, billsOfLading: 1, containers: 1 },
        );
        // |amount − price × quantity| ≤ ½ minor unit, compared exactly in integers.
        const difference = BigInt(line.amount) * BigInt(WM) - BigInt(charge.unitPrice) * BigInt(micro);
        expect(Number(2n * (difference < 0n ? -difference : difference))).toBeLessThanOrEqual(WM);
      }),
    );
  });
});
