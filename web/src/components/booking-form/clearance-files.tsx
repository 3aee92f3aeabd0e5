import { PaperClipOutlined } from '@ant-design/icons';
import type { FileInfo } from '@seabook/domain/files';
import { Button, List } from 'antd';
import { useTranslation } from '../../i18n/i18n.ts';
import { UploadButton } from '../file-upload.tsx';

/** The destination clearance documents: upload (kind `order`, checked here first), list, remove. */
export function ClearanceFiles({
  value = [],
  onChange,
}: {
  value?: FileInfo[];
  onChange?: (files: FileInfo[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="clearance-files">
      <UploadButton kind="order" testId="clearance-input" onUploaded={(info) => onChange?.([...value, info])} />
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
                  {t('booking:upload.remove')}
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
