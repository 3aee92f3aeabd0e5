import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  CHINA_TIME_ZONE,
  chinaDate,
  chinaDateTime,
  chinaDayNumber,
  chinaDayStart,
  chinaInstant,
  chinaIso,
  chinaMinutes,
  chinaToday,
  formatChinaDate,
  formatChinaDateTime,
  formatDay,
  isIsoDate,
  nextChinaMonthStart,
} from './china-time.ts';

const utc = (iso: string) => Date.parse(`${iso}Z`);
// 1992 on: China has kept UTC+8 without daylight saving since September 1991.
const instants = fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) });
/** The platform's own time-zone database, as an independent reading of China's clock. */
const shanghai = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CHINA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

describe('the China clock', () => {
  it('turns the day at 16:00 UTC, midnight in China', () => {
    expect(chinaDate(utc('2026-01-01T15:59:59.999'))).toBe('2026-01-01');
    expect(chinaDate(utc('2026-01-01T16:00:00'))).toBe('2026-01-02');
    expect(chinaToday(utc('2026-06-01T15:59'))).toBe('2026-06-01');
    expect(chinaToday(utc('2026-06-01T20:00'))).toBe('2026-06-02');
    expect(chinaDateTime(utc('2026-11-26T16:00:00'))).toBe('2026-11-27 00:00');
    expect(chinaDateTime(utc('2026-11-26T15:59:59'), 'second')).toBe('2026-11-26 23:59:59');
    expect(chinaMinutes(utc('2026-01-01T13:30:00'))).toBe(21 * 60 + 30);
    expect(chinaMinutes(utc('2026-01-01T16:00:00'))).toBe(0);
  });

  it('reads an instant in any form the code carries', () => {
    const at = utc('2026-11-26T06:30:00');
    expect(chinaDateTime(at)).toBe('2026-11-26 14:30');
    expect(chinaDateTime(new Date(at))).toBe('2026-11-26 14:30');
    expect(chinaDateTime('2026-11-26T06:30:00.000Z')).toBe('2026-11-26 14:30');
    expect(chinaDateTime('2026-11-25T22:30:00-08:00')).toBe('2026-11-26 14:30');
    expect(chinaIso(at)).toBe('2026-11-26T14:30:00+08:00');
  });

  it('keeps UTC+8 all year: the days the US and Europe change their clocks change nothing', () => {
    for (const day of ['2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01']) {
      for (let hour = 0; hour < 24; hour++) {
        const at = utc(`${day}T${String(hour).padStart(2, '0')}:00:00`);
        expect(chinaInstant(chinaDateTime(at))).toBe(at);
        expect(chinaMinutes(at)).toBe(((hour + 8) % 24) * 60);
      }
    }
  });

  it('agrees with the time-zone database for Asia/Shanghai at any instant', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        expect(chinaDateTime(ms, 'second')).toBe(shanghai.format(ms));
      }),
    );
  });

  it('counts China days as whole days since 1970', () => {
    expect(chinaDayNumber(utc('1970-01-01T15:59:59'))).toBe(0);
    expect(chinaDayNumber(utc('1970-01-01T16:00:00'))).toBe(1);
    fc.assert(
      fc.property(instants, (ms) => {
        expect(addDays('1970-01-01', chinaDayNumber(ms))).toBe(chinaDate(ms));
      }),
    );
  });
});

