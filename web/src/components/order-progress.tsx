import { BUSINESS_NODES } from '@seabook/domain/order-flow';
import type { OrderInfo } from '@seabook/domain/order-info';
import { Card, Grid, Space, Steps, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from '../i18n/i18n.ts';
import { formatTime } from '../lib/format.ts';

/** The order's way so far: the eleven progress steps and the nine business nodes (decision 020). */

type StepState = OrderInfo['steps'][number]['state'];

const STEP_STATUS: Record<StepState, 'finish' | 'process' | 'wait' | 'error'> = {
  done: 'finish',
  current: 'process',
  waiting: 'wait',
  stopped: 'error',
  // Passed over without its node recorded: no tick (issue 14), and it says so.
  skipped: 'wait',
};

/** The eleven steps as the server derived them; vertical on a phone (under 576 px). */
export function ProgressCard({ steps }: { steps: OrderInfo['steps'] }) {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <Card title={t('orders:detail.sections.progress')} data-testid="order-progress">
      <Steps
        size="small"
        orientation={phone ? 'vertical' : 'horizontal'}
        titlePlacement={phone ? 'horizontal' : 'vertical'}
        responsive={false}
        items={steps.map((step) => ({
          key: step.step,
          status: STEP_STATUS[step.state],
          title: (
            <span data-testid={`order-step-${step.step}`} data-state={step.state}>
              {t(`orders:steps.${step.step}`)}
            </span>
          ),
          content: step.at
            ? formatTime(step.at)
            : step.state === 'skipped'
              ? t('orders:detail.nodesPending')
              : undefined,
        }))}
      />
    </Card>
  );
}

/**
 * The nine business nodes in the order they happen, each with its DCSA event code; those that have
 * happened carry their time, place and remark, the others read "not yet".
 */
export function NodesCard({ milestones }: { milestones: OrderInfo['milestones'] }) {
  const { t } = useTranslation();
  const byNode = new Map(milestones.map((m) => [m.node, m]));
  return (
    <Card title={t('orders:detail.sections.nodes')} data-testid="order-nodes">
      <Timeline
        items={BUSINESS_NODES.map(({ node, code }) => {
          const happened = byNode.get(node);
          return {
            key: node,
            color: happened ? 'green' : 'gray',
            content: (
              <div data-testid={`order-node-${node}`} data-happened={happened ? 'true' : 'false'}>
                <Space wrap size={4}>
                  <Typography.Text strong={Boolean(happened)} type={happened ? undefined : 'secondary'}>
                    {t(`orders:nodes.${node}`)}
                  </Typography.Text>
                  <Tag>{code}</Tag>
                </Space>
                <div>
                  {happened ? (
                    <Typography.Text type="secondary">
                      {[formatTime(happened.at), happened.location, happened.remark].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">{t('orders:detail.nodesPending')}</Typography.Text>
                  )}
                </div>
              </div>
            ),
          };
        })}
      />
    </Card>
  );
}
