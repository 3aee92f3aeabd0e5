import { DownloadOutlined, DownOutlined, ExportOutlined, UploadOutlined } from '@ant-design/icons';
import { RATE_SHEET_EXPORT_KINDS, type RateSheetExportKind } from '@seabook/domain/rate-sheet';
import { App, Button, Dropdown, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useOpsCan } from '../../../lib/ops-api.ts';
import { downloadExport, downloadTemplate, newTask } from './rate-sheet-api.ts';
import { RateSheetImportModal } from './rate-sheet-import-modal.tsx';
import { RateSheetProgress } from './rate-sheet-progress.tsx';

/**
 * The rates desk's Excel buttons: the template and the export (the role's `export` action), and the
 * import (its `import` action); a button the role lacks is not shown.
 */
export function RateSheetActions({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useOpsCan();
  const [busy, setBusy] = useState<'template' | 'export' | null>(null);
  // The running export's task id, whose progress shows beside the buttons.
  const [exportTask, setExportTask] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const mayExport = can('ops.rates', 'export');
  const mayImport = can('ops.rates', 'import');

  const download = (what: 'template' | 'export', run: () => Promise<void>) => {
    setBusy(what);
    run()
      .catch((error: unknown) => {
        if (isApiError(error) && error.handled) return;
        void message.error(isApiError(error) && error.msg ? error.msg : t('opsRateSheet:downloadFailed'));
      })
      .finally(() => {
        setBusy(null);
        setExportTask(null);
      });
  };
  const exportKind = (kind: RateSheetExportKind) => {
    const task = newTask();
    setExportTask(task);
    download('export', () => downloadExport(kind, task));
  };

  if (!mayExport && !mayImport) return null;
  return (
    <>
      <Space wrap>
        {mayExport ? (
          <Button
            icon={<DownloadOutlined />}
            loading={busy === 'template'}
            onClick={() => download('template', downloadTemplate)}
            data-testid="rate-sheet-template"
          >
            {t('opsRateSheet:actions.template')}
          </Button>
        ) : null}
        {mayExport ? (
          <Dropdown
            trigger={['click']}
            menu={{
              items: RATE_SHEET_EXPORT_KINDS.map((kind) => ({
                key: kind,
                label: <span data-testid={`rate-sheet-export-${kind}`}>{t(`opsRateSheet:exportKinds.${kind}`)}</span>,
              })),
              onClick: ({ key }) => exportKind(key as RateSheetExportKind),
            }}
          >
            <Button icon={<ExportOutlined />} loading={busy === 'export'} data-testid="rate-sheet-export">
              {t('opsRateSheet:actions.export')} <DownOutlined />
            </Button>
          </Dropdown>
        ) : null}
        {mayImport ? (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="rate-sheet-import">
            {t('opsRateSheet:actions.import')}
          </Button>
        ) : null}
        {exportTask ? <RateSheetProgress task={exportTask} /> : null}
      </Space>
      {importing ? <RateSheetImportModal onClose={() => setImporting(false)} onImported={onImported} /> : null}
    </>
  );
}
