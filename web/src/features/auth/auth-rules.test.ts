import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.tsx';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from './safe-redirect.ts';
import { phaseOf } from './wx-phase.ts';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/center/order?id=3')).toBe('/center/order?id=3');
  });

  it('falls back to the account centre for missing, foreign or login destinations', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login?tab=qr',
    ]) {
      expect(safeRedirect(value)).toBe(DEFAULT_AFTER_LOGIN);
    }
  });
});

describe('passwordStrength', () => {
  it('calls weak exactly what the server refuses', () => {
    expect(passwordStrength('')).toBeNull();
    expect(passwordStrength('a1')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('123456a')).toBe('weak');
  });

  it('grades mixed passwords medium or strong', () => {
    expect(passwordStrength('sea123')).toBe('medium');
    expect(passwordStrength('Sea123')).toBe('medium');
    expect(passwordStrength('Demo@2026')).toBe('strong');
  });
});

describe('phaseOf (spec §4 statuses)', () => {
  const profile = { nickname: 'Wang', headimgurl: '', mobile: '138****0001' };

  it('maps every known status', () => {
    expect(phaseOf({ status: 1 })).toEqual({ kind: 'waiting' });
    expect(phaseOf({ status: 2 })).toEqual({ kind: 'expired', reason: 'QR_EXPIRED' });
    expect(phaseOf({ status: 4 })).toEqual({ kind: 'expired', reason: 'QR_EXPIRED' });
    expect(phaseOf({ status: 3, data: profile })).toEqual({ kind: 'scanned', profile });
    expect(phaseOf({ status: 5, data: profile })).toEqual({ kind: 'bind', profile });
    expect(phaseOf({ status: 6, data: profile })).toEqual({ kind: 'sms', profile });
    expect(phaseOf({ status: 7, accesstoken: 'tok' })).toEqual({ kind: 'success', token: 'tok' });
  });

  it('treats unknown statuses, and a success without a token, as expired with the unknown-state message', () => {
    for (const result of [{ status: 0 }, { status: 8 }, { status: 7 }]) {
      expect(phaseOf(result)).toEqual({ kind: 'expired', reason: 'QR_UNKNOWN_STATE' });
    }
  });
});
