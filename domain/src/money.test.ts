import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  type CurrencyTable,
  divRoundHalfUp,
  divRoundHalfUpSafe,
  fromDecimalString,
  type Money,
  toDecimalString,
  totalInUsd,
  totalsByCurrency,
} from './money.ts';

const table: CurrencyTable = [
  { currency: 'CNY', usdPerUnit: '0.13812345', asOf: '2026-11-20' },
  { currency: 'EUR', usdPerUnit: '1.0825', asOf: '2026-11-20' },
  { currency: 'JPY', usdPerUnit: '0.0066', asOf: '2026-11-20' },
];

describe('money', () => {
  it('formats minor units as decimals per currency', () => {
    expect(toDecimalString(12345, 'USD')).toBe('123.45');
    expect(toDecimalString(5, 'CNY')).toBe('0.05');
    expect(toDecimalString(-5, 'EUR')).toBe('-0.05');
    expect(toDecimalString(500, 'JPY')).toBe('500');
  });

  it('parses decimals and refuses too many places', () => {
    expect(fromDecimalString('123.45', 'USD')).toBe(12345);
    expect(fromDecimalString('7', 'CNY')).toBe(700);
    expect(fromDecimalString('1.234', 'USD')).toBeNull();
    expect(fromDecimalString('1.5', 'JPY')).toBeNull();
    expect(fromDecimalString('abc', 'USD')).toBeNull();
  });

  it('rounds half up, away from zero', () => {
    expect(divRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divRoundHalfUp(4n, 3n)).toBe(1n);
  });

  it('converts to USD once, after summing: 100 CNY + 10 EUR + 1000 JPY', () => {
    // 100 × 0.13812345 + 10 × 1.0825 + 1000 × 0.0066 = 13.812345 + 10.825 + 6.6 = 31.237345 → 31.24
    const total = totalInUsd(
      [
        { amount: 10000, currency: 'CNY' },
        { amount: 1000, currency: 'EUR' },
        { amount: 1000, currency: 'JPY' },
      ],
      table,
    );
    expect(total).toEqual({ amount: 3124, currency: 'USD' });
  });

  it('refuses a total when a rate is missing', () => {
    expect(totalInUsd([{ amount: 100, currency: 'GBP' }], table)).toBeNull();
  });

  it('round-trips decimals and keeps totals per currency exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...CURRENCIES), (amount, currency) => {
        expect(fromDecimalString(toDecimalString(amount, currency), currency)).toBe(amount);
      }),
    );
    const moneyArb = fc.record({
      amount: fc.integer({ min: 0, max: 1e9 }),
      currency: fc.constantFrom(...CURRENCIES),
    }) as fc.Arbitrary<Money>;
    fc.assert(
      fc.property(fc.array(moneyArb, { maxLength: 30 }), (amounts) => {
        const totals = totalsByCurrency(amounts);
        for (const t of totals)
          expect(t.amount).toBe(amounts.filter((a) => a.currency === t.currency).reduce((s, a) => s + a.amount, 0));
        expect(totals.map((t) => t.currency)).toEqual(CURRENCIES.filter((c) => amounts.some((a) => a.currency === c)));
      }),
    );
  });

  it('a USD total is within half a cent of the exact sum of the converted lines', () => {
    const moneyArb = fc.record({
      amount: fc.integer({ min: 0, max: 1e9 }),
      currency: fc.constantFrom('CNY' as const, 'EUR' as const, 'JPY' as const, 'USD' as const),
    });
    fc.assert(
      fc.property(fc.array(moneyArb, { maxLength: 20 }), (amounts) => {
        const total = totalInUsd(amounts, table);
        expect(total).not.toBeNull();
        // Exact value in 10^-8 cents: amount (minor) × rate (10^-8 USD) × 10^(2 − digits).
        const scaled = { USD: 100_000_000n, CNY: 13_812_345n, EUR: 108_250_000n, JPY: 660_000n };
        let exact = 0n;
        for (const a of amounts) exact += BigInt(a.amount) * scaled[a.currency] * (a.currency === 'JPY' ? 100n : 1n);
        const diff = BigInt(total?.amount ?? 0) * 100_000_000n - exact;
        expect(Number(2n * (diff < 0n ? -diff : diff))).toBeLessThanOrEqual(100_000_000);
      }),
    );
  });

  // Sums and products run on Numbers while every step is a safe integer, and on BigInt past that:
  // both ways must give the same cents, right across the border.
  it('rounds safe integers exactly as on BigInt', () => {
    const safe = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.integer({ min: Number.MAX_SAFE_INTEGER - 1e6, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: -Number.MAX_SAFE_INTEGER + 1e6 }),
    );
    const denominator = fc.oneof(
      fc.constantFrom(1, 2, 3, 100, 1_000_000, 100_000_000),
      fc.integer({ min: 1, max: 1e9 }),
    );
    fc.assert(
      fc.property(safe, denominator, (n, d) => {
        expect(divRoundHalfUpSafe(n, d)).toBe(Number(divRoundHalfUp(BigInt(n), BigInt(d))));
      }),
    );
    expect(divRoundHalfUpSafe(5, 2)).toBe(3);
    expect(divRoundHalfUpSafe(-5, 2)).toBe(-3);
    expect(divRoundHalfUpSafe(Number.MAX_SAFE_INTEGER, 2)).toBe(4503599627370496);
  });

  it('totals in USD to the cent BigInt gives, for small amounts and for amounts past the safe range', () => {
    const wide = { ...table[0], usdPerUnit: '98765.43210987' } as CurrencyTable[number];
    const tables: CurrencyTable[] = [table, [wide, ...table.slice(1)]];
    const moneyArb = fc.record({
      amount: fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e15, max: 1e15 })),
      currency: fc.constantFrom('CNY' as const, 'EUR' as const, 'JPY' as const, 'USD' as const),
    });
    const scaledOf = (rates: CurrencyTable, currency: 'CNY' | 'EUR' | 'JPY' | 'USD') => {
      if (currency === 'USD') return 100_000_000n;
      const [whole = '0', fraction = ''] = (rates.find((r) => r.currency === currency)?.usdPerUnit ?? '').split('.');
      return BigInt(whole + fraction.padEnd(8, '0'));
    };
    fc.assert(
      fc.property(fc.array(moneyArb, { maxLength: 20 }), fc.constantFrom(...tables), (amounts, rates) => {
        let exact = 0n;
        for (const a of amounts)
          exact += BigInt(a.amount) * scaledOf(rates, a.currency) * (a.currency === 'JPY' ? 100n : 1n);
        expect(totalInUsd(amounts, rates)).toEqual({
          currency: 'USD',
          amount: Number(divRoundHalfUp(exact, 100_000_000n)),
        });
      }),
    );
  });

  it('sums per currency as BigInt does, also past the safe range', () => {
    const moneyArb = fc.record({
      amount: fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 2 ** 52, max: Number.MAX_SAFE_INTEGER })),
      currency: fc.constantFrom(...CURRENCIES),
    }) as fc.Arbitrary<Money>;
    fc.assert(
      fc.property(fc.array(moneyArb, { maxLength: 10 }), (amounts) => {
        for (const t of totalsByCurrency(amounts)) {
          const exact = amounts.filter((a) => a.currency === t.currency).reduce((s, a) => s + BigInt(a.amount), 0n);
          expect(t.amount).toBe(Number(exact));
        }
      }),
    );
  });
});
