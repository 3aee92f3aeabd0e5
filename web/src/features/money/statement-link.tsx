import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import { useStatements } from './statement-api.ts';

/** On the bill list: a monthly-settlement customer is led to their monthly statements (/center/billm). */
export function StatementLink() {
  const { t } = useTranslation();
  const statements = useStatements({ page: 1, pageSize: 1 });
  if (!statements.data?.contract.monthly) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={
        <Link to="/center/billm" data-testid="bill-monthly-link">
          {t('money:statement.monthlyLink')}
        </Link>
      }
    />
  );
}
