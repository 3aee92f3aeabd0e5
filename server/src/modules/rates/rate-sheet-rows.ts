import { randomUUID } from 'node:crypto';
import { errorMessage } from '@seabook/domain/error-messages';
import { type ErrorKey, isErrorKey } from '@seabook/domain/errors';
import type { Locale } from '@seabook/domain/i18n';
import type { CurrencyRate } from '@seabook/domain/money';
import {
  CurrencyRateInputSchema,
  FclRateInputSchema,
  LclRateInputSchema,
  RateIdSchema,
} from '@seabook/domain/ops-rates';
import {
  isCleanReport,
  MAX_LISTED_PROBLEMS,
  MAX_SHEET_ROWS,
  RATE_SHEET_COLUMNS,
  RATE_SHEETS,
  type RateSheetCount,
  type RateSheetImportResult,
  type RateSheetName,
  type RateSheetProblem,
  type RateSheetReport,
} from '@seabook/domain/rate-sheet';
import { and, eq, inArray } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client.ts';
import type { StaffActor } from '../../http/guards.ts';
import { breather } from '../../lib/breather.ts';
import { AppError } from '../../lib/errors.ts';
import { type Catalog, getCatalog } from '../catalog/catalog.service.ts';
import { recordAudit } from '../ops/ops.service.ts';
import { importRateSheet } from './manage-rates.ts';
import type { FclRateUpdate, LclServiceUpdate, NewFclRate, NewLclService, RateSheet } from './new-rates.ts';
import type { ReadSheet, ReadWorkbook, SheetRow } from './rate-sheet-read.ts';
import { fclRates, lclServices, rateCharges } from './rates.tables.ts';

/**
 * The rows of an uploaded rate sheet checked one by one, with the rates desk's own schemas (so a row
 * and the desk's form refuse the same things with the same messages), then against the catalogue and
 * the stored rates; the report lists every problem with its sheet, Excel row and cell. A clean sheet
 * is written in one transaction with its audit row; a sheet with any problem writes nothing.
 */

/** Excel's column letters: 1 → A, 27 → AA. */
function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const PORT_FIELDS = ['pol', 'pod', 'via'] as const;

/** A row that passed its schema, with what it will become. */
type Checked<T> = { row: SheetRow; value: T; id: number | null };

class Findings {
  readonly problems: RateSheetProblem[] = [];
  /** Fields already wrong, `sheet|row|column`: one problem a cell. */
  private readonly marked = new Set<string>();
  constructor(private readonly locale: Locale) {}

  add(
    at: { sheet: ReadSheet | null; row: number | null; column: string | null },
    key: ErrorKey,
    values?: Record<string, string | number>,
  ): void {
    const mark = `${at.sheet?.sheet}|${at.row}|${at.column}`;
    if (this.marked.has(mark)) return;
    this.marked.add(mark);
    const number = at.column ? at.sheet?.columns.get(at.column) : undefined;
    this.problems.push({
      sheet: at.sheet?.sheet ?? null,
      row: at.row,
      column: at.column,
      cell: number !== undefined && at.row !== null ? `${columnLetter(number)}${at.row}` : null,
      key,
      msg: errorMessage(key, this.locale, values),
    });
  }
  has(sheet: ReadSheet, row: number, column: string): boolean {
    return this.marked.has(`${sheet.sheet}|${row}|${column}`);
  }
}

/** Runs a row through its schema; each issue is a problem at its column (a drop-down's generic one says the choices). */
function parseRow<T>(findings: Findings, sheet: ReadSheet, row: SheetRow, schema: ZodType<T>): T | null {
  const parsed = schema.safeParse(row.cells);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const column = String(issue.path[0] ?? '') || null;
    let key: ErrorKey = isErrorKey(issue.message) ? issue.message : 'VALIDATION';
    const choices = RATE_SHEET_COLUMNS[sheet.sheet].find((c) => c.key === column)?.choices;
    if (key === 'VALIDATION' && choices) key = 'RATE_SHEET_CHOICE_INVALID';
    findings.add({ sheet, row: row.row, column }, key, choices ? { choices: choices.join(', ') } : undefined);
  }
  return null;
}

/** Ports and carrier (and container type) of a row against the catalogue, for cells not already wrong. */
function checkCatalog(findings: Findings, catalog: Catalog, sheet: ReadSheet, row: SheetRow): void {
  const text = (column: string) => {
    const value = row.cells[column];
    return value === undefined || findings.has(sheet, row.row, column) ? null : String(value).trim().toUpperCase();
  };
  for (const column of PORT_FIELDS) {
    const code = text(column);
    if (code && !catalog.ports.has(code)) findings.add({ sheet, row: row.row, column }, 'PORT_UNKNOWN');
  }
  const carrier = text('carrier');
  if (carrier && !catalog.carriers.has(carrier))
    findings.add({ sheet, row: row.row, column: 'carrier' }, 'CARRIER_UNKNOWN');
  const box = sheet.sheet === 'FCL' ? text('containerType') : null;
  if (box && !catalog.containerTypes.some((c) => c.code === box))
    findings.add({ sheet, row: row.row, column: 'containerType' }, 'CONTAINER_TYPE_UNKNOWN');
}

