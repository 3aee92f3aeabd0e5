import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('content:notFound.title')}
      subTitle={t('content:notFound.desc')}
      extra={
        <Link to="/index">
          <Button type="primary">{t('common:actions.backHome')}</Button>
        </Link>
      }
      style={{ padding: '96px 24px' }}
    />
  );
}
