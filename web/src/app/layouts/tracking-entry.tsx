import { lazy, Suspense, useRef, useState } from 'react';
import { usePressOutside } from '../../components/use-press-outside.ts';
import { loadNamespaces } from '../../i18n/i18n.ts';
import styles from './tracking-entry.module.css';

const loadPanel = () =>
  Promise.all([import('../../features/tracking/tracking-panel.tsx'), loadNamespaces(['tracking'])]).then(
    ([module]) => module,
  );
const TrackingPanel = lazy(loadPanel);

/**
 * The header's "cargo tracking" entry: a button that opens the cargo search panel (spec §2). Only the
 * button is in the first paint; the panel and its texts load when the pointer or the focus first comes
 * near, so the click finds them ready (decision 014).
 */
export function TrackingEntry({ label, className }: { label: string; className: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadPanel().catch(() => undefined);

  usePressOutside(root, open, setOpen);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={`${className} ${styles.button}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="tracking-entry"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <TrackingPanel onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
