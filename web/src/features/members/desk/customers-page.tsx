import { App, Button, type ButtonProps, Card, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { listPagination } from '../../../components/list-pagination.ts';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { errorText } from '../../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { useOpsCan } from '../../../lib/ops-api.ts';
import { VerificationTag } from '../verification-tag.tsx';
import { type CustomerList, useCustomers, useSetAccountStatus, useSetMonthly } from './desk-api.ts';

const PAGE_SIZE = 20;
type Row = CustomerList['items'][number];

/** The admin's actions on one row: the monthly contract of its company, and disabling the account. */
function RowActions({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = useOpsCan();
  const monthly = useSetMonthly();
  const status = useSetAccountStatus();
  const failed = (error: { msg?: string }) => void message.error(error.msg ?? errorText('REQUEST_ERROR'));
  const saved = () => void message.success(t('verify:customers.saved'));
  return (
    <Space size={0} wrap>
      {can('ops.customers', 'edit') ? (
        <Button
          type="link"
          size="small"
          loading={monthly.isPending}
          onClick={() =>
            monthly.mutate(
              { tenantId: row.tenantId, monthly: !row.monthlySettlement },
              { onSuccess: saved, onError: failed },
            )
          }
          data-testid="customer-monthly"
        >
          {row.monthlySettlement ? t('verify:customers.clearMonthly') : t('verify:customers.setMonthly')}
        </Button>
      ) : null}
      {can('ops.customers', 'disable') ? (
        <Button
          type="link"
          size="small"
          danger={!row.disabled}
          loading={status.isPending}
          onClick={() => {
            const run = () =>
              status.mutateAsync({ accountId: row.accountId, disabled: !row.disabled }).then(saved, failed);
            if (row.disabled) void run();
            else
              modal.confirm({
                title: t('verify:customers.disable'),
                content: t('verify:customers.disableConfirm'),
                okText: t('verify:customers.disable'),
                okButtonProps: { danger: true, 'data-testid': 'customer-disable-confirm' } as ButtonProps,
                cancelText: t('common:actions.cancel'),
                onOk: run,
              });
          }}
          data-testid="customer-status"
        >
          {row.disabled ? t('verify:customers.enable') : t('verify:customers.disable')}
        </Button>
      ) : null}
    </Space>
  );
}

/** /ops/customers: accounts and companies with their states; an admin sets contracts and disables (issue 16). */
export default function CustomersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const list = useCustomers({ keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  const show = (next: { keyword?: string; page?: number }) => {
    const merged = { keyword, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.keyword) query.keyword = merged.keyword;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { preventScrollReset: true });
  };

  let body: ReactNode;
  if (list.isPending) body = <PageLoading rows={6} />;
  else if (list.isError) body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0) body = <Empty description={t('verify:customers.empty')} />;
  else
    body = (
      <Table<Row>
        rowKey="accountId"
        dataSource={list.data.items}
        loading={list.isFetching && list.isPlaceholderData}
        scroll={{ x: true }}
        onRow={(row) => ({ 'data-testid': 'customer-row', 'data-user': row.userNo }) as HTMLAttributes<HTMLElement>}
        pagination={listPagination({
          page,
          pageSize: PAGE_SIZE,
          total: list.data.total,
          totalText: (total) => t('verify:customers.total', { total }),
          onChange: (next) => show({ page: next }),
        })}
        columns={[
          { key: 'userNo', title: t('verify:customers.columns.userNo'), render: (_, row) => row.userNo },
          {
            key: 'name',
            title: t('verify:customers.columns.name'),
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>{row.name}</span>
                <Typography.Text type="secondary">{row.mobile || row.loginName}</Typography.Text>
              </Space>
            ),
          },
          {
            key: 'company',
            title: t('verify:customers.columns.company'),
            render: (_, row) => (
              <Space size={4} wrap>
                <span>{row.company}</span>
                <Tag>{t(`center:kinds.${row.tenantKind}`)}</Tag>
                <Tag>{t(`center:kinds.${row.accountKind}`)}</Tag>
              </Space>
            ),
          },
          {
            key: 'verification',
            title: t('verify:customers.columns.verification'),
            render: (_, row) => <VerificationTag state={row.verification} />,
          },
          {
            key: 'monthly',
            title: t('verify:customers.columns.monthly'),
            render: (_, row) => (
              <Tag color={row.monthlySettlement ? 'blue' : 'default'} data-testid="customer-monthly-state">
                {row.monthlySettlement ? t('verify:customers.monthlyOn') : t('verify:customers.monthlyOff')}
              </Tag>
            ),
          },
          {
            key: 'vip',
            title: t('verify:customers.columns.vip'),
            render: (_, row) =>
              row.vipEnd
                ? t('verify:customers.vipUntil', { date: formatDate(row.vipEnd, locale) })
                : t('verify:customers.none'),
          },
          {
            key: 'status',
            title: t('verify:customers.columns.status'),
            render: (_, row) => (
              <Tag color={row.disabled ? 'error' : 'success'} data-testid="customer-state">
                {row.disabled ? t('verify:customers.disabled') : t('verify:customers.enabled')}
              </Tag>
            ),
          },
          {
            key: 'createdAt',
            title: t('verify:customers.columns.createdAt'),
            render: (_, row) => formatTime(row.createdAt, { locale }),
          },
          {
            key: 'actions',
            title: t('verify:customers.columns.actions'),
            render: (_, row) => <RowActions row={row} />,
          },
        ]}
      />
    );

  return (
    <Card title={t('verify:customers.title')}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('verify:customers.search')}
          onSearch={(value) => show({ keyword: value.trim() })}
          style={{ width: 360, maxWidth: '100%' }}
          data-testid="customer-search"
        />
        {body}
      </Space>
    </Card>
  );
}
