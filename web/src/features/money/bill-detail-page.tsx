import type { BillCurrency } from '@seabook/domain/bill-rules';
import { amountsLeft } from '@seabook/domain/bill-rules';
import type { BillLine } from '@seabook/domain/bills';
import { Alert, App, Button, Card, Descriptions, Empty, Input, Modal, Space, Table, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageError, PageLoading, useErrorMessage } from '../../components/page-state.tsx';
import { ScrollRegion } from '../../components/scroll-region.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import { type BillDetail, newPayKey, useBill, useConfirmBill, usePayBills, usePayStatus } from './api.ts';
import { BillStatusTag } from './bill-labels.tsx';
import { InvoiceOfBill } from './invoice-of-bill.tsx';
import styles from './money.module.css';
import { BILL_PATHS } from './paths.ts';
import { RemitForm } from './remit-form.tsx';

/** Coming back from the cashier: the payment's state, asked until the gateway has spoken. */
function PaymentResult({ id }: { id: string }) {
  const { t } = useTranslation();
  const status = usePayStatus(id);
  const state = status.data?.status;
  if (!state || state === 'created' || state === 'sent')
    return <Alert type="info" showIcon title={t(status.isFetching ? 'money:pay.checking' : 'money:pay.waiting')} />;
  if (state === 'paid') return <Alert type="success" showIcon title={t('money:pay.paid')} data-testid="pay-result" />;
  return <Alert type="warning" showIcon title={t('money:pay.failed')} data-testid="pay-result" />;
}

