import { startTransition, useEffect, useState } from 'react';
import { announceAlive } from './alive.ts';

/** True from the build's render (and the browser's hydration of it) until the first commit's effects ran. */
let hydrating = false;

/** The build's render and main.tsx call this before rendering the HTML of a page, and before hydrating it. */
export function startHydration(): void {
  hydrating = true;
}

/**
 * The root layout calls this in an effect: effects run children first, so every component hydrated with the
 * page has asked for its second render by then, and components mounted later render at once as they are.
 * The page is then alive, whether it was hydrated or rendered afresh (announceAlive).
 */
export function useEndOfHydration(): void {
  useEffect(() => {
    hydrating = false;
    announceAlive();
  }, []);
}

/**
 * False while the page's HTML from the build (build/prerender.ts) is hydrated and in that render at build
 * time, true in every other render. What the build cannot know (today's date, this visitor's remembered
 * search) is read only when true, so the first client render matches the HTML. The render that follows
 * hydration is a transition, which React does in slices: the page is on screen already.
 */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(!hydrating);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
