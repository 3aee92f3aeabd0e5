import { describe, expect, it } from 'vitest';
import { formatDate, formatPhone } from './format.ts';

describe('display formats (spec §9)', () => {
  it('shows dates as YYYY-MM-DD in Chinese', () => {
    expect(formatDate('2024-03-05 10:00:00', 'zh-CN')).toBe('2024-03-05');
    expect(formatDate('2024-03-05 10:00:00', 'zh-TW')).toBe('2024-03-05');
  });

  it('shows English dates as MMM DD YYYY, 16 hours earlier', () => {
    expect(formatDate('2024-03-05 20:00:00', 'en')).toBe('Mar 05 2024');
    expect(formatDate('2024-03-05 10:00:00', 'en')).toBe('Mar 04 2024');
  });

  it('leaves missing or broken dates empty', () => {
    expect(formatDate(null, 'zh-CN')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('masks all but the first 3 and last 4 digits of a phone', () => {
    expect(formatPhone('13812345678')).toBe('138****5678');
    expect(formatPhone(undefined)).toBe('');
  });
});
