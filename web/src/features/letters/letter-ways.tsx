import { DownloadOutlined } from '@ant-design/icons';
import type { BookingMode } from '@seabook/domain/booking-rules';
import { LETTER_REMARK_MAX, type Letter, type LetterReadResult, type LetterWarning } from '@seabook/domain/letters';
import { Alert, App, Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../i18n/error-text.ts';
import { i18n, type MessageKey, useTranslation } from '../../i18n/i18n.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { templateUrl, useReadLetter, useUploadLetter } from './api.ts';
import { LetterFileInput, newKey } from './letter-file-input.tsx';
import styles from './letters.module.css';
import { LETTER_PATHS } from './paths.ts';

/** The name of a template field a warning is about (`containers.1.type` reads as the container type). */
export function fieldLabel(field: string): string {
  const path = field.replace(/\.\d+(?=\.|$)/g, '');
  const key = `letters:fields.${path === 'containers' ? 'containers.row' : path}` as MessageKey;
  const text = i18n.t(key);
  return text === key ? field : text;
}

function Warnings({ warnings }: { warnings: readonly LetterWarning[] }) {
  return (
    <ul className={styles.warnings} data-testid="letter-warnings">
      {warnings.map((warning) => (
        <li key={`${warning.field}:${warning.message}`}>
          {fieldLabel(warning.field)}: {errorText(warning.message)}
        </li>
      ))}
    </ul>
  );
}

/** A refusal shown in the card: the server's message (the calls are silent, so nothing else told the user). */
function Refusal({ error }: { error: ApiError | null }) {
  return error ? <Alert type="error" showIcon title={error.msg} data-testid="letter-error" /> : null;
}

/**
 * Way 1: our Excel template. Download it, fill it in, upload it: it is read at once into a draft; with
 * nothing to report the user goes straight to the draft, else the fields not read are listed first.
 */
export function TemplateWay({ mode, blocked }: { mode: BookingMode; blocked: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const read = useReadLetter();
  const [result, setResult] = useState<LetterReadResult | null>(null);
  const open = (done: LetterReadResult) => void navigate(LETTER_PATHS.draft(done.mode, done.draftId));

  const upload = (file: File) => {
    setResult(null);
    read.mutate(
      { mode, file, idempotencyKey: newKey() },
      {
        onSuccess: (done) => {
          if (done.warnings.length > 0) {
            setResult(done);
            return;
          }
          void message.success(t('letters:page.read', { count: done.fields }));
          open(done);
        },
      },
    );
  };

  return (
    <Card title={t('letters:page.templateTitle')} className={styles.way} data-testid="letter-template-way">
      <Typography.Paragraph>{t('letters:page.templateSteps')}</Typography.Paragraph>
      <Space orientation="vertical" size={12} className={styles.stack}>
        <Button icon={<DownloadOutlined />} href={templateUrl(mode)} download data-testid="letter-template-download">
          {t('letters:page.downloadTemplate')}
        </Button>
        <LetterFileInput
          kind="excel"
          testId="letter-template-file"
          label={read.isPending ? t('letters:page.reading') : t('letters:page.uploadTemplate')}
          loading={read.isPending}
          disabled={blocked}
          onPick={upload}
        />
        <Refusal error={read.error} />
        {result ? (
          <Alert
            type="warning"
            showIcon
            data-testid="letter-read"
            title={t('letters:page.readWarnings', { count: result.fields })}
            description={<Warnings warnings={result.warnings} />}
            action={
              <Button type="primary" onClick={() => open(result)}>
                {t('letters:page.continue')}
              </Button>
            }
          />
        ) : null}
      </Space>
    </Card>
  );
}

/** Way 2 (and the simple order): any instruction file with a remark, pending for an operator. */
export function InstructionWay({
  mode,
  kind,
  blocked,
  title,
}: {
  mode: BookingMode;
  kind: 'letter' | 'simple';
  blocked: boolean;
  title?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadLetter();
  const [file, setFile] = useState<File | null>(null);
  const [remark, setRemark] = useState('');
  const [sent, setSent] = useState<Letter | null>(null);

  const submit = () => {
    if (!file) {
      void message.error(errorText('LETTER_FILE_REQUIRED'));
      return;
    }
    setSent(null);
    upload.mutate(
      { mode, kind, file, remark, idempotencyKey: newKey() },
      {
        onSuccess: (letter) => {
          setSent(letter);
          setFile(null);
          setRemark('');
        },
      },
    );
  };

  return (
    <Card title={title} className={styles.way} data-testid="letter-file-way">
      <Typography.Paragraph>{t('letters:page.fileSteps')}</Typography.Paragraph>
      <Space orientation="vertical" size={12} className={styles.stack}>
        <LetterFileInput
          kind="instruction"
          testId="letter-file"
          label={t('letters:page.chooseFile')}
          file={file}
          loading={upload.isPending}
          disabled={blocked}
          onPick={(picked) => {
            setFile(picked);
            setSent(null);
          }}
          onRemove={() => setFile(null)}
        />
        <Input.TextArea
          aria-label={t('letters:page.remark')}
          placeholder={t('letters:page.remarkPlaceholder')}
          value={remark}
          maxLength={LETTER_REMARK_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          onChange={(event) => setRemark(event.target.value)}
        />
        <Button type="primary" onClick={submit} loading={upload.isPending} disabled={blocked}>
          {t('letters:page.submit')}
        </Button>
        <Refusal error={upload.error} />
        {sent ? (
          <Alert
            type="success"
            showIcon
            data-testid="letter-submitted"
            title={t('letters:page.submitted', { letterNo: sent.letterNo })}
            action={<Link to={LETTER_PATHS.list}>{t('letters:page.viewLetters')}</Link>}
          />
        ) : null}
      </Space>
    </Card>
  );
}
