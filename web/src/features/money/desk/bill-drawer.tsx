import { BILL_CURRENCIES, type BillCurrency } from '@seabook/domain/bill-rules';
import type { ErrorKey } from '@seabook/domain/errors';
import { fromDecimalString, toDecimalString } from '@seabook/domain/money-rules';
import { Alert, App, Button, Drawer, Input, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { PageLoading, useErrorMessage } from '../../../components/page-state.tsx';
import { errorText } from '../../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { formatMoney } from '../../../lib/plain-format.ts';
import { BillParts, BillStatusTag } from '../bill-labels.tsx';
import styles from '../money.module.css';
import { useDeskBill, useEditBill, useSendBill } from './desk-api.ts';
import { RefundPaidForm } from './refunds.tsx';

type Row = { key: number; seq?: number; name: string; amount: string; currency: BillCurrency };

/** One bill on the finance desk: its lines, changed with a reason while a draft or disputed, and sent. */
export function BillDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message, modal } = App.useApp();
  const bill = useDeskBill(id);
  const edit = useEditBill();
  const send = useSendBill();
  const [rows, setRows] = useState<Row[]>([]);
  const [reason, setReason] = useState('');
  const error = useErrorMessage(edit.error ?? send.error);
  const data = bill.data;

  useEffect(() => {
    setRows(
      (data?.lines ?? []).map((line) => ({
        key: line.seq,
        seq: line.seq,
        name: line.name[locale],
        amount: toDecimalString(line.amount.amount, line.amount.currency),
        currency: line.amount.currency as BillCurrency,
      })),
    );
    setReason('');
  }, [data, locale]);

  const change = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const save = async () => {
    if (!data) return;
    await edit.mutateAsync({
      id: data.id,
      reason,
      lines: rows.map((row) => ({
        ...(row.seq === undefined ? {} : { seq: row.seq }),
        name: row.name,
        amount: { amount: fromDecimalString(row.amount, row.currency) ?? Number.NaN, currency: row.currency },
      })),
    });
    void message.success(t('money:desk.saved'));
  };

  const editable = data?.desk.edit ?? false;
  return (
    <Drawer open={id !== null} onClose={onClose} size="large" title={data?.billNo} data-testid="bill-drawer">
      {!data ? (
        <PageLoading />
      ) : (
        <>
          <Space wrap>
            <BillStatusTag status={data.status} kind={data.kind} />
            <Typography.Text>{data.company}</Typography.Text>
            <Typography.Text>{data.orders.map((o) => o.orderNo).join(', ')}</Typography.Text>
          </Space>
          <div className={styles.section}>
            <BillParts parts={data.parts} />
          </div>
          {data.disputeRemark && <Alert type="error" showIcon title={data.disputeRemark} className={styles.section} />}
          {(edit.error || send.error) && (
            <Alert
              type="error"
              showIcon
              className={styles.section}
              title={
                edit.error?.fields
                  ? Object.values(edit.error.fields)
                      .map((k) => errorText(k as ErrorKey))
                      .join(' ')
                  : error
              }
            />
          )}
          <Table
            className={styles.section}
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={rows}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t('money:detail.line.name'),
                key: 'name',
                render: (_: unknown, row: Row) =>
                  editable ? (
                    <Input value={row.name} onChange={(e) => change(row.key, { name: e.target.value })} />
                  ) : (
                    row.name
                  ),
              },
              {
                title: t('money:detail.line.amount'),
                key: 'amount',
                render: (_: unknown, row: Row) =>
                  editable ? (
                    <Space.Compact>
                      <Select
                        value={row.currency}
                        onChange={(currency) => change(row.key, { currency })}
                        options={BILL_CURRENCIES.map((c) => ({ value: c, label: c }))}
                        style={{ width: 80 }}
                      />
                      <Input
                        value={row.amount}
                        inputMode="decimal"
                        onChange={(e) => change(row.key, { amount: e.target.value })}
                        style={{ width: 120 }}
                        data-testid="desk-line-amount"
                      />
                    </Space.Compact>
                  ) : (
                    formatMoney({
                      amount: fromDecimalString(row.amount, row.currency) ?? 0,
                      currency: row.currency,
                    })
                  ),
              },
              ...(editable
                ? [
                    {
                      title: '',
                      key: 'remove',
                      render: (_: unknown, row: Row) => (
                        <Button type="link" danger onClick={() => setRows((c) => c.filter((r) => r.key !== row.key))}>
                          {t('money:desk.remove')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {data.desk.refundPaid && <RefundPaidForm id={data.id} />}
          {editable && (
            <Space orientation="vertical" className={styles.section} style={{ width: '100%' }}>
              <Button
                onClick={() => setRows((c) => [...c, { key: Date.now(), name: '', amount: '0.00', currency: 'CNY' }])}
              >
                {t('money:desk.addLine')}
              </Button>
              <Input
                value={reason}
                placeholder={t('money:desk.reason')}
                onChange={(e) => setReason(e.target.value)}
                data-testid="desk-reason"
              />
              <Space wrap>
                <Button onClick={() => save().catch(() => {})} loading={edit.isPending} data-testid="desk-save">
                  {t('money:desk.save')}
                </Button>
                <Button
                  type="primary"
                  data-testid="desk-send"
                  onClick={() =>
                    modal.confirm({
                      title: t('money:desk.sendAsk'),
                      okText: t('money:actions.ok'),
                      cancelText: t('money:actions.cancel'),
                      onOk: async () => {
                        await send.mutateAsync({ id: data.id });
                        void message.success(t('money:desk.sent'));
                      },
                    })
                  }
                >
                  {t('money:desk.send')}
                </Button>
              </Space>
            </Space>
          )}
        </>
      )}
    </Drawer>
  );
}
