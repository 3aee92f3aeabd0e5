import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while the page's HTML from the build (build/prerender.ts) is hydrated and in that render at build
 * time, true in every other render. What the build cannot know (today's date, this visitor's remembered
 * search) is read only when true, so the first client render matches the HTML; React renders again at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
