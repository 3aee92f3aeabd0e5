import { FclRateInputSchema, LclRateInputSchema } from '@seabook/domain/ops-rates';
import { describe, expect, it } from 'vitest';
import { fclRow, lclRow } from './rate-rows.fixtures.ts';
import { fclValues, lclValues } from './rate-values.ts';

describe('the rate forms’ values', () => {
  it('give back an edited row’s prices in major units, which the schema turns into the same minor units', () => {
    const values = lclValues(lclRow, '2026-03-10', '2026-06-08');
    expect(values.oceanRate).toBe('23.50');
    expect(values.via).toBe('');
    const parsed = LclRateInputSchema.parse(values);
    expect(parsed).toMatchObject({ kind: 'import', oceanRate: 2350, via: null, weekdays: [2, 5], cargoCutDays: 2 });

    const fcl = fclValues(fclRow, '2026-03-10', '2026-06-08');
    expect(fcl.price).toBe('185000');
    expect(FclRateInputSchema.parse(fcl)).toMatchObject({ price: 185000, currency: 'JPY', via: 'KRPUS' });
  });

  it('keep an unpriced service unpriced ("contact sales")', () => {
    const values = lclValues({ ...lclRow, oceanRate: null }, '2026-03-10', '2026-06-08');
    expect(values.oceanRate).toBe('');
    expect(LclRateInputSchema.parse(values).oceanRate).toBeNull();
  });

  it('start a new rate from today, with the sailing days and the lane still to choose', () => {
    const values = lclValues(null, '2026-03-10', '2026-06-08');
    expect(values).toMatchObject({ kind: 'export', validFrom: '2026-03-10', validTo: '2026-06-08', currency: 'USD' });
    const issues = LclRateInputSchema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['pol', 'POL_REQUIRED'],
      ['pod', 'POD_REQUIRED'],
      ['carrier', 'CARRIER_REQUIRED'],
      ['weekdays', 'RATE_WEEKDAYS_REQUIRED'],
    ]);
    expect(fclValues(null, '2026-03-10', '2026-06-08')).toMatchObject({ containerType: '40HQ', price: '' });
  });
});
