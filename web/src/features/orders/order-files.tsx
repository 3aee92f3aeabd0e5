import { PaperClipOutlined } from '@ant-design/icons';
import { ORDER_FILE_CATEGORIES, type OrderFile, type OrderFileCategory } from '@seabook/domain/order-info';
import { App, Card, Select, Space, Table, Tag, Typography } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { UploadButton } from '../../components/file-upload.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { useCan } from '../../lib/auth.ts';
import { downloadFile } from '../../lib/files.ts';
import { formatTime } from '../../lib/format.ts';
import { useOrderCall } from './api.ts';
import styles from './orders.module.css';

/**
 * The order's documents: each downloads under its name, with its category and who added it when. The
 * customer adds one by choosing its category and uploading it (the order kind: spec §5's types, 50 MB),
 * then POST addfile attaches it.
 */
export function FilesCard({
  orderId,
  files,
  onDownload,
  uploader,
}: {
  orderId: string;
  files: readonly OrderFile[];
  /** How a file is fetched (the back office's own call); the customer's download unless given. */
  onDownload?: (file: OrderFile) => unknown;
  /** What adds a document instead of the customer's upload (the back office's); null for none. */
  uploader?: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const add = useOrderCall('addFile');
  const [category, setCategory] = useState<OrderFileCategory>('other');

  const download = (file: OrderFile) =>
    onDownload
      ? onDownload(file)
      : downloadFile(file.fileId, file.name).catch(
          () => void message.error(t('orders:detail.documents.downloadFailed')),
        );

  return (
    <Card title={t('orders:detail.sections.files')} data-testid="order-files">
      <div className={styles.stack}>
        <Table<OrderFile>
          size="small"
          rowKey="fileId"
          pagination={false}
          // Scrolls sideways only with rows: their links make it reachable by keyboard; an empty one need not.
          scroll={files.length > 0 ? { x: 'max-content' } : undefined}
          dataSource={[...files]}
          locale={{ emptyText: t('orders:detail.documents.empty') }}
          onRow={() => ({ 'data-testid': 'order-file' }) as HTMLAttributes<HTMLElement>}
          columns={[
            {
              key: 'name',
              title: t('orders:detail.documents.name'),
              render: (_, file) => (
                <Typography.Link
                  onClick={() => void download(file)}
                  aria-label={t('orders:detail.documents.download', { name: file.name })}
                >
                  <PaperClipOutlined /> {file.name}
                </Typography.Link>
              ),
            },
            {
              key: 'category',
              title: t('orders:detail.documents.category'),
              render: (_, file) => <Tag>{t(`orders:fileCategories.${file.category}`)}</Tag>,
            },
            {
              key: 'addedBy',
              title: t('orders:detail.documents.addedBy'),
              render: (_, file) => t(`orders:actors.${file.addedBy}`),
            },
            {
              key: 'addedAt',
              title: t('orders:detail.documents.addedAt'),
              render: (_, file) => formatTime(file.addedAt),
            },
          ]}
        />
        {uploader !== undefined ? (
          uploader
        ) : can('order', 'edit') ? (
          <Space wrap align="start">
            <Select<OrderFileCategory>
              className={styles.filter}
              value={category}
              aria-label={t('orders:detail.documents.categoryLabel')}
              onChange={setCategory}
              options={ORDER_FILE_CATEGORIES.map((value) => ({ value, label: t(`orders:fileCategories.${value}`) }))}
            />
            <UploadButton
              kind="order"
              testId="order-file-upload"
              onUploaded={(file) =>
                add.mutate(
                  { id: orderId, fileId: file.id, category },
                  {
                    onSuccess: () => void message.success(t('orders:detail.documents.added')),
                    onError: (error) => {
                      if (!error.handled) void message.error(error.msg || t('orders:actions.failed'));
                    },
                  },
                )
              }
            />
          </Space>
        ) : null}
      </div>
    </Card>
  );
}