function Actions({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const confirm = useConfirmBill();
  const pay = usePayBills();
  const [disputing, setDisputing] = useState(false);
  const [remark, setRemark] = useState('');
  const error = useErrorMessage(confirm.error ?? pay.error);
  const left = amountsLeft(bill.parts);

  const startPay = (currency: BillCurrency) => {
    const amount = left.find((m) => m.currency === currency);
    modal.confirm({
      title: t('money:actions.payAsk', { amount: amount ? formatMoney(amount) : '' }),
      okText: t('money:actions.ok'),
      cancelText: t('money:actions.cancel'),
      onOk: async () => {
        const started = await pay.mutateAsync({
          billIds: [bill.id],
          currency,
          channel: 'dev',
          idempotencyKey: newPayKey(),
        });
        window.location.assign(started.cashierUrl);
      },
    });
  };

  return (
    <>
      {(confirm.error || pay.error) && <Alert type="error" showIcon title={error} className={styles.actions} />}
      <Space wrap className={styles.actions}>
        {bill.can.confirm && (
          <>
            <Button
              type="primary"
              data-testid="bill-confirm"
              onClick={() =>
                modal.confirm({
                  title: t('money:actions.confirmAsk'),
                  okText: t('money:actions.ok'),
                  cancelText: t('money:actions.cancel'),
                  onOk: async () => {
                    await confirm.mutateAsync({ id: bill.id, action: 'confirm' });
                    void message.success(t('money:actions.confirmed'));
                  },
                })
              }
            >
              {t('money:actions.confirm')}
            </Button>
            <Button danger data-testid="bill-dispute" onClick={() => setDisputing(true)}>
              {t('money:actions.dispute')}
            </Button>
          </>
        )}
        {bill.can.pay.map((currency) => (
          <Button key={currency} type="primary" data-testid={`bill-pay-${currency}`} onClick={() => startPay(currency)}>
            {t('money:actions.pay', { currency })}
          </Button>
        ))}
      </Space>
      <Modal
        open={disputing}
        title={t('money:actions.disputeTitle')}
        okText={t('money:actions.ok')}
        cancelText={t('money:actions.cancel')}
        confirmLoading={confirm.isPending}
        onCancel={() => setDisputing(false)}
        onOk={async () => {
          await confirm.mutateAsync({ id: bill.id, action: 'dispute', remark }).catch(() => {});
          if (!confirm.isError) {
            setDisputing(false);
            void message.success(t('money:actions.disputed'));
          }
        }}
      >
        <Input.TextArea
          rows={4}
          maxLength={500}
          value={remark}
          placeholder={t('money:actions.disputePlaceholder')}
          onChange={(event) => setRemark(event.target.value)}
          data-testid="dispute-remark"
        />
      </Modal>
      {bill.can.remit.length > 0 && <RemitForm billId={bill.id} currencies={bill.can.remit} />}
    </>
  );
}

/** A bill (/center/billdetail?id=…, also /center/billdetails): fee lines, rates, amounts, history and what to do. */
export default function BillDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const payment = params.get('payment');
  const bill = useBill(id);
  if (bill.isLoading) return <PageLoading />;
  if (bill.error || !bill.data) return <PageError error={bill.error} onRetry={() => bill.refetch()} />;
  const b = bill.data;
  const lineColumns = [
    { title: t('money:detail.line.name'), dataIndex: 'name', render: (name: BillLine['name']) => name[locale] },
    { title: t('money:detail.line.order'), dataIndex: 'orderNo' },
    {
      title: t('money:detail.line.amount'),
      dataIndex: 'amount',
      align: 'right' as const,
      render: (amount: BillLine['amount']) => <span className={styles.amount}>{formatMoney(amount)}</span>,
    },
    {
      title: t('money:detail.line.original'),
      dataIndex: 'original',
      align: 'right' as const,
      render: (original: BillLine['original']) => (original ? formatMoney(original) : ''),
    },
  ];
  return (
    <Card
      title={t('money:detail.title')}
      extra={<Link to={BILL_PATHS.list}>{t('money:detail.back')}</Link>}
      data-testid="bill-detail-page"
    >
      {payment && <PaymentResult id={payment} />}
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
        <Descriptions.Item label={t('money:detail.billNo')}>
          <span data-testid="bill-no">{b.billNo}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('money:detail.status')}>
          <BillStatusTag status={b.status} kind={b.kind} />
        </Descriptions.Item>
        <Descriptions.Item label={t('money:detail.date')}>{formatDate(b.date, locale)}</Descriptions.Item>
        <Descriptions.Item label={t('money:detail.kind')}>{t(`money:kinds.${b.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('money:detail.orders')}>
          {b.orders.map((o) => [o.orderNo, o.blNo].filter(Boolean).join(' / ')).join(', ')}
        </Descriptions.Item>
        {b.parentNo && <Descriptions.Item label={t('money:detail.parent')}>{b.parentNo}</Descriptions.Item>}
      </Descriptions>
      {b.kind === 'payable' && (
        <Alert type="info" showIcon className={styles.section} title={t('money:refunds.customerNote')} />
      )}
      {b.confirmBy && (
        <Alert
          type="warning"
          showIcon
          className={styles.section}
          title={t('money:detail.confirmBy', { at: formatTime(b.confirmBy, { locale }) })}
        />
      )}
      {b.disputeRemark && (
        <Alert
          type="error"
          showIcon
          className={styles.section}
          title={`${t('money:detail.dispute')}：${b.disputeRemark}`}
        />
      )}
      <Table
        className={styles.section}
        size="small"
        rowKey="currency"
        pagination={false}
        title={() => t('money:detail.parts')}
        dataSource={b.parts}
        data-testid="bill-parts"
        columns={(['due', 'paid', 'left'] as const).map((key) => ({
          title: t(`money:detail.part.${key}`),
          key,
          align: 'right' as const,
          render: (_: unknown, part: BillDetail['parts'][number]) =>
            formatMoney({ amount: part[key], currency: part.currency }),
        }))}
      />
      <Actions bill={b} />
      {b.status === 'settled' && <InvoiceOfBill billId={b.id} />}
      <ScrollRegion label={t('money:detail.lines')}>
        <Table
          className={styles.section}
          size="small"
          rowKey="seq"
          pagination={false}
          title={() => t('money:detail.lines')}
          columns={lineColumns}
          dataSource={b.lines}
        />
      </ScrollRegion>
      {b.rates.length > 0 && (
        <Typography.Paragraph className={styles.section} type="secondary">
          {t('money:detail.rates')}：
          {b.rates
            .map((r) =>
              t('money:detail.rate', { currency: r.currency, usd: r.usdPerUnit, day: formatDate(r.asOf, locale) }),
            )
            .join('；')}
        </Typography.Paragraph>
      )}
      {b.subBills.length > 0 && (
        <Typography.Paragraph>
          {t('money:detail.subBills')}：
          {b.subBills.map((s) => (
            <Link key={s.id} to={BILL_PATHS.detail(s.id)} style={{ marginRight: 8 }}>
              {s.billNo}
            </Link>
          ))}
        </Typography.Paragraph>
      )}
      {b.payments.length > 0 && (
        <Card size="small" className={styles.section} title={t('money:detail.payments')}>
          {b.payments.map((p) => (
            <Typography.Paragraph key={p.id}>
              {p.paymentNo} · {t(`money:channels.${p.channel}`)} · {formatMoney(p.amount)} ·{' '}
              {t(`money:paymentStatus.${p.status}`)}
              {p.status === 'paid' && p.applied.amount < p.amount.amount && (
                <Typography.Text type="warning" data-testid="bill-overpaid">
                  {' · '}
                  {t('money:detail.overpaid', {
                    amount: formatMoney({ amount: p.amount.amount - p.applied.amount, currency: p.amount.currency }),
                  })}
                </Typography.Text>
              )}
            </Typography.Paragraph>
          ))}
        </Card>
      )}
      {b.remittances.length > 0 && (
        <Card size="small" className={styles.section} title={t('money:detail.remittances')}>
          {b.remittances.map((r) => (
            <Typography.Paragraph key={r.id} data-testid="bill-remittance">
              {formatTime(r.createdAt, { locale })} · {formatMoney(r.amount)} · {r.voucher.name} ·{' '}
              {t(`money:remittanceStatus.${r.status}`)}
              {r.reason ? ` · ${r.reason}` : ''}
            </Typography.Paragraph>
          ))}
        </Card>
      )}
      <Card size="small" className={styles.section} title={t('money:detail.history')}>
        {b.history.length === 0 ? (
          <Empty />
        ) : (
          <Timeline
            items={b.history.map((h) => ({
              content: `${formatTime(h.at, { locale })} ${t(`money:events.${h.event}`)} · ${h.by}${h.remark ? ` · ${h.remark}` : ''}`,
            }))}
          />
        )}
      </Card>
    </Card>
  );
}
