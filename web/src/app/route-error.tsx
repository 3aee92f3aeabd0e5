import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A failed lazy import usually means a new release replaced the old chunks: reloading fixes it. */
function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** The root error boundary: a render or loading failure anywhere below. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <Result
      status="error"
      title={t('layout:error.title')}
      subTitle={isChunkError(error) ? t('layout:error.chunk') : t('layout:error.desc')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common:actions.reload')}
        </Button>
      }
    />
  );
}

/** Shown while the first route's code loads. */
export function AppLoading() {
  return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
}
