import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { type FileInfo, fileRule, fileTypesText, MB } from '@seabook/domain/files';
import { App, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../i18n/error-text.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { isApiError } from '../lib/api-error.ts';
import { type UploadKind, uploadFile } from '../lib/files.ts';
import { useFilePicker } from './file-picker.tsx';

/**
 * The upload button of the booking pages: a file of the kind is checked here first (type and size, with
 * the catalogue's messages), then sent; the page gets the stored file's info.
 */
export function UploadButton({
  kind,
  onUploaded,
  testId,
}: {
  kind: UploadKind;
  onUploaded: (file: FileInfo) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      onUploaded(await uploadFile(kind, file));
    } catch (error) {
      void message.error(isApiError(error) ? error.msg : errorText('REQUEST_ERROR'));
    } finally {
      setUploading(false);
    }
  };
  const picker = useFilePicker(kind, (file) => void upload(file), testId);

  return (
    <div>
      {picker.input}
      <Button icon={<UploadOutlined />} loading={uploading} onClick={picker.open}>
        {uploading ? t('booking:upload.uploading') : t('booking:upload.button')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
        {t('booking:upload.hint', { types: fileTypesText(kind), size: fileRule(kind).maxBytes / MB })}
      </Typography.Paragraph>
    </div>
  );
}

/** One uploaded file as a form value (a bond's file, a packing photo): its name and a way to remove it. */
export function SingleFile({
  kind,
  value,
  onChange,
  testId,
}: {
  kind: UploadKind;
  value?: FileInfo | null;
  onChange?: (file: FileInfo | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!value) return <UploadButton kind={kind} testId={testId} onUploaded={(file) => onChange?.(file)} />;
  return (
    <Space data-testid={`${testId}-file`}>
      <PaperClipOutlined />
      <span>{value.name}</span>
      <Button type="link" size="small" onClick={() => onChange?.(null)}>
        {t('booking:upload.remove')}
      </Button>
    </Space>
  );
}
