import { CUSTOMER_PERMISSIONS, type CustomerPermission } from '@seabook/domain/permissions';
import { Alert, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useUserInfo } from '../../lib/auth.ts';
import { formatPhone } from '../../lib/format.ts';
import styles from './members.module.css';
import { VerificationTag } from './verification-tag.tsx';

function isCustomerPermission(id: string): id is CustomerPermission {
  return (CUSTOMER_PERMISSIONS as readonly string[]).includes(id);
}

/** The profile, read-only in this release: identity, company, verification, role and what it allows. */
export default function InformationPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  if (user.isPending)
    return (
      <Card>
        <PageLoading rows={8} />
      </Card>
    );
  if (user.isError) return <PageError error={user.error} onRetry={() => void user.refetch()} />;
  const info = user.data;

  const permissions = info.role.permissions;
  const permissionList =
    permissions.length === 0 ? (
      <Typography.Text type="secondary">{t('center:information.noPermissions')}</Typography.Text>
    ) : (
      <ul className={styles.permissionList}>
        {permissions.map((grant) => (
          <li key={grant.permissionId}>
            <strong>
              {isCustomerPermission(grant.permissionId)
                ? t(`center:permissions.${grant.permissionId}`)
                : grant.permissionId}
            </strong>
            <Space size={[4, 4]} wrap>
              {grant.actionEntitySet.map((entry) => (
                <Tag key={entry.action}>{t(`center:actions.${entry.action}`)}</Tag>
              ))}
            </Space>
          </li>
        ))}
      </ul>
    );

  return (
    <Card title={t('center:information.title')}>
      <Alert type="info" showIcon title={t('center:information.readOnly')} className={styles.notice} />
      <Descriptions
        bordered
        column={1}
        items={[
          { key: 'name', label: t('center:information.name'), children: info.name },
          { key: 'username', label: t('center:information.username'), children: info.username || '-' },
          { key: 'mobile', label: t('center:information.mobile'), children: formatPhone(info.mobile) || '-' },
          { key: 'email', label: t('center:information.email'), children: info.email || '-' },
          { key: 'company', label: t('center:information.company'), children: info.company.name || '-' },
          {
            key: 'verification',
            label: t('center:information.verification'),
            children: <VerificationTag state={info.verification} />,
          },
          { key: 'role', label: t('center:information.role'), children: info.role.name },
          { key: 'permissions', label: t('center:information.permissions'), children: permissionList },
        ]}
      />
    </Card>
  );
}
