import { useCallback, useSyncExternalStore } from 'react';

/** The layout's breakpoints (spec §9), as antd's `sm` and `xl`. */
export const PHONE_MAX_PX = 575;
export const WIDE_MIN_PX = 1200;

/** Whether the media query matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
