import { ReloadOutlined } from '@ant-design/icons';
import {
  type DashboardQueue,
  type DashboardQueueCount,
  queueStatus,
  type ReviewPromise,
} from '@seabook/domain/ops-admin';
import type { OrderStatus } from '@seabook/domain/order-flow';
import { Button, Card, Col, Empty, Row, Space, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { type TFunction, useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import { waitedMinutes, waitedText } from '../../lib/waiting.ts';
import { useDashboard } from './dashboard-api.ts';
import { queueLink } from './queue-links.ts';

/** "Orders · 待审核": the desk and the status its queue holds, in the status words of each desk. */
function queueTitle(t: TFunction, queue: DashboardQueue): string {
  const [desk] = queue.split('.') as ['inquiry' | 'order' | 'letter'];
  let status: string;
  if (queue === 'inquiry.waiting') status = t('inquiry:statuses.waiting');
  else if (queue === 'letter.pending') status = t('letters:statuses.pending');
  else status = t(`orders:statuses.${queueStatus(queue) as OrderStatus}`);
  return t('opsAdmin:dashboard.queueTitle', { desk: t(`opsAdmin:dashboard.desks.${desk}`), status });
}

/** How long since `since`, in the words of the desks' waiting times: "2 天 3 小时", "12 分钟". */
export function waitText(t: TFunction, since: string, now: number): string {
  const wait = waitedText(waitedMinutes(since, now));
  const unit = wait.key.slice(wait.key.lastIndexOf('.') + 1) as 'minutes' | 'hours' | 'days';
  return t(`opsAdmin:dashboard.wait.${unit}`, wait.values);
}

function QueueCard({ item, now }: { item: DashboardQueueCount; now: number }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={queueTitle(t, item.queue)}
      extra={<Link to={queueLink(item.queue)}>{t('opsAdmin:dashboard.open')}</Link>}
      data-testid={`dashboard-queue-${item.queue}`}
      style={{ height: '100%' }}
    >
      <Statistic value={item.count} data-testid="queue-count" />
      {item.oldest ? (
        <Space orientation="vertical" size={0} data-testid="queue-oldest">
          <Typography.Text>{t('opsAdmin:dashboard.oldest', { number: item.oldest.number })}</Typography.Text>
          <Typography.Text type="secondary">
            {t('opsAdmin:dashboard.since', {
              time: formatTime(item.oldest.since),
              wait: waitText(t, item.oldest.since, now),
            })}
          </Typography.Text>
        </Space>
      ) : (
        <Typography.Text type="secondary" data-testid="queue-empty">
          {t('opsAdmin:dashboard.emptyQueue')}
        </Typography.Text>
      )}
    </Card>
  );
}

/** The spec's promise: reviewed today, within 30 minutes, the share kept, and who waits over 30 minutes now. */
function ReviewCard({ review }: { review: ReviewPromise }) {
  const { t } = useTranslation();
  const minutes = review.minutes;
  const rate = review.reviewed === 0 ? null : Math.round((review.within30 / review.reviewed) * 100);
  const overdue = review.waitingOver30Now > 0;
  return (
    <Card
      title={t('opsAdmin:dashboard.review.title')}
      extra={
        <Typography.Text type="secondary">{t('opsAdmin:dashboard.review.day', { day: review.day })}</Typography.Text>
      }
      data-testid="dashboard-review"
    >
      <Typography.Paragraph type="secondary">
        {t('opsAdmin:dashboard.review.promise', { minutes })}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic
            title={t('opsAdmin:dashboard.review.reviewed')}
            value={review.reviewed}
            data-testid="review-reviewed"
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('opsAdmin:dashboard.review.within', { minutes })}
            value={review.within30}
            data-testid="review-within"
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('opsAdmin:dashboard.review.rate')}
            value={rate ?? '-'}
            suffix={rate === null ? undefined : '%'}
            data-testid="review-rate"
          />
          {rate === null ? (
            <Typography.Text type="secondary">{t('opsAdmin:dashboard.review.noneYet')}</Typography.Text>
          ) : null}
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('opsAdmin:dashboard.review.waitingOver', { minutes })}
            value={review.waitingOver30Now}
            styles={overdue ? { content: { color: '#cf1322' } } : undefined}
            data-testid="review-overdue"
            data-overdue={overdue ? 'true' : 'false'}
          />
          {overdue ? (
            <Link to={queueLink('order.pending_review')}>{t('opsAdmin:dashboard.review.openOverdue')}</Link>
          ) : null}
        </Col>
      </Row>
    </Card>
  );
}

/**
 * The dashboard (/ops/dashboard): a card per queue the operator's role works (how many wait, the one
 * waiting longest and for how long, a link to the desk on that tab) and, for the order desk, today's
 * 30-minute review promise. Read again every 60 seconds and on demand.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const board = useDashboard();

  if (board.isPending) return <PageLoading rows={8} />;
  if (board.isError) return <PageError error={board.error} onRetry={() => void board.refetch()} />;
  const now = Date.parse(board.data.now);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="ops-dashboard">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary" data-testid="dashboard-updated">
          {t('opsAdmin:dashboard.updatedAt', { time: formatTime(board.data.now) })}
        </Typography.Text>
        <Button
          icon={<ReloadOutlined />}
          loading={board.isFetching}
          onClick={() => void board.refetch()}
          data-testid="dashboard-refresh"
        >
          {t('opsAdmin:dashboard.refresh')}
        </Button>
      </Space>
      {board.data.review ? <ReviewCard review={board.data.review} /> : null}
      {board.data.queues.length === 0 ? (
        <Empty description={t('opsAdmin:dashboard.noQueues')} />
      ) : (
        <Row gutter={[16, 16]}>
          {board.data.queues.map((item) => (
            <Col key={item.queue} xs={24} sm={12} lg={8} xl={6}>
              <QueueCard item={item} now={now} />
            </Col>
          ))}
        </Row>
      )}
    </Space>
  );
}
