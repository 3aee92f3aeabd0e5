import { type BookingMode, MAX_CONTAINERS } from '@seabook/domain/booking-rules';
import type { LetterCell, LetterCells } from '@seabook/domain/letter-cells';
import {
  CONTAINER_ROW_KEY,
  CONTAINER_TABLE,
  LETTER_SECTIONS,
  LETTER_TEMPLATE,
  type LetterField,
} from '@seabook/domain/letter-template';
import type ExcelJS from 'exceljs';
import { AppError } from '../../lib/errors.ts';
import { type CellData, openWorkbook, type Sheet, type Workbook } from '../../lib/excel.ts';
import { loadExcel } from '../../lib/heavy-modules.ts';

/**
 * Our letter-of-instruction workbook (domain/letter-template.ts): built with exceljs for download, and
 * read back. One sheet holds a label (column A), a value (column B) and the field's key (column C,
 * hidden) a row, so rows the user inserts or moves are still read right; a very hidden sheet holds the
 * mark, version and mode that tell our template from any other workbook.
 */

const LABEL = 1;
const VALUE = 2;
const KEY = 3;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };

/** A drop-down of the field's choices; Excel allows 255 characters in such a list. */
function listValidation(labels: readonly string[]): ExcelJS.DataValidation {
  return {
    type: 'list',
    allowBlank: true,
    formulae: [`"${labels.join(',')}"`],
    showErrorMessage: true,
    errorStyle: 'warning',
    errorTitle: '请从列表中选择 Please pick from the list',
    error: '该值不在列表中 This value is not in the list',
  };
}

function numberValidation(type: 'whole' | 'decimal', max?: number): ExcelJS.DataValidation {
  return {
    type,
    allowBlank: true,
    operator: max === undefined ? 'greaterThan' : 'between',
    formulae: max === undefined ? [0] : [1, max],
    showErrorMessage: true,
    errorStyle: 'warning',
    errorTitle: '数字 Number',
    error: '请输入正数 Please enter a positive number',
  };
}

function styleValueCell(cell: ExcelJS.Cell, field: LetterField): void {
  if (field.choices) cell.dataValidation = listValidation(field.choices.map((choice) => choice.label));
  else if (field.type === 'integer') cell.dataValidation = numberValidation('whole');
  else if (field.type === 'number') cell.dataValidation = numberValidation('decimal');
  if (field.type === 'date') cell.numFmt = 'yyyy-mm-dd';
  if (field.type === 'text') cell.numFmt = '@';
  if (field.type === 'block') cell.alignment = { wrapText: true, vertical: 'top' };
  cell.border = { bottom: { style: 'thin', color: { argb: 'FFBFBFBF' } } };
}

function sectionRow(sheet: ExcelJS.Worksheet, title: string): void {
  const row = sheet.addRow([title]);
  row.font = { bold: true };
  for (const column of [LABEL, VALUE]) row.getCell(column).fill = HEADER_FILL;
}

