import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, errorMessage } from './error-messages.ts';
import { ERRORS, type ErrorKey, errorKeyByCode } from './errors.ts';
import { fill, localeFromHeaders } from './i18n.ts';
import { MENU_LABELS, menuFor, orderBlocker } from './members.ts';
import { BUILTIN_ROLES, can, grant } from './permissions.ts';

describe('permissions', () => {
  it('allows a permission, and an action only when the grant lists it', () => {
    const permissions = [grant('order', ['query', 'add'])];
    expect(can(permissions, 'order')).toBe(true);
    expect(can(permissions, 'order', 'add')).toBe(true);
    expect(can(permissions, 'order', 'delete')).toBe(false);
    expect(can(permissions, 'bill')).toBe(false);
  });

  it('keeps sub-accounts out of sub-account management and bills', () => {
    expect(can(BUILTIN_ROLES.customerSub.permissions, 'childAccount')).toBe(false);
    expect(can(BUILTIN_ROLES.customerMain.permissions, 'childAccount', 'enable')).toBe(true);
    // A person sees the entry (it leads to the verification guide and to joining a company), manages nothing.
    expect(can(BUILTIN_ROLES.customerPersonal.permissions, 'childAccount', 'query')).toBe(true);
    expect(can(BUILTIN_ROLES.customerPersonal.permissions, 'childAccount', 'add')).toBe(false);
  });
});

describe('account-centre menu', () => {
  const label = (key: string) => MENU_LABELS[key]?.en ?? key;

  it('lists live entries the role may see and drops empty groups', () => {
    const menu = menuFor([grant('center')], label);
    expect(menu.map((entry) => entry.key)).toEqual(['home']);
  });

  it('names every entry in every language', () => {
    for (const labels of Object.values(MENU_LABELS)) {
      expect(labels['zh-CN'] && labels['zh-TW'] && labels.en).toBeTruthy();
    }
  });
});

describe('ordering', () => {
  it('needs a verified account', () => {
    expect(orderBlocker('verified')).toBeNull();
    expect(orderBlocker('pending')).toBe('VERIFY_IN_PROGRESS');
    expect(orderBlocker('unverified')).toBe('NOT_VERIFIED');
    expect(orderBlocker('rejected')).toBe('NOT_VERIFIED');
  });
});

describe('languages and the error catalogue', () => {
  it('picks the language from appclient and Accept-Language', () => {
    expect(localeFromHeaders('pc-tw', 'en')).toBe('zh-TW');
    expect(localeFromHeaders('pc', 'en-US,en;q=0.9')).toBe('en');
    expect(localeFromHeaders('pc', 'zh-TW')).toBe('zh-TW');
    expect(localeFromHeaders(undefined, undefined)).toBe('zh-CN');
  });

  it('gives every error a unique code and a message in three languages', () => {
    const codes = Object.values(ERRORS).map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const key of Object.keys(ERRORS) as ErrorKey[]) {
      const msg = {
        'zh-CN': ERROR_MESSAGES['zh-CN'][key],
        'zh-TW': ERROR_MESSAGES['zh-TW'][key],
        en: ERROR_MESSAGES.en[key],
      };
      expect(msg['zh-CN'].length * msg['zh-TW'].length * msg.en.length).toBeGreaterThan(0);
    }
    expect(ERRORS.TOKEN_EXPIRED.code).toBe(99999);
    expect(errorKeyByCode(42201)).toBe('PHONE_INVALID');
  });

  it('fills placeholders', () => {
    expect(errorMessage('SMS_TOO_FREQUENT', 'en', { seconds: 42 })).toBe(
      'Codes are being sent too often. Try again in 42 s.',
    );
    expect(fill('{a}-{b}', { a: 1 })).toBe('1-{b}');
  });
});
