import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styles from './menu-button.module.css';
import { usePressOutside } from './use-press-outside.ts';

export type MenuItem =
  | { key: string; label: ReactNode; to: string; current?: boolean }
  | { key: string; label: ReactNode; onSelect: () => void; danger?: boolean; current?: boolean }
  | { key: string; divider: true };

type Props = {
  /** What the button shows. */
  children: ReactNode;
  items: readonly MenuItem[];
  className?: string;
  'aria-label'?: string;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  'data-testid'?: string;
};

/** How long the pointer may leave button and menu before the menu closes (as antd's dropdown does). */
const HOVER_CLOSE_MS = 150;

/**
 * A button that opens a menu of links or actions (the WAI-ARIA menu button pattern), without antd: the
 * header's menus paint with the page. Opens on click, on hover with a mouse, and with Enter, Space or
 * the arrow keys; the arrows, Home and End move, Escape closes and gives the focus back, Tab closes.
 */
export function MenuButton({ children, items, className, align = 'start', ...rest }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A mouse opens the menu by hovering, so its click must not close it again at once.
  const pointer = useRef<string>('');

  const entries = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusAt = (index: number) => {
    const all = entries();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    // The menu renders on the next frame; focus its entry then.
    requestAnimationFrame(() => focusAt(index));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  usePressOutside(root, open, setOpen);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const hover = (entering: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    if (entering) setOpen(true);
    else closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
  };

  const onMenuKey = (event: React.KeyboardEvent) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusAt(at + 1),
      ArrowUp: () => focusAt(at - 1),
      Home: () => focusAt(0),
      End: () => focusAt(all.length - 1),
      Escape: () => close(true),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div
      ref={root}
      className={styles.root}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      data-testid={rest['data-testid']}
    >
      <button
        ref={button}
        type="button"
        className={className ? `${styles.button} ${className}` : styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={rest['aria-label']}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
        }}
        onClick={() => {
          const byMouse = pointer.current === 'mouse';
          pointer.current = '';
          setOpen((now) => byMouse || !now);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            openAndFocus(0);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            openAndFocus(-1);
          } else if (event.key === 'Escape') setOpen(false);
        }}
      >
        {children}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          className={`${styles.menu} ${align === 'end' ? styles.alignEnd : ''}`}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => {
            if ('divider' in item) return <hr key={item.key} className={styles.divider} />;
            const classes = `${styles.item} ${item.current ? styles.current : ''} ${'danger' in item && item.danger ? styles.danger : ''}`;
            return 'to' in item ? (
              <Link
                key={item.key}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className={classes}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={classes}
                aria-current={item.current ? 'true' : undefined}
                onClick={() => {
                  close(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
