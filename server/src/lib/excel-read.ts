import type ExcelJS from 'exceljs';
import { loadExcel } from './heavy-modules.ts';
import { checkZipBounds, InflatesTooLarge } from './zip-read.ts';

/**
 * Reading an uploaded workbook into plain data (decision 028). This runs inside the workbook worker
 * (excel-worker.ts), never on the request thread: the zip is checked first, its inflated bytes counted
 * while inflating, and only then does exceljs open it, within the worker's own memory limit.
 */

/** A cell as our readers take it: text, a number or a boolean. */
export type CellData = string | number | boolean;

/** One sheet: its name and its rows with something in them, each as cells by column number (1 = A). */
export type SheetData = { name: string; rows: [number, (CellData | null)[]][] };
export type WorkbookData = { sheets: SheetData[] };

export type ReadOptions = {
  maxUnzippedBytes: number;
  maxEntries: number;
  /** Parts of the sheets not read at all (exceljs expands some of them cell by cell). */
  ignoreNodes?: string[];
  /** Rows with something in them kept per sheet; later ones are dropped. */
  maxRows: number;
};

/** Why a workbook was not read: not a readable .xlsx, or one that unpacks past the bounds. */
export type ReadFailure = 'unreadable' | 'tooLarge';
export type ReadOutcome = { ok: true; workbook: WorkbookData } | { ok: false; failure: ReadFailure };

/** A cell's value as plain data: text, number or boolean; dates as YYYY-MM-DD; blank is undefined. */
export function cellValue(value: ExcelJS.CellValue): CellData | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  return undefined;
}

function sheetData(worksheet: ExcelJS.Worksheet, maxRows: number): SheetData {
  const rows: SheetData['rows'] = [];
  worksheet.eachRow((row, number) => {
    if (rows.length >= maxRows) return;
    const cells: (CellData | null)[] = [];
    let filled = false;
    row.eachCell((cell, column) => {
      const value = cellValue(cell.value);
      if (value === undefined) return;
      cells[column] = value;
      filled = true;
    });
    if (filled) rows.push([number, Array.from(cells, (cell) => cell ?? null)]);
  });
  return { name: worksheet.name, rows };
}

/** The workbook's sheets as plain data, once the zip is known to stay within bounds. */
export async function readWorkbookData(bytes: Uint8Array, options: ReadOptions): Promise<ReadOutcome> {
  try {
    checkZipBounds(bytes, options);
  } catch (error) {
    return { ok: false, failure: error instanceof InflatesTooLarge ? 'tooLarge' : 'unreadable' };
  }
  const workbook = new (await loadExcel()).Workbook();
  try {
    const load = options.ignoreNodes ? { ignoreNodes: options.ignoreNodes } : undefined;
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) as never, load);
  } catch {
    return { ok: false, failure: 'unreadable' };
  }
  return { ok: true, workbook: { sheets: workbook.worksheets.map((sheet) => sheetData(sheet, options.maxRows)) } };
}
