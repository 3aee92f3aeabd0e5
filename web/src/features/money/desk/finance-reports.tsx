import { chinaToday } from '@seabook/domain/china-time';
import { Alert, Button, DatePicker, Empty, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useErrorMessage } from '../../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/plain-format.ts';
import { BillStatusTag } from '../bill-labels.tsx';
import styles from '../money.module.css';
import { BillDrawer } from './bill-drawer.tsx';
import { type OverdueList, type Takings, useOverdueBills, useTakings } from './desk-api.ts';

/** The finance desk's day's takings and overdue bills (issue 17): read-only views of the stored records. */

type Line = Takings['lines'][number];
type Payment = Line['payments'][number];

function Payments({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={payments}
      scroll={{ x: 'max-content' }}
      data-testid="takings-payments"
      columns={[
        { title: t('money:reports.at'), dataIndex: 'at', render: (at: string) => formatTime(at, { locale }) },
        { title: t('money:columns.billNo'), dataIndex: 'billNos', render: (nos: string[]) => nos.join(', ') },
        { title: t('money:desk.company'), dataIndex: 'company' },
        {
          title: t('money:desk.amount'),
          dataIndex: 'amount',
          render: (amount: Payment['amount']) => <span className={styles.amount}>{formatMoney(amount)}</span>,
        },
        {
          title: t('money:reports.reference'),
          key: 'reference',
          render: (_: unknown, row: Payment) =>
            row.tradeNo ?? (row.voucher ? `${t('money:desk.voucher')}: ${row.voucher}` : row.paymentNo),
        },
      ]}
    />
  );
}

export function TakingsTab() {
  const { t } = useTranslation();
  const [day, setDay] = useState(() => chinaToday());
  const takings = useTakings(day);
  const error = useErrorMessage(takings.error);
  const data = takings.data;
  return (
    <>
      <Space wrap className={styles.filters}>
        <DatePicker
          value={dayjs(day)}
          allowClear={false}
          onChange={(value) => value && setDay(value.format('YYYY-MM-DD'))}
          disabledDate={(d) => d.format('YYYY-MM-DD') > chinaToday()}
          data-testid="takings-day"
        />
        <Button onClick={() => setDay(chinaToday())}>{t('money:reports.today')}</Button>
      </Space>
      {takings.error && <Alert type="error" showIcon title={error} className={styles.filters} />}
      <Typography.Paragraph data-testid="takings-totals">
        {t('money:reports.total')}：
        {data?.totals.length
          ? data.totals
              .map((x) => t('money:reports.countOf', { amount: formatMoney(x.total), count: x.count }))
              .join(' + ')
          : t('money:list.none')}
      </Typography.Paragraph>
      <Table
        rowKey={(line: Line) => `${line.channel}-${line.currency}`}
        size="middle"
        loading={takings.isLoading}
        dataSource={data?.lines ?? []}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: <Empty description={t('money:reports.noTakings')} /> }}
        expandable={{ expandedRowRender: (line: Line) => <Payments payments={line.payments} /> }}
        onRow={(line: Line) =>
          ({ 'data-testid': 'takings-line', 'data-line': `${line.channel}-${line.currency}` }) as object
        }
        columns={[
          {
            title: t('money:reports.channel'),
            dataIndex: 'channel',
            render: (channel: Line['channel']) => t(`money:reports.channels.${channel}`),
          },
          { title: t('money:reports.currency'), dataIndex: 'currency' },
          { title: t('money:reports.count'), dataIndex: 'count' },
          {
            title: t('money:reports.sum'),
            dataIndex: 'total',
            render: (total: Line['total']) => <span className={styles.amount}>{formatMoney(total)}</span>,
          },
        ]}
      />
    </>
  );
}

const OVERDUE_PAGE = 20;

export function OverdueTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const overdue = useOverdueBills({ page, pageSize: OVERDUE_PAGE });
  const error = useErrorMessage(overdue.error);
  type Row = OverdueList['items'][number];
  return (
    <>
      {overdue.error && <Alert type="error" showIcon title={error} className={styles.filters} />}
      <Table
        rowKey="id"
        size="middle"
        loading={overdue.isLoading}
        dataSource={overdue.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('money:reports.noOverdue')} /> }}
        onRow={() => ({ 'data-testid': 'overdue-row' }) as object}
        pagination={{
          current: page,
          pageSize: OVERDUE_PAGE,
          total: overdue.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          {
            title: t('money:columns.billNo'),
            dataIndex: 'billNo',
            render: (billNo: string, row: Row) => (
              <Button type="link" onClick={() => setOpen(row.id)} data-testid="overdue-bill-link">
                {billNo}
              </Button>
            ),
          },
          { title: t('money:desk.company'), dataIndex: 'company' },
          {
            title: t('money:reports.left'),
            dataIndex: 'left',
            render: (left: Row['left']) => <span className={styles.amount}>{left.map(formatMoney).join(' + ')}</span>,
          },
          {
            title: t('money:reports.dueBy'),
            dataIndex: 'dueBy',
            // The deadline is the start of the day after the last day to confirm.
            render: (at: string) => formatDate(new Date(Date.parse(at) - 1), locale),
          },
          {
            title: t('money:reports.daysOverdue'),
            dataIndex: 'daysOverdue',
            render: (days: number) => (
              <Typography.Text type="danger">{t('money:reports.days', { count: days })}</Typography.Text>
            ),
          },
          {
            title: t('money:columns.status'),
            dataIndex: 'status',
            render: (s: Row['status']) => <BillStatusTag status={s} />,
          },
        ]}
      />
      <BillDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
