import type { DraftSummary } from '@seabook/domain/drafts';
import { Button, Empty, Space, Table, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { listPagination } from '../../components/list-pagination.ts';
import { OrderRoute } from '../../components/order-parts.tsx';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { labelledColumns, STACKED_TABLE } from '../../components/stacked-table.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useDraftList } from '../../lib/drafts-api.ts';
import { formatTime } from '../../lib/format.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';
import { DraftActions, useConfirmDelete } from './draft-actions.tsx';

export const DRAFT_PAGE_SIZE = 10;

/** The lane of a draft, or "no lane yet" (a letter read without ports). */
export function DraftLane({ draft }: { draft: Pick<DraftSummary, 'pol' | 'pod'> }) {
  const { t } = useTranslation();
  if (draft.pol && draft.pod) return <OrderRoute pol={draft.pol} pod={draft.pod} />;
  return <Typography.Text type="secondary">{t('drafts:list.noLane')}</Typography.Text>;
}

/** The "My drafts" tab: the tenant's drafts, the last saved first, to continue, view or delete. */
export function DraftTable({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const list = useDraftList(page, DRAFT_PAGE_SIZE);
  const confirmDelete = useConfirmDelete();

  if (list.isPending) return <PageLoading rows={6} />;
  if (list.isError) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total === 0)
    return (
      <Empty description={t('drafts:list.empty')} data-testid="drafts-empty">
        <Link to={RATES_PATHS.lclExport}>
          <Button type="primary">{t('drafts:list.emptyAction')}</Button>
        </Link>
      </Empty>
    );
  return (
    <Table<DraftSummary>
      rowKey="id"
      dataSource={list.data.items}
      loading={list.isFetching && list.isPlaceholderData}
      className={STACKED_TABLE}
      onRow={(draft) => ({ 'data-testid': 'draft-row', 'data-draft-id': draft.id }) as HTMLAttributes<HTMLElement>}
      pagination={listPagination({
        page,
        pageSize: DRAFT_PAGE_SIZE,
        total: list.data.total,
        totalText: (total) => t('drafts:list.total', { total }),
        onChange: onPage,
      })}
      columns={labelledColumns<DraftSummary>([
        {
          key: 'title',
          title: t('drafts:list.columns.title'),
          render: (_, draft) => (
            <Space orientation="vertical" size={0}>
              <span data-testid="draft-title">{draft.title || t('drafts:untitled')}</span>
              {draft.lineExpired ? (
                <Typography.Text type="warning">{t('drafts:list.lineExpired')}</Typography.Text>
              ) : draft.line === null ? (
                <Typography.Text type="secondary">{t('drafts:list.noSailing')}</Typography.Text>
              ) : null}
            </Space>
          ),
        },
        {
          key: 'mode',
          title: t('drafts:list.columns.mode'),
          render: (_, draft) => <Tag>{t(`drafts:modes.${draft.mode}`)}</Tag>,
        },
        { key: 'lane', title: t('drafts:list.columns.lane'), render: (_, draft) => <DraftLane draft={draft} /> },
        {
          key: 'source',
          title: t('drafts:list.columns.source'),
          render: (_, draft) => t(`drafts:sources.${draft.source}`),
        },
        {
          key: 'updatedAt',
          title: t('drafts:list.columns.updatedAt'),
          render: (_, draft) => formatTime(draft.updatedAt),
        },
        {
          key: 'actions',
          title: t('drafts:list.columns.actions'),
          render: (_, draft) => <DraftActions draft={draft} onDelete={confirmDelete} />,
        },
      ])}
    />
  );
}
