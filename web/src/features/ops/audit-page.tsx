import { AUDIT_ACTIONS, AUDIT_OBJECTS, type AuditEntry } from '@seabook/domain/ops-audit';
import { Button, Card, DatePicker, Empty, Input, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { HTMLAttributes, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { listPagination } from '../../components/list-pagination.ts';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { labelledColumns, STACKED_TABLE } from '../../components/stacked-table.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { choiceParam, pageParam, viewParams } from '../../lib/desk-params.ts';
import { formatTime } from '../../lib/format.ts';
import { type AuditSearch, useAuditList, useStaffOptions } from './audit-api.ts';
import { AuditDiff } from './audit-diff.tsx';

const PAGE_SIZE = 20;
const FILTERS = ['staffId', 'action', 'objectType', 'keyword', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The search as the address bar holds it (unknown values are dropped, the server checks the rest). */
function queryFrom(params: URLSearchParams): AuditSearch {
  const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);
  return {
    staffId: params.get('staffId') || undefined,
    action: choiceParam(params, 'action', AUDIT_ACTIONS),
    objectType: choiceParam(params, 'objectType', AUDIT_OBJECTS),
    keyword: params.get('keyword')?.slice(0, 60) || undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: pageParam(params),
    pageSize: PAGE_SIZE,
  };
}

/** The operator filter: every operator by name and username, searchable. */
function StaffFilter({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const { t } = useTranslation();
  const options = useStaffOptions();
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 180 }}
      value={value}
      loading={options.isPending}
      placeholder={t('opsAdmin:audit.filters.allStaff')}
      aria-label={t('opsAdmin:audit.filters.staff')}
      onChange={(id?: string) => onChange(id)}
      options={(options.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.username})` }))}
      data-testid="audit-filter-staff"
    />
  );
}

/**
 * The audit trail (/ops/audit, admin only): every operator action, newest first, searched by operator,
 * action, kind of object, the object's number or id, and China days, all kept in the address bar. A row
 * opens to show before → after of the fields that changed.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const list = useAuditList(query);

  /** A new search: a filter change goes back to page 1. */
  const show = (next: Partial<Record<Filter, string | undefined>> & { page?: number }) => {
    const merged = { ...query, page: 1, ...next };
    const view = Object.fromEntries([...FILTERS.map((key) => [key, merged[key]]), ['page', merged.page]]);
    setParams(viewParams(view, { page: 1 }), { preventScrollReset: true });
  };
  const filtered = FILTERS.some((key) => query[key]);

  let body: ReactNode;
  if (list.isPending) body = <PageLoading rows={8} />;
  else if (list.isError) body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0)
    body = <Empty description={t(filtered ? 'opsAdmin:audit.noMatch' : 'opsAdmin:audit.empty')} />;
  else
    body = (
      <Table<AuditEntry>
        rowKey="id"
        dataSource={list.data.items}
        loading={list.isFetching && list.isPlaceholderData}
        className={STACKED_TABLE}
        onRow={() => ({ 'data-testid': 'audit-row' }) as HTMLAttributes<HTMLElement>}
        expandable={{ expandedRowRender: (entry) => <AuditDiff entry={entry} /> }}
        pagination={listPagination({
          page: query.page,
          pageSize: PAGE_SIZE,
          total: list.data.total,
          totalText: (total) => t('opsAdmin:audit.total', { total }),
          onChange: (page) => show({ page }),
        })}
        columns={labelledColumns<AuditEntry>([
          {
            key: 'at',
            title: t('opsAdmin:audit.columns.at'),
            render: (_, entry) => (
              <span style={{ whiteSpace: 'nowrap' }}>{formatTime(entry.at, { seconds: true })}</span>
            ),
          },
          { key: 'staff', title: t('opsAdmin:audit.columns.staff'), render: (_, entry) => entry.staffName },
          {
            key: 'action',
            title: t('opsAdmin:audit.columns.action'),
            render: (_, entry) => (
              <Tag color="blue" data-testid="audit-action">
                {t(`opsAdmin:audit.actions.${entry.action}`)}
              </Tag>
            ),
          },
          {
            key: 'object',
            title: t('opsAdmin:audit.columns.object'),
            render: (_, entry) => (
              <Space orientation="vertical" size={0}>
                <span>
                  <Typography.Text type="secondary">{t(`opsAdmin:audit.objects.${entry.objectType}`)}</Typography.Text>{' '}
                  <Typography.Text strong data-testid="audit-object">
                    {entry.objectLabel || entry.objectId}
                  </Typography.Text>
                </span>
                {entry.objectLabel ? (
                  <Typography.Text type="secondary" copyable={{ text: entry.objectId }} style={{ fontSize: 12 }}>
                    {entry.objectId.slice(0, 8)}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            key: 'remark',
            title: t('opsAdmin:audit.columns.remark'),
            render: (_, entry) => entry.remark ?? '',
          },
        ])}
      />
    );

  return (
    <Card data-testid="audit-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <StaffFilter value={query.staffId} onChange={(staffId) => show({ staffId })} />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 180 }}
          value={query.action}
          placeholder={t('opsAdmin:audit.filters.allActions')}
          aria-label={t('opsAdmin:audit.filters.action')}
          onChange={(action?: string) => show({ action })}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`opsAdmin:audit.actions.${action}`) }))}
          data-testid="audit-filter-action"
        />
        <Select
          allowClear
          style={{ minWidth: 140 }}
          value={query.objectType}
          placeholder={t('opsAdmin:audit.filters.allObjects')}
          aria-label={t('opsAdmin:audit.filters.objectType')}
          onChange={(objectType?: string) => show({ objectType })}
          options={AUDIT_OBJECTS.map((type) => ({ value: type, label: t(`opsAdmin:audit.objects.${type}`) }))}
          data-testid="audit-filter-object"
        />
        <Input.Search
          key={query.keyword ?? ''}
          allowClear
          defaultValue={query.keyword}
          maxLength={60}
          style={{ width: 240 }}
          placeholder={t('opsAdmin:audit.filters.keyword')}
          aria-label={t('opsAdmin:audit.filters.keyword')}
          enterButton={t('opsAdmin:audit.filters.search')}
          onSearch={(value) => show({ keyword: value.trim() || undefined })}
          data-testid="audit-filter-keyword"
        />
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          value={[query.from ? dayjs(query.from) : null, query.to ? dayjs(query.to) : null]}
          placeholder={[t('opsAdmin:audit.filters.from'), t('opsAdmin:audit.filters.to')]}
          aria-label={t('opsAdmin:audit.filters.range')}
          onChange={(range) =>
            show({
              from: range?.[0]?.format('YYYY-MM-DD') ?? undefined,
              to: range?.[1]?.format('YYYY-MM-DD') ?? undefined,
            })
          }
          data-testid="audit-filter-range"
        />
        <Button onClick={() => setParams({}, { preventScrollReset: true })} disabled={!filtered}>
          {t('opsAdmin:audit.filters.reset')}
        </Button>
      </Space>
      {body}
    </Card>
  );
}
