import { z } from 'zod';
import { CONTAINER_CODES } from './booking-rules.ts';
import type { Localized } from './i18n.ts';
import { CURRENCIES } from './money-rules.ts';
import { SERVICE_KINDS } from './quote-rules.ts';

/**
 * The Excel rate sheet of the back office (issue 6): one layout shared by the template, the export,
 * the reader and the web's report. A workbook has the sheets LCL, FCL and Currency (any of them may be
 * left out); row 1 of each holds the column titles, simplified Chinese over English in one cell, and
 * every later row is one rate. Columns are found by their title (either language, or the key), so a
 * user may reorder them. The rows are checked with the rates desk's own schemas (ops-rates.ts).
 *
 * `id` names an existing, published rate: a row with it replaces that rate, a row without it adds a
 * new one. An export fills it in, so an exported sheet edited and imported again updates the same
 * rates instead of adding copies.
 */

export const RATE_SHEETS = ['LCL', 'FCL', 'Currency'] as const;
export type RateSheetName = (typeof RATE_SHEETS)[number];

/** The Excel row of the column titles; rates start on the next one. */
export const HEADER_ROW = 1;
/** In the template, this in the `id` cell marks the example row, which is never imported. */
export const EXAMPLE_MARKS = ['示例', '範例', 'example'] as const;
/** At most this many rate rows in one file (all sheets together). */
export const MAX_SHEET_ROWS = 50_000;
/** The file: an .xlsx of at most 5 MB. */
export const RATE_SHEET_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many problems are listed; `problemCount` says how many there were. */
export const MAX_LISTED_PROBLEMS = 500;

export type RateSheetColumn = {
  key: string;
  title: Localized;
  /** A missing required column is a problem; an optional one may be left out of the sheet. */
  required: boolean;
  /** What a cell holds, for the template's formats and drop-downs. */
  type: 'id' | 'text' | 'port' | 'days' | 'weekdays' | 'date' | 'price' | 'rate' | 'choice';
  choices?: readonly string[];
  width: number;
};

const col = (
  key: string,
  zhCN: string,
  zhTW: string,
  en: string,
  type: RateSheetColumn['type'],
  extra: Partial<Pick<RateSheetColumn, 'required' | 'choices' | 'width'>> = {},
): RateSheetColumn => ({
  key,
  title: { 'zh-CN': zhCN, 'zh-TW': zhTW, en },
  type,
  required: extra.required ?? true,
  width: extra.width ?? 14,
  ...(extra.choices ? { choices: extra.choices } : {}),
});

const ID = col('id', '编号', '編號', 'ID', 'id', { required: false, width: 10 });
const POL = col('pol', '起运港', '起運港', 'POL', 'port');
const POD = col('pod', '目的港', '目的港', 'POD', 'port');
const VIA = col('via', '中转港', '中轉港', 'Via', 'port', { required: false });
const CARRIER = col('carrier', '船公司', '船公司', 'Carrier', 'text');
const WEEKDAYS = col('weekdays', '开船日', '開船日', 'Sailing days', 'weekdays');
const CUTOFF = col('cutoffDays', '截单提前天数', '截單提前天數', 'SI cut-off days', 'days', { width: 16 });
const CARGO_CUT = col('cargoCutDays', '截货提前天数', '截貨提前天數', 'Cargo cut-off days', 'days', { width: 18 });
const TRANSIT = col('transitDays', '航程天数', '航程天數', 'Transit days', 'days');
const VALID_FROM = col('validFrom', '生效日期', '生效日期', 'Valid from', 'date');
const VALID_TO = col('validTo', '失效日期', '失效日期', 'Valid to', 'date');
const CURRENCY = col('currency', '币种', '幣別', 'Currency', 'choice', { choices: CURRENCIES, width: 10 });

/** The columns of each sheet, in the template's order. */
export const RATE_SHEET_COLUMNS: Record<RateSheetName, readonly RateSheetColumn[]> = {
  LCL: [
    ID,
    col('kind', '进出口', '進出口', 'Direction', 'choice', { choices: SERVICE_KINDS, width: 10 }),
    POL,
    POD,
    VIA,
    CARRIER,
    WEEKDAYS,
    CUTOFF,
    CARGO_CUT,
    TRANSIT,
    VALID_FROM,
    VALID_TO,
    CURRENCY,
    col('oceanRate', '海运费/W/M', '海運費/W/M', 'Ocean rate per W/M', 'price', { required: false, width: 18 }),
  ],
  FCL: [
    ID,
    POL,
    POD,
    VIA,
    CARRIER,
    col('containerType', '箱型', '櫃型', 'Container type', 'choice', { choices: CONTAINER_CODES }),
    CURRENCY,
    col('price', '海运费/箱', '海運費/櫃', 'Price per container', 'price', { width: 18 }),
    WEEKDAYS,
    CUTOFF,
    TRANSIT,
    VALID_FROM,
    VALID_TO,
  ],
  Currency: [
    col('currency', '币种', '幣別', 'Currency', 'choice', {
      choices: CURRENCIES.filter((c) => c !== 'USD'),
      width: 10,
    }),
    col('usdPerUnit', '美元汇率', '美元匯率', 'USD per unit', 'rate', { width: 16 }),
    col('asOf', '汇率日期', '匯率日期', 'Rate date', 'date'),
  ],
};

