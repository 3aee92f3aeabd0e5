import { describe, expect, it } from 'vitest';
import { COPYRIGHT_START_YEAR, copyrightYears } from './site.ts';

describe('the copyright line', () => {
  it('runs from the spec’s start year to the current year in China (issue 14)', () => {
    expect(COPYRIGHT_START_YEAR).toBe(2018);
    expect(copyrightYears(Date.UTC(2026, 10, 26, 12))).toBe('2018 - 2026');
    // 31 December 16:30 UTC is already 1 January in China.
    expect(copyrightYears(Date.UTC(2026, 11, 31, 16, 30))).toBe('2018 - 2027');
  });
});
