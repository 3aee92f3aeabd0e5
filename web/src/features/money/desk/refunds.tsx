import { BILL_CURRENCIES, type BillCurrency, REFUND_TEXT_LIMITS } from '@seabook/domain/bill-rules';
import type { ErrorKey } from '@seabook/domain/errors';
import { fromDecimalString, toDecimalString } from '@seabook/domain/money-rules';
import { Alert, App, Button, type ButtonProps, Empty, Form, Input, Modal, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useErrorMessage } from '../../../components/page-state.tsx';
import { errorText } from '../../../i18n/error-text.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { formatTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/plain-format.ts';
import styles from '../money.module.css';
import { type OverpaidList, useOverpaid, useRefund, useRefundPaid } from './desk-api.ts';

/** Refunds on the finance desk (issue 17): a payable bill of an order, and its transfer once confirmed. */

export type RefundDraft = { orderNo: string; currency: BillCurrency; amount: string; paymentNo: string };
const EMPTY: RefundDraft = { orderNo: '', currency: 'CNY', amount: '', paymentNo: '' };

/** The form of a new refund; `draft` fills it (an overpaid payment's row), `onMade` opens the new bill. */
export function RefundModal({
  draft,
  onClose,
  onMade,
}: {
  draft: RefundDraft | null;
  onClose: () => void;
  onMade: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const make = useRefund();
  const error = useErrorMessage(make.error);
  const [form] = Form.useForm<RefundDraft & { reason: string }>();
  const fields = make.error?.fields ?? {};
  const fieldError = (name: string) =>
    fields[name] ? { validateStatus: 'error' as const, help: errorText(fields[name] as ErrorKey) } : {};

  // Each opening starts without the last refusal.
  const { reset } = make;
  useEffect(() => {
    if (draft) reset();
  }, [draft, reset]);

  const submit = async () => {
    const values = form.getFieldsValue();
    const made = await make.mutateAsync({
      orderNo: values.orderNo ?? '',
      amount: {
        amount: fromDecimalString(values.amount ?? '', values.currency) ?? Number.NaN,
        currency: values.currency,
      },
      reason: values.reason ?? '',
      ...(values.paymentNo ? { paymentNo: values.paymentNo } : {}),
    });
    void message.success(t('money:refunds.made', { billNo: made.billNo }));
    onMade(made.id);
  };

  return (
    <Modal
      open={draft !== null}
      title={t('money:refunds.new')}
      okText={t('money:refunds.make')}
      cancelText={t('money:actions.cancel')}
      onCancel={onClose}
      onOk={() => submit().catch(() => {})}
      confirmLoading={make.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'refund-make' } as ButtonProps}
    >
      <Form
        form={form}
        key={JSON.stringify(draft)}
        initialValues={{ ...EMPTY, ...draft, reason: '' }}
        layout="vertical"
        data-testid="refund-form"
      >
        <p className={styles.hint}>{t('money:refunds.hint')}</p>
        <Form.Item name="orderNo" label={t('money:desk.orderNo')} {...fieldError('orderNo')}>
          <Input data-testid="refund-order-no" />
        </Form.Item>
        <Form.Item label={t('money:refunds.amount')} {...fieldError('amount.amount')}>
          <Space.Compact>
            <Form.Item name="currency" noStyle>
              <Select options={BILL_CURRENCIES.map((c) => ({ value: c, label: c }))} style={{ width: 90 }} />
            </Form.Item>
            <Form.Item name="amount" noStyle>
              <Input inputMode="decimal" style={{ width: 160 }} data-testid="refund-amount" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="reason" label={t('money:refunds.reason')} {...fieldError('reason')}>
          <Input.TextArea maxLength={REFUND_TEXT_LIMITS.reason} rows={2} data-testid="refund-reason" />
        </Form.Item>
        <Form.Item name="paymentNo" label={t('money:refunds.paymentNo')} {...fieldError('paymentNo')}>
          <Input placeholder={t('money:refunds.paymentNoHint')} />
        </Form.Item>
      </Form>
      {make.error && !make.error.fields && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}

/** In the bill drawer of a confirmed refund: the transfer's bank reference, asked before it is recorded. */
export function RefundPaidForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const paid = useRefundPaid();
  const error = useErrorMessage(paid.error);
  const [reference, setReference] = useState('');
  return (
    <Space orientation="vertical" className={styles.section} style={{ width: '100%' }}>
      <Input
        value={reference}
        maxLength={REFUND_TEXT_LIMITS.reference}
        placeholder={t('money:refunds.reference')}
        onChange={(e) => setReference(e.target.value)}
        data-testid="refund-reference"
      />
      {paid.error && <Alert type="error" showIcon title={error} />}
      <Button
        type="primary"
        data-testid="refund-paid"
        onClick={() =>
          modal.confirm({
            title: t('money:refunds.paidAsk'),
            okText: t('money:actions.ok'),
            cancelText: t('money:actions.cancel'),
            onOk: async () => {
              await paid.mutateAsync({ id, reference });
              void message.success(t('money:refunds.paidDone'));
            },
          })
        }
      >
        {t('money:refunds.paid')}
      </Button>
    </Space>
  );
}

/** Payments with money no bill took: each can be refunded on one of its orders. */
export function OverpaidTab({ onRefund }: { onRefund: (draft: RefundDraft) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useOverpaid({ page, pageSize: 20 });
  const error = useErrorMessage(list.error);
  type Row = OverpaidList['items'][number];
  if (list.error) return <Alert type="error" showIcon title={error} />;
  return (
    <Table
      rowKey="paymentNo"
      size="middle"
      loading={list.isLoading}
      dataSource={list.data?.items ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('money:refunds.noneOverpaid')} /> }}
      pagination={{
        current: page,
        pageSize: 20,
        total: list.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        { title: t('money:refunds.payment'), dataIndex: 'paymentNo' },
        { title: t('money:desk.company'), dataIndex: 'company' },
        {
          title: t('money:refunds.paidAt'),
          dataIndex: 'paidAt',
          render: (at: string | null) => (at ? formatTime(at) : ''),
        },
        { title: t('money:refunds.paidAmount'), dataIndex: 'amount', render: (m: Row['amount']) => formatMoney(m) },
        {
          title: t('money:refunds.unapplied'),
          dataIndex: 'unapplied',
          render: (m: Row['unapplied']) => formatMoney(m),
        },
        {
          title: t('money:columns.orders'),
          dataIndex: 'bills',
          render: (_: unknown, row: Row) =>
            `${row.bills.map((b) => b.billNo).join(', ')}${row.orderNos.length ? ` · ${row.orderNos.join(', ')}` : ''}`,
        },
        {
          title: '',
          key: 'refund',
          render: (_: unknown, row: Row) => (
            <Button
              data-testid="overpaid-refund"
              onClick={() =>
                onRefund({
                  orderNo: row.orderNos[0] ?? '',
                  currency: row.unapplied.currency as BillCurrency,
                  amount: toDecimalString(row.unapplied.amount, row.unapplied.currency),
                  paymentNo: row.paymentNo,
                })
              }
            >
              {t('money:refunds.refund')}
            </Button>
          ),
        },
      ]}
    />
  );
}