/** A column's title cell: simplified Chinese over English. */
export function columnHeading(column: RateSheetColumn): string {
  return `${column.title['zh-CN']}\n${column.title.en}`;
}

/** GET /v2/ops/rate/sheet/export: which rates to export (`all` adds the exchange rates). */
export const RATE_SHEET_EXPORT_KINDS = ['lcl', 'fcl', 'all'] as const;
export const RateSheetExportQuerySchema = z.object({
  kind: z.enum(RATE_SHEET_EXPORT_KINDS, { error: 'VALIDATION' }).default('all'),
  /** Names the export for its progress (RateSheetTaskSchema). */
  task: z.uuid({ error: 'VALIDATION' }).optional(),
});
export type RateSheetExportKind = (typeof RATE_SHEET_EXPORT_KINDS)[number];

/**
 * One problem of a sheet: where (sheet, Excel row, column key and cell such as "D7") and what (the
 * error catalogue's key and its message in the caller's language). A problem of the whole file has no
 * sheet; a missing column has no row.
 */
export const RateSheetProblemSchema = z.object({
  sheet: z.enum(RATE_SHEETS).nullable(),
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  cell: z.string().nullable(),
  key: z.string(),
  msg: z.string(),
});
export type RateSheetProblem = z.infer<typeof RateSheetProblemSchema>;

/** What a sheet holds: rows read, and of them how many add a rate and how many replace one. */
export const RateSheetCountSchema = z.object({
  sheet: z.enum(RATE_SHEETS),
  rows: z.number().int().nonnegative(),
  added: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
});
export type RateSheetCount = z.infer<typeof RateSheetCountSchema>;

/**
 * POST /v2/ops/rate/sheet/check: the row-by-row report; nothing is saved. The import answers 422
 * RATE_SHEET_INVALID (or RATE_SHEET_EMPTY) with this report as `result.data` when it is not clean.
 */
export const RateSheetReportSchema = z.object({
  fileName: z.string(),
  sheets: z.array(RateSheetCountSchema),
  problems: z.array(RateSheetProblemSchema),
  /** Every problem found; more than `problems.length` when the list was cut at MAX_LISTED_PROBLEMS. */
  problemCount: z.number().int().nonnegative(),
});
export type RateSheetReport = z.infer<typeof RateSheetReportSchema>;

/** A report the import would accept: no problem and at least one rate. */
export function isCleanReport(report: RateSheetReport): boolean {
  return report.problemCount === 0 && report.sheets.some((s) => s.rows > 0);
}

/** POST /v2/ops/rate/sheet/import: what was written, per sheet, in one transaction. */
export const RateSheetImportResultSchema = z.object({
  /** The audit trail's object id of this import. */
  importId: z.string(),
  lcl: z.number().int().nonnegative(),
  fcl: z.number().int().nonnegative(),
  currency: z.number().int().nonnegative(),
  sheets: z.array(RateSheetCountSchema),
});
export type RateSheetImportResult = z.infer<typeof RateSheetImportResultSchema>;

/**
 * A long rate-sheet task (export, check, import) the desk follows (decision 028): the browser names it
 * with a random id in the `task` query parameter and asks for its progress while it runs.
 */
export const RateSheetTaskSchema = z.object({
  task: z.uuid({ error: 'VALIDATION' }).optional(),
});
export const RATE_SHEET_STAGES = ['waiting', 'reading', 'checking', 'saving', 'writing', 'done', 'failed'] as const;
export type RateSheetStage = (typeof RATE_SHEET_STAGES)[number];
export const RateSheetProgressQuerySchema = z.object({ task: z.uuid({ error: 'VALIDATION' }) });
/** Where a task is: its stage and, when known, the share done in per cent; an unknown task is `waiting`. */
export const RateSheetProgressSchema = z.object({
  stage: z.enum(RATE_SHEET_STAGES),
  percent: z.number().int().min(0).max(100).nullable(),
});
export type RateSheetProgress = z.infer<typeof RateSheetProgressSchema>;
