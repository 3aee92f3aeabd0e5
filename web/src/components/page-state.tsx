import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from '../i18n/i18n.ts';
import { useErrorMessage } from './error-message.ts';

/** The placeholder of a page or card while its data loads. */
export function PageLoading({ rows = 4 }: { rows?: number }) {
  return <Skeleton active paragraph={{ rows }} />;
}

export { useErrorMessage };

/** A failed load, with the catalogue message and a retry button. */
export function PageError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage(error);
  return (
    <Result
      status="warning"
      title={t('common:state.loadFailed')}
      subTitle={message}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        ) : null
      }
    />
  );
}