/** The row's rate ID: null for a new rate; a malformed or repeated one is a problem. */
function rowId(findings: Findings, sheet: ReadSheet, row: SheetRow, seen: Map<number, number>): number | null {
  const raw = row.cells.id;
  if (raw === undefined) return null;
  const parsed = RateIdSchema.safeParse(String(raw));
  if (!parsed.success) {
    findings.add({ sheet, row: row.row, column: 'id' }, 'RATE_SHEET_ID_UNKNOWN');
    return null;
  }
  const id = Number(parsed.data);
  const first = seen.get(id);
  if (first !== undefined) findings.add({ sheet, row: row.row, column: 'id' }, 'RATE_SHEET_DUPLICATE', { row: first });
  else seen.set(id, row.row);
  return id;
}

async function checkRates<T>(
  findings: Findings,
  catalog: Catalog,
  sheet: ReadSheet,
  schema: ZodType<T>,
): Promise<Checked<T>[]> {
  const seen = new Map<number, number>();
  const checked: Checked<T>[] = [];
  const breathe = breather();
  for (const row of sheet.rows) {
    await breathe();
    const id = rowId(findings, sheet, row, seen);
    const value = parseRow(findings, sheet, row, schema);
    checkCatalog(findings, catalog, sheet, row);
    if (value !== null) checked.push({ row, value, id });
  }
  return checked;
}

/**
 * The IDs a sheet names against the stored rates: unknown (RATE_SHEET_ID_UNKNOWN), withdrawn
 * (RATE_WITHDRAWN), or an LCL service whose ocean surcharges are in the currency the row leaves
 * (RATE_CURRENCY_LOCKED, as the desk's form refuses it).
 */
async function checkStored(
  db: Db,
  findings: Findings,
  sheet: ReadSheet,
  rows: Checked<{ currency: string }>[],
): Promise<void> {
  const table = sheet.sheet === 'LCL' ? lclServices : fclRates;
  const named = rows.filter((r) => r.id !== null);
  const stored = new Map<number, { published: boolean; currency: string }>();
  for (let i = 0; i < named.length; i += 1000) {
    const ids = named.slice(i, i + 1000).map((r) => r.id as number);
    const found = await db
      .select({ id: table.id, published: table.published, currency: table.currency })
      .from(table)
      .where(inArray(table.id, ids));
    for (const r of found) stored.set(r.id, r);
  }
  const moved: Checked<{ currency: string }>[] = [];
  for (const r of named) {
    const rate = stored.get(r.id as number);
    if (!rate) findings.add({ sheet, row: r.row.row, column: 'id' }, 'RATE_SHEET_ID_UNKNOWN');
    else if (!rate.published) findings.add({ sheet, row: r.row.row, column: 'id' }, 'RATE_WITHDRAWN');
    else if (sheet.sheet === 'LCL' && rate.currency !== r.value.currency) moved.push(r);
  }
  for (let i = 0; i < moved.length; i += 1000) {
    const batch = moved.slice(i, i + 1000);
    const lines = await db
      .select({ serviceId: rateCharges.serviceId, currency: rateCharges.currency })
      .from(rateCharges)
      .where(
        and(
          eq(rateCharges.scope, 'service'),
          eq(rateCharges.stage, 'ocean'),
          inArray(
            rateCharges.serviceId,
            batch.map((r) => r.id as number),
          ),
        ),
      );
    for (const r of batch)
      if (lines.some((line) => line.serviceId === r.id && line.currency !== r.value.currency))
        findings.add({ sheet, row: r.row.row, column: 'currency' }, 'RATE_CURRENCY_LOCKED');
  }
}

function checkCurrencies(findings: Findings, sheet: ReadSheet): CurrencyRate[] {
  const seen = new Map<string, number>();
  const rates: CurrencyRate[] = [];
  for (const row of sheet.rows) {
    const value = parseRow(findings, sheet, row, CurrencyRateInputSchema);
    if (!value) continue;
    const first = seen.get(value.currency);
    if (first !== undefined)
      findings.add({ sheet, row: row.row, column: 'currency' }, 'RATE_SHEET_DUPLICATE', { row: first });
    else seen.set(value.currency, row.row);
    rates.push(value);
  }
  return rates;
}

type LclValue = Omit<NewLclService, 'rule' | 'charges'>;
/** What a rate sheet upload writes. */
type SheetRates = Required<Pick<RateSheet, 'services' | 'serviceUpdates' | 'fcl' | 'fclUpdates' | 'currencyRates'>>;

