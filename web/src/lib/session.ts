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

/** Stores a token from login or registration; the 7-day expiry starts now. */
export const setToken = customer.set;

/** Forgets the session: the token, the cached user and roles, and every cookie. */
export const clearSession = customer.clear;

/** The token as React state, so components follow logins and logouts (in this tab or another). */
export const useToken = customer.useToken;
