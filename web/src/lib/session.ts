import { clearAllCookies } from './cookies.ts';
import { tokenSession } from './token-session.ts';

/**
 * The session: the access token in local storage plus everything cached about the user. Queries that
 * belong to a session use keys starting with SESSION_KEY, so logging out drops them in one call.
 */
export const SESSION_KEY = 'session';

const customer = tokenSession('customer', SESSION_KEY, clearAllCookies);

/** The stored access token, or null when anonymous or expired (7 days). */
export const getToken = customer.get;

// Whether the last session ended because the server said it had expired (99999), not by logging out.
let endedByExpiry = false;
// The token the server has just issued to this tab (a login or registration here), unlike one stored by
// an earlier visit, which may have expired since.
let issuedHere: string | null = null;

/** Stores a token from login or registration; the 7-day expiry starts now. */
export function setToken(token: string): void {
  endedByExpiry = false;
  issuedHere = token;
  customer.set(token);
}

/** Whether `token` was issued by the server to this tab, rather than read from an earlier visit. */
export function tokenIssuedHere(token: string): boolean {
  return token === issuedHere;
}

/** Forgets the session: the token, the cached user and roles, and every cookie. */
export function clearSession(): void {
  endedByExpiry = false;
  issuedHere = null;
  customer.clear();
}

/** Forgets a session the server says has expired (99999): a login-only page then asks to log in again. */
export function expireSession(): void {
  endedByExpiry = true;
  issuedHere = null;
  customer.clear();
}

/** Whether the session ended by expiring rather than by logging out. */
export function sessionExpired(): boolean {
  return endedByExpiry;
}

/**
 * Where a login-only page sends its visitor: /login, with the way back, and `expired=1` when a session
 * expired there, so the login page says so (the 99999 message) even after the page reloads.
 */
export function loginPath(back: string, expired = false): string {
  return `/login?redirect=${encodeURIComponent(back)}${expired ? '&expired=1' : ''}`;
}

/** The token as React state, so components follow logins and logouts (in this tab or another). */
export const useToken = customer.useToken;
