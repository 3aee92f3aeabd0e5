import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a route shows when the user's role lacks its permission (spec §6). */
export function ForbiddenResult() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('layout:guard.forbiddenTitle')}
      subTitle={t('layout:guard.forbiddenDesc')}
      extra={
        <Link to="/index">
          <Button type="primary">{t('common:actions.backHome')}</Button>
        </Link>
      }
    />
  );
}
