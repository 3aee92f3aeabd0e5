import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatShortDay } from './plain-format.ts';

describe('display formats', () => {
  it('writes money in the minor digits of its currency, grouped by thousands', () => {
    expect(formatMoney({ amount: 123456789, currency: 'USD' })).toBe('USD 1,234,567.89');
    expect(formatMoney({ amount: -5, currency: 'USD' })).toBe('USD -0.05');
    expect(formatMoney({ amount: 123456, currency: 'JPY' })).toBe('JPY 123,456');
  });

  it('writes calendar days as the spec does in each language, without shifting them', () => {
    expect(formatDay('2026-05-12', 'zh-CN')).toBe('2026-05-12');
    expect(formatDay('2026-05-02', 'en')).toBe('May 02 2026');
    expect(formatShortDay('2026-05-02', 'zh-TW')).toBe('05-02');
    expect(formatShortDay('2026-12-31', 'en')).toBe('Dec 31');
    expect(formatDay('soon', 'en')).toBe('');
  });
});
