import { UploadOutlined } from '@ant-design/icons';
import { fileRule, fileTypesText, MB } from '@seabook/domain/files';
import type { OpsOrderInfo } from '@seabook/domain/ops-orders';
import { ORDER_FILE_CATEGORIES, type OrderFileCategory } from '@seabook/domain/order-info';
import { App, Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useFilePicker } from '../../../components/file-picker.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { FilesCard } from '../order-files.tsx';
import { downloadOrderFile, useDeskUpload } from './api.ts';
import { useConfirmedSave } from './desk-save.ts';

/**
 * The order's documents as the customer sees them, each downloaded with the operator's token (GET
 * /v2/ops/order/file); an operator who may edit adds one: category, file (checked here first like the
 * customer's: the order kind's types and size), asked, then POST /v2/ops/order/upload.
 */
export function OrderDocuments({ order, mayEdit }: { order: OpsOrderInfo; mayEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useDeskUpload();
  const save = useConfirmedSave();
  const [category, setCategory] = useState<OrderFileCategory>('other');

  const chosen = (file: File) =>
    save({
      title: t('opsOrders:files.confirmTitle', { name: file.name }),
      content: t('opsOrders:files.confirmContent', { category: t(`orders:fileCategories.${category}`) }),
      success: t('opsOrders:files.done'),
      run: () => upload.mutateAsync({ id: order.orderId, category, file }),
    });
  const picker = useFilePicker('order', chosen, 'desk-file-input');

  const uploader = mayEdit ? (
    <Space wrap align="start" data-testid="desk-file-upload">
      <Select<OrderFileCategory>
        style={{ minWidth: 140 }}
        value={category}
        aria-label={t('opsOrders:files.category')}
        data-testid="desk-file-category"
        onChange={setCategory}
        options={ORDER_FILE_CATEGORIES.map((value) => ({ value, label: t(`orders:fileCategories.${value}`) }))}
      />
      <div>
        {picker.input}
        <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={picker.open}>
          {t('opsOrders:files.upload')}
        </Button>
        <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
          {t('opsOrders:files.hint', { types: fileTypesText('order'), size: fileRule('order').maxBytes / MB })}
        </Typography.Paragraph>
      </div>
    </Space>
  ) : null;

  return (
    <FilesCard
      orderId={order.orderId}
      files={order.files}
      onDownload={(file) =>
        downloadOrderFile(order.orderId, file).catch(() => void message.error(t('opsOrders:files.downloadFailed')))
      }
      uploader={uploader}
    />
  );
}
