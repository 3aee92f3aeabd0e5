import { Progress, Typography } from 'antd';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useSheetProgress } from './rate-sheet-api.ts';

/**
 * How far the running export, check or import is (decision 028): its stage in words and, while the
 * workbook is written, the share done; a stage without a share shows a moving bar.
 */
export function RateSheetProgress({ task }: { task: string }) {
  const { t } = useTranslation();
  const { data } = useSheetProgress(task);
  const stage = data?.stage ?? 'waiting';
  const percent = data?.percent ?? null;
  return (
    <div data-testid="rate-sheet-progress" data-stage={stage} style={{ minWidth: 240 }}>
      <Typography.Text type="secondary">{t(`opsRateSheet:progress.${stage}`)}</Typography.Text>
      <Progress
        percent={percent ?? 100}
        status={stage === 'failed' ? 'exception' : percent === null || percent < 100 ? 'active' : 'success'}
        showInfo={percent !== null}
        size="small"
      />
    </div>
  );
}
