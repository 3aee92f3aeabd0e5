import { TOKEN_TTL_MS } from '@seabook/domain/auth-rules';
import { isLocale, type Locale } from '@seabook/domain/i18n';

/**
 * The browser-side settings of spec §3, kept in localStorage. Every read is validated, because the
 * storage is shared with older builds and with the user's own tinkering; a bad value reads as the default.
 */

export type Theme = 'light' | 'dark';
export type LayoutMode = 'topmenu' | 'sidemenu';
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export type LocalSettings = {
  theme: Theme;
  layout: LayoutMode;
  sidebarCollapsed: boolean;
  locale: Locale | null;
  /** The last quote search, so the price page can restore it. */
  searchInfo: JsonObject | null;
  /** An LCL booking in progress. */
  bookingInfo: JsonObject | null;
  /** An FCL export booking in progress. */
  fclExportInfo: JsonObject | null;
};

const PREFIX = 'seabook:';

const KEYS = {
  theme: 'theme',
  layout: 'layout',
  sidebarCollapsed: 'sidebar-collapsed',
  locale: 'locale',
  searchInfo: 'search-info',
  bookingInfo: 'booking-info',
  fclExportInfo: 'fcl-export-info',
  token: 'access-token',
  staffToken: 'ops-access-token',
  userSign: 'usersign',
} as const;

type Parser<T> = (raw: unknown) => T;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const PARSERS: { [K in keyof LocalSettings]: Parser<LocalSettings[K]> } = {
  theme: (raw) => (raw === 'dark' ? 'dark' : 'light'),
  layout: (raw) => (raw === 'sidemenu' ? 'sidemenu' : 'topmenu'),
  sidebarCollapsed: (raw) => raw === true,
  locale: (raw) => (isLocale(raw) ? raw : null),
  searchInfo: (raw) => (isObject(raw) ? raw : null),
  bookingInfo: (raw) => (isObject(raw) ? raw : null),
  fclExportInfo: (raw) => (isObject(raw) ? raw : null),
};

// localStorage throws in some private modes and sandboxed frames; the app then keeps settings in memory.
const memory = new Map<string, string>();

function rawGet(key: string): string | null {
  try {
    return window.localStorage.getItem(PREFIX + key);
  } catch {
    return memory.get(PREFIX + key) ?? null;
  }
}

function rawSet(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(PREFIX + key);
    else window.localStorage.setItem(PREFIX + key, value);
  } catch {
    if (value === null) memory.delete(PREFIX + key);
    else memory.set(PREFIX + key, value);
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function readJson(key: string): unknown {
  const raw = rawGet(key);
  return raw === null ? undefined : parseJson(raw);
}

/**
 * The last stored token of each kind read, with the text it was read from: the token is read on every render
 * of every component that shows the session, and the same text need not be parsed and checked each time.
 * Storage is still read each time, so a change from another tab (or from outside the app) is seen at once.
 */
const lastToken = new Map<string, { raw: string; token: StoredToken | null }>();

function readStoredToken(key: string): StoredToken | null {
  const raw = rawGet(key);
  if (raw === null) return null;
  const known = lastToken.get(key);
  if (known?.raw === raw) return known.token;
  const value = parseJson(raw);
  const token =
    isObject(value) && typeof value.value === 'string' && typeof value.expiresAt === 'number'
      ? { value: value.value, expiresAt: value.expiresAt }
      : null;
  lastToken.set(key, { raw, token });
  return token;
}

export function readSetting<K extends keyof LocalSettings>(key: K): LocalSettings[K] {
  return PARSERS[key](readJson(KEYS[key]));
}

/** Writes a setting; `null` for the nullable ones removes it. */
export function writeSetting<K extends keyof LocalSettings>(key: K, value: LocalSettings[K]): void {
  rawSet(KEYS[key], value === null ? null : JSON.stringify(value));
}

type StoredToken = { value: string; expiresAt: number };

/** Whose token: a customer's (the site) or an operator's (the back office at /ops), kept apart. */
export type TokenKind = 'customer' | 'staff';
const TOKEN_KEYS = { customer: KEYS.token, staff: KEYS.staffToken } as const;

/** The localStorage key of a kind of token, to recognise its changes in other tabs' storage events. */
export function tokenStorageKey(kind: TokenKind): string {
  return PREFIX + TOKEN_KEYS[kind];
}

/** The stored access token, or null when there is none or it is older than TOKEN_TTL_MS. */
export function readToken(now: number = Date.now(), kind: TokenKind = 'customer'): string | null {
  const key = TOKEN_KEYS[kind];
  const stored = readStoredToken(key);
  if (!stored) return null;
  if (stored.expiresAt <= now) {
    rawSet(key, null);
    return null;
  }
  return stored.value;
}

export function writeToken(token: string | null, now: number = Date.now(), kind: TokenKind = 'customer'): void {
  const key = TOKEN_KEYS[kind];
  if (token === null) {
    rawSet(key, null);
    return;
  }
  const stored: StoredToken = { value: token, expiresAt: now + TOKEN_TTL_MS };
  rawSet(key, JSON.stringify(stored));
}

function randomId(): string {
  // getRandomValues works on plain-http origins too, where crypto.randomUUID is missing.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The USERSIGN device id: generated once, then kept for good. */
export function userSign(): string {
  const existing = rawGet(KEYS.userSign);
  if (existing && /^[0-9a-f]{32}$/.test(existing)) return existing;
  const created = randomId();
  rawSet(KEYS.userSign, created);
  return created;
}
