import styles from './skeleton-bars.module.css';

/** Grey bars standing in for text while it loads (plain CSS: shown before antd has loaded). */
export function SkeletonBars({ rows, className }: { rows: number; className?: string }) {
  return (
    <div className={className ? `${styles.bars} ${className}` : styles.bars} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
        <span key={index} className={styles.bar} />
      ))}
    </div>
  );
}
