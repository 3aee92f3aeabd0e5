import { useSyncExternalStore } from 'react';
import { clearAllCookies } from './cookies.ts';
import { queryClient } from './query-client.ts';
import { readToken, writeToken } from './storage.ts';

/**
 * The session: the access token in local storage plus everything cached about the user. Queries that
 * belong to a session use keys starting with SESSION_KEY, so logging out drops them in one call.
 */
export const SESSION_KEY = 'session';

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.endsWith('access-token')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored access token, or null when anonymous or expired (7 days). */
export function getToken(): string | null {
  return readToken();
}

/** Stores a token from login or registration; the 7-day expiry starts now. */
export function setToken(token: string): void {
  writeToken(token);
  // A new identity must not see the previous one's cached data.
  queryClient.removeQueries({ queryKey: [SESSION_KEY] });
  emit();
}

/** Forgets the session: the token, the cached user and roles, and every cookie. */
export function clearSession(): void {
  writeToken(null);
  queryClient.removeQueries({ queryKey: [SESSION_KEY] });
  clearAllCookies();
  emit();
}

/** The token as React state, so components follow logins and logouts (in this tab or another). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
