import { type Currency, type CurrencyRate, toDecimalString } from '@seabook/domain/money';
import { EXAMPLE_MARKS, type RateSheetExportKind, type RateSheetName } from '@seabook/domain/rate-sheet';
import { and, asc, eq, gt, gte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { workerModule } from '../../lib/server-files.ts';
import { runWorker, WorkerFailed } from '../../lib/worker-run.ts';
import { addDays, today } from './clock.ts';
import type { RowValues } from './rate-sheet-write.ts';
import { currencyRates, fclRates, lclServices } from './rates.tables.ts';

/**
 * The rate sheet workbook as written (layout in domain/rate-sheet.ts): the template and the export come
 * from one function, so an export has exactly the template's columns and imports again as it is. The
 * rows are read here and written into the workbook in a worker thread (rate-sheet-write.ts), so a long
 * export never holds up other requests (decision 028). Reading an upload is rate-sheet-read.ts,
 * checking its rows rate-sheet-rows.ts.
 */

/** A day (YYYY-MM-DD) as an Excel date: midnight UTC, which Excel shows as that calendar day. */
const excelDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** Minor units as the number a person types: 4500 USD → 45; whole yen stay whole. */
const major = (amount: number, currency: Currency) => Number(toDecimalString(amount, currency));

/** Hears how far a long task is: a stage and, while writing, the share done (0–1). */
export type SheetProgress = (stage: 'reading' | 'writing', share?: number) => void;

/** The writer's heap: the demo's some 60,000 rates need about 200 MB. */
const WRITE_LIMITS = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64 };
const WRITE_TIME_MS = 120_000;

/**
 * A sheet's rows as pages, each a JSON array. What goes to the worker is copied on the request thread
 * in one go: strings copy fast, while 250,000 row objects (every rate of a million-line table) held it
 * for a third of a second. Dates travel as ISO strings; the writer turns its date columns back.
 */
type SheetPages = Partial<Record<RateSheetName, string[]>>;
const onePage = (rows: RowValues[]): string[] => [JSON.stringify(rows)];

/** The workbook of these rows, written in a worker thread. */
async function writeWorkbook(
  sheets: SheetPages,
  example: boolean,
  progress: SheetProgress = () => {},
): Promise<Buffer> {
  progress('writing', 0);
  const bytes = await runWorker<Uint8Array>({
    module: workerModule('modules/rates/rate-sheet-worker.ts'),
    data: { sheets, example },
    limits: WRITE_LIMITS,
    timeoutMs: WRITE_TIME_MS,
    onProgress: (share) => progress('writing', share),
  });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}

const currencyRow = (r: CurrencyRate): RowValues => ({
  currency: r.currency,
  usdPerUnit: r.usdPerUnit,
  asOf: excelDay(r.asOf),
});

async function storedCurrencyRates(db: DbOrTx): Promise<CurrencyRate[]> {
  const rows = await db.select().from(currencyRates).orderBy(asc(currencyRates.currency));
  return rows.filter((r) => r.currency !== 'USD') as CurrencyRate[];
}

/**
 * GET /v2/ops/rate/sheet/template: an example row on LCL and FCL (marked in its ID cell, never
 * imported) and, on Currency, the exchange rates as stored, to be edited in place.
 */
export async function rateSheetTemplate(db: Db): Promise<Buffer> {
  const day = today();
  const mark = `${EXAMPLE_MARKS[0]} Example`;
  const lane = { pol: 'CNSHA', pod: 'USLAX', via: null, carrier: 'COSU' };
  const validity = { validFrom: excelDay(day), validTo: excelDay(addDays(day, 30)) };
  return writeWorkbook(
    {
      LCL: onePage([
        {
          id: mark,
          kind: 'export',
          ...lane,
          weekdays: '1,4',
          cutoffDays: 2,
          cargoCutDays: 3,
          transitDays: 14,
          ...validity,
          currency: 'USD',
          oceanRate: 45,
        },
      ]),
      FCL: onePage([
        {
          id: mark,
          ...lane,
          containerType: '40HQ',
          currency: 'USD',
          price: 2350,
          weekdays: '3',
          cutoffDays: 3,
          transitDays: 14,
          ...validity,
        },
      ]),
      Currency: onePage((await storedCurrencyRates(db)).map(currencyRow)),
    },
    true,
  );
}

