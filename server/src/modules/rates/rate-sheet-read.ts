import {
  columnHeading,
  EXAMPLE_MARKS,
  HEADER_ROW,
  MAX_SHEET_ROWS,
  RATE_SHEET_COLUMNS,
  RATE_SHEET_MAX_BYTES,
  RATE_SHEETS,
  type RateSheetColumn,
  type RateSheetName,
} from '@seabook/domain/rate-sheet';
import { breather } from '../../lib/breather.ts';
import { AppError } from '../../lib/errors.ts';
import { type CellData, openWorkbook, type Sheet } from '../../lib/excel.ts';

/**
 * An uploaded rate sheet read (layout in domain/rate-sheet.ts): each sheet found by its name, each
 * column by its title in any language, and the raw cells of every rate row handed on for the checks
 * (rate-sheet-rows.ts). Blank rows and the template's example rows are skipped.
 */

/** A cell as the row checks take it: text or a number; blank is undefined. */
export type SheetCell = string | number | undefined;
export type SheetRow = { row: number; cells: Record<string, SheetCell> };
export type ReadSheet = {
  sheet: RateSheetName;
  /** Column key → Excel column number, for the columns found in the header row. */
  columns: Map<string, number>;
  missing: RateSheetColumn[];
  rows: SheetRow[];
};
export type ReadWorkbook = { sheets: ReadSheet[]; tooManyRows: boolean };

/** A 5 MB workbook inflates to some 50 MB of XML; these bounds keep a hostile zip from filling the memory. */
const BOUNDS = {
  maxBytes: RATE_SHEET_MAX_BYTES,
  maxUnzippedBytes: 120 * 1024 * 1024,
  maxEntries: 1000,
  // Every rate the reader keeps, and room for the template's example rows and the header.
  maxRows: MAX_SHEET_ROWS + 100,
  tooLarge: () => new AppError('FILE_TOO_LARGE_5MB'),
  unreadable: () => new AppError('RATE_SHEET_UNREADABLE'),
  unpacksTooLarge: () => new AppError('FILE_UNPACKS_TOO_LARGE'),
  // Drop-downs are skipped: exceljs expands each range cell by cell, and a whole column is a million.
  ignoreNodes: ['dataValidations', 'conditionalFormatting', 'extLst'],
};

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Every way a column's title cell may read: its key, its title in any language, or the two-line heading. */
function headingMatcher(columns: readonly RateSheetColumn[]): (text: string) => RateSheetColumn | undefined {
  const byText = new Map<string, RateSheetColumn>();
  for (const column of columns)
    for (const text of [column.key, columnHeading(column), ...Object.values(column.title)])
      byText.set(squash(text), column);
  return (text) => {
    for (const candidate of [text, ...text.split(/\r?\n/)]) {
      const column = byText.get(squash(candidate));
      if (column) return column;
    }
    return undefined;
  };
}

/** A cell as the row checks take it: numbers without float noise (0.1 + 0.2), text trimmed, blank as undefined. */
function sheetCell(cell: CellData | undefined): SheetCell {
  if (cell === undefined) return undefined;
  if (typeof cell === 'number') return Number.isFinite(cell) ? Number(cell.toPrecision(15)) : undefined;
  const text = String(cell).trim();
  return text === '' ? undefined : text;
}

async function readSheet(worksheet: Sheet, name: RateSheetName, budget: { rows: number }): Promise<ReadSheet> {
  const layout = RATE_SHEET_COLUMNS[name];
  const match = headingMatcher(layout);
  const columns = new Map<string, number>();
  for (const [number, value] of worksheet.cells(HEADER_ROW)) {
    const column = match(String(sheetCell(value) ?? ''));
    if (column && !columns.has(column.key)) columns.set(column.key, number);
  }
  const missing = layout.filter((column) => column.required && !columns.has(column.key));
  const rows: SheetRow[] = [];
  const breathe = breather();
  for (const number of worksheet.rowNumbers()) {
    if (number <= HEADER_ROW || budget.rows <= 0) continue;
    await breathe();
    const cells: Record<string, SheetCell> = {};
    let filled = false;
    for (const [key, column] of columns) {
      const value = sheetCell(worksheet.cell(number, column));
      cells[key] = value;
      if (value !== undefined) filled = true;
    }
    if (!filled) continue;
    const id = cells.id;
    if (typeof id === 'string' && EXAMPLE_MARKS.some((mark) => id.toLowerCase().includes(mark))) continue;
    budget.rows -= 1;
    rows.push({ row: number, cells });
  }
  return { sheet: name, columns, missing, rows };
}

/**
 * The LCL, FCL and Currency sheets of an uploaded workbook (names compared without case), each with its
 * columns and rate rows; 422 RATE_SHEET_UNREADABLE for anything that is not a readable .xlsx. Reading
 * stops after MAX_SHEET_ROWS rates (`tooManyRows`).
 */
export async function readRateWorkbook(bytes: Uint8Array): Promise<ReadWorkbook> {
  const workbook = await openWorkbook(bytes, BOUNDS);
  const budget = { rows: MAX_SHEET_ROWS + 1 };
  const sheets: ReadSheet[] = [];
  for (const name of RATE_SHEETS) {
    const worksheet = workbook.sheets.find((w) => w.name.trim().toLowerCase() === name.toLowerCase());
    if (worksheet) sheets.push(await readSheet(worksheet, name, budget));
  }
  const tooManyRows = budget.rows <= 0;
  if (tooManyRows) {
    // Only the first MAX_SHEET_ROWS are kept for the report.
    let left = MAX_SHEET_ROWS;
    for (const sheet of sheets) {
      sheet.rows = sheet.rows.slice(0, Math.max(0, left));
      left -= sheet.rows.length;
    }
  }
  return { sheets, tooManyRows };
}
