import { SkeletonBars } from '../../components/skeleton-bars.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './rates.module.css';

/** The shape of a result list while it loads: a few line cards. */
export function ResultsSkeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.lines} aria-busy="true" aria-label={t('common:state.loading')} role="status">
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
        <div key={index} className={styles.skeletonLine}>
          <SkeletonBars rows={3} />
        </div>
      ))}
    </div>
  );
}