/**
 * Rows an export reads per statement. Reading and mapping them is request-thread work (about 20 ms per
 * thousand rows on a small machine); whole tables at once held every other request for hundreds of
 * milliseconds at a million rate lines (issue 20).
 */
const EXPORT_PAGE = 1000;

/**
 * Every row of a query, read page by page in id order (`page(after)`: the rows after that id), each
 * page mapped to sheet rows as it arrives and kept as JSON (SheetPages).
 */
async function inPages<T extends { id: number }>(
  page: (after: number) => Promise<T[]>,
  map: (row: T) => RowValues,
): Promise<string[]> {
  const pages: string[] = [];
  for (let after = 0; ; ) {
    const next = await page(after);
    if (next.length > 0) pages.push(JSON.stringify(next.map(map)));
    if (next.length < EXPORT_PAGE) return pages;
    after = (next[next.length - 1] as T).id;
  }
}

/** GET /v2/ops/rate/sheet/export: the published rates still valid today, in the template's layout. */
export async function exportRateSheet(
  db: Db,
  kind: RateSheetExportKind,
  progress: SheetProgress = () => {},
): Promise<Buffer> {
  progress('reading');
  const from = today();
  // Read page by page, but as of one moment: an import finishing meanwhile is wholly in or wholly out.
  const sheets = await db.transaction(
    async (tx) => {
      const sheets: SheetPages = {};
      if (kind !== 'fcl') {
        sheets.LCL = await inPages(
          (after) =>
            tx
              .select()
              .from(lclServices)
              .where(and(eq(lclServices.published, true), gte(lclServices.validTo, from), gt(lclServices.id, after)))
              .orderBy(asc(lclServices.id))
              .limit(EXPORT_PAGE),
          (s) => {
            const currency = s.currency as Currency;
            return {
              id: String(s.id),
              kind: s.kind,
              pol: s.pol,
              pod: s.pod,
              via: s.via,
              carrier: s.carrier,
              weekdays: s.weekdays.join(','),
              cutoffDays: s.cutoffDays,
              cargoCutDays: s.cargoCutDays,
              transitDays: s.transitDays,
              validFrom: excelDay(s.validFrom),
              validTo: excelDay(s.validTo),
              currency,
              oceanRate: s.oceanRate === null ? null : major(s.oceanRate, currency),
            };
          },
        );
      }
      if (kind !== 'lcl') {
        sheets.FCL = await inPages(
          (after) =>
            tx
              .select()
              .from(fclRates)
              .where(and(eq(fclRates.published, true), gte(fclRates.validTo, from), gt(fclRates.id, after)))
              .orderBy(asc(fclRates.id))
              .limit(EXPORT_PAGE),
          (r) => ({
            id: String(r.id),
            pol: r.pol,
            pod: r.pod,
            via: r.via,
            carrier: r.carrier,
            containerType: r.containerType,
            currency: r.currency,
            price: major(r.price, r.currency as Currency),
            weekdays: r.weekdays.join(','),
            cutoffDays: r.cutoffDays,
            transitDays: r.transitDays,
            validFrom: excelDay(r.validFrom),
            validTo: excelDay(r.validTo),
          }),
        );
      }
      if (kind === 'all') sheets.Currency = onePage((await storedCurrencyRates(tx)).map(currencyRow));
      return sheets;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  try {
    return await writeWorkbook(sheets, false, progress);
  } catch (error) {
    // The writer's worker ran out of its memory or time: a clear answer, not a server error.
    if (error instanceof WorkerFailed && error.reason !== 'crash') throw new AppError('RATE_SHEET_EXPORT_TOO_LARGE');
    throw error;
  }
}
