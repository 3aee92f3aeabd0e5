import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, then `step` more per task until all are shown: a page of quote lines
 * rendered in one go blocked the main thread for over a second on a mid-range phone (antd's styles, the
 * layout of ~1,500 elements), while the lines a phone shows first need only the first few (decision 044).
 * A new list (another search, page or filter) starts again from `first`.
 */
export function useRevealed<T>(items: readonly T[], first = 3, step = 4): readonly T[] {
  const [state, setState] = useState({ items, shown: first });
  const shown = state.items === items ? state.shown : first;
  if (state.items !== items) setState({ items, shown: first });
  useEffect(() => {
    if (shown >= items.length) return;
    // A transition: the batch renders in slices too, and yields to the visitor's clicks.
    const timer = setTimeout(() => startTransition(() => setState({ items, shown: shown + step })), 0);
    return () => clearTimeout(timer);
  }, [items, shown, step]);
  return shown >= items.length ? items : items.slice(0, shown);
}
