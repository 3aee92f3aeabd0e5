import type { UserInfo } from '@seabook/domain/members';
import { Avatar, Card, Descriptions, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { useConfig, useUserInfo } from '../../lib/auth.ts';
import { formatDate } from '../../lib/format.ts';
import styles from './members.module.css';
import { VerificationTag } from './verification-tag.tsx';

/** VIP state of spec §4 as far as user info tells it: active with expiry, expired, or not a member. */
function VipState({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!user.vip_end) return <span>{t('center:index.vipNone')}</span>;
  const date = formatDate(user.vip_end, locale);
  const active = dayjs(user.vip_end).isAfter(dayjs());
  return (
    <Space wrap>
      <Tag color={active ? 'gold' : 'default'}>
        {active ? t('center:index.vipActive', { date }) : t('center:index.vipExpired', { date })}
      </Tag>
      {user.vip_number ? (
        <Typography.Text type="secondary">{t('center:index.vipNumber', { number: user.vip_number })}</Typography.Text>
      ) : null}
    </Space>
  );
}

/** Whether the account may order (GET /v2/base/config), with the server's reason when it may not. */
function OrderingState() {
  const { t } = useTranslation();
  const config = useConfig();
  if (config.isPending) return <Typography.Text type="secondary">{t('common:state.loading')}</Typography.Text>;
  if (config.isError) return <Typography.Text type="danger">{config.error.msg}</Typography.Text>;
  const { can_order, can_order_reason } = config.data.complete;
  return (
    <Space wrap>
      <Tag color={can_order ? 'success' : 'warning'}>
        {can_order ? t('center:index.canOrder') : t('center:index.cannotOrder')}
      </Tag>
      {!can_order && can_order_reason ? <Typography.Text type="secondary">{can_order_reason}</Typography.Text> : null}
    </Space>
  );
}

/** The account-centre overview: who you are, whether you are verified, VIP, and whether you can order. */
export default function CenterIndexPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  if (user.isPending)
    return (
      <Card>
        <PageLoading rows={6} />
      </Card>
    );
  if (user.isError) return <PageError error={user.error} onRetry={() => void user.refetch()} />;
  const info = user.data;
  const initial = info.name.trim().charAt(0).toUpperCase() || '?';

  return (
    <Space orientation="vertical" size={16} className={styles.stack}>
      <Card>
        <div className={styles.identity}>
          <Avatar size={72} src={info.headpic || undefined} className={styles.avatar}>
            {initial}
          </Avatar>
          <div className={styles.identityText}>
            <Typography.Title level={3} className={styles.greeting}>
              {t('center:index.greeting', { name: info.name })}
            </Typography.Title>
            <Typography.Text type="secondary">{info.company.name || info.mobile}</Typography.Text>
          </div>
          <Link to="/center/information">{t('center:index.profile')}</Link>
        </div>
      </Card>
      <Card>
        <Descriptions
          column={1}
          items={[
            {
              key: 'kind',
              label: t('center:index.accountKind'),
              children: `${t(`center:kinds.${info.company.kind}`)} · ${t(`center:kinds.${info.account_kind}`)}`,
            },
            { key: 'company', label: t('center:index.company'), children: info.company.name || '-' },
            {
              key: 'verification',
              label: t('center:index.verification'),
              children: (
                <Space wrap>
                  <VerificationTag state={info.verification} />
                  {info.verification !== 'verified' ? (
                    <Link to="/center/authGuide">{t('center:index.verifyGuide')}</Link>
                  ) : null}
                </Space>
              ),
            },
            { key: 'vip', label: t('center:index.vip'), children: <VipState user={info} /> },
            { key: 'ordering', label: t('center:index.ordering'), children: <OrderingState /> },
          ]}
        />
      </Card>
    </Space>
  );
}
