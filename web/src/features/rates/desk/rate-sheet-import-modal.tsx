import { InboxOutlined } from '@ant-design/icons';
import { MB } from '@seabook/domain/files';
import { isCleanReport, RATE_SHEET_MAX_BYTES, type RateSheetReport } from '@seabook/domain/rate-sheet';
import { Alert, App, Button, Modal, Space, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../i18n/error-text.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { newTask, refusalReport, useCheckRateSheet, useImportRateSheet } from './rate-sheet-api.ts';
import { RateSheetProgress } from './rate-sheet-progress.tsx';
import { RateSheetReportView } from './rate-sheet-report.tsx';

/** Refuses here what the server would: not an .xlsx, or over 5 MB. */
function localRefusal(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return errorText('RATE_SHEET_UNREADABLE');
  if (file.size > RATE_SHEET_MAX_BYTES) return errorText('FILE_TOO_LARGE_5MB');
  return null;
}

/**
 * Importing a rate sheet: pick an .xlsx (kept in the browser, not uploaded yet), "Check" shows the
 * row-by-row report, and "Import" (only for a clean report of this very file) asks, then writes every
 * row at once. A refused import shows the report it came back with.
 */
export function RateSheetImportModal({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const check = useCheckRateSheet();
  const importing = useImportRateSheet();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<RateSheetReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The running check's or import's task id, whose progress shows while it runs.
  const [task, setTask] = useState<string | null>(null);

  const choose = (next: File | null) => {
    setFile(next);
    setReport(null);
    setFailure(null);
  };
  const failed = (error: unknown) => {
    const refused = refusalReport(error);
    if (refused) setReport(refused);
    if (isApiError(error) && error.handled) return;
    setFailure(isApiError(error) && error.msg ? error.msg : t('common:api.requestFailed'));
  };
  const runCheck = () => {
    if (!file) return;
    setReport(null);
    setFailure(null);
    const running = newTask();
    setTask(running);
    check.mutate({ file, task: running }, { onSuccess: setReport, onError: failed, onSettled: () => setTask(null) });
  };
  const rows = report?.sheets.reduce((sum, sheet) => sum + sheet.rows, 0) ?? 0;
  const runImport = () => {
    if (!file) return;
    modal.confirm({
      title: t('opsRateSheet:confirm.title', { rows }),
      content: t('opsRateSheet:confirm.content'),
      okText: t('opsRateSheet:modal.import'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { 'data-testid': 'rate-sheet-confirm-ok' },
      onOk: () => {
        const running = newTask();
        setTask(running);
        return importing
          .mutateAsync({ file, task: running })
          .then(
            (result) => {
              void message.success(
                t('opsRateSheet:done', { lcl: result.lcl, fcl: result.fcl, currency: result.currency }),
              );
              onImported();
              onClose();
            },
            (error: unknown) => {
              setReport(null);
              failed(error);
            },
          )
          .finally(() => setTask(null));
      },
    });
  };

  const ready = file !== null && report !== null && isCleanReport(report);
  return (
    <Modal
      open
      title={t('opsRateSheet:modal.title')}
      width="min(960px, 100vw)"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('opsRateSheet:modal.cancel')}</Button>
          <Button onClick={runCheck} disabled={!file} loading={check.isPending} data-testid="rate-sheet-check">
            {t('opsRateSheet:modal.check')}
          </Button>
          <Button
            type="primary"
            onClick={runImport}
            disabled={!ready}
            loading={importing.isPending}
            data-testid="rate-sheet-submit"
          >
            {t('opsRateSheet:modal.import')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <div data-testid="rate-sheet-upload">
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            fileList={file ? [{ uid: 'rate-sheet', name: file.name, status: 'done' }] : []}
            beforeUpload={(picked) => {
              const refused = localRefusal(picked);
              if (refused) void message.error(refused);
              else choose(picked);
              return false;
            }}
            onRemove={() => {
              choose(null);
              return true;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('opsRateSheet:modal.pick')}</p>
          </Upload.Dragger>
        </div>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('opsRateSheet:modal.hint', { size: RATE_SHEET_MAX_BYTES / MB })}
        </Typography.Paragraph>
        {check.isPending ? (
          <Spin description={t('opsRateSheet:modal.checking')} data-testid="rate-sheet-checking" />
        ) : null}
        {task ? <RateSheetProgress task={task} /> : null}
        {failure ? <Alert type="error" showIcon title={failure} data-testid="rate-sheet-failure" /> : null}
        {report ? <RateSheetReportView report={report} /> : null}
      </Space>
    </Modal>
  );
}
