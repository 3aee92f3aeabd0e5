import { describe, expect, it } from 'vitest';
import { CurrencyRateInputSchema, FclRateInputSchema, LclRateInputSchema, rateState } from './ops-rates.ts';

const row = {
  kind: 'export',
  pol: 'cnsha',
  pod: 'USLAX',
  carrier: 'cosu',
  weekdays: [3, 1],
  cutoffDays: 3,
  cargoCutDays: 2,
  transitDays: 20,
  validFrom: '2026-03-01',
  validTo: '2026-05-31',
  currency: 'USD',
  oceanRate: '23.50',
};
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('an LCL rate as typed or read from a sheet', () => {
  it('takes sheet cells as they come: numbers, numeric text, "1,4" days and Date cells', () => {
    const parsed = LclRateInputSchema.parse({
      ...row,
      weekdays: '5，1 / 3',
      cutoffDays: '3',
      validFrom: new Date(Date.UTC(2026, 2, 1)),
      oceanRate: 23.5,
    });
    expect(parsed).toMatchObject({ pol: 'CNSHA', carrier: 'COSU', weekdays: [1, 3, 5], cutoffDays: 3 });
    expect(parsed).toMatchObject({ validFrom: '2026-03-01', via: null, oceanRate: 2350 });
  });

  it('reads a blank price as "contact sales" and prices in the currency’s own minor unit', () => {
    expect(LclRateInputSchema.parse({ ...row, oceanRate: ' ' }).oceanRate).toBeNull();
    expect(LclRateInputSchema.parse({ ...row, oceanRate: null }).oceanRate).toBeNull();
    expect(LclRateInputSchema.parse({ ...row, currency: 'jpy', oceanRate: '1500' }).oceanRate).toBe(1500);
    expect(issues(LclRateInputSchema.safeParse({ ...row, currency: 'JPY', oceanRate: '15.5' }))).toEqual([
      ['oceanRate', 'RATE_PRICE_INVALID'],
    ]);
  });

  it('refuses a negative or malformed price, an empty validity and the same port twice', () => {
    expect(issues(LclRateInputSchema.safeParse({ ...row, oceanRate: '-1' }))).toEqual([
      ['oceanRate', 'RATE_PRICE_INVALID'],
    ]);
    expect(issues(LclRateInputSchema.safeParse({ ...row, oceanRate: '1,000' }))).toEqual([
      ['oceanRate', 'RATE_PRICE_INVALID'],
    ]);
    expect(issues(LclRateInputSchema.safeParse({ ...row, validTo: '2026-02-28' }))).toEqual([
      ['validTo', 'RATE_VALIDITY_EMPTY'],
    ]);
    expect(issues(LclRateInputSchema.safeParse({ ...row, validFrom: 'soon' }))).toEqual([
      ['validFrom', 'RATE_DATE_INVALID'],
    ]);
    expect(issues(LclRateInputSchema.safeParse({ ...row, pod: 'CNSHA', via: 'cnsha' }))).toEqual([
      ['pod', 'SAME_PORT'],
      ['via', 'SAME_PORT'],
    ]);
    expect(
      issues(LclRateInputSchema.safeParse({ ...row, weekdays: [8], cutoffDays: 2.5, validFrom: '2026-02-30' })),
    ).toEqual([
      ['weekdays.0', 'RATE_WEEKDAYS_REQUIRED'],
      ['cutoffDays', 'RATE_DAYS_INVALID'],
      ['validFrom', 'RATE_DATE_INVALID'],
    ]);
  });
});

describe('an FCL rate and an exchange rate', () => {
  it('needs a price and a known container type', () => {
    const fcl = { ...row, containerType: '40hq', price: '1850' };
    expect(FclRateInputSchema.parse(fcl)).toMatchObject({ containerType: '40HQ', price: 185000 });
    expect(issues(FclRateInputSchema.safeParse({ ...fcl, price: '', containerType: '53HC' }))).toEqual([
      ['containerType', 'CONTAINER_TYPE_UNKNOWN'],
      ['price', 'RATE_PRICE_INVALID'],
    ]);
  });

  it('keeps USD at 1 and wants a positive rate of up to 8 decimals', () => {
    expect(CurrencyRateInputSchema.parse({ currency: 'cny', usdPerUnit: 0.1385, asOf: '2026-03-01' })).toEqual({
      currency: 'CNY',
      usdPerUnit: '0.1385',
      asOf: '2026-03-01',
    });
    expect(
      issues(CurrencyRateInputSchema.safeParse({ currency: 'USD', usdPerUnit: '0.000', asOf: '1 March' })),
    ).toEqual([
      ['currency', 'CURRENCY_RATE_BASE'],
      ['usdPerUnit', 'CURRENCY_RATE_INVALID'],
      ['asOf', 'RATE_DATE_INVALID'],
    ]);
  });
});

describe('the state of a rate on a China day', () => {
  it('is withdrawn before anything else, then expired, upcoming or active by its dates', () => {
    const rate = { published: true, validFrom: '2026-03-01', validTo: '2026-03-31' };
    expect(rateState(rate, '2026-03-01')).toBe('active');
    expect(rateState(rate, '2026-03-31')).toBe('active');
    expect(rateState(rate, '2026-02-28')).toBe('upcoming');
    expect(rateState(rate, '2026-04-01')).toBe('expired');
    expect(rateState({ ...rate, published: false }, '2026-03-15')).toBe('withdrawn');
  });
});
