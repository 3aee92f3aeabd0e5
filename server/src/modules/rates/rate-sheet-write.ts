import { Writable } from 'node:stream';
import {
  columnHeading,
  HEADER_ROW,
  RATE_SHEET_COLUMNS,
  RATE_SHEETS,
  type RateSheetColumn,
  type RateSheetName,
} from '@seabook/domain/rate-sheet';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lib/heavy-modules.ts';

/**
 * Writing the rate sheet workbook (layout in domain/rate-sheet.ts), from plain rows: the template and
 * the export share it. It runs in a worker thread (rate-sheet-worker.ts, decision 028), so this file
 * imports nothing but the domain and exceljs.
 */

/** The sheet with the notes on filling in the others. */
const GUIDE_SHEET = '说明 Instructions';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };
const EXAMPLE_FONT: Partial<ExcelJS.Font> = { italic: true, color: { argb: 'FF808080' } };
/** Drop-downs and formats reach this many rows below the last rate. */
const SPARE_ROWS = 1000;

export type RowValues = Record<string, ExcelJS.CellValue>;
/** How far the writing is: rows written of all rows. */
export type WriteProgress = (written: number, total: number) => void;

/** The ranges `worksheet.dataValidations` takes (exceljs has it, its typings do not). */
type RangeValidations = { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } };

function listValidation(choices: readonly string[]): ExcelJS.DataValidation {
  return {
    type: 'list',
    allowBlank: true,
    formulae: [`"${choices.join(',')}"`],
    showErrorMessage: true,
    errorStyle: 'warning',
    errorTitle: '请从列表中选择 Please pick from the list',
    error: '该值不在列表中 This value is not in the list',
  };
}

const NUMBER_FORMATS: Partial<Record<RateSheetColumn['type'], string>> = {
  id: '@',
  text: '@',
  port: '@',
  weekdays: '@',
  date: 'yyyy-mm-dd',
  price: '0.00',
  // Exchange rates as text: the stored digits go out and come back exactly.
  rate: '@',
  days: '0',
};

/** The streaming writer's workbook and worksheet (exceljs types them apart from the in-memory ones). */
type StreamBook = ExcelJS.stream.xlsx.WorkbookWriter;
type StreamSheet = ReturnType<StreamBook['addWorksheet']>;

function addRateSheet(
  workbook: StreamBook,
  name: RateSheetName,
  rows: RowValues[],
  example: boolean,
  wrote: () => void,
): void {
  const columns = RATE_SHEET_COLUMNS[name];
  const sheet: StreamSheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: HEADER_ROW }] });
  sheet.columns = columns.map((column) => ({
    key: column.key,
    width: column.width,
    style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
  }));
  const header = sheet.getRow(HEADER_ROW);
  columns.forEach((column, i) => {
    const cell = header.getCell(i + 1);
    cell.value = columnHeading(column);
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.alignment = { wrapText: true, vertical: 'middle' };
  });
  header.height = 32;
  header.commit();
  // Dates may come as ISO strings (the request thread sends rows as JSON): date cells again.
  const dateKeys = columns.filter((column) => column.type === 'date').map((column) => column.key);
  for (const values of rows) {
    for (const key of dateKeys) {
      const value = values[key];
      if (typeof value === 'string') values[key] = new Date(value);
    }
    const row = sheet.addRow(values);
    if (example) row.font = EXAMPLE_FONT;
    // Written out now: the workbook never holds more than the row being written.
    row.commit();
    wrote();
  }
  const last = HEADER_ROW + rows.length + SPARE_ROWS;
  columns.forEach((column, i) => {
    if (!column.choices) return;
    const letter = sheet.getColumn(i + 1).letter;
    (sheet as unknown as RangeValidations).dataValidations.add(
      `${letter}${HEADER_ROW + 1}:${letter}${last}`,
      listValidation(column.choices),
    );
  });
}

