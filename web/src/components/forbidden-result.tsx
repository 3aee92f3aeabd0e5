import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n.ts';

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
