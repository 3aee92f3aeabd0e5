import { type ApplicationState, REJECT_REASONS } from '@seabook/domain/verification';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Image,
  Input,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { type HTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { listPagination } from '../../../components/list-pagination.ts';
import { PageError, PageLoading } from '../../../components/page-state.tsx';
import { errorText } from '../../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';
import { fetchObjectUrl } from '../../../lib/download.ts';
import { formatTime } from '../../../lib/format.ts';
import { useOpsCan } from '../../../lib/ops-api.ts';
import {
  useApproveVerification,
  useRejectVerification,
  useVerificationDetail,
  useVerificationQueue,
  type VerificationDetail,
  type VerificationQueue,
  verificationFilePath,
} from './desk-api.ts';

const PAGE_SIZE = 20;
const STATES: readonly ApplicationState[] = ['pending', 'approved', 'rejected'];

/** An application's image, fetched with the operator's token (the server audits the view). */
function DocumentImage({ id, file }: { id: string; file: VerificationDetail['application']['files'][number] }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (file.type === 'pdf') return;
    let made: string | null = null;
    let live = true;
    fetchObjectUrl(verificationFilePath(id, file.id), { staff: true }).then(
      (objectUrl) => {
        made = objectUrl;
        if (live) setUrl(objectUrl);
        else URL.revokeObjectURL(objectUrl);
      },
      (error: { msg?: string }) => live && setFailed(error.msg ?? errorText('REQUEST_ERROR')),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id, file.id, file.type]);
  const label = t(`verify:desk.imageRoles.${file.role}`);
  let body: ReactNode;
  if (file.type === 'pdf')
    body = (
      <Button
        onClick={() =>
          void fetchObjectUrl(verificationFilePath(id, file.id), { staff: true }).then((objectUrl) =>
            window.open(objectUrl, '_blank', 'noopener'),
          )
        }
      >
        {t('verify:desk.openFile')} ({file.name})
      </Button>
    );
  else if (failed) body = <Typography.Text type="danger">{failed}</Typography.Text>;
  else if (url) body = <Image src={url} alt={label} width={220} data-testid={`desk-image-${file.role}`} />;
  else body = <Typography.Text type="secondary">{t('common:state.loading')}</Typography.Text>;
  return (
    <Space orientation="vertical" size={4}>
      <Typography.Text strong>{label}</Typography.Text>
      {body}
    </Space>
  );
}

/** Reject with a reason from the list or typed; the customer reads it as written. */
function RejectBox({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const reject = useRejectVerification();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = () =>
    reject.mutate(
      { id, reason },
      {
        onSuccess: () => {
          void message.success(t('verify:desk.rejected'));
          onDone();
        },
        onError: (failure) => setError(failure.fields?.reason ?? failure.msg),
      },
    );
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text strong>{t('verify:desk.reason')}</Typography.Text>
      <Space wrap size={[4, 4]}>
        {Object.entries(REJECT_REASONS).map(([key, text]) => (
          <Tag.CheckableTag
            key={key}
            checked={reason === text[locale]}
            onChange={() => setReason(text[locale])}
            data-testid={`desk-reason-${key}`}
          >
            {text[locale]}
          </Tag.CheckableTag>
        ))}
      </Space>
      <Input.TextArea
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        maxLength={200}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        placeholder={t('verify:desk.reasonPlaceholder')}
        status={error ? 'error' : undefined}
        data-testid="desk-reject-reason"
      />
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <Button danger loading={reject.isPending} onClick={send} data-testid="desk-reject">
        {t('verify:desk.reject')}
      </Button>
    </Space>
  );
}

