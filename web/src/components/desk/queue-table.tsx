import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import type { ApiError } from '../../lib/api-error.ts';
import { listPagination } from '../list-pagination.ts';
import { PageError } from '../page-state.tsx';
import { labelledColumns, STACKED_TABLE } from '../stacked-table.ts';

/**
 * One page of a queue that reads itself again every half minute (the inquiry and letter desks): the
 * rows stay on screen while a page loads or a refresh fails, the error shows only when there is
 * nothing to show, and `empty` when the page has no rows.
 */
export function QueueTable<T extends { id: string }>({
  list,
  columns,
  rowAttributes,
  empty,
  page,
  pageSize,
  totalText,
  onPage,
}: {
  list: UseQueryResult<{ items: T[]; total: number }, ApiError>;
  columns: TableColumnsType<T>;
  /** The row's test id and data attributes. */
  rowAttributes: (item: T) => Record<string, string>;
  empty: ReactNode;
  page: number;
  pageSize: number;
  totalText: (total: number) => string;
  onPage: (page: number) => void;
}) {
  if (list.isError && !list.data) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data && list.data.total === 0) return empty;
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      dataSource={list.data?.items ?? []}
      loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
      className={STACKED_TABLE}
      columns={labelledColumns(columns)}
      onRow={(item) => rowAttributes(item) as HTMLAttributes<HTMLElement>}
      pagination={listPagination({ page, pageSize, total: list.data?.total ?? 0, totalText, onChange: onPage })}
    />
  );
}
