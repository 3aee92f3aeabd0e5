import type { Letter, LetterStatus } from '@seabook/domain/letters';
import { App, Button, Empty, Space, Table, Tag, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { Link } from 'react-router';
import { listPagination } from '../../components/list-pagination.ts';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { labelledColumns, STACKED_TABLE } from '../../components/stacked-table.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { downloadFile } from '../../lib/files.ts';
import { formatTime } from '../../lib/format.ts';
import { useCancelLetter, useLetterList } from './api.ts';
import { LETTER_PATHS } from './paths.ts';

const PAGE_SIZE = 10;

const STATUS_COLORS: Record<LetterStatus, string> = {
  pending: 'processing',
  processed_manual: 'success',
  processed_parsed: 'success',
  cancelled: 'default',
  rejected: 'error',
};

export function LetterStatusTag({ status }: { status: LetterStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="letter-status">
      {t(`letters:statuses.${status}`)}
    </Tag>
  );
}

/** The letter's file as a download link (the session travels in a header, so it is fetched). */
function FileLink({ letter }: { letter: Letter }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Button
      type="link"
      size="small"
      className="letter-file"
      onClick={() =>
        void downloadFile(letter.file.id, letter.file.name).catch(
          () => void message.error(t('letters:list.downloadFailed')),
        )
      }
    >
      {letter.file.name}
    </Button>
  );
}

/** What can be done with a letter: continue its draft, open its order, or withdraw it while pending. */
function LetterActions({ letter }: { letter: Letter }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const cancel = useCancelLetter();
  if (letter.status === 'processed_parsed' && letter.draftId)
    return <Link to={LETTER_PATHS.draft(letter.mode, letter.draftId)}>{t('letters:list.openDraft')}</Link>;
  // An operator's order (booked by hand, or the parsed draft confirmed for the customer).
  if (letter.orderId)
    return <Link to={LETTER_PATHS.order(letter.orderId)}>{letter.orderNo ?? t('letters:list.openOrder')}</Link>;
  if (letter.status !== 'pending') return null;
  const confirm = () =>
    modal.confirm({
      title: t('letters:list.cancelTitle', { letterNo: letter.letterNo }),
      content: t('letters:list.cancelContent'),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await cancel.mutateAsync(letter.id);
          void message.success(t('letters:list.cancelled'));
        } catch (error) {
          if (!isApiError(error) || !error.handled) void message.error(isApiError(error) ? error.msg : String(error));
        }
      },
    });
  return (
    <Button size="small" danger onClick={confirm} data-testid="letter-cancel">
      {t('letters:list.cancel')}
    </Button>
  );
}

/**
 * The tenant's letters of instruction, newest first (the drafts centre's "Shipping instructions" tab):
 * number, mode and kind, the file, status, remark and date, with what each allows. Paged here, so the
 * tab keeps its own place.
 */
export function LetterList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useLetterList({ page, pageSize: PAGE_SIZE });

  if (list.isPending) return <PageLoading rows={4} />;
  if (list.isError) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total === 0)
    return (
      <Empty description={t('letters:list.empty')}>
        <Link to={LETTER_PATHS.byLetter('lcl')}>
          <Button type="primary">{t('letters:list.emptyAction')}</Button>
        </Link>
      </Empty>
    );
  return (
    <Table<Letter>
      rowKey="id"
      dataSource={list.data.items}
      loading={list.isFetching && list.isPlaceholderData}
      className={STACKED_TABLE}
      onRow={() => ({ 'data-testid': 'letter-row' }) as HTMLAttributes<HTMLElement>}
      pagination={listPagination({
        page,
        pageSize: PAGE_SIZE,
        total: list.data.total,
        totalText: (total) => t('letters:list.total', { total }),
        onChange: setPage,
      })}
      columns={labelledColumns<Letter>([
        { key: 'letterNo', title: t('letters:list.columns.letterNo'), dataIndex: 'letterNo' },
        {
          key: 'mode',
          title: t('letters:list.columns.mode'),
          render: (_, letter) => (
            <Space size={4}>
              <Tag>{t(`letters:modes.${letter.mode}`)}</Tag>
              {letter.kind === 'simple' ? <Tag color="blue">{t('letters:kinds.simple')}</Tag> : null}
            </Space>
          ),
        },
        { key: 'file', title: t('letters:list.columns.file'), render: (_, letter) => <FileLink letter={letter} /> },
        {
          key: 'status',
          title: t('letters:list.columns.status'),
          render: (_, letter) =>
            letter.status === 'rejected' && letter.rejectReason ? (
              <Space orientation="vertical" size={2}>
                <LetterStatusTag status={letter.status} />
                <Typography.Text type="danger" data-testid="letter-reject-reason" style={{ maxWidth: 240 }}>
                  {t('letters:list.rejectReason', { reason: letter.rejectReason })}
                </Typography.Text>
              </Space>
            ) : (
              <LetterStatusTag status={letter.status} />
            ),
        },
        {
          key: 'remark',
          title: t('letters:list.columns.remark'),
          render: (_, letter) => (
            <Typography.Text ellipsis={{ tooltip: letter.remark }} style={{ maxWidth: 200 }}>
              {letter.remark || '-'}
            </Typography.Text>
          ),
        },
        {
          key: 'createdAt',
          title: t('letters:list.columns.createdAt'),
          render: (_, letter) => formatTime(letter.createdAt),
        },
        {
          key: 'actions',
          title: t('letters:list.columns.actions'),
          render: (_, letter) => <LetterActions letter={letter} />,
        },
      ])}
    />
  );
}
