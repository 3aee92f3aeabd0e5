import { useSyncExternalStore } from 'react';
import { queryClient } from './query-client.ts';
import { readToken, type TokenKind, tokenStorageKey, writeToken } from './storage.ts';

/**
 * One kind of session (a customer's or an operator's): its token in local storage and the cached
 * queries under `queryKeyRoot`, dropped whenever the identity changes. Components follow logins and
 * logouts in this tab and in others through `useToken()`.
 */
export function tokenSession(kind: TokenKind, queryKeyRoot: string, onClear?: () => void) {
  const storageKey = tokenStorageKey(kind);
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    // Another tab logging in or out changes the same storage.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKey) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  const get = (): string | null => readToken(Date.now(), kind);
  return {
    /** The stored token, or null when there is none or it is older than 7 days. */
    get,
    /** Stores a token from a login; the 7-day expiry starts now and the previous identity's cache goes. */
    set(token: string): void {
      writeToken(token, Date.now(), kind);
      queryClient.removeQueries({ queryKey: [queryKeyRoot] });
      emit();
    },
    /** Forgets the session and everything cached for it. */
    clear(): void {
      writeToken(null, Date.now(), kind);
      queryClient.removeQueries({ queryKey: [queryKeyRoot] });
      onClear?.();
      emit();
    },
    /** The token as React state. */
    useToken(): string | null {
      return useSyncExternalStore(subscribe, get, () => null);
    },
  };
}
