/**
 * The account rules without zod (limits, timings, phone and password checks), so the browser's first
 * page can use them without loading the schema library. `auth.ts` re-exports everything here.
 */

/** Access tokens live 7 days (spec §9). */
export const TOKEN_TTL_MS = 604_800_000;
/** Request timeout of the API client (spec §9). */
export const REQUEST_TIMEOUT_MS = 10_000;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;
/** SMS resend countdown for login and register, and for the messaging-app bind (spec §9). */
export const SMS_RESEND_SECONDS = 60;
export const WX_BIND_SMS_RESEND_SECONDS = 120;
/** A code is 6 digits, valid 5 minutes, single use, burnt after 5 wrong tries. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** Per-phone SMS caps: one a minute, five an hour, ten a day. */
export const SMS_LIMITS = { perMinute: 1, perHour: 5, perDay: 10 } as const;
/** Per-device (USERSIGN) and per-IP SMS caps a day. */
export const SMS_DEVICE_DAILY_LIMIT = 20;
export const SMS_IP_DAILY_LIMIT = 50;
/** Failed logins allowed per account and per IP within the window before refusal. */
export const LOGIN_FAILURE_LIMITS = { perAccount: 5, perIp: 30, windowMinutes: 15 } as const;
/**
 * A device (USERSIGN) or address with a session of the account in this many days logs in on its own
 * counter, so failures from elsewhere cannot lock the owner out there (decision 026).
 */
export const LOGIN_TRUSTED_DAYS = 30;
/** QR login: poll every 2 s, code valid 2 minutes; countdowns after success (spec §4). */
export const QR_POLL_MS = 2000;
export const QR_TTL_MS = 120_000;
export const QR_BIND_COUNTDOWN_SECONDS = 3;
export const FIND_PASSWORD_COUNTDOWN_SECONDS = 5;

/** Mainland mobile: 11 digits, starting 1, second digit 3–9 (spec §5). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** The general phone check of spec §5, which lets an empty value through. */
export function isPhone(value: string, options: { allowEmpty?: boolean } = {}): boolean {
  if (value === '') return options.allowEmpty === true;
  return PHONE_PATTERN.test(value);
}

/** The longest account a login takes: a mobile number, or a sub-account's full name (`name@company-code`). */
export const LOGIN_ACCOUNT_MAX_LENGTH = 80;

/** What a login form holds: a mobile number or a sub-account's full name, and the password. */
export type LoginFields = { mobile: string; password: string };

/**
 * What is wrong with a login before it is sent, as catalogue keys by field: the server's schema
 * (`LoginSchema`) and the login form both ask this. A password longer than any the site accepts can only
 * be wrong, so it reads as a failed login rather than saying how long passwords may be.
 */
export function loginIssues({ mobile, password }: LoginFields): Partial<Record<keyof LoginFields, string>> {
  const issues: Partial<Record<keyof LoginFields, string>> = {};
  const account = mobile.trim();
  if (account === '' || account.length > LOGIN_ACCOUNT_MAX_LENGTH) issues.mobile = 'ACCOUNT_REQUIRED';
  if (password === '') issues.password = 'PASSWORD_REQUIRED';
  else if (password.length > PASSWORD_MAX_LENGTH) issues.password = 'LOGIN_FAILED';
  return issues;
}

/** Shows the first 3 and last 4 digits of a phone number (spec §9). */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  'password',
  'qwerty',
  '111111',
  '000000',
  'abc123',
  'a123456',
  '123456a',
  'abcdef',
  'iloveyou',
  'woaini',
]);

/** How many kinds of character a password mixes: lower case, upper case, digits, symbols. */
export function passwordClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
}

/**
 * A password is weak when it mixes fewer than two kinds of character or is a well-known one.
 * The spec's minimum of 6 characters is checked separately so each failure gets its own message.
 */
export function isWeakPassword(password: string): boolean {
  return passwordClasses(password) < 2 || COMMON_PASSWORDS.has(password.toLowerCase());
}
