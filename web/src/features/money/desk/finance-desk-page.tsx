import { BILL_STATUSES, type BillStatus } from '@seabook/domain/bill-rules';
import { fromDecimalString } from '@seabook/domain/money-rules';
import { Alert, App, Button, Card, Empty, Input, Modal, Select, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useErrorMessage } from '../../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { formatTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/plain-format.ts';
import { BillParts, BillStatusTag } from '../bill-labels.tsx';
import styles from '../money.module.css';
import { BankAccountsTab } from './bank-accounts.tsx';
import { BillDrawer } from './bill-drawer.tsx';
import {
  type DeskBillList,
  downloadVoucher,
  type RemittanceQueue,
  useBillOrder,
  useConfirmRemittance,
  useDeskBills,
  useRemittances,
  useReturnRemittance,
} from './desk-api.ts';
import { OverdueTab, TakingsTab } from './finance-reports.tsx';
import { InvoicesTab } from './invoice-tab.tsx';
import { OverpaidTab, type RefundDraft, RefundModal } from './refunds.tsx';
import { StatementTab } from './statement-tab.tsx';
import { WorkingCalendarTab } from './working-calendar.tsx';

function BillsTab({ onRefund }: { onRefund: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [status, setStatus] = useState<BillStatus | ''>('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [orderNo, setOrderNo] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const bills = useDeskBills({ status, keyword, page, pageSize: 20 });
  const make = useBillOrder();
  const error = useErrorMessage(make.error);

  const billOrder = async () => {
    const made = await make.mutateAsync({ orderNo });
    void message.success(t('money:desk.made', { billNo: made.billNo }));
    setOrderNo('');
    setOpen(made.id);
  };

  return (
    <>
      <Space wrap className={styles.filters}>
        <Input
          value={orderNo}
          placeholder={t('money:desk.orderNo')}
          onChange={(e) => setOrderNo(e.target.value)}
          data-testid="desk-order-no"
          className={styles.keyword}
        />
        <Button
          type="primary"
          loading={make.isPending}
          onClick={() => billOrder().catch(() => {})}
          data-testid="desk-bill-order"
        >
          {t('money:desk.make')}
        </Button>
        <Button onClick={onRefund} data-testid="desk-new-refund">
          {t('money:refunds.new')}
        </Button>
      </Space>
      {make.error && <Alert type="error" showIcon title={error} className={styles.filters} />}
      <Space wrap className={styles.filters}>
        <Select
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          style={{ width: 180 }}
          aria-label={t('money:desk.status')}
          options={[
            { value: '', label: t('money:desk.all') },
            ...BILL_STATUSES.map((s) => ({ value: s, label: t(`money:statuses.${s}`) })),
          ]}
        />
        <Input.Search
          allowClear
          placeholder={t('money:desk.keyword')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          className={styles.keyword}
        />
      </Space>
      <Table
        rowKey="id"
        size="middle"
        loading={bills.isLoading}
        dataSource={bills.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: 20,
          total: bills.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          {
            title: t('money:columns.billNo'),
            dataIndex: 'billNo',
            render: (billNo: string, row: DeskBillList['items'][number]) => (
              <Button type="link" onClick={() => setOpen(row.id)} data-testid="desk-bill-link">
                {billNo}
              </Button>
            ),
          },
          { title: t('money:desk.company'), dataIndex: 'company' },
          {
            title: t('money:columns.orders'),
            dataIndex: 'orders',
            render: (orders: DeskBillList['items'][number]['orders']) => orders.map((o) => o.orderNo).join(', '),
          },
          {
            title: t('money:columns.amounts'),
            dataIndex: 'parts',
            render: (parts: DeskBillList['items'][number]['parts']) => <BillParts parts={parts} />,
          },
          {
            title: t('money:columns.status'),
            dataIndex: 'status',
            render: (s: BillStatus, row: DeskBillList['items'][number]) => <BillStatusTag status={s} kind={row.kind} />,
          },
        ]}
      />
      <BillDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}

function ReconcilingTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message, modal } = App.useApp();
  const queue = useRemittances({ status: 'pending', page: 1, pageSize: 50 });
  const confirm = useConfirmRemittance();
  const back = useReturnRemittance();
  const [received, setReceived] = useState<Record<string, string>>({});
  const [returning, setReturning] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const error = useErrorMessage(confirm.error ?? back.error);
  type Row = RemittanceQueue['items'][number];

  return (
    <>
      {(confirm.error || back.error) && <Alert type="error" showIcon title={error} className={styles.filters} />}
      <Table
        rowKey="id"
        size="middle"
        loading={queue.isLoading}
        dataSource={queue.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('money:desk.emptyQueue')} /> }}
        pagination={false}
        columns={[
          {
            title: t('money:desk.submitted'),
            dataIndex: 'createdAt',
            render: (at: string) => formatTime(at, { locale }),
          },
          { title: t('money:desk.company'), dataIndex: 'company' },
          {
            title: t('money:desk.bills'),
            dataIndex: 'bills',
            render: (bills: Row['bills']) => bills.map((b) => `${b.billNo} (${formatMoney(b.left)})`).join(', '),
          },
          {
            title: t('money:desk.amount'),
            dataIndex: 'amount',
            render: (amount: Row['amount']) => formatMoney(amount),
          },
          {
            title: t('money:desk.voucher'),
            dataIndex: 'voucher',
            render: (voucher: Row['voucher'], row: Row) => (
              <Button type="link" onClick={() => void downloadVoucher(row.id, voucher.name)}>
                {voucher.name}
              </Button>
            ),
          },
          {
            title: t('money:desk.received'),
            key: 'actions',
            render: (_: unknown, row: Row) => (
              <Space wrap>
                <Input
                  value={received[row.id] ?? ''}
                  placeholder={row.amount.currency}
                  inputMode="decimal"
                  onChange={(e) => setReceived((r) => ({ ...r, [row.id]: e.target.value }))}
                  style={{ width: 120 }}
                  data-testid="desk-received"
                />
                <Button
                  type="primary"
                  data-testid="desk-confirm-remit"
                  onClick={() => {
                    const amount = fromDecimalString(received[row.id] ?? '', row.amount.currency) ?? Number.NaN;
                    modal.confirm({
                      title: t('money:desk.confirmRemitAsk', {
                        amount: Number.isNaN(amount) ? '' : formatMoney({ amount, currency: row.amount.currency }),
                      }),
                      okText: t('money:actions.ok'),
                      cancelText: t('money:actions.cancel'),
                      onOk: async () => {
                        await confirm.mutateAsync({ id: row.id, received: amount });
                        void message.success(t('money:desk.remitConfirmed'));
                      },
                    });
                  }}
                >
                  {t('money:desk.confirmRemit')}
                </Button>
                <Button danger onClick={() => setReturning(row.id)}>
                  {t('money:desk.returnRemit')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={returning !== null}
        title={t('money:desk.returnRemit')}
        okText={t('money:actions.ok')}
        cancelText={t('money:actions.cancel')}
        onCancel={() => setReturning(null)}
        onOk={async () => {
          await back.mutateAsync({ id: returning ?? '', reason });
          setReturning(null);
          setReason('');
          void message.success(t('money:desk.returned'));
        }}
      >
        <Input.TextArea
          rows={3}
          value={reason}
          placeholder={t('money:desk.returnReason')}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

/** The finance desk (/ops/finance, permission ops.billing): bills made from orders and sent, the reconciling queue,
 * the day's takings and the overdue bills. */
export default function FinanceDeskPage() {
  const { t } = useTranslation();
  const [refund, setRefund] = useState<RefundDraft | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const newRefund = () => setRefund({ orderNo: '', currency: 'CNY', amount: '', paymentNo: '' });
  return (
    <Card title={t('money:desk.title')} data-testid="finance-desk">
      <RefundModal
        draft={refund}
        onClose={() => setRefund(null)}
        onMade={(id) => {
          setRefund(null);
          setMade(id);
        }}
      />
      <BillDrawer id={made} onClose={() => setMade(null)} />
      <Tabs
        items={[
          { key: 'bills', label: t('money:desk.tabs.bills'), children: <BillsTab onRefund={newRefund} /> },
          { key: 'reconciling', label: t('money:desk.tabs.reconciling'), children: <ReconcilingTab /> },
          { key: 'takings', label: t('money:desk.tabs.takings'), children: <TakingsTab /> },
          { key: 'overdue', label: t('money:desk.tabs.overdue'), children: <OverdueTab /> },
          { key: 'overpaid', label: t('money:refunds.tab'), children: <OverpaidTab onRefund={setRefund} /> },
          { key: 'calendar', label: t('money:calendar.tab'), children: <WorkingCalendarTab /> },
          { key: 'bank-accounts', label: t('money:bankAccounts.tab'), children: <BankAccountsTab /> },
          { key: 'invoices', label: t('money:desk.invoiceTab'), children: <InvoicesTab /> },
          { key: 'statements', label: t('money:desk.tabs.statements'), children: <StatementTab /> },
        ]}
      />
    </Card>
  );
}