/** The drawer of one application: typed data in full, the server's checks, the images, the decision. */
function ApplicationDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message, modal } = App.useApp();
  const can = useOpsCan();
  const detail = useVerificationDetail(id);
  const approve = useApproveVerification();
  let body: ReactNode = null;
  if (detail.isPending && id) body = <PageLoading rows={8} />;
  else if (detail.isError) body = <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (detail.data && id) {
    const { application: a, applicant, checks, reviewer } = detail.data;
    const personal = a.kind === 'personal';
    const confirmApprove = () =>
      modal.confirm({
        title: t('verify:desk.approve'),
        content: t('verify:desk.approveConfirm'),
        okText: t('verify:desk.approve'),
        cancelText: t('common:actions.cancel'),
        okButtonProps: { 'data-testid': 'desk-approve-confirm' } as ButtonProps,
        onOk: () =>
          approve.mutateAsync({ id }).then(
            () => {
              void message.success(t('verify:desk.approved'));
              onClose();
            },
            (error: { msg?: string }) => void message.error(error.msg ?? errorText('REQUEST_ERROR')),
          ),
      });
    body = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('verify:desk.auditNote')} />
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('verify:desk.columns.kind')}>
            {t(`verify:page.kinds.${a.kind}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('verify:desk.applicant')}>
            {[...new Set([applicant.name, applicant.mobile, applicant.company])].join(' · ')}
          </Descriptions.Item>
          {personal ? (
            <>
              <Descriptions.Item label={t('verify:fields.realName')}>{a.realName}</Descriptions.Item>
              <Descriptions.Item label={t('verify:fields.idType')}>
                {a.idType ? t(`verify:idTypes.${a.idType}`) : ''}
              </Descriptions.Item>
              <Descriptions.Item label={t('verify:fields.idNumber')}>
                <span data-testid="desk-id-number">{a.idNumber}</span>
              </Descriptions.Item>
            </>
          ) : (
            <>
              <Descriptions.Item label={t('verify:fields.companyName')}>{a.companyName}</Descriptions.Item>
              <Descriptions.Item label={t('verify:fields.creditCode')}>{a.creditCode}</Descriptions.Item>
              <Descriptions.Item label={t('verify:fields.shortName')}>{a.shortName}</Descriptions.Item>
              <Descriptions.Item label={t('verify:fields.address')}>{a.address}</Descriptions.Item>
              <Descriptions.Item label={t('verify:fields.phone')}>{a.phone}</Descriptions.Item>
            </>
          )}
          <Descriptions.Item label={t('verify:desk.columns.submittedAt')}>
            {formatTime(a.submittedAt, { locale })}
          </Descriptions.Item>
        </Descriptions>
        <div>
          <Typography.Text strong>{t('verify:desk.checks')}</Typography.Text>
          <div data-testid="desk-checks">
            <Space wrap size={[4, 4]}>
              <Tag color={checks.checkDigit ? 'success' : 'error'}>
                {checks.checkDigit ? t('verify:desk.checkDigitOk') : t('verify:desk.checkDigitBad')}
              </Tag>
              <Tag color={checks.duplicateOf ? 'error' : 'success'}>
                {checks.duplicateOf
                  ? t('verify:desk.duplicateOf', { name: checks.duplicateOf })
                  : t('verify:desk.noDuplicate')}
              </Tag>
              {checks.earlierApplications > 0 ? (
                <Tag>{t('verify:desk.earlier', { count: checks.earlierApplications })}</Tag>
              ) : null}
            </Space>
          </div>
        </div>
        <Space wrap align="start" size={16}>
          {a.files.map((file) => (
            <DocumentImage key={file.id} id={a.id} file={file} />
          ))}
        </Space>
        {a.state === 'pending' && can('ops.verifications', 'edit') ? (
          <>
            <Button type="primary" onClick={confirmApprove} loading={approve.isPending} data-testid="desk-approve">
              {t('verify:desk.approve')}
            </Button>
            <RejectBox id={a.id} onDone={onClose} />
          </>
        ) : (
          <Space orientation="vertical">
            <Tag color={a.state === 'approved' ? 'success' : 'error'}>{t(`verify:desk.states.${a.state}`)}</Tag>
            {a.rejectReason ? <Typography.Text>{a.rejectReason}</Typography.Text> : null}
            {a.reviewedAt ? (
              <Typography.Text type="secondary">
                {t('verify:desk.reviewedBy', { name: reviewer, time: formatTime(a.reviewedAt, { locale }) })}
              </Typography.Text>
            ) : null}
          </Space>
        )}
      </Space>
    );
  }
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={t('verify:desk.detail')}
      size="large"
      destroyOnHidden
      data-testid="desk-drawer"
    >
      {body}
    </Drawer>
  );
}

/** /ops/verifications: the queue of applications, oldest first, and the review of each (issue 16). */
export default function VerificationDeskPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = (STATES as readonly string[]).includes(stateParam ?? '') ? (stateParam as ApplicationState) : 'pending';
  const keyword = params.get('keyword') ?? '';
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [open, setOpen] = useState<string | null>(null);
  const queue = useVerificationQueue({ state, keyword: keyword || undefined, page, pageSize: PAGE_SIZE });

  const show = (next: { state?: ApplicationState; keyword?: string; page?: number }) => {
    const merged = { state, keyword, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.state !== 'pending') query.state = merged.state;
    if (merged.keyword) query.keyword = merged.keyword;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { preventScrollReset: true });
  };

  let body: ReactNode;
  if (queue.isPending) body = <PageLoading rows={6} />;
  else if (queue.isError) body = <PageError error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.data.total === 0) body = <Empty description={t('verify:desk.empty')} />;
  else
    body = (
      <Table<VerificationQueue['items'][number]>
        rowKey="id"
        dataSource={queue.data.items}
        loading={queue.isFetching && queue.isPlaceholderData}
        scroll={{ x: true }}
        onRow={(row) => ({ 'data-testid': 'desk-row', 'data-id': row.id }) as HTMLAttributes<HTMLElement>}
        pagination={listPagination({
          page,
          pageSize: PAGE_SIZE,
          total: queue.data.total,
          totalText: (total) => t('verify:desk.total', { total }),
          onChange: (next) => show({ page: next }),
        })}
        columns={[
          {
            key: 'submittedAt',
            title: t('verify:desk.columns.submittedAt'),
            render: (_, row) => formatTime(row.submittedAt, { locale }),
          },
          {
            key: 'kind',
            title: t('verify:desk.columns.kind'),
            render: (_, row) => <Tag>{t(`verify:page.kinds.${row.kind}`)}</Tag>,
          },
          { key: 'name', title: t('verify:desk.columns.name'), render: (_, row) => row.name },
          { key: 'number', title: t('verify:desk.columns.number'), render: (_, row) => row.number },
          {
            key: 'applicant',
            title: t('verify:desk.columns.applicant'),
            render: (_, row) => `${row.applicant} · ${row.mobile}`,
          },
          {
            key: 'actions',
            title: t('verify:desk.columns.actions'),
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="desk-open">
                {row.state === 'pending' ? t('verify:desk.open') : t('verify:desk.view')}
              </Button>
            ),
          },
        ]}
      />
    );

  return (
    <Card
      title={
        <Space wrap>
          <span>{t('verify:desk.title')}</span>
          {queue.data ? <Tag color="processing">{t('verify:desk.waiting', { count: queue.data.pending })}</Tag> : null}
        </Space>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <Segmented<ApplicationState>
            value={state}
            onChange={(next) => show({ state: next })}
            options={STATES.map((value) => ({ value, label: t(`verify:desk.states.${value}`) }))}
            data-testid="desk-state"
          />
          <Input.Search
            allowClear
            defaultValue={keyword}
            placeholder={t('verify:desk.search')}
            onSearch={(value) => show({ keyword: value.trim() })}
            style={{ width: 320, maxWidth: '100%' }}
          />
        </Space>
        {body}
      </Space>
      <ApplicationDrawer id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
