import type { JoinRequest, JoinState } from '@seabook/domain/sub-accounts';
import { SUB_ACCOUNT_LIMITS } from '@seabook/domain/sub-accounts';
import { App, Button, Form, Input, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { serverFieldErrors } from '../../components/field-rules.ts';
import { PageError } from '../../components/page-state.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useCan } from '../../lib/auth.ts';
import { formatTime } from '../../lib/format.ts';
import styles from './members.module.css';
import { useDecideJoinRequest, useJoinRequests } from './sub-accounts-api.ts';

export const JOIN_COLORS: Record<JoinState, string> = { pending: 'processing', approved: 'success', rejected: 'error' };

type Deciding = { request: JoinRequest; approve: boolean } | null;

/** Approve (a sub-account is made) or reject, each with a reason the applicant reads. */
function DecisionModal({
  deciding,
  companyCode,
  onClose,
}: {
  deciding: Deciding;
  companyCode: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecideJoinRequest();
  const name = deciding ? `${deciding.request.applicantName} (${deciding.request.applicantMobile})` : '';
  return (
    <Modal
      open={deciding !== null}
      destroyOnHidden
      title={
        deciding
          ? t(deciding.approve ? 'subAccounts:requests.approveTitle' : 'subAccounts:requests.rejectTitle', { name })
          : ''
      }
      okText={deciding?.approve ? t('subAccounts:requests.approve') : t('subAccounts:requests.reject')}
      okButtonProps={{ danger: deciding?.approve === false, 'data-testid': 'join-decide-ok' }}
      cancelText={t('subAccounts:confirm.cancel')}
      confirmLoading={decide.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {deciding?.approve ? (
        <Typography.Paragraph type="secondary">
          {t('subAccounts:requests.approveHint', { loginName: `${deciding.request.username}@${companyCode}` })}
        </Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) =>
          deciding &&
          decide.mutate(
            { id: deciding.request.id, reason: values.reason, approve: deciding.approve },
            {
              onSuccess: () => {
                void message.success(t('subAccounts:done'));
                onClose();
              },
              onError: (error) => {
                form.setFields(serverFieldErrors(error) as Parameters<typeof form.setFields>[0]);
                if (!error.handled && !error.fields) void message.error(error.msg || errorText('REQUEST_ERROR'));
              },
            },
          )
        }
      >
        <Form.Item
          name="reason"
          label={t('subAccounts:requests.reasonLabel')}
          rules={[{ required: true, whitespace: true, message: errorText('DECISION_REASON_REQUIRED') }]}
        >
          <Input.TextArea rows={3} maxLength={SUB_ACCOUNT_LIMITS.reason} showCount data-testid="join-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The requests of people to join the company, newest first, filtered by state. */
export function JoinRequestsTab({ companyCode }: { companyCode: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const [status, setStatus] = useState<JoinState | 'all'>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const list = useJoinRequests({ page, pageSize: 10, ...(status === 'all' ? {} : { status }) });
  if (list.isError) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Space orientation="vertical" size={12} className={styles.stack}>
      <Segmented<JoinState | 'all'>
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={[
          { value: 'pending', label: t('subAccounts:joinStates.pending') },
          { value: 'approved', label: t('subAccounts:joinStates.approved') },
          { value: 'rejected', label: t('subAccounts:joinStates.rejected') },
          { value: 'all', label: t('subAccounts:requests.all') },
        ]}
        data-testid="join-filter"
      />
      <Table<JoinRequest>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('subAccounts:requests.empty') }}
        pagination={{
          current: page,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        onRow={(row) => ({ 'data-testid': `join-row-${row.username}` }) as object}
        columns={[
          {
            key: 'applicant',
            title: t('subAccounts:requests.applicant'),
            render: (_, row) => (
              <span>
                {row.applicantName}
                {row.applicantName !== row.applicantMobile ? (
                  <>
                    <br />
                    <Typography.Text type="secondary">{row.applicantMobile}</Typography.Text>
                  </>
                ) : null}
              </span>
            ),
          },
          { key: 'username', title: t('subAccounts:requests.username'), dataIndex: 'username' },
          { key: 'remark', title: t('subAccounts:requests.remark'), dataIndex: 'remark' },
          { key: 'at', title: t('subAccounts:requests.createdAt'), render: (_, row) => formatTime(row.createdAt) },
          {
            key: 'status',
            title: t('subAccounts:requests.status'),
            render: (_, row) => <Tag color={JOIN_COLORS[row.status]}>{t(`subAccounts:joinStates.${row.status}`)}</Tag>,
          },
          { key: 'reason', title: t('subAccounts:requests.reason'), dataIndex: 'reason' },
          {
            key: 'actions',
            title: t('subAccounts:columns.actions'),
            render: (_, row) =>
              row.status === 'pending' ? (
                <Space>
                  {can('childAccount', 'add') ? (
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => setDeciding({ request: row, approve: true })}
                      data-testid="join-approve"
                    >
                      {t('subAccounts:requests.approve')}
                    </Button>
                  ) : null}
                  {can('childAccount', 'edit') ? (
                    <Button
                      size="small"
                      danger
                      onClick={() => setDeciding({ request: row, approve: false })}
                      data-testid="join-reject"
                    >
                      {t('subAccounts:requests.reject')}
                    </Button>
                  ) : null}
                </Space>
              ) : null,
          },
        ]}
      />
      <DecisionModal deciding={deciding} companyCode={companyCode} onClose={() => setDeciding(null)} />
    </Space>
  );
}
