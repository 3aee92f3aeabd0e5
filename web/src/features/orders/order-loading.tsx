import type { OrderInfo } from '@seabook/domain/order-info';
import { Card, Empty } from 'antd';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import { formatDay } from '../../lib/plain-format.ts';
import { ContainerTable, FactList } from './order-sections.tsx';
import styles from './orders.module.css';

/**
 * Vessel, voyage and loading (zhuangyun), as the operator set them: the sailing's dates, the cut-off and
 * the containers loaded with their numbers, seals, pieces and weight.
 */
export function LoadingCard({ order }: { order: Pick<OrderInfo, 'loading' | 'vessel' | 'voyage'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loading = order.loading;
  const day = (value: string | null | undefined) => (value ? formatDay(value, locale) : null);
  const vessel = loading?.vessel ?? order.vessel;
  const voyage = loading?.voyage ?? order.voyage;

  return (
    <Card title={t('orders:detail.sections.loading')} data-testid="order-loading">
      {!loading && !vessel ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders:detail.loadingInfo.empty')} />
      ) : (
        <div className={styles.stack}>
          <FactList
            items={[
              ['vessel', t('orders:detail.loadingInfo.vessel'), vessel],
              ['voyage', t('orders:detail.loadingInfo.voyage'), voyage],
              ['etd', t('orders:detail.loadingInfo.etd'), day(loading?.etd)],
              ['eta', t('orders:detail.loadingInfo.eta'), day(loading?.eta)],
              ['atd', t('orders:detail.loadingInfo.atd'), day(loading?.atd)],
              ['ata', t('orders:detail.loadingInfo.ata'), day(loading?.ata)],
              ['cutoff', t('orders:detail.loadingInfo.cutoff'), loading?.cutoff ? formatTime(loading.cutoff) : null],
              ['remark', t('orders:detail.loadingInfo.remark'), loading?.remark],
            ]}
          />
          {loading && loading.containers.length > 0 ? (
            <ContainerTable rows={loading.containers} testId="order-loaded-containers" />
          ) : null}
        </div>
      )}
    </Card>
  );
}
