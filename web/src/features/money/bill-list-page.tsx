import { BILL_TAB_KEYS, type BillTab } from '@seabook/domain/bill-rules';
import type { BillSummary } from '@seabook/domain/bills';
import { Button, Card, DatePicker, Empty, Input, Space, Table, Tabs, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageError } from '../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatDate } from '../../lib/format.ts';
import { formatMoney } from '../../lib/plain-format.ts';
import { useBills } from './api.ts';
import { BillParts, BillStatusTag } from './bill-labels.tsx';
import styles from './money.module.css';
import { BILL_PATHS } from './paths.ts';
import { StatementLink } from './statement-link.tsx';

const PAGE_SIZE = 20;
const isTab = (value: string | null): value is BillTab => BILL_TAB_KEYS.includes(value as BillTab);

/**
 * My bills (/center/bill): tabs by state, a search by bill, order or B/L number and by date, what is
 * open per currency; the filter is kept in the address.
 */
export default function BillListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: BillTab = isTab(tabParam) ? tabParam : 'all';
  const keyword = params.get('keyword') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(keyword);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const bills = useBills({ tab, keyword, from, to, page, pageSize: PAGE_SIZE });

  const show = (next: Record<string, string>) => {
    const merged: Record<string, string> = { tab, keyword, from, to, page: '1', ...next };
    setParams(
      Object.fromEntries(
        Object.entries(merged).filter(([k, v]) => v && !(k === 'tab' && v === 'all') && !(k === 'page' && v === '1')),
      ),
    );
  };

  const columns = [
    {
      title: t('money:columns.billNo'),
      dataIndex: 'billNo',
      render: (billNo: string, bill: BillSummary) => (
        <Link to={BILL_PATHS.detail(bill.id)} data-testid="bill-link">
          {billNo}
        </Link>
      ),
    },
    { title: t('money:columns.date'), dataIndex: 'date', render: (day: string) => formatDate(day, locale) },
    {
      title: t('money:columns.orders'),
      dataIndex: 'orders',
      render: (orders: BillSummary['orders']) => orders.map((o) => o.orderNo).join(', '),
    },
    {
      title: t('money:columns.amounts'),
      dataIndex: 'parts',
      render: (parts: BillSummary['parts']) => <BillParts parts={parts} />,
    },
    {
      title: t('money:columns.status'),
      dataIndex: 'status',
      render: (status: BillSummary['status'], row: BillSummary) => <BillStatusTag status={status} kind={row.kind} />,
    },
  ];

  if (bills.error) return <PageError error={bills.error} onRetry={() => bills.refetch()} />;
  const data = bills.data;
  return (
    <Card title={t('money:list.title')} data-testid="bill-list-page">
      <StatementLink />
      <Tabs
        activeKey={tab}
        onChange={(key) => show({ tab: key })}
        items={BILL_TAB_KEYS.map((key) => ({
          key,
          label: `${t(`money:list.tabs.${key}`)}${data ? ` (${data.tabs[key] ?? 0})` : ''}`,
        }))}
      />
      <Space wrap className={styles.filters}>
        <Input
          allowClear
          value={typed}
          placeholder={t('money:list.keyword')}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={() => show({ keyword: typed.trim() })}
          data-testid="bill-keyword"
          className={styles.keyword}
        />
        <DatePicker.RangePicker
          value={range}
          onChange={(value) => {
            setRange(value);
            show({ from: value?.[0]?.format('YYYY-MM-DD') ?? '', to: value?.[1]?.format('YYYY-MM-DD') ?? '' });
          }}
        />
        <Button type="primary" onClick={() => show({ keyword: typed.trim() })} data-testid="bill-search">
          {t('money:list.search')}
        </Button>
      </Space>
      <Typography.Paragraph data-testid="bill-open">
        {t('money:list.open')}：{data?.open.length ? data.open.map(formatMoney).join(' + ') : t('money:list.none')}
      </Typography.Paragraph>
      <Table
        rowKey="id"
        size="middle"
        loading={bills.isLoading}
        columns={columns}
        dataSource={data?.items ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('money:list.empty')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (next) => show({ page: String(next) }),
        }}
      />
    </Card>
  );
}
