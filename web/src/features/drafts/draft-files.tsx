import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { DRAFT_ZIP_MAX_FILES, type DraftFile } from '@seabook/domain/drafts';
import { App, Button, Empty, Space, Table, Tag, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { Link } from 'react-router';
import { listPagination } from '../../components/list-pagination.ts';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { downloadDraftFiles, useDraftFiles } from '../../lib/drafts-api.ts';
import { downloadFile } from '../../lib/files.ts';
import { formatTime } from '../../lib/format.ts';
import styles from './drafts.module.css';

const PAGE_SIZE = 10;
const CATEGORIES = ['booking', 'packing_list', 'invoice', 'customs', 'bl', 'photo', 'other', 'letter'] as const;
type Category = (typeof CATEGORIES)[number];

function categoryOf(value: string): Category {
  return (CATEGORIES as readonly string[]).includes(value) ? (value as Category) : 'other';
}

/** A size as people read it: bytes, KB or MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Where a file belongs: its order's detail page, or the letters tab. */
function ownerPath(file: DraftFile): string {
  if (file.owner === 'order') return `/center/orderdetail?${new URLSearchParams({ id: file.ownerId })}`;
  return '/center/draft?tab=letters';
}

/** The "Download all" button: every file in one zip (the server refuses over 200 files or 500 MB). */
function DownloadAll({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadDraftFiles();
    } catch (error) {
      void message.error(isApiError(error) ? error.msg : t('drafts:files.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      disabled={disabled}
      onClick={() => void download()}
      data-testid="download-all"
    >
      {t('drafts:files.downloadAll')}
    </Button>
  );
}

/** The "Files" tab: the documents of the tenant's orders and letters, and all of them as one zip. */
export function DraftFiles({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const list = useDraftFiles(page, PAGE_SIZE);
  const { message } = App.useApp();

  let body = null;
  if (list.isPending) body = <PageLoading rows={5} />;
  else if (list.isError) body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0) body = <Empty description={t('drafts:files.empty')} data-testid="files-empty" />;
  else
    body = (
      <Table<DraftFile>
        rowKey={(file) => `${file.owner}:${file.ownerId}:${file.fileId}`}
        dataSource={list.data.items}
        loading={list.isFetching && list.isPlaceholderData}
        scroll={{ x: 'max-content' }}
        onRow={() => ({ 'data-testid': 'file-row' }) as HTMLAttributes<HTMLElement>}
        pagination={listPagination({
          page,
          pageSize: PAGE_SIZE,
          total: list.data.total,
          totalText: (total) => t('drafts:files.total', { total }),
          onChange: onPage,
        })}
        columns={[
          {
            key: 'name',
            title: t('drafts:files.columns.name'),
            render: (_, file) => (
              <Button
                type="link"
                size="small"
                icon={<PaperClipOutlined />}
                onClick={() =>
                  void downloadFile(file.fileId, file.name).catch((error: unknown) => {
                    void message.error(isApiError(error) ? error.msg : t('drafts:files.failed'));
                  })
                }
              >
                {file.name}
              </Button>
            ),
          },
          {
            key: 'owner',
            title: t('drafts:files.columns.owner'),
            render: (_, file) => (
              <Space size={4}>
                <Tag>{t(`drafts:files.owners.${file.owner}`)}</Tag>
                <Link to={ownerPath(file)}>{file.ownerNo}</Link>
              </Space>
            ),
          },
          {
            key: 'category',
            title: t('drafts:files.columns.category'),
            render: (_, file) => t(`drafts:files.categories.${categoryOf(file.category)}`),
          },
          { key: 'size', title: t('drafts:files.columns.size'), render: (_, file) => sizeText(file.size) },
          {
            key: 'addedAt',
            title: t('drafts:files.columns.addedAt'),
            render: (_, file) => formatTime(file.addedAt),
          },
        ]}
      />
    );

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Typography.Text type="secondary">{t('drafts:files.hint', { max: DRAFT_ZIP_MAX_FILES })}</Typography.Text>
        <DownloadAll disabled={!list.data || list.data.total === 0} />
      </div>
      {body}
    </div>
  );
}
