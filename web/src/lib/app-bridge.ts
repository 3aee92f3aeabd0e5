import { useSyncExternalStore } from 'react';

/**
 * What the non-React parts of the app (the API client, session handling) may ask of the UI: show a
 * notification, move to a route, reload. The app registers the real ones: the router's navigate at once
 * (app/root-layout.tsx), antd's themed notification once antd has loaded (app/antd-notifier.tsx). A
 * notice asked for before that waits in a queue, and asking is what makes the app load the notifier.
 */
export type NoticeType = 'success' | 'info' | 'warning' | 'error';
export type Notice = { type: NoticeType; title: string; description?: string; duration?: number };

export type AppBridge = {
  notify: (notice: Notice) => void;
  navigate: (to: string) => void;
  reload: () => void;
  /**
   * Where an expired session (99999) goes: /index (spec §8) from a public page; from a login-only page, the
   * login page with the way back (issue 14 item 10). The app knows the route, so it registers this.
   */
  expiredTo: () => string;
};

const pending: Notice[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

const fallback: AppBridge = {
  notify: (notice) => {
    pending.push(notice);
    emit();
  },
  navigate: (to) => window.location.assign(to),
  reload: () => window.location.reload(),
  expiredTo: () => '/index',
};

let current: AppBridge = fallback;

/** Registers the UI's implementations; returns a function that restores the previous ones. */
export function registerAppBridge(parts: Partial<AppBridge>): () => void {
  const previous = current;
  current = { ...current, ...parts };
  return () => {
    current = previous;
  };
}

export function appBridge(): AppBridge {
  return current;
}

/** The notices asked for before a notifier was registered, oldest first; they are handed over once. */
export function takePendingNotices(): Notice[] {
  const taken = pending.splice(0, pending.length);
  if (taken.length > 0) emit();
  return taken;
}

const pendingCount = () => pending.length;

/** How many notices wait for a notifier, as React state. */
export function usePendingNotices(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pendingCount,
    () => 0,
  );
}
