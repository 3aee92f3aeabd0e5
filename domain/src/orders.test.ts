import { describe, expect, it } from 'vitest';
import { countText } from './orders.ts';

describe('countText', () => {
  it('groups thousands with commas and marks a count that stopped at the cap', () => {
    expect(countText(0, false)).toBe('0');
    expect(countText(99, true)).toBe('99+');
    expect(countText(999, false)).toBe('999');
    expect(countText(1_000, true)).toBe('1,000+');
    expect(countText(1_234_567, false)).toBe('1,234,567');
  });
});