/** What each column takes, for the instructions sheet: simplified Chinese, then English. */
const COLUMN_NOTES: Record<string, [string, string]> = {
  id: [
    '导出的运价编号；留空为新增运价，填写则更新该运价',
    'ID of an exported rate: blank adds a new rate, an ID updates that rate',
  ],
  kind: ['export（出口）或 import（进口）', 'export or import'],
  pol: ['起运港 UN/LOCODE，如 CNSHA', 'Port of loading, UN/LOCODE such as CNSHA'],
  pod: ['目的港 UN/LOCODE，如 USLAX', 'Port of discharge, UN/LOCODE such as USLAX'],
  via: ['中转港 UN/LOCODE；直达留空', 'Transshipment hub, UN/LOCODE; blank when direct'],
  carrier: ['船公司代码（SCAC），如 COSU', 'Carrier code (SCAC) such as COSU'],
  weekdays: [
    '每周开船日，1=周一 … 7=周日，多个用逗号分隔，如 1,4',
    'Sailing weekdays, 1 = Monday … 7 = Sunday, comma-separated: 1,4',
  ],
  cutoffDays: ['开船前几天截单（0–30）', 'Days before sailing for the SI cut-off (0–30)'],
  cargoCutDays: ['开船前几天截货（0–30）', 'Days before sailing for the cargo cut-off (0–30)'],
  transitDays: ['航程天数（0–120）', 'Transit days (0–120)'],
  validFrom: ['生效日期 YYYY-MM-DD', 'First valid day, YYYY-MM-DD'],
  validTo: ['失效日期 YYYY-MM-DD，不早于生效日期', 'Last valid day, YYYY-MM-DD, not before the first'],
  currency: ['币种，如 USD', 'Currency such as USD'],
  oceanRate: [
    '每 W/M 海运费（元，最多两位小数）；留空表示“请联系销售”',
    'Ocean freight per W/M in units (up to 2 decimals); blank means "contact sales"',
  ],
  containerType: ['箱型，如 20GP、40HQ', 'Container type such as 20GP, 40HQ'],
  price: ['每箱海运费（元，最多两位小数）', 'Ocean freight per container in units (up to 2 decimals)'],
  usdPerUnit: ['1 单位该币种折合多少美元，如 0.1385', 'US dollars per one unit, such as 0.1385'],
  asOf: ['汇率适用日期 YYYY-MM-DD', 'Day the rate applies to, YYYY-MM-DD'],
};

function addGuide(workbook: StreamBook): void {
  const sheet = workbook.addWorksheet(GUIDE_SHEET);
  sheet.columns = [{ width: 14 }, { width: 26 }, { width: 10 }, { width: 60 }, { width: 70 }];
  sheet.addRow(['Seabook 运价表 Rate sheet']).font = { bold: true, size: 14 };
  for (const line of [
    [
      '每个工作表一行一条运价；第 1 行为表头，请勿修改。不需要的工作表可以删除。',
      'One rate a row; row 1 holds the column titles, keep them. Delete the sheets you do not need.',
    ],
    [
      '导入前先“校验”：任何一行有错误时不会保存任何数据。',
      'Check before importing: when any row is wrong, nothing at all is saved.',
    ],
    [
      '编号为“示例 Example”的行是示例，不会导入。导出的文件可修改后重新导入。',
      'Rows whose ID is "示例 Example" are examples and are never imported. An export can be edited and imported again.',
    ],
  ])
    for (const text of line) sheet.addRow([text]);
  sheet.addRow([]);
  for (const name of RATE_SHEETS) {
    const head = sheet.addRow([name, '列 Column', '必填 Required', '说明', 'Notes']);
    head.font = { bold: true };
    head.eachCell((cell) => {
      cell.fill = HEADER_FILL;
    });
    for (const column of RATE_SHEET_COLUMNS[name]) {
      const [zh, en] = COLUMN_NOTES[column.key] ?? ['', ''];
      sheet.addRow(['', columnHeading(column).replace('\n', ' '), column.required ? '是 Yes' : '否 No', zh, en]);
    }
    sheet.addRow([]);
  }
}

/** The rows of each sheet as a workbook; `progress` hears of every 500th row and of the end. */
export async function writeWorkbook(
  sheets: Partial<Record<RateSheetName, RowValues[]>>,
  example: boolean,
  progress: WriteProgress = () => {},
): Promise<Buffer> {
  // The streaming writer: rows go to the zip as they are added, so an export of every rate of a
  // million-line table (about 250,000 rows) fits the worker's memory; the in-memory workbook did not.
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Seabook';
  const total = RATE_SHEETS.reduce((sum, name) => sum + (sheets[name]?.length ?? 0), 0);
  let written = 0;
  const wrote = () => {
    written += 1;
    if (written % 500 === 0) progress(written, total);
  };
  for (const name of RATE_SHEETS) {
    const rows = sheets[name];
    if (rows) addRateSheet(workbook, name, rows, example && name !== 'Currency', wrote);
  }
  progress(total, total);
  addGuide(workbook);
  await workbook.commit();
  return Buffer.concat(chunks);
}
