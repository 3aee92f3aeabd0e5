import { PlusOutlined } from '@ant-design/icons';
import { STAFF_KEYWORD_MAX, STAFF_ROLE_CODES, type StaffRoleCode, type StaffRow } from '@seabook/domain/ops-admin';
import { App, Button, Card, Empty, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { listPagination } from '../../components/list-pagination.ts';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { labelledColumns, STACKED_TABLE } from '../../components/stacked-table.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import { useOpsCan, useOpsMe } from '../../lib/ops-api.ts';
import { useSetStaffStatus, useStaffList } from './staff-api.ts';
import { StaffDrawer } from './staff-drawer.tsx';

const PAGE_SIZE = 20;

const isStaffRole = (role: string): role is StaffRoleCode => (STAFF_ROLE_CODES as readonly string[]).includes(role);

/** Enable or disable one operator, after a confirmation that says what happens to their sessions. */
function StatusButton({ row }: { row: StaffRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = useSetStaffStatus();
  const disabling = row.status === 'enabled';
  const next = disabling ? 'disabled' : 'enabled';
  return (
    <Popconfirm
      title={t(disabling ? 'opsAdmin:staff.confirm.disableTitle' : 'opsAdmin:staff.confirm.enableTitle', {
        name: row.name,
      })}
      description={t(disabling ? 'opsAdmin:staff.confirm.disableContent' : 'opsAdmin:staff.confirm.enableContent')}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      onConfirm={() =>
        change.mutateAsync({ id: row.id, status: next }).then(
          () => void message.success(t(`opsAdmin:staff.${next}`, { name: row.name })),
          (error) => {
            if (!error.handled) void message.error(error.msg);
          },
        )
      }
    >
      <Button type="link" size="small" danger={disabling} loading={change.isPending} data-testid="staff-toggle">
        {t(disabling ? 'opsAdmin:staff.disable' : 'opsAdmin:staff.enable')}
      </Button>
    </Popconfirm>
  );
}

/**
 * The operators' accounts (/ops/staff, admin only): by username or name, with their role and status;
 * a new operator and edits in a drawer, enabling and disabling after a confirmation. The administrator
 * cannot disable themselves (the server refuses it too).
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const can = useOpsCan();
  const me = useOpsMe();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.slice(0, STAFF_KEYWORD_MAX) ?? '';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const list = useStaffList({ keyword, page, pageSize: PAGE_SIZE });
  // The row stays while the drawer closes, so its title does not flip during the animation.
  const [drawer, setDrawer] = useState<{ open: boolean; row: StaffRow | null }>({ open: false, row: null });

  const show = (next: { keyword?: string; page?: number }) => {
    const merged = { keyword, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.keyword) query.keyword = merged.keyword;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { preventScrollReset: true });
  };
  const mayEdit = can('ops.staff', 'edit');

  let body: ReactNode;
  if (list.isPending) body = <PageLoading rows={6} />;
  else if (list.isError) body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0)
    body = <Empty description={t(keyword ? 'opsAdmin:staff.noMatch' : 'opsAdmin:staff.empty')} />;
  else
    body = (
      <Table<StaffRow>
        rowKey="id"
        dataSource={list.data.items}
        loading={list.isFetching && list.isPlaceholderData}
        className={STACKED_TABLE}
        onRow={(row) => ({ 'data-testid': 'staff-row', 'data-username': row.username }) as HTMLAttributes<HTMLElement>}
        pagination={listPagination({
          page,
          pageSize: PAGE_SIZE,
          total: list.data.total,
          totalText: (total) => t('opsAdmin:staff.total', { total }),
          onChange: (next) => show({ page: next }),
        })}
        columns={labelledColumns<StaffRow>([
          {
            key: 'username',
            title: t('opsAdmin:staff.columns.username'),
            render: (_, row) => (
              <Space size={4}>
                <span>{row.username}</span>
                {row.id === me.data?.id ? <Tag>{t('opsAdmin:staff.you')}</Tag> : null}
              </Space>
            ),
          },
          { key: 'name', title: t('opsAdmin:staff.columns.name'), render: (_, row) => row.name },
          {
            key: 'role',
            title: t('opsAdmin:staff.columns.role'),
            render: (_, row) => <Tag color="blue">{isStaffRole(row.role) ? t(`ops:roles.${row.role}`) : row.role}</Tag>,
          },
          {
            key: 'status',
            title: t('opsAdmin:staff.columns.status'),
            render: (_, row) => (
              <Tag color={row.status === 'enabled' ? 'green' : 'default'} data-testid="staff-status">
                {t(`opsAdmin:staff.statuses.${row.status}`)}
              </Tag>
            ),
          },
          {
            key: 'createdAt',
            title: t('opsAdmin:staff.columns.createdAt'),
            render: (_, row) => formatTime(row.createdAt),
          },
          {
            key: 'actions',
            title: t('opsAdmin:staff.columns.actions'),
            render: (_, row) =>
              mayEdit ? (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setDrawer({ open: true, row })}
                    data-testid="staff-edit"
                  >
                    {t('opsAdmin:staff.edit')}
                  </Button>
                  {row.id === me.data?.id ? null : <StatusButton row={row} />}
                </Space>
              ) : null,
          },
        ])}
      />
    );

  return (
    <Card data-testid="staff-page">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Input.Search
          key={keyword}
          allowClear
          defaultValue={keyword}
          maxLength={STAFF_KEYWORD_MAX}
          style={{ width: 260 }}
          placeholder={t('opsAdmin:staff.search')}
          aria-label={t('opsAdmin:staff.search')}
          onSearch={(value) => show({ keyword: value.trim() })}
          data-testid="staff-search"
        />
        {can('ops.staff', 'add') ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDrawer({ open: true, row: null })}
            data-testid="staff-add"
          >
            {t('opsAdmin:staff.add')}
          </Button>
        ) : null}
      </Space>
      {body}
      <StaffDrawer open={drawer.open} row={drawer.row} onClose={() => setDrawer({ ...drawer, open: false })} />
    </Card>
  );
}
