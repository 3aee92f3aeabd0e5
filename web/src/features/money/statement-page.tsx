import { type BillCurrency, canPayPart, MAX_BILLS_PER_PAYMENT } from '@seabook/domain/bill-rules';
import type { BillSummary } from '@seabook/domain/bills';
import type { StatementLine, StatementOrder, StatementState, StatementSummary } from '@seabook/domain/statements';
import { Alert, App, Button, Card, Descriptions, Empty, Space, Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageError, PageLoading, useErrorMessage } from '../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import { newPayKey, usePayBills } from './api.ts';
import { BillParts, BillStatusTag } from './bill-labels.tsx';
import styles from './money.module.css';
import { BILL_PATHS } from './paths.ts';
import { downloadStatement, type StatementList, useStatement, useStatements } from './statement-api.ts';

const PAGE_SIZE = 10;
const STATE_COLOURS: Record<StatementState, string> = { to_confirm: 'orange', to_pay: 'blue', settled: 'green' };

export const STATEMENT_PATHS = {
  list: '/center/billm',
  detail: (id: string) => `/center/billm?id=${encodeURIComponent(id)}`,
} as const;

function StateTag({ state }: { state: StatementState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLOURS[state]} data-testid="statement-state">
      {t(`money:statement.states.${state}`)}
    </Tag>
  );
}

/** The contract: statement day, credit limit, and what is open against it. */
function ContractCard({ contract }: { contract: StatementList['contract'] }) {
  const { t } = useTranslation();
  if (!contract.monthly) return <Alert type="info" showIcon title={t('money:statement.noContract')} />;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 4 }}
      title={t('money:statement.contract')}
      data-testid="statement-contract"
      items={[
        {
          key: 'day',
          label: t('money:statement.statementDay'),
          children: t('money:statement.dayValue', { day: contract.statementDay }),
        },
        {
          key: 'limit',
          label: t('money:statement.creditLimit'),
          children: contract.creditLimit
            ? formatMoney({ amount: contract.creditLimit, currency: 'CNY' })
            : t('money:statement.noLimit'),
        },
        {
          key: 'used',
          label: t('money:statement.used'),
          children: formatMoney({ amount: contract.used, currency: 'CNY' }),
        },
        {
          key: 'open',
          label: t('money:statement.open'),
          children: contract.open.length ? contract.open.map(formatMoney).join(' + ') : '—',
        },
      ]}
    />
  );
}

function StatementListView() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useStatements({ page, pageSize: PAGE_SIZE });
  if (list.error) return <PageError error={list.error} onRetry={() => list.refetch()} />;
  if (!list.data) return <PageLoading />;
  const columns = [
    {
      title: t('money:statement.statementNo'),
      dataIndex: 'statementNo',
      render: (no: string, row: StatementSummary) => (
        <Link to={STATEMENT_PATHS.detail(row.id)} data-testid="statement-link">
          {no}
        </Link>
      ),
    },
    {
      title: t('money:statement.period'),
      dataIndex: 'period',
      render: (_: string, row: StatementSummary) => `${formatDate(row.from, locale)} – ${formatDate(row.to, locale)}`,
    },
    {
      title: t('money:statement.totals'),
      dataIndex: 'totals',
      render: (totals: StatementSummary['totals']) => <BillParts parts={totals} />,
    },
    { title: t('money:statement.bills'), dataIndex: 'bills' },
    {
      title: t('money:statement.state'),
      dataIndex: 'state',
      render: (state: StatementState) => <StateTag state={state} />,
    },
  ];
  return (
    <Space orientation="vertical" size="middle" className={styles.wide}>
      <ContractCard contract={list.data.contract} />
      <Table
        rowKey="id"
        size="middle"
        loading={list.isFetching && !list.data}
        columns={columns}
        dataSource={list.data.items}
        // Sideways only with rows (their links reach it by keyboard); the empty message just wraps.
        scroll={list.data.items.length > 0 ? { x: 'max-content' } : undefined}
        locale={{ emptyText: <Empty description={t('money:statement.empty')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data.total,
          hideOnSinglePage: true,
          onChange: (next) => setParams(next === 1 ? {} : { page: String(next) }),
        }}
        data-testid="statement-list"
      />
    </Space>
  );
}

/** Bills of one currency the customer may pay now, at most one payment's worth. */
function payable(bills: readonly BillSummary[], currency: BillCurrency): BillSummary[] {
  return bills
    .filter((bill) => canPayPart(bill.kind, bill.status, bill.parts, currency, []))
    .slice(0, MAX_BILLS_PER_PAYMENT);
}

