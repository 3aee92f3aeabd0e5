import { type RefObject, useEffect } from 'react';

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
