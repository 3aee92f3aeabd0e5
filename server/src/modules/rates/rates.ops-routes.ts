import multipart from '@fastify/multipart';
import { cleanFileName, FILE_MIME, fileTypeOfName, HEAD_BYTES, sniffType } from '@seabook/domain/files';
import { opsRatesCalls } from '@seabook/domain/ops-rates.calls';
import { RATE_SHEET_MAX_BYTES } from '@seabook/domain/rate-sheet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { attachmentHeader } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import { withFilePart } from '../../http/uploads.ts';
import { AppError } from '../../lib/errors.ts';
import { checkContent } from '../files/files.service.ts';
import { today } from './clock.ts';
import { listCurrencyRates, listFclRates, listLclRates } from './ops-rates.rows.ts';
import { expireFclRates, expireLclRates, saveCurrencyRate, saveFclRate, saveLclRate } from './ops-rates.service.ts';
import { exportRateSheet, rateSheetTemplate } from './rate-sheet.ts';
import { progressOf, taskProgress } from './rate-sheet-progress.ts';
import { type ReadWorkbook, readRateWorkbook } from './rate-sheet-read.ts';
import { checkRateWorkbook, importRateWorkbook } from './rate-sheet-rows.ts';

const XLSX = FILE_MIME.xlsx;

/**
 * The back office's rates desk (issue 6) under `/v2/ops/rate/…`: LCL services and FCL rates listed,
 * saved (created without an id, edited with one) and withdrawn from the search, and the exchange rates.
 * A save of a new rate needs `add`, of an existing one `edit`; withdrawing and exchange rates need `edit`.
 * And the rate sheet: the Excel template, the check and import of an upload, the export.
 */
export async function opsRatesRoutes(root: App, { db }: AppDeps): Promise<void> {
  await route(root, opsRatesCalls.lclList, async ({ query }) => listLclRates(db, query));
  await route(root, opsRatesCalls.lclSave, async ({ actor, body }) => saveLclRate(db, actor, body));
  await route(root, opsRatesCalls.lclExpire, async ({ actor, body }) => expireLclRates(db, actor, body.ids));
  await route(root, opsRatesCalls.fclList, async ({ query }) => listFclRates(db, query));
  await route(root, opsRatesCalls.fclSave, async ({ actor, body }) => saveFclRate(db, actor, body));
  await route(root, opsRatesCalls.fclExpire, async ({ actor, body }) => expireFclRates(db, actor, body.ids));
  await route(root, opsRatesCalls.currencyList, async () => listCurrencyRates(db));
  await route(root, opsRatesCalls.currencySave, async ({ actor, body }) => saveCurrencyRate(db, actor, body));
  // The rate sheet in its own scope: only it reads multipart bodies.
  await root.register(async (scope) => rateSheetRoutes(scope, db));
}

/**
 * The uploaded workbook: one multipart field `file`, an .xlsx (by name and by content) of at most
 * 5 MB, read into its sheets; 422 RATE_SHEET_UNREADABLE for anything else.
 */
function uploadedWorkbook(
  request: FastifyRequest,
  progress: ReturnType<typeof taskProgress>,
): Promise<{ workbook: ReadWorkbook; fileName: string }> {
  return withFilePart(request, async (part) => {
    const bytes = await part.toBuffer().catch(() => {
      throw new AppError('BAD_REQUEST');
    });
    if (part.file.truncated || bytes.length > RATE_SHEET_MAX_BYTES) throw new AppError('FILE_TOO_LARGE_5MB');
    const signature = sniffType(bytes.subarray(0, HEAD_BYTES));
    if (fileTypeOfName(part.filename) !== 'xlsx' || (signature !== 'xlsx' && signature !== 'zip'))
      throw new AppError('RATE_SHEET_UNREADABLE');
    // Macros, programs and parts that are no workbook's are refused before the workbook is opened.
    const problem = checkContent('xlsx', bytes);
    if (problem === 'FILE_CONTENT_UNSAFE') throw new AppError(problem);
    if (problem) throw new AppError('RATE_SHEET_UNREADABLE');
    progress('reading');
    return { workbook: await readRateWorkbook(bytes), fileName: cleanFileName(part.filename) };
  });
}

function sendWorkbook(reply: FastifyReply, bytes: Buffer, name: string) {
  return reply
    .header('content-type', XLSX)
    .header('content-length', bytes.length)
    .header('content-disposition', attachmentHeader(name))
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/** `20260615`: the day in a file name. */
const stamp = () => today().replaceAll('-', '');

/**
 * The back office's rate sheet (issue 6): the Excel template, the row-by-row check of an upload, its
 * import (all or nothing, audited) and the export of the current rates in the template's layout.
 */
async function rateSheetRoutes(root: App, db: Db): Promise<void> {
  // Only this scope reads multipart bodies: one file, one byte over the limit so a larger one is known.
  await root.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: RATE_SHEET_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 100, parts: 3, headerPairs: 20 },
  });

  await route(root, opsRatesCalls.sheetTemplate, async ({ reply }) =>
    sendWorkbook(reply, await rateSheetTemplate(db), 'Seabook-运价表模板.xlsx'),
  );
  await route(root, opsRatesCalls.sheetExport, async ({ actor, query, reply }) => {
    const { kind, task } = query;
    const progress = taskProgress(actor.staffId, task);
    const bytes = await followed(progress, () => exportRateSheet(db, kind, progress));
    return sendWorkbook(reply, bytes, `Seabook-运价-${kind.toUpperCase()}-${stamp()}.xlsx`);
  });
  await route(root, opsRatesCalls.sheetCheck, async ({ actor, query, request }) => {
    const progress = taskProgress(actor.staffId, query.task);
    return followed(progress, async () => {
      const { workbook, fileName } = await uploadedWorkbook(request, progress);
      progress('checking');
      return (await checkRateWorkbook(db, workbook, fileName, request.locale)).report;
    });
  });
  await route(root, opsRatesCalls.sheetImport, async ({ actor, query, request }) => {
    const progress = taskProgress(actor.staffId, query.task);
    return followed(progress, async () => {
      const { workbook, fileName } = await uploadedWorkbook(request, progress);
      progress('saving');
      return importRateWorkbook(db, actor, workbook, fileName, request.locale);
    });
  });
  await route(root, opsRatesCalls.sheetProgress, async ({ actor, query }) => progressOf(actor.staffId, query.task));
}
/** Runs a followed task, its stage `done` or `failed` at the end. */
async function followed<T>(progress: ReturnType<typeof taskProgress>, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    progress('done');
    return result;
  } catch (error) {
    progress('failed');
    throw error;
  }
}
