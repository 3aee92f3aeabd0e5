import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iso6346CheckDigit } from './booking-rules.ts';
import {
  detectTrackingType,
  normalizeTrackingNo,
  TrackingQuerySchema,
  trackingNoProblem,
  trackingPhase,
} from './tracking.ts';

function parsed(query: Record<string, unknown>) {
  const result = TrackingQuerySchema.safeParse(query);
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
}

describe('detectTrackingType', () => {
  it('recognises container numbers by their shape, check digit right or wrong', () => {
    expect(detectTrackingType('CSQU3054383')).toBe(2);
    expect(detectTrackingType('MSCU6639870')).toBe(2);
    expect(detectTrackingType('CSQU3054384')).toBe(2);
    expect(detectTrackingType('CSQU-305438-3')).toBe(2);
    // Category letters other than U, J and Z are no container.
    expect(detectTrackingType('CSQA3054383')).toBeNull();
  });

  it('recognises our order numbers and B/L-like numbers as type 1', () => {
    expect(detectTrackingType('SB2606150001')).toBe(1);
    expect(detectTrackingType('COSU6123456780')).toBe(1);
    expect(detectTrackingType('SBL2606150001')).toBe(1);
    expect(detectTrackingType('MEDU12345678')).toBe(1);
  });

  it('leaves anything else to the chosen type', () => {
    for (const no of ['HT-2026-001', 'PO/7788', 'ABCD', '12345678', 'SB260615'])
      expect(detectTrackingType(no)).toBeNull();
  });

  it('detects every valid container number as one', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    fc.assert(
      fc.property(fc.tuple(letter, letter, letter), fc.integer({ min: 0, max: 999_999 }), (owner, serial) => {
        const first10 = `${owner.join('')}U${String(serial).padStart(6, '0')}`;
        const no = `${first10}${iso6346CheckDigit(first10)}`;
        expect(detectTrackingType(no)).toBe(2);
        expect(trackingNoProblem(undefined, no)).toBeNull();
      }),
    );
  });
});

describe('TrackingQuerySchema', () => {
  it('cleans the number: spaces out, capitals', () => {
    expect(normalizeTrackingNo(' csqu 305438 3 ')).toBe('CSQU3054383');
    expect(parsed({ no: ' csqu 305438 3 ' })).toEqual({ type: 2, no: 'CSQU3054383' });
    expect(parsed({ type: '2', no: 'csqu-305438-3' })).toEqual({ type: 2, no: 'CSQU3054383' });
  });

  it('keeps the chosen type, else the detected one, else none', () => {
    expect(parsed({ type: '3', no: 'ht-2026/01' })).toEqual({ type: 3, no: 'HT-2026/01' });
    expect(parsed({ type: 1, no: 'SB2606150001' })).toEqual({ type: 1, no: 'SB2606150001' });
    expect(parsed({ type: '', no: 'SB2606150001' })).toEqual({ type: 1, no: 'SB2606150001' });
    expect(parsed({ no: 'HT-2026-001' })).toEqual({ type: null, no: 'HT-2026-001' });
    // A chosen type wins over the shape: a contract may be numbered like a container.
    expect(parsed({ type: '3', no: 'CSQU3054384' })).toEqual({ type: 3, no: 'CSQU3054384' });
  });

  it('refuses malformed numbers with TRACKING_NUMBER_INVALID', () => {
    for (const no of ['', 'AB1', 'A'.repeat(31), 'SB#2606', '订单123456', 'SB_2606150001'])
      expect(parsed({ type: '1', no })).toEqual(['TRACKING_NUMBER_INVALID']);
    expect(parsed({})).toEqual(['TRACKING_NUMBER_INVALID']);
  });

  it('refuses a wrong check digit with CONTAINER_NO_CHECK_DIGIT, and a non-container with CONTAINER_NUMBER_INVALID', () => {
    expect(parsed({ no: 'CSQU3054384' })).toEqual(['CONTAINER_NO_CHECK_DIGIT']);
    expect(parsed({ type: '2', no: 'CSQU3054384' })).toEqual(['CONTAINER_NO_CHECK_DIGIT']);
    expect(parsed({ type: '2', no: 'MSCU6639870' })).toEqual({ type: 2, no: 'MSCU6639870' });
    expect(parsed({ type: '2', no: 'HT-2026-001' })).toEqual(['CONTAINER_NUMBER_INVALID']);
  });

  it('refuses a type other than 1, 2 or 3', () => {
    expect(parsed({ type: '4', no: 'SB2606150001' })).toEqual(['VALIDATION']);
    expect(parsed({ type: 'x', no: 'SB2606150001' })).toEqual(['VALIDATION']);
  });
});

describe('trackingPhase', () => {
  it('reads the phase from the nodes reached, and completed from the status', () => {
    expect(trackingPhase('in_progress', ['booked', 'warehoused'])).toBe('preparing');
    expect(trackingPhase('bl_issued', ['booked', 'sailed'])).toBe('in_transit');
    expect(trackingPhase('bl_issued', ['sailed', 'arrived'])).toBe('arrived');
    expect(trackingPhase('bl_issued', ['sailed', 'arrived', 'delivered'])).toBe('completed');
    expect(trackingPhase('completed', [])).toBe('completed');
  });
});
