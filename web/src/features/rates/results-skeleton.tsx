import { Skeleton } from 'antd';
import styles from './rates.module.css';

/** The shape of a result list while it loads: a few line cards. */
export function ResultsSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className={styles.lines} aria-busy="true">
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
        <div key={index} className={styles.skeletonLine}>
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      ))}
    </div>
  );
}
