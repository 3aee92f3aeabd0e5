import ExcelJS from 'exceljs';
import type { AppError } from './errors.ts';
import { zipWithinLimits } from './zip-limits.ts';

/**
 * What our Excel readers share (the rate sheet of the rates desk, the letter-of-instruction template):
 * opening an uploaded workbook within bounds, and a cell's value as plain data.
 */

/** A cell as our readers take it: text, a number or a boolean. */
export type CellData = string | number | boolean;

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

export type WorkbookBounds = {
  /** The largest upload taken; a larger one is `tooLarge`. */
  maxBytes: number;
  /** What the zip's directory may declare, looked at before anything is inflated. */
  maxUnzippedBytes: number;
  maxEntries: number;
  tooLarge: () => AppError;
  /** Anything that is not a readable .xlsx within the bounds. */
  unreadable: () => AppError;
  /** Parts of the sheets not read at all (exceljs expands some of them cell by cell). */
  ignoreNodes?: string[];
};

/** An uploaded .xlsx read by exceljs once its size and the sizes its zip declares are within bounds. */
export async function openWorkbook(bytes: Uint8Array, bounds: WorkbookBounds): Promise<ExcelJS.Workbook> {
  if (bytes.length > bounds.maxBytes) throw bounds.tooLarge();
  if (!zipWithinLimits(bytes, bounds)) throw bounds.unreadable();
  const workbook = new ExcelJS.Workbook();
  try {
    const options = bounds.ignoreNodes ? { ignoreNodes: bounds.ignoreNodes } : undefined;
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer, options);
  } catch {
    throw bounds.unreadable();
  }
  return workbook;
}
