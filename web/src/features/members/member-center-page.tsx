import type { MemberCenter } from '@seabook/domain/account-centre';
import { accountCentreCalls } from '@seabook/domain/account-centre.calls';
import type { OrderStatusTab } from '@seabook/domain/order-flow';
import { countText } from '@seabook/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { SESSION_KEY, useToken } from '../../lib/auth.ts';
import { call } from '../../lib/call.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { ORDER_PATHS } from '../../lib/order-paths.ts';
import styles from './members.module.css';
import { AUTHENTICATION_PATH } from './paths.ts';
import { VerificationTag } from './verification-tag.tsx';

/** The order tabs the home counts, each a link to the list on that tab. */
const ORDER_TABS: readonly OrderStatusTab[] = ['review', 'booking', 'bl', 'completed'];

function useMemberCenter() {
  const token = useToken();
  const locale = useLocale();
  return useQuery({
    queryKey: [SESSION_KEY, token, locale, 'membercenter'],
    queryFn: ({ signal }) => call(accountCentreCalls.home, undefined, { signal }),
    enabled: token !== null,
  });
}

function Tile({
  to,
  label,
  value,
  capped = false,
  note,
  testId,
}: {
  to: string;
  label: string;
  value: number;
  /** The count stopped at the cap (decision 045): shown as "10,000+". */
  capped?: boolean;
  note?: ReactNode;
  testId: string;
}) {
  return (
    <Link to={to} className={styles.tile} data-testid={testId}>
      <div className={styles.tileLabel}>{label}</div>
      <div className={value > 0 ? `${styles.tileValue} ${styles.tileValueHot}` : styles.tileValue}>
        {capped ? countText(value, true) : value}
      </div>
      {note ? <div className={styles.tileNote}>{note}</div> : null}
    </Link>
  );
}

function Identity({ me }: { me: MemberCenter['me'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const initial = me.name.trim().charAt(0).toUpperCase() || '?';
  const vip = me.vip.end
    ? t(me.vip.active ? 'verify:home.vipActive' : 'verify:home.vipExpired', { date: formatDate(me.vip.end, locale) })
    : t('verify:home.vipNone');
  return (
    <Card>
      <div className={styles.identity}>
        <Avatar size={72} src={me.headpic || undefined} className={styles.avatar}>
          {initial}
        </Avatar>
        <div className={styles.identityText}>
          <Typography.Title level={3} className={styles.greeting} data-testid="home-greeting">
            {t('verify:home.greeting', { name: me.name })}
          </Typography.Title>
          <Space wrap size={[8, 4]}>
            <Typography.Text>{me.company || t('verify:home.personal')}</Typography.Text>
            {me.mobile ? <Typography.Text type="secondary">{me.mobile}</Typography.Text> : null}
            {me.lastLoginAt ? (
              <Typography.Text type="secondary">
                {t('verify:home.lastLogin', { time: formatTime(me.lastLoginAt, { locale }) })}
              </Typography.Text>
            ) : null}
          </Space>
        </div>
        <Link to="/center/information">{t('verify:home.profile')}</Link>
      </div>
      <div className={styles.facts}>
        <Space size={6}>
          <Typography.Text type="secondary">{t('verify:home.verification')}</Typography.Text>
          <VerificationTag state={me.verification} />
          {me.verification !== 'verified' && me.accountKind === 'main' ? (
            <Link to={AUTHENTICATION_PATH} data-testid="home-verify">
              {me.verification === 'pending' ? t('verify:home.progress') : t('verify:home.verify')}
            </Link>
          ) : null}
        </Space>
        <Space size={6}>
          <Typography.Text type="secondary">{t('verify:home.vip')}</Typography.Text>
          <Tag color={me.vip.active ? 'gold' : 'default'}>{vip}</Tag>
        </Space>
        <Space size={6} wrap data-testid="home-ordering">
          <Typography.Text type="secondary">{t('verify:home.ordering')}</Typography.Text>
          {me.canOrder ? (
            <Tag color="success">{t('verify:home.canOrder')}</Tag>
          ) : (
            <Typography.Text type="warning">{me.canOrderReason}</Typography.Text>
          )}
        </Space>
      </div>
    </Card>
  );
}

/**
 * /center/index, the first page after login (issue 16): who I am, and what waits for me — orders by
 * status, inquiries left this month, unread messages, drafts — each a link to where it is handled.
 */
export default function MemberCenterPage() {
  const { t } = useTranslation();
  const home = useMemberCenter();
  if (home.isPending)
    return (
      <Card>
        <PageLoading rows={6} />
      </Card>
    );
  if (home.isError) return <PageError error={home.error} onRetry={() => void home.refetch()} />;
  const { me, waiting } = home.data;
  return (
    <Space orientation="vertical" size={16} className={styles.stack}>
      <Identity me={me} />
      <Card
        title={t('verify:home.orders')}
        extra={
          <Link to={ORDER_PATHS.list}>
            {t('verify:home.ordersAll', {
              count: countText(waiting.orders.all ?? 0, waiting.ordersCapped.includes('all')),
            })}
          </Link>
        }
      >
        <div className={styles.tiles}>
          {ORDER_TABS.map((tab) => (
            <Tile
              key={tab}
              to={`${ORDER_PATHS.list}?tab=${tab}`}
              label={t(`orders:tabs.${tab}`)}
              value={waiting.orders[tab] ?? 0}
              capped={waiting.ordersCapped.includes(tab)}
              testId={`home-orders-${tab}`}
            />
          ))}
        </div>
      </Card>
      <Card title={t('verify:home.waiting')}>
        <div className={styles.tiles}>
          <Tile
            to="/center/inquiry"
            label={t('verify:home.inquiries')}
            value={waiting.inquiries.remaining}
            note={t('verify:home.inquiriesLeft', {
              remaining: waiting.inquiries.remaining,
              limit: waiting.inquiries.limit,
            })}
            testId="home-inquiries"
          />
          <Tile
            to="/center/message"
            label={t('verify:home.messages')}
            value={waiting.unreadMessages}
            testId="home-messages"
          />
          <Tile to="/center/draft" label={t('verify:home.drafts')} value={waiting.drafts} testId="home-drafts" />
        </div>
      </Card>
    </Space>
  );
}
