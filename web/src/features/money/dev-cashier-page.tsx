import { Alert, Button, Card, Descriptions, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useDevDecide, useDevTrade } from './api.ts';

/**
 * The development gateway's cashier (/dev/cashier?trade=…; this machine only, decision 036): a person
 * pays, fails or abandons, then goes back to the bill. The gateway posts its signed notification itself.
 */
export default function DevCashierPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const trade = useDevTrade(params.get('trade') ?? '');
  const decide = useDevDecide();
  if (trade.isLoading) return <PageLoading />;
  if (trade.error || !trade.data) return <PageError error={trade.error} />;
  const go = async (outcome: 'pay' | 'fail' | 'abandon') => {
    const { returnUrl } = await decide.mutateAsync({ trade: trade.data.tradeNo, outcome });
    window.location.assign(returnUrl);
  };
  const waiting = trade.data.status === 'WAIT_BUYER_PAY';
  return (
    <Card title={t('money:cashier.title')} data-testid="dev-cashier" style={{ maxWidth: 560, margin: '24px auto' }}>
      <Alert type="warning" showIcon title={t('money:cashier.note')} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('money:cashier.payment')}>{trade.data.paymentNo}</Descriptions.Item>
        <Descriptions.Item label={t('money:cashier.amount')}>
          <span data-testid="cashier-amount">
            {trade.data.currency} {trade.data.amount}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('money:cashier.subject')}>{trade.data.subject}</Descriptions.Item>
        <Descriptions.Item label={t('money:cashier.status')}>{trade.data.status}</Descriptions.Item>
      </Descriptions>
      <Space wrap style={{ marginTop: 16 }}>
        <Button
          type="primary"
          disabled={!waiting}
          loading={decide.isPending}
          onClick={() => go('pay')}
          data-testid="cashier-pay"
        >
          {t('money:cashier.pay')}
        </Button>
        <Button danger disabled={!waiting} onClick={() => go('fail')} data-testid="cashier-fail">
          {t('money:cashier.fail')}
        </Button>
        <Button onClick={() => go('abandon')} data-testid="cashier-abandon">
          {t('money:cashier.abandon')}
        </Button>
      </Space>
    </Card>
  );
}
