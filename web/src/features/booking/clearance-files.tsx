import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { checkFileName, checkFileSize, type FileInfo, fileAccept, fileTypesText } from '@seabook/domain/files';
import { App, Button, List, Typography } from 'antd';
import { useRef, useState } from 'react';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { uploadFile } from './api.ts';

/** The destination clearance documents: upload (kind `order`, checked here first), list, remove. */
export function ClearanceFiles({
  value = [],
  onChange,
}: {
  value?: FileInfo[];
  onChange?: (files: FileInfo[]) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    const refused = checkFileName('order', file.name) ?? checkFileSize('order', file.size);
    if (refused) {
      void message.error(errorText(refused, undefined, { types: fileTypesText('order') }));
      return;
    }
    setUploading(true);
    try {
      const info = await uploadFile('order', file);
      onChange?.([...value, info]);
    } catch (error) {
      void message.error(isApiError(error) ? error.msg : errorText('REQUEST_ERROR'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div data-testid="clearance-files">
      <input
        ref={input}
        type="file"
        hidden
        accept={fileAccept('order')}
        data-testid="clearance-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
        {uploading ? t('booking:clearance.uploading') : t('booking:clearance.upload')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
        {t('booking:clearance.hint', { types: fileTypesText('order') })}
      </Typography.Paragraph>
      {value.length > 0 ? (
        <List
          size="small"
          dataSource={value}
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="link"
                  size="small"
                  onClick={() => onChange?.(value.filter((f) => f.id !== file.id))}
                >
                  {t('booking:clearance.remove')}
                </Button>,
              ]}
            >
              <PaperClipOutlined /> {file.name}
            </List.Item>
          )}
        />
      ) : null}
    </div>
  );
}
