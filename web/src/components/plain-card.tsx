import { type ReactNode, useId } from 'react';
import styles from './plain-card.module.css';

/** A white card with a title bar, as antd's `Card`, in plain React and CSS; named by its title. */
export function PlainCard({
  title,
  children,
  'data-testid': testId,
}: {
  title: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