describe('wall times typed in China', () => {
  it('are the instants of China time, whatever zone the code runs in', () => {
    expect(chinaInstant('2026-11-26 14:30')).toBe(utc('2026-11-26T06:30:00'));
    expect(chinaInstant('2026-11-26T14:30:05')).toBe(utc('2026-11-26T06:30:05'));
    expect(chinaInstant('2026-11-26')).toBe(utc('2026-11-25T16:00:00'));
    expect(chinaInstant(' 2026-01-01 00:00 ')).toBe(utc('2025-12-31T16:00:00'));
    expect(chinaDayStart('2026-11-26')).toBe(utc('2026-11-25T16:00:00'));
  });

  it('refuse what is not a real date and time', () => {
    for (const wrong of [
      '2026-02-29',
      '2026-02-30 10:00',
      '2026-13-01',
      '2026-11-26 24:00',
      '2026-11-26 14:60',
      '2026-11-26 14:30:60',
      '2026-11-26 9:30',
      '26-11-26',
      '2026-11-26T14:30Z',
      '',
    ])
      expect(chinaInstant(wrong), wrong).toBeNull();
    expect(chinaDayStart('2026-02-30')).toBeNaN();
  });

  it('round-trip: shown, typed back, the same instant to the second', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const second = ms - (ms % 1000);
        expect(chinaInstant(chinaDateTime(ms, 'second'))).toBe(second);
        expect(Date.parse(chinaIso(ms))).toBe(second);
        expect(chinaDate(chinaDayStart(chinaDate(ms)))).toBe(chinaDate(ms));
        expect(chinaDayStart(chinaDate(ms))).toBeLessThanOrEqual(ms);
        expect(ms - chinaDayStart(chinaDate(ms))).toBeLessThan(86_400_000);
      }),
    );
  });
});

describe('leap days and months', () => {
  it('knows February 29 only in leap years', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(chinaDate(utc('2028-02-28T16:00:00'))).toBe('2028-02-29');
    expect(chinaInstant('2028-02-29 23:59')).toBe(utc('2028-02-29T15:59:00'));
  });

  it('starts the next China month at China midnight', () => {
    expect(nextChinaMonthStart(utc('2026-12-31T15:59:59'))).toBe(utc('2026-12-31T16:00:00'));
    expect(nextChinaMonthStart(utc('2026-12-31T16:00:00'))).toBe(utc('2027-01-31T16:00:00'));
    expect(nextChinaMonthStart(utc('2028-02-10T00:00:00'))).toBe(utc('2028-02-29T16:00:00'));
  });
});

describe('display (spec §9)', () => {
  it('writes days YYYY-MM-DD, and MMM DD YYYY in English, never shifted', () => {
    expect(formatDay('2026-11-26', 'zh-CN')).toBe('2026-11-26');
    expect(formatDay('2026-11-26', 'zh-TW')).toBe('2026-11-26');
    expect(formatDay('2026-11-26', 'en')).toBe('Nov 26 2026');
    expect(formatDay('2026-05-02', 'en')).toBe('May 02 2026');
    expect(formatDay('2026-02-30', 'en')).toBe('');
    expect(formatDay('2026-11-26T06:30:00Z', 'en')).toBe('');
  });

  it('shows an instant’s China day, a day as is, nothing for neither', () => {
    expect(formatChinaDate('2026-11-25T16:30:00.000Z', 'zh-CN')).toBe('2026-11-26');
    expect(formatChinaDate('2026-11-25T16:30:00.000Z', 'en')).toBe('Nov 26 2026');
    expect(formatChinaDate('2026-11-26', 'en')).toBe('Nov 26 2026');
    expect(formatChinaDate(null, 'en')).toBe('');
    expect(formatChinaDate('not a date', 'zh-CN')).toBe('');
  });

  it('shows times in China time with the zone named', () => {
    const at = '2026-11-25T22:30:00.000Z';
    expect(formatChinaDateTime(at, 'zh-CN')).toBe('2026-11-26 06:30 (UTC+8)');
    expect(formatChinaDateTime(at, 'en')).toBe('Nov 26 2026 06:30 (UTC+8)');
    expect(formatChinaDateTime(at, 'zh-TW', 'second')).toBe('2026-11-26 06:30:00 (UTC+8)');
    expect(formatChinaDateTime(undefined, 'en')).toBe('');
    expect(formatChinaDateTime('yesterday', 'en')).toBe('');
  });

  it('never names another calendar day in English than in Chinese for one instant', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const chinese = formatChinaDate(ms, 'zh-CN');
        expect(formatChinaDate(ms, 'en')).toBe(formatDay(chinese, 'en'));
        expect(formatChinaDateTime(ms, 'en').startsWith(formatDay(chinese, 'en'))).toBe(true);
        expect(formatChinaDateTime(ms, 'zh-CN').startsWith(chinese)).toBe(true);
      }),
    );
  });
});
