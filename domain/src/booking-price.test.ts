import { describe, expect, it } from 'vitest';
import {
  bookingTotals,
  convertUp,
  customsFeeLines,
  insuranceFeeLine,
  type ServiceTariff,
  selectionsOf,
  unitFeeLine,
  warehouseFeeLines,
  wmFeeLine,
} from './booking-price.ts';
import type { CurrencyTable } from './money.ts';

const rates: CurrencyTable = [{ currency: 'CNY', usdPerUnit: '0.13850000', asOf: '2026-01-01' }];
const tariff = (code: ServiceTariff['code'], unitPrice: number, minAmount = 0, rateBp = 0, currency = 'CNY' as const) =>
  ({ code, currency, unitPrice, minAmount, rateBp }) satisfies ServiceTariff;

describe('service fee lines', () => {
  it('counts whole units, raises to the minimum, and adds nothing for zero', () => {
    expect(unitFeeLine(tariff('declare_price', 15_000), 'customs', 'declaration', 3)).toMatchObject({
      quantity: '3',
      amount: { amount: 45_000, currency: 'CNY' },
      stage: 'origin',
      service: 'customs',
      minimumApplied: false,
    });
    expect(unitFeeLine(tariff('tiemai_price', 100, 2_000), 'warehouse', 'label', 5)).toMatchObject({
      amount: { amount: 2_000 },
      minimumApplied: true,
    });
    expect(unitFeeLine(tariff('tiemai_price', 100), 'warehouse', 'label', 0)).toBeNull();
    expect(() => unitFeeLine(tariff('tiemai_price', 100), 'warehouse', 'label', 1.5)).toThrow(RangeError);
  });

  it('prices per W/M half up with a minimum', () => {
    const usd = { ...tariff('mdgsend_price', 3_333, 0), currency: 'USD' as const };
    expect(wmFeeLine(usd, 'destinationDelivery', 2_500_000)).toMatchObject({
      quantity: '2.5',
      amount: { amount: 8_333, currency: 'USD' }, // 83.325 → 83.33
      stage: 'destination',
    });
    expect(wmFeeLine({ ...usd, minAmount: 15_000 }, 'destinationDelivery', 2_500_000)).toMatchObject({
      amount: { amount: 15_000 },
      minimumApplied: true,
    });
  });

  it('lists the warehouse services asked for, and refuses when a tariff is missing', () => {
    const tariffs = { datuo_price: tariff('datuo_price', 8_000), chengzhong_price: tariff('chengzhong_price', 5_000) };
    const lines = warehouseFeeLines(tariffs, { palletCount: 2, wrapCount: 0, weighing: true, labelCount: 0 });
    expect(lines?.map((l) => [l.code, l.amount.amount])).toEqual([
      ['datuo_price', 16_000],
      ['chengzhong_price', 5_000],
    ]);
    expect(warehouseFeeLines(tariffs, { palletCount: 0, wrapCount: 1, weighing: false, labelCount: 0 })).toBeNull();
  });
});

describe('customs declarations', () => {
  const declaration = tariff('declare_price', 20_000);

  it('charges the customs forms, and the bonded goods’ own forms on a second line', () => {
    expect(customsFeeLines(declaration, { documentCount: 2 }).map((l) => [l.quantity, l.amount.amount])).toEqual([
      ['2', 40_000],
    ]);
    const bonded = customsFeeLines(declaration, { documentCount: 2 }, { type: 'processingManual', documentCount: 3 });
    expect(bonded.map((l) => [l.code, l.service, l.basis, l.quantity, l.amount.amount])).toEqual([
      ['declare_price', 'customs', 'declaration', '2', 40_000],
      ['declare_price', 'customs', 'declaration', '3', 60_000],
    ]);
    expect(bonded[0]?.remark).toBeNull();
    expect(bonded[1]?.remark?.en).toBe('Declarations of the bonded goods (under the manual or account)');
  });

  it('counts one bonded form when the bond gives no count, and none without a bond', () => {
    const once = customsFeeLines(declaration, { documentCount: 1 }, { type: 'bondedZone' });
    expect(once.map((l) => l.quantity)).toEqual(['1', '1']);
    const none = customsFeeLines(declaration, { documentCount: 1 }, { type: 'none', documentCount: 5 });
    expect(none.map((l) => l.quantity)).toEqual(['1']);
  });
});

describe('insurance', () => {
  const insurance = tariff('insurance_price', 0, 5_000, 30);

  it('charges nothing within the free cover of 200,000 RMB', () => {
    const result = insuranceFeeLine({
      tariff: insurance,
      cargoValue: { amount: 20_000_000, currency: 'CNY' },
      markupPercent: 10,
      rates,
    });
    expect(result?.line.amount).toEqual({ amount: 0, currency: 'CNY' });
    expect(result?.line.remark?.en).toContain('all within the free cover');
  });

  it('charges the rate on the insured value above the cover, at least the minimum', () => {
    const above = insuranceFeeLine({
      tariff: insurance,
      cargoValue: { amount: 100_000_000, currency: 'CNY' },
      markupPercent: 10,
      rates,
    });
    expect(above?.line.amount).toEqual({ amount: 264_000, currency: 'CNY' });
    const barely = insuranceFeeLine({
      tariff: insurance,
      cargoValue: { amount: 20_100_000, currency: 'CNY' },
      markupPercent: 10,
      rates,
    });
    expect(barely?.line).toMatchObject({ amount: { amount: 5_000 }, minimumApplied: true });
  });

  it('converts the cover down and the minimum up for a USD cargo value; null without a rate', () => {
    const usd = insuranceFeeLine({
      tariff: insurance,
      cargoValue: { amount: 2_000_000, currency: 'USD' },
      markupPercent: 0,
      rates,
    });
    expect(usd?.quote.freeAmount).toEqual({ amount: 2_000_000, currency: 'USD' }); // 20,000 USD < 27,700 USD cover
    expect(usd?.line.amount).toEqual({ amount: 0, currency: 'USD' });
    expect(convertUp({ amount: 5_000, currency: 'CNY' }, 'USD', rates)).toEqual({ amount: 693, currency: 'USD' });
    expect(
      insuranceFeeLine({ tariff: insurance, cargoValue: { amount: 1, currency: 'EUR' }, markupPercent: 0, rates }),
    ).toBeNull();
  });
});

describe('totals and selections', () => {
  it('sums per currency and in US dollars', () => {
    const { totals, totalUsd } = bookingTotals(
      [{ amount: { amount: 10_000, currency: 'CNY' } }, { amount: { amount: 500, currency: 'USD' } }],
      rates,
    );
    expect(totals).toEqual([
      { amount: 10_000, currency: 'CNY' },
      { amount: 500, currency: 'USD' },
    ]);
    expect(totalUsd).toEqual({ amount: 1_885, currency: 'USD' });
  });

  it('says which services the terms selected', () => {
    expect(selectionsOf(['insurance', 'customs', 'pickup'], 'CIF', 'DOOR-CFS')).toEqual([
      { service: 'customs', auto: false, reason: null },
      { service: 'pickup', auto: true, reason: { by: 'shipmentTerm', term: 'DOOR-CFS' } },
      { service: 'insurance', auto: true, reason: { by: 'tradeTerm', term: 'CIF' } },
    ]);
  });
});
