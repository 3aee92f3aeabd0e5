import type { SubAccount } from '@seabook/domain/sub-accounts';
import { App, Button, type ButtonProps, Card, Dropdown, Grid, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { useCan, useUserInfo } from '../../lib/auth.ts';
import { formatTime } from '../../lib/format.ts';
import { JoinRequestsTab } from './join-requests.tsx';
import styles from './members.module.css';
import { AUTH_GUIDE_PATH } from './paths.ts';
import { ResetPasswordModal, SubAccountModal } from './sub-account-form.tsx';
import { useRemoveSubAccount, useSetSubAccountState, useSubAccounts, useUnbindSubAccount } from './sub-accounts-api.ts';

const PAGE_SIZE = 10;

function AccountsTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = useCan();
  const wide = Grid.useBreakpoint().md ?? true;
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<SubAccount | null | undefined>(undefined);
  const [resetting, setResetting] = useState<SubAccount | null>(null);
  const list = useSubAccounts({ page, pageSize: PAGE_SIZE, keyword });
  const setState = useSetSubAccountState();
  const unbind = useUnbindSubAccount();
  const remove = useRemoveSubAccount();
  const done = () => void message.success(t('subAccounts:done'));
  const failed = (error: ApiError) => {
    if (!error.handled) void message.error(error.msg || errorText('REQUEST_ERROR'));
  };
  const confirm = (text: string, run: () => Promise<unknown>, danger = true) =>
    modal.confirm({
      title: text,
      okText: t('subAccounts:confirm.ok'),
      cancelText: t('subAccounts:confirm.cancel'),
      okButtonProps: { danger, 'data-testid': 'sub-confirm-ok' } as ButtonProps,
      onOk: () => run().then(done, failed),
    });

  if (list.isPending) return <PageLoading rows={6} />;
  if (list.isError) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  const companyCode = list.data.companyCode;

  return (
    <Space orientation="vertical" size={12} className={styles.stack}>
      <Typography.Paragraph type="secondary" className={styles.flush}>
        {t('subAccounts:intro', { code: companyCode })}
      </Typography.Paragraph>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          placeholder={t('subAccounts:keyword')}
          enterButton={t('subAccounts:search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          className={styles.search}
          data-testid="sub-search"
        />
        {can('childAccount', 'add') ? (
          <Button type="primary" onClick={() => setEditing(null)} data-testid="sub-add">
            {t('subAccounts:add')}
          </Button>
        ) : null}
      </div>
      <Table<SubAccount>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data.items}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('subAccounts:empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data.total,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        onRow={(row) => ({ 'data-testid': `sub-row-${row.username}` }) as object}
        columns={[
          {
            key: 'login',
            title: t('subAccounts:columns.loginName'),
            render: (_, row) => <strong>{row.loginName}</strong>,
          },
          { key: 'name', title: t('subAccounts:columns.name'), dataIndex: 'name' },
          { key: 'phone', title: t('subAccounts:columns.phone'), dataIndex: 'phone' },
          { key: 'email', title: t('subAccounts:columns.email'), dataIndex: 'email' },
          {
            key: 'status',
            title: t('subAccounts:columns.status'),
            render: (_, row) => (
              <Tag color={row.status === 'enabled' ? 'success' : 'default'} data-testid="sub-status">
                {t(`subAccounts:status.${row.status}`)}
              </Tag>
            ),
          },
          {
            key: 'binding',
            title: t('subAccounts:columns.binding'),
            render: (_, row) => (row.bound ? t('subAccounts:bound') : t('subAccounts:unbound')),
          },
          {
            key: 'last',
            title: t('subAccounts:columns.lastLogin'),
            render: (_, row) => (row.lastLoginAt ? formatTime(row.lastLoginAt) : t('subAccounts:never')),
          },
          {
            key: 'actions',
            title: t('subAccounts:columns.actions'),
            // Kept in view while the other columns scroll (a laptop's width cut it off); a phone has no room
            // to keep it aside, so there the whole row scrolls.
            fixed: wide ? 'right' : undefined,
            render: (_, row) => {
              const enabled = row.status === 'enabled';
              const more = [
                can('childAccount', 'edit') ? { key: 'reset', label: t('subAccounts:actions.resetPassword') } : null,
                can('childAccount', 'edit') && row.bound
                  ? { key: 'unbind', label: t('subAccounts:actions.unbind') }
                  : null,
                can('childAccount', 'delete')
                  ? { key: 'remove', label: t('subAccounts:actions.remove'), danger: true }
                  : null,
              ].filter((item) => item !== null);
              return (
                <Space size={4} wrap>
                  {can('childAccount', 'edit') ? (
                    <Button size="small" onClick={() => setEditing(row)} data-testid="sub-edit">
                      {t('subAccounts:actions.edit')}
                    </Button>
                  ) : null}
                  {can('childAccount', enabled ? 'disable' : 'enable') ? (
                    <Button
                      size="small"
                      danger={enabled}
                      data-testid={enabled ? 'sub-disable' : 'sub-enable'}
                      onClick={() =>
                        enabled
                          ? confirm(t('subAccounts:confirm.disable', { name: row.loginName }), () =>
                              setState.mutateAsync({ id: row.id, enabled: false }),
                            )
                          : setState.mutate({ id: row.id, enabled: true }, { onSuccess: done, onError: failed })
                      }
                    >
                      {t(enabled ? 'subAccounts:actions.disable' : 'subAccounts:actions.enable')}
                    </Button>
                  ) : null}
                  {more.length > 0 ? (
                    <Dropdown
                      trigger={['click']}
                      menu={{
                        items: more,
                        onClick: ({ key }) => {
                          if (key === 'reset') setResetting(row);
                          if (key === 'unbind')
                            confirm(t('subAccounts:confirm.unbind', { name: row.loginName }), () =>
                              unbind.mutateAsync(row.id),
                            );
                          if (key === 'remove')
                            confirm(t('subAccounts:confirm.remove', { name: row.loginName }), () =>
                              remove.mutateAsync(row.id),
                            );
                        },
                      }}
                    >
                      <Button size="small" data-testid="sub-more">
                        {t('subAccounts:actions.more')}
                      </Button>
                    </Dropdown>
                  ) : null}
                </Space>
              );
            },
          },
        ]}
      />
      <SubAccountModal account={editing} companyCode={companyCode} onClose={() => setEditing(undefined)} />
      <ResetPasswordModal account={resetting} onClose={() => setResetting(null)} />
    </Space>
  );
}

function RequestsTab() {
  const list = useSubAccounts({ page: 1, pageSize: 1 });
  return <JoinRequestsTab companyCode={list.data?.companyCode ?? ''} />;
}

/**
 * /center/childAccount (issue 16, decision 033): a verified company's sub-accounts and the requests of
 * people to join it. Anyone else (a person, a company still in review, a sub-account without the
 * permission) is led to the verification guide (spec §2).
 */
export default function SubAccountsPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const can = useCan();
  if (user.isPending)
    return (
      <Card>
        <PageLoading rows={6} />
      </Card>
    );
  if (user.isError) return <PageError error={user.error} onRetry={() => void user.refetch()} />;
  const company = user.data.company.kind === 'company' && user.data.verification === 'verified';
  if (!company || !can('childAccount', 'query')) return <Navigate to={AUTH_GUIDE_PATH} replace />;
  return (
    <Card title={t('subAccounts:title')} data-testid="sub-accounts-page">
      <Tabs
        items={[
          { key: 'accounts', label: t('subAccounts:tabs.accounts'), children: <AccountsTab /> },
          { key: 'requests', label: t('subAccounts:tabs.requests'), children: <RequestsTab /> },
        ]}
      />
    </Card>
  );
}