/** The sheet's problems in reading order: sheet, then row, then the column's place in the layout. */
function inOrder(problems: RateSheetProblem[]): RateSheetProblem[] {
  const place = (p: RateSheetProblem) => ({
    sheet: p.sheet === null ? -1 : RATE_SHEETS.indexOf(p.sheet),
    row: p.row ?? -1,
    column: p.sheet === null ? -1 : RATE_SHEET_COLUMNS[p.sheet].findIndex((c) => c.key === p.column),
  });
  return problems
    .map((p) => ({ p, at: place(p) }))
    .sort((a, b) => a.at.sheet - b.at.sheet || a.at.row - b.at.row || a.at.column - b.at.column)
    .map(({ p }) => p);
}

/**
 * POST /v2/ops/rate/sheet/check: the report of a read workbook, and the rates a clean one writes.
 * Nothing is saved.
 */
export async function checkRateWorkbook(
  db: Db,
  workbook: ReadWorkbook,
  fileName: string,
  locale: Locale,
): Promise<{ report: RateSheetReport; sheet: SheetRates }> {
  const findings = new Findings(locale);
  const catalog = await getCatalog(db);
  const sheet: SheetRates = {
    services: [],
    serviceUpdates: [],
    fcl: [],
    fclUpdates: [],
    currencyRates: [],
  };
  const counts: RateSheetCount[] = [];
  if (workbook.tooManyRows)
    findings.add({ sheet: null, row: null, column: null }, 'RATE_SHEET_TOO_MANY_ROWS', { max: MAX_SHEET_ROWS });
  for (const read of workbook.sheets) {
    const added = read.rows.filter((r) => r.cells.id === undefined).length;
    counts.push({
      sheet: read.sheet,
      rows: read.rows.length,
      added: read.sheet === 'Currency' ? read.rows.length : added,
      updated: read.sheet === 'Currency' ? 0 : read.rows.length - added,
    });
    if (read.missing.length > 0) {
      // Without a required column every row would fail on it: the missing column is the one problem.
      for (const column of read.missing)
        findings.add({ sheet: read, row: null, column: column.key }, 'RATE_SHEET_COLUMN_MISSING', {
          column: column.title[locale],
        });
      continue;
    }
    if (read.sheet === 'Currency') {
      sheet.currencyRates = checkCurrencies(findings, read);
    } else if (read.sheet === 'LCL') {
      const rows = await checkRates<LclValue>(findings, catalog, read, LclRateInputSchema);
      await checkStored(db, findings, read, rows);
      for (const { value, id } of rows)
        if (id === null) sheet.services.push(value);
        else sheet.serviceUpdates.push({ ...value, id } satisfies LclServiceUpdate);
    } else {
      const rows = await checkRates<NewFclRate>(findings, catalog, read, FclRateInputSchema);
      await checkStored(db, findings, read, rows);
      for (const { value, id } of rows)
        if (id === null) sheet.fcl.push(value);
        else sheet.fclUpdates.push({ ...value, id } satisfies FclRateUpdate);
    }
  }
  if (findings.problems.length === 0 && counts.every((c) => c.rows === 0))
    findings.add({ sheet: null, row: null, column: null }, 'RATE_SHEET_EMPTY');
  const problems = inOrder(findings.problems);
  return {
    report: {
      fileName,
      sheets: counts,
      problems: problems.slice(0, MAX_LISTED_PROBLEMS),
      problemCount: problems.length,
    },
    sheet,
  };
}

/**
 * POST /v2/ops/rate/sheet/import: checks again and writes a clean sheet in one transaction with one
 * audit row (the import's id, the file name, the counts per sheet); refuses any other with its report.
 */
export async function importRateWorkbook(
  db: Db,
  actor: StaffActor,
  workbook: ReadWorkbook,
  fileName: string,
  locale: Locale,
): Promise<RateSheetImportResult> {
  const { report, sheet } = await checkRateWorkbook(db, workbook, fileName, locale);
  if (!isCleanReport(report)) {
    const empty = report.problems.length === 1 && report.problems[0]?.key === 'RATE_SHEET_EMPTY';
    // 422 with the report as `result.data`, for the web to show row by row.
    throw new AppError(empty ? 'RATE_SHEET_EMPTY' : 'RATE_SHEET_INVALID', { data: report });
  }
  const importId = randomUUID();
  const perSheet = Object.fromEntries(report.sheets.map(({ sheet: name, ...count }) => [name, count])) as Partial<
    Record<RateSheetName, Omit<RateSheetCount, 'sheet'>>
  >;
  await importRateSheet(db, sheet, (tx) =>
    recordAudit(tx, actor, {
      action: 'rate_sheet.import',
      objectType: 'rate_sheet',
      objectId: importId,
      objectLabel: fileName,
      after: perSheet,
    }),
  );
  return {
    importId,
    lcl: sheet.services.length + sheet.serviceUpdates.length,
    fcl: sheet.fcl.length + sheet.fclUpdates.length,
    currency: sheet.currencyRates.length,
    sheets: report.sheets,
  };
}
