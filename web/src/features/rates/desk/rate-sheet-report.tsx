import {
  RATE_SHEET_COLUMNS,
  type RateSheetCount,
  type RateSheetProblem,
  type RateSheetReport,
} from '@seabook/domain/rate-sheet';
import { Alert, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useLocale, useTranslation } from '../../../i18n/i18n.ts';

/** How many rows a sheet holds: added and updated rates, or exchange rates. */
function SheetCount({ count }: { count: RateSheetCount }) {
  const { t } = useTranslation();
  const text =
    count.sheet === 'Currency'
      ? t('opsRateSheet:report.currencyRows', { sheet: count.sheet, rows: count.rows })
      : t('opsRateSheet:report.sheetRows', { ...count });
  return (
    <Tag data-testid={`rate-sheet-count-${count.sheet}`} color={count.rows > 0 ? 'blue' : 'default'}>
      {text}
    </Tag>
  );
}

/**
 * The check's report: what each sheet holds, then either "ready to import" or every problem with its
 * sheet, Excel row and column (the column's title in the reader's language, and the cell).
 */
export function RateSheetReportView({ report }: { report: RateSheetReport }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = report.sheets.reduce((sum, sheet) => sum + sheet.rows, 0);
  const columnTitle = (problem: RateSheetProblem) => {
    if (!problem.sheet || !problem.column) return '';
    const column = RATE_SHEET_COLUMNS[problem.sheet].find((c) => c.key === problem.column);
    const title = column?.title[locale] ?? problem.column;
    return problem.cell ? `${title} (${problem.cell})` : title;
  };
  const columns: TableColumnsType<RateSheetProblem & { at: number }> = [
    {
      key: 'sheet',
      title: t('opsRateSheet:report.columns.sheet'),
      render: (_, p) => p.sheet ?? t('opsRateSheet:report.whole'),
      width: 100,
    },
    { key: 'row', title: t('opsRateSheet:report.columns.row'), dataIndex: 'row', width: 70 },
    { key: 'column', title: t('opsRateSheet:report.columns.column'), render: (_, p) => columnTitle(p), width: 160 },
    { key: 'problem', title: t('opsRateSheet:report.columns.problem'), dataIndex: 'msg' },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="rate-sheet-report">
      <Space wrap size={[4, 4]}>
        {report.sheets.map((count) => (
          <SheetCount key={count.sheet} count={count} />
        ))}
      </Space>
      {report.problemCount === 0 ? (
        <Alert
          type="success"
          showIcon
          title={t('opsRateSheet:report.clean', { rows })}
          data-testid="rate-sheet-clean"
        />
      ) : (
        <>
          <Alert
            type="error"
            showIcon
            title={t('opsRateSheet:report.problems', { count: report.problemCount })}
            description={
              report.problemCount > report.problems.length
                ? t('opsRateSheet:report.moreProblems', { shown: report.problems.length })
                : undefined
            }
            data-testid="rate-sheet-problems"
          />
          <Table
            size="small"
            rowKey="at"
            columns={columns}
            dataSource={report.problems.map((p, at) => ({ ...p, at }))}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 560 }}
            data-testid="rate-sheet-problem-table"
          />
        </>
      )}
    </Space>
  );
}
