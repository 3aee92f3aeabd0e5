import { Button, Result, Skeleton } from 'antd';
import { errorText } from '../i18n/error-text.ts';
import { useLocale, useTranslation } from '../i18n/i18n.ts';
import { isApiError } from '../lib/api-error.ts';
import { apiErrorText } from '../lib/api-error-text.ts';

/** The placeholder of a page or card while its data loads. */
export function PageLoading({ rows = 4 }: { rows?: number }) {
  return <Skeleton active paragraph={{ rows }} />;
}

/** The message to show for a failed call: the catalogue text in the current language, else the server's. */
export function useErrorMessage(error: unknown): string {
  const locale = useLocale();
  if (isApiError(error)) return apiErrorText(error, locale);
  return errorText('REQUEST_ERROR', locale);
}

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
