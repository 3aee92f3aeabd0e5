import { type RefObject, useEffect, useRef } from 'react';

/**
 * While `open`, a press (pointer down) anywhere outside `root` sets it closed (`setOpen(false)`, a state
 * setter): how the header's plain popups (menu button, cargo search panel) close when the user turns
 * elsewhere.
 */
export function usePressOutside(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, root, setOpen]);
}

/**
 * While `open`, Escape or a press outside all of `roots` calls `close`: the plain popups whose parts are
 * not one subtree (a button and a list drawn at the end of the page). `close` is read when it happens.
 */
export function useDismiss(
  roots: readonly RefObject<HTMLElement | null>[],
  open: boolean,
  close: (how: 'escape' | 'outside') => void,
): void {
  const latest = useRef({ roots, close });
  latest.current = { roots, close };
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.close('escape');
    };
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!latest.current.roots.some((root) => root.current?.contains(target))) latest.current.close('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', outside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', outside);
    };
  }, [open]);
}