/** The template of a mode, built fresh: the filled-in sheet and the hidden mark. */
async function buildTemplate(mode: BookingMode): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Seabook';
  workbook.title = LETTER_TEMPLATE.sheet;
  const sheet = workbook.addWorksheet(LETTER_TEMPLATE.sheet, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = [{ width: 48 }, { width: 56 }, { width: 24, hidden: true }];
  const title = sheet.addRow([`Seabook 托书 Shipping instruction · ${mode === 'fcl' ? '整柜 FCL' : '拼箱 LCL'}`]);
  title.font = { bold: true, size: 14 };
  sheet.addRow([
    '请在 B 列填写，留空的项目可在下单页补充。Fill in column B; what you leave blank can be added on the order page.',
  ]);
  for (const section of LETTER_SECTIONS) {
    sectionRow(sheet, section.title);
    for (const field of section.fields) {
      const row = sheet.addRow([field.label, null, field.key]);
      styleValueCell(row.getCell(VALUE), field);
      if (field.type === 'block') row.height = 45;
    }
  }
  if (mode === 'fcl') {
    sectionRow(sheet, CONTAINER_TABLE.title);
    const header = sheet.addRow([CONTAINER_TABLE.type.label, CONTAINER_TABLE.quantity.label]);
    header.font = { italic: true };
    for (let i = 0; i < LETTER_TEMPLATE.containerRows; i += 1) {
      const row = sheet.addRow([null, null, CONTAINER_ROW_KEY]);
      row.getCell(LABEL).dataValidation = listValidation(CONTAINER_TABLE.type.choices.map((choice) => choice.label));
      row.getCell(VALUE).dataValidation = numberValidation('whole', MAX_CONTAINERS);
    }
  }
  const meta = workbook.addWorksheet(LETTER_TEMPLATE.metaSheet);
  meta.state = 'veryHidden';
  meta.addRow([LETTER_TEMPLATE.mark]);
  meta.addRow([LETTER_TEMPLATE.version]);
  meta.addRow([mode]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const built = new Map<BookingMode, Promise<Buffer>>();

/** GET /v2/tuoshu2/template: the same bytes for every caller, built once per process. */
export function letterTemplate(mode: BookingMode): Promise<Buffer> {
  let template = built.get(mode);
  if (!template) {
    template = buildTemplate(mode);
    template.catch(() => built.delete(mode));
    built.set(mode, template);
  }
  return template;
}

// ---------------------------------------------------------------------------------------------------
// Reading

/** A filled template is a few kilobytes; these bounds keep a hostile zip from filling the memory. */
export const READ_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxUnzippedBytes: 20 * 1024 * 1024,
  maxEntries: 200,
  maxRows: 1000,
};

const unreadable = () =>
  new AppError('LETTER_TEMPLATE_UNREADABLE', { fields: { fileId: 'LETTER_TEMPLATE_UNREADABLE' } });

function text(cell: CellData | undefined): string {
  return cell === undefined ? '' : String(cell).trim();
}

/** A sheet by its name, as exceljs's `getWorksheet` finds it. */
function sheetNamed(workbook: Workbook, name: string): Sheet | undefined {
  return workbook.sheets.find((sheet) => sheet.name === name);
}

/** The mode our mark names, or null when the workbook is not our template (of a version we read). */
function templateMode(workbook: Workbook): BookingMode | null {
  const meta = sheetNamed(workbook, LETTER_TEMPLATE.metaSheet);
  if (!meta || text(meta.cell(1, 1)) !== LETTER_TEMPLATE.mark) return null;
  if (Number(text(meta.cell(2, 1))) !== LETTER_TEMPLATE.version) return null;
  const mode = text(meta.cell(3, 1));
  return mode === 'lcl' || mode === 'fcl' ? mode : null;
}

/**
 * The cells of a filled template, found by the keys of the hidden column, and the template's mode;
 * 422 LETTER_TEMPLATE_UNREADABLE for anything that is not our template.
 */
export async function readTemplate(bytes: Uint8Array): Promise<{ mode: BookingMode; cells: LetterCells }> {
  const workbook = await openWorkbook(bytes, {
    ...READ_LIMITS,
    tooLarge: unreadable,
    unreadable,
    unpacksTooLarge: () => new AppError('FILE_UNPACKS_TOO_LARGE', { fields: { fileId: 'FILE_UNPACKS_TOO_LARGE' } }),
  });
  const mode = templateMode(workbook);
  const sheet = sheetNamed(workbook, LETTER_TEMPLATE.sheet);
  if (!mode || !sheet) throw unreadable();
  const values: Record<string, LetterCell> = {};
  const containers: { type?: LetterCell; quantity?: LetterCell }[] = [];
  for (const row of sheet.rowNumbers()) {
    const key = text(sheet.cell(row, KEY));
    if (key === CONTAINER_ROW_KEY) {
      containers.push({ type: sheet.cell(row, LABEL), quantity: sheet.cell(row, VALUE) });
      continue;
    }
    const value = sheet.cell(row, VALUE);
    if (key !== '' && value !== undefined && values[key] === undefined) values[key] = value;
  }
  return { mode, cells: { values, containers } };
}
