/**
 * What the non-React parts of the app (the API client, session handling) may ask of the UI: show a
 * notification, move to a route, reload. The App component registers the real ones (antd's themed
 * `App.useApp().notification` and the router), so this module never calls antd statically.
 */
export type NoticeType = 'success' | 'info' | 'warning' | 'error';
export type Notice = { type: NoticeType; title: string; description?: string; duration?: number };

export type AppBridge = {
  notify: (notice: Notice) => void;
  navigate: (to: string) => void;
  reload: () => void;
};

const fallback: AppBridge = {
  // Before the App has mounted there is nowhere themed to show a notice; the console is better than nothing.
  notify: (notice) =>
    console.warn(`[${notice.type}] ${notice.title}${notice.description ? `: ${notice.description}` : ''}`),
  navigate: (to) => window.location.assign(to),
  reload: () => window.location.reload(),
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
