import { useSyncExternalStore } from 'react';

/**
 * A page's request to show the login/register modal (e.g. "log in to see every fee" on a public page).
 * The app's login modal follows this flag; a feature only asks, so it never imports the modal itself.
 */
let requested = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the login modal over the current page; after logging in the visitor stays on the page. */
export function openLoginModal(): void {
  if (requested) return;
  requested = true;
  emit();
}

/** Withdraws the request: the modal was closed or the visitor logged in. */
export function closeLoginModal(): void {
  if (!requested) return;
  requested = false;
  emit();
}

export function isLoginModalRequested(): boolean {
  return requested;
}

/** Whether a page has asked for the login modal, as React state. */
export function useLoginModalRequested(): boolean {
  return useSyncExternalStore(subscribe, isLoginModalRequested, () => false);
}
