import type { ReactNode } from 'react';
import styles from './scroll-region.module.css';

/**
 * A block that scrolls sideways when it is wider than the screen (a table on a phone), named, and
 * reachable with Tab so that the keyboard can scroll it too (WCAG 2.1.1; decision 043). antd's own
 * `scroll.x` container cannot take focus, so a table with nothing focusable inside uses this instead.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard.
    <section className={styles.region} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
