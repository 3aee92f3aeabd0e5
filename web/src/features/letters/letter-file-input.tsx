import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { fileRule, fileTypesText, MB } from '@seabook/domain/files';
import { Button, Space, Typography } from 'antd';
import { useFilePicker } from '../../components/file-picker.tsx';
import { useTranslation } from '../../i18n/i18n.ts';

type Kind = 'instruction' | 'excel';

/** A fresh Idempotency-Key; getRandomValues works on plain-http origins too, where randomUUID is missing. */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Picks a file of an upload kind, checked here first with the catalogue's messages (spec §8 "upload
 * only xls/xlsx/doc/docx/pdf", 50 MB), before anything is sent.
 */
export function LetterFileInput({
  kind,
  label,
  file,
  loading,
  disabled,
  testId,
  onPick,
  onRemove,
}: {
  kind: Kind;
  label: string;
  file?: File | null;
  loading?: boolean;
  disabled?: boolean;
  testId: string;
  onPick: (file: File) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const picker = useFilePicker(kind, onPick, testId);
  return (
    <Space orientation="vertical" size={4}>
      {picker.input}
      {file ? (
        <Space data-testid={`${testId}-chosen`}>
          <PaperClipOutlined />
          <span>{file.name}</span>
          {onRemove ? (
            <Button type="link" size="small" onClick={onRemove} disabled={loading}>
              {t('letters:page.removeFile')}
            </Button>
          ) : null}
        </Space>
      ) : (
        <Button icon={<UploadOutlined />} loading={loading} disabled={disabled} onClick={() => picker.open()}>
          {label}
        </Button>
      )}
      <Typography.Text type="secondary">
        {t('letters:page.fileHint', { types: fileTypesText(kind), size: fileRule(kind).maxBytes / MB })}
      </Typography.Text>
    </Space>
  );
}
