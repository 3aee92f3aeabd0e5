import type { AppError } from './errors.ts';
import type { CellData, ReadOptions, ReadOutcome, SheetData, WorkbookData } from './excel-read.ts';
import { workerModule } from './server-files.ts';
import { runWorker, WorkerFailed } from './worker-run.ts';

/**
 * What our Excel readers share (the rate sheet of the rates desk, the letter-of-instruction template):
 * an uploaded workbook read within bounds in a worker thread (decision 028), handed back as plain data.
 */

export type { CellData } from './excel-read.ts';

export type WorkbookBounds = {
  /** The largest upload taken; a larger one is `tooLarge`. */
  maxBytes: number;
  /** What all the zip's parts may inflate to together, counted while inflating. */
  maxUnzippedBytes: number;
  maxEntries: number;
  /** Rows with something in them read per sheet. */
  maxRows: number;
  tooLarge: () => AppError;
  /** Anything that is not a readable .xlsx within the bounds. */
  unreadable: () => AppError;
  /** A workbook that unpacks past the bounds, or exhausts the reader's memory or time. */
  unpacksTooLarge: () => AppError;
  /** Parts of the sheets not read at all (exceljs expands some of them cell by cell). */
  ignoreNodes?: string[];
};

/** The reader's heap: a 5 MB rate sheet at its 50,000 rows fits well; a bomb does not. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48, stackSizeMb: 4 };
const WORKER_TIME_MS = 60_000;

/** One sheet of a read workbook. */
export class Sheet {
  readonly name: string;
  private readonly rows: Map<number, (CellData | null)[]>;

  constructor(data: SheetData) {
    this.name = data.name;
    this.rows = new Map(data.rows);
  }

  /** A cell's value by row and column number (1 = A); blank is undefined. */
  cell(row: number, column: number): CellData | undefined {
    return this.rows.get(row)?.[column] ?? undefined;
  }

  /** The cells of a row by column number, blanks left out. */
  cells(row: number): [number, CellData][] {
    const found: [number, CellData][] = [];
    for (const [column, value] of (this.rows.get(row) ?? []).entries())
      if (value !== null && value !== undefined) found.push([column, value]);
    return found;
  }

  /** The numbers of the rows with something in them, in order. */
  rowNumbers(): number[] {
    return [...this.rows.keys()];
  }
}

export type Workbook = { sheets: Sheet[] };

/**
 * An uploaded .xlsx read in a worker once its size is within bounds: `tooLarge` for a larger file,
 * `unpacksTooLarge` for one whose parts inflate past the bounds (counted, not declared) or that
 * exhausts the worker's memory or time, `unreadable` for anything else that is not a workbook.
 */
export async function openWorkbook(bytes: Uint8Array, bounds: WorkbookBounds): Promise<Workbook> {
  if (bytes.length > bounds.maxBytes) throw bounds.tooLarge();
  const options: ReadOptions = {
    maxUnzippedBytes: bounds.maxUnzippedBytes,
    maxEntries: bounds.maxEntries,
    maxRows: bounds.maxRows,
    ...(bounds.ignoreNodes ? { ignoreNodes: bounds.ignoreNodes } : {}),
  };
  let outcome: ReadOutcome;
  try {
    outcome = await runWorker<ReadOutcome>({
      module: workerModule('lib/excel-worker.ts'),
      data: { bytes: new Uint8Array(bytes), options },
      limits: WORKER_LIMITS,
      timeoutMs: WORKER_TIME_MS,
    });
  } catch (error) {
    if (error instanceof WorkerFailed && error.reason !== 'crash') throw bounds.unpacksTooLarge();
    throw bounds.unreadable();
  }
  if (!outcome.ok) throw outcome.failure === 'tooLarge' ? bounds.unpacksTooLarge() : bounds.unreadable();
  return { sheets: outcome.workbook.sheets.map((sheet: WorkbookData['sheets'][number]) => new Sheet(sheet)) };
}
