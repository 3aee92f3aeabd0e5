import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CodeSchema,
  EmailSchema,
  FindPassSchema,
  isPhone,
  isWeakPassword,
  LOGIN_ACCOUNT_MAX_LENGTH,
  LoginSchema,
  loginIssues,
  MobileSchema,
  maskPhone,
  NewPasswordSchema,
  PASSWORD_MAX_LENGTH,
  RegisterFormSchema,
  wxStatusView,
} from './auth.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('phone numbers', () => {
  it('accepts 11 digits starting 1 with a second digit 3–9', () => {
    for (const phone of ['13800000001', '19912345678', '15012345678']) expect(isPhone(phone)).toBe(true);
    for (const phone of ['12800000001', '1380000000', '138000000012', '23800000001', '1380000000a'])
      expect(isPhone(phone)).toBe(false);
  });

  it('lets an empty value through only in the general check', () => {
    expect(isPhone('', { allowEmpty: true })).toBe(true);
    expect(isPhone('')).toBe(false);
    expect(firstMessage(MobileSchema.safeParse(''))).toBe('PHONE_INVALID');
  });

  it('accepts every valid mainland mobile and masks it to 3 + 4 digits', () => {
    const valid = fc
      .tuple(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^\d{9}$/))
      .map(([second, rest]) => `1${second}${rest}`);
    fc.assert(
      fc.property(valid, (phone) => {
        expect(MobileSchema.safeParse(phone).success).toBe(true);
        expect(maskPhone(phone)).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
      }),
    );
  });

  it('refuses anything that is not 11 digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^1[3-9]\d{9}$/.test(text.trim()));
        expect(MobileSchema.safeParse(text).success).toBe(false);
      }),
    );
  });
});

describe('passwords', () => {
  it('needs at least 6 characters', () => {
    expect(firstMessage(NewPasswordSchema.safeParse(''))).toBe('PASSWORD_REQUIRED');
    expect(firstMessage(NewPasswordSchema.safeParse('a1b2c'))).toBe('PASSWORD_TOO_SHORT');
    expect(NewPasswordSchema.safeParse('a1b2c3').success).toBe(true);
  });

  it('calls a password weak when it mixes fewer than two kinds of character or is common', () => {
    expect(isWeakPassword('abcdefgh')).toBe(true);
    expect(isWeakPassword('12345678')).toBe(true);
    expect(isWeakPassword('a123456')).toBe(true);
    expect(isWeakPassword('Abcdefgh')).toBe(false);
    expect(firstMessage(NewPasswordSchema.safeParse('abcdefgh'))).toBe('PASSWORD_WEAK');
  });

  it('never calls a long password with letters and digits weak unless it is common', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{4,20}$/), fc.stringMatching(/^\d{2,8}$/), (letters, digits) => {
        fc.pre(!['abc123', 'a123456', '123456a'].includes(letters + digits));
        expect(isWeakPassword(letters + digits)).toBe(false);
      }),
    );
  });

  it('asks the two passwords of a reset to match', () => {
    const result = FindPassSchema.safeParse({
      mobile: '13800000001',
      code: '123456',
      password: 'Abc12345',
      password2: 'Abc12346',
    });
    expect(firstMessage(result)).toBe('PASSWORDS_DIFFER');
  });
});

describe('codes, e-mail, login and register forms', () => {
  it('takes a 6-digit code', () => {
    expect(firstMessage(CodeSchema.safeParse(''))).toBe('CODE_REQUIRED');
    expect(firstMessage(CodeSchema.safeParse('12345'))).toBe('CODE_INVALID');
    expect(CodeSchema.safeParse(' 123456 ').success).toBe(true);
  });

  it('takes an e-mail-shaped address', () => {
    expect(EmailSchema.safeParse('user@example.com').success).toBe(true);
    for (const email of ['user', 'user@', '@example.com', 'a b@c.cn'])
      expect(firstMessage(EmailSchema.safeParse(email))).toBe('EMAIL_INVALID');
  });

  it('needs an account and a password to log in', () => {
    expect(LoginSchema.safeParse({ mobile: ' ', password: 'x' }).success).toBe(false);
    expect(firstMessage(LoginSchema.safeParse({ mobile: '13800000001', password: '' }))).toBe('PASSWORD_REQUIRED');
    expect(LoginSchema.safeParse({ mobile: 'clerk@seabookdemo', password: 'x' }).success).toBe(true);
  });

  it('checks a login the same way in the form (loginIssues) and in the schema', () => {
    const cases = [
      { mobile: ' ', password: 'x' },
      { mobile: ' 13800000001 ', password: '' },
      { mobile: 'a'.repeat(LOGIN_ACCOUNT_MAX_LENGTH), password: 'x'.repeat(PASSWORD_MAX_LENGTH) },
      { mobile: 'a'.repeat(LOGIN_ACCOUNT_MAX_LENGTH + 1), password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) },
    ];
    expect(cases.map(loginIssues)).toEqual([
      { mobile: 'ACCOUNT_REQUIRED' },
      { password: 'PASSWORD_REQUIRED' },
      {},
      { mobile: 'ACCOUNT_REQUIRED', password: 'LOGIN_FAILED' },
    ]);
    for (const values of cases) {
      const parsed = LoginSchema.safeParse(values);
      const byField = parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      expect(byField).toEqual(loginIssues(values));
    }
    // Values of the wrong type are refused by the field, before the login check sees them.
    const wrongTypes = LoginSchema.safeParse({ mobile: 138, password: 5 });
    expect(wrongTypes.success ? [] : wrongTypes.error.issues.map((issue) => issue.message)).toEqual([
      'ACCOUNT_REQUIRED',
      'PASSWORD_REQUIRED',
    ]);
    // The schema hands the server the account without its spaces.
    expect(LoginSchema.parse({ mobile: ' clerk@seabookdemo ', password: 'x' }).mobile).toBe('clerk@seabookdemo');
  });

  it('needs the agreement ticked to register', () => {
    const form = { mobile: '13800000001', code: '123456', password: 'Abc12345', email: 'a@b.cn' };
    expect(firstMessage(RegisterFormSchema.safeParse({ ...form, agree: false }))).toBe('AGREEMENT_REQUIRED');
    expect(RegisterFormSchema.safeParse({ ...form, agree: true }).success).toBe(true);
  });
});

describe('QR login statuses', () => {
  it('maps the spec statuses and treats anything else as unknown', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(wxStatusView)).toEqual([
      'waiting',
      'expired',
      'scanned',
      'expired',
      'bind',
      'sms',
      'success',
    ]);
    fc.assert(
      fc.property(
        fc.integer().filter((n) => n < 1 || n > 7),
        (n) => {
          expect(wxStatusView(n)).toBe('unknown');
        },
      ),
    );
  });
});