function StatementDetailView({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { modal } = App.useApp();
  const statement = useStatement(id);
  const pay = usePayBills();
  const payError = useErrorMessage(pay.error);
  if (statement.error) return <PageError error={statement.error} onRetry={() => statement.refetch()} />;
  const data = statement.data;
  if (!data) return <PageLoading />;

  const payAll = (currency: BillCurrency) => {
    const bills = payable(data.billList, currency);
    const amount = bills.reduce(
      (sum, bill) => sum + (bill.parts.find((part) => part.currency === currency)?.left ?? 0),
      0,
    );
    modal.confirm({
      title: t('money:statement.payAsk', { amount: formatMoney({ amount, currency }) }),
      okText: t('money:actions.ok'),
      cancelText: t('money:actions.cancel'),
      onOk: async () => {
        const started = await pay.mutateAsync({
          billIds: bills.map((bill) => bill.id),
          currency,
          channel: 'dev',
          idempotencyKey: newPayKey(),
        });
        window.location.assign(started.cashierUrl);
      },
    });
  };

  return (
    <Space orientation="vertical" size="middle" className={styles.wide} data-testid="statement-detail">
      <Link to={STATEMENT_PATHS.list}>{t('money:statement.back')}</Link>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'no', label: t('money:statement.statementNo'), children: data.statementNo },
          { key: 'company', label: t('money:statement.company'), children: data.company },
          {
            key: 'period',
            label: t('money:statement.period'),
            children: `${formatDate(data.from, locale)} – ${formatDate(data.to, locale)}`,
          },
          { key: 'state', label: t('money:statement.state'), children: <StateTag state={data.state} /> },
          { key: 'closed', label: t('money:statement.closedAt'), children: formatTime(data.closedAt, { locale }) },
        ]}
      />
      <Space wrap>
        <Button
          onClick={() => void downloadStatement(data.id, `${data.statementNo}.xlsx`)}
          data-testid="statement-excel"
        >
          {t('money:statement.excel')}
        </Button>
        {data.totals.map((total) =>
          payable(data.billList, total.currency).length ? (
            <Button
              key={total.currency}
              type="primary"
              loading={pay.isPending}
              onClick={() => payAll(total.currency)}
              data-testid={`statement-pay-${total.currency}`}
            >
              {t('money:statement.payAll', { currency: total.currency })}
            </Button>
          ) : null,
        )}
      </Space>
      {pay.error && <Alert type="error" showIcon title={payError} />}
      <Table
        rowKey="currency"
        size="small"
        pagination={false}
        title={() => t('money:statement.totals')}
        dataSource={data.totals}
        scroll={{ x: 'max-content' }}
        data-testid="statement-totals"
        columns={[
          { title: t('money:statement.currency'), dataIndex: 'currency' },
          ...(['due', 'paid', 'left'] as const).map((key) => ({
            title: t(`money:statement.${key}`),
            dataIndex: key,
            render: (amount: number, row: StatementSummary['totals'][number]) => (
              <span className={styles.amount}>{formatMoney({ amount, currency: row.currency })}</span>
            ),
          })),
        ]}
      />
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        title={() => t('money:statement.billList')}
        dataSource={data.billList}
        scroll={{ x: 'max-content' }}
        data-testid="statement-bills"
        columns={[
          { title: t('money:statement.billNo'), dataIndex: 'billNo' },
          {
            title: t('money:statement.orders'),
            dataIndex: 'orders',
            render: (orders: BillSummary['orders']) => orders.map((o) => o.orderNo).join(', '),
          },
          {
            title: t('money:statement.totals'),
            dataIndex: 'parts',
            render: (parts: BillSummary['parts']) => <BillParts parts={parts} />,
          },
          {
            title: t('money:statement.state'),
            dataIndex: 'status',
            render: (status: BillSummary['status']) => <BillStatusTag status={status} />,
          },
          {
            title: t('money:statement.action'),
            dataIndex: 'id',
            render: (billId: string) => (
              <Link to={BILL_PATHS.detail(billId)} data-testid="statement-bill-link">
                {t('money:statement.confirmPay')}
              </Link>
            ),
          },
        ]}
      />
      <Table
        rowKey="orderId"
        size="small"
        pagination={false}
        title={() => t('money:statement.orders')}
        dataSource={data.orders}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('money:statement.orderNo'), dataIndex: 'orderNo' },
          { title: t('money:statement.blNo'), dataIndex: 'blNo' },
          {
            title: t('money:statement.route'),
            dataIndex: 'pol',
            render: (_: string, row: StatementOrder) => `${row.pol} → ${row.pod}`,
          },
          {
            title: t('money:statement.sailing'),
            dataIndex: 'sailingDate',
            render: (day: string | null) => (day ? formatDate(day, locale) : '—'),
          },
          {
            title: t('money:statement.amounts'),
            dataIndex: 'amounts',
            render: (amounts: StatementOrder['amounts']) => amounts.map(formatMoney).join(' + '),
          },
        ]}
      />
      <Table
        rowKey={(row: StatementLine) => `${row.billNo}-${row.orderNo}-${row.name.en}-${row.amount.amount}`}
        size="small"
        pagination={false}
        title={() => t('money:statement.lines')}
        dataSource={data.lines}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('money:statement.orderNo'), dataIndex: 'orderNo' },
          { title: t('money:statement.fee'), dataIndex: 'name', render: (name: StatementLine['name']) => name[locale] },
          {
            title: t('money:statement.amount'),
            dataIndex: 'amount',
            render: (amount: StatementLine['amount']) => <span className={styles.amount}>{formatMoney(amount)}</span>,
          },
          {
            title: t('money:statement.original'),
            dataIndex: 'original',
            render: (original: StatementLine['original']) => (original ? formatMoney(original) : '—'),
          },
        ]}
      />
    </Space>
  );
}

/** Monthly statements (/center/billm, spec §2): the contract and the statements; `?id=` shows one. */
export default function StatementPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Card title={t('money:statement.title')} data-testid="statement-page">
      {id ? <StatementDetailView id={id} /> : <StatementListView />}
    </Card>
  );
}
