import { describe, expect, it } from 'vitest';
import { formatDate, formatPhone, formatTime } from './format.ts';

describe('display formats (spec §9, decision 027)', () => {
  it('shows dates as YYYY-MM-DD in Chinese, on the China calendar', () => {
    expect(formatDate('2024-03-05T02:00:00.000Z', 'zh-CN')).toBe('2024-03-05');
    expect(formatDate('2024-03-04T16:30:00.000Z', 'zh-TW')).toBe('2024-03-05');
    expect(formatDate('2024-03-05', 'zh-CN')).toBe('2024-03-05');
  });

  it('shows English dates as MMM DD YYYY on the same China day, never the day before', () => {
    expect(formatDate('2024-03-05T12:00:00.000Z', 'en')).toBe('Mar 05 2024');
    // 10:00 in Beijing: 16 hours earlier would have been the 4th.
    expect(formatDate('2024-03-05T02:00:00.000Z', 'en')).toBe('Mar 05 2024');
    expect(formatDate('2024-03-05', 'en')).toBe('Mar 05 2024');
  });

  it('shows times in China time with the zone named, whatever the browser’s zone', () => {
    expect(formatTime('2026-11-25T22:30:00.000Z', { locale: 'zh-CN' })).toBe('2026-11-26 06:30 (UTC+8)');
    expect(formatTime('2026-11-25T22:30:00.000Z', { locale: 'en' })).toBe('Nov 26 2026 06:30 (UTC+8)');
    expect(formatTime('2026-11-25T22:30:05.000Z', { locale: 'zh-TW', seconds: true })).toBe(
      '2026-11-26 06:30:05 (UTC+8)',
    );
    expect(formatTime('soon', { locale: 'zh-CN' })).toBe('soon');
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
