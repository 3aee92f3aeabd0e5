import multipart from '@fastify/multipart';
import { ErrorEnvelopeSchema } from '@seabook/domain/envelope';
import { cleanFileName, FILE_MIME, fileTypeOfName, HEAD_BYTES, sniffType } from '@seabook/domain/files';
import { CurrencyRateSchema } from '@seabook/domain/money';
import {
  CurrencyRateInputSchema,
  CurrencyRateListSchema,
  FclRateListQuerySchema,
  FclRateListSchema,
  FclRateRowSchema,
  FclRateSaveSchema,
  LclRateListQuerySchema,
  LclRateListSchema,
  LclRateRowSchema,
  LclRateSaveSchema,
  RateExpireRequestSchema,
  RateExpireResultSchema,
} from '@seabook/domain/ops-rates';
import {
  RATE_SHEET_MAX_BYTES,
  RateSheetExportQuerySchema,
  RateSheetImportResultSchema,
  RateSheetReportSchema,
} from '@seabook/domain/rate-sheet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { attachmentHeader } from '../../http/downloads.ts';
import { answers, ok } from '../../http/envelope.ts';
import { operator } from '../../http/guards.ts';
import { withFilePart } from '../../http/uploads.ts';
import { AppError } from '../../lib/errors.ts';
import { today } from './clock.ts';
import { listCurrencyRates, listFclRates, listLclRates } from './ops-rates.rows.ts';
import { expireFclRates, expireLclRates, saveCurrencyRate, saveFclRate, saveLclRate } from './ops-rates.service.ts';
import { exportRateSheet, rateSheetTemplate } from './rate-sheet.ts';
import { type ReadWorkbook, readRateWorkbook } from './rate-sheet-read.ts';
import { checkRateWorkbook, importRateWorkbook } from './rate-sheet-rows.ts';

const tags = ['ops'];
const XLSX = FILE_MIME.xlsx;

/** The staff session and the `ops.rates` permission for the action; a customer session hears 403. */
const ratesEdit = operator('ops.rates', 'edit');
const ratesExport = operator('ops.rates', 'export');
const ratesImport = operator('ops.rates', 'import');
const ratesQuery = operator('ops.rates', 'query');

/** A save with an id edits (`edit`), without one creates (`add`): read from the body as sent, before validation. */
const ratesSave = operator('ops.rates', (request: FastifyRequest) => {
  const id = (request.body as { id?: unknown } | null | undefined)?.id;
  return id === undefined || id === null || id === '' ? 'add' : 'edit';
});
/** The desk's operator in a handler, once the route's hook has checked the action. */
const ratesDesk = operator('ops.rates');

/**
 * The back office's rates desk (issue 6) under `/v2/ops/rate/…`: LCL services and FCL rates listed,
 * saved (created without an id, edited with one) and withdrawn from the search, and the exchange rates.
 * A save of a new rate needs `add`, of an existing one `edit`; withdrawing and exchange rates need `edit`.
 * And the rate sheet: the Excel template, the check and import of an upload, the export.
 */
export async function opsRatesRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v2/ops/rate/lcl/list',
    {
      schema: {
        tags,
        summary: 'LCL services (rate lines), newest first: kind, ports, carrier and state filters, paged',
        querystring: LclRateListQuerySchema,
        response: answers(LclRateListSchema),
      },
      preValidation: ratesQuery.preValidation,
    },
    async (request) => ok(await listLclRates(db, request.query)),
  );
  app.post(
    '/v2/ops/rate/lcl/save',
    {
      schema: {
        tags,
        summary: 'Create (no id) or edit an LCL service; the public search shows it at once',
        body: LclRateSaveSchema,
        response: answers(LclRateRowSchema),
      },
      preValidation: ratesSave.preValidation,
    },
    async (request) => ok(await saveLclRate(db, ratesDesk.actor(request), request.body)),
  );
  app.post(
    '/v2/ops/rate/lcl/expire',
    {
      schema: {
        tags,
        summary: 'Withdraw 1–100 LCL services from the search now; the rows stay (state withdrawn)',
        body: RateExpireRequestSchema,
        response: answers(RateExpireResultSchema),
      },
      preValidation: ratesEdit.preValidation,
    },
    async (request) => ok(await expireLclRates(db, ratesDesk.actor(request), request.body.ids)),
  );

  app.get(
    '/v2/ops/rate/fcl/list',
    {
      schema: {
        tags,
        summary: 'FCL rates, newest first: ports, carrier, container type and state filters, paged',
        querystring: FclRateListQuerySchema,
        response: answers(FclRateListSchema),
      },
      preValidation: ratesQuery.preValidation,
    },
    async (request) => ok(await listFclRates(db, request.query)),
  );
  app.post(
    '/v2/ops/rate/fcl/save',
    {
      schema: {
        tags,
        summary: 'Create (no id) or edit an FCL rate of one container type; the public search shows it at once',
        body: FclRateSaveSchema,
        response: answers(FclRateRowSchema),
      },
      preValidation: ratesSave.preValidation,
    },
    async (request) => ok(await saveFclRate(db, ratesDesk.actor(request), request.body)),
  );
  app.post(
    '/v2/ops/rate/fcl/expire',
    {
      schema: {
        tags,
        summary: 'Withdraw 1–100 FCL rates from the search now; the rows stay (state withdrawn)',
        body: RateExpireRequestSchema,
        response: answers(RateExpireResultSchema),
      },
      preValidation: ratesEdit.preValidation,
    },
    async (request) => ok(await expireFclRates(db, ratesDesk.actor(request), request.body.ids)),
  );

  app.get(
    '/v2/ops/rate/currency/list',
    {
      schema: {
        tags,
        summary: 'The exchange rates: US dollars per unit of each currency, with the day each applies',
        response: answers(CurrencyRateListSchema),
      },
      preValidation: ratesQuery.preValidation,
    },
    async () => ok(await listCurrencyRates(db)),
  );
  app.post(
    '/v2/ops/rate/currency/save',
    {
      schema: {
        tags,
        summary: 'Set a currency’s rate to US dollars and its date; prices convert with it at once',
        body: CurrencyRateInputSchema,
        response: answers(CurrencyRateSchema),
      },
      preValidation: ratesEdit.preValidation,
    },
    async (request) => ok(await saveCurrencyRate(db, ratesDesk.actor(request), request.body)),
  );
  // The rate sheet in its own scope: only it reads multipart bodies.
  await root.register(async (scope) => rateSheetRoutes(scope, db));
}

/**
 * The uploaded workbook: one multipart field `file`, an .xlsx (by name and by content) of at most
 * 5 MB, read into its sheets; 422 RATE_SHEET_UNREADABLE for anything else.
 */
function uploadedWorkbook(request: FastifyRequest): Promise<{ workbook: ReadWorkbook; fileName: string }> {
  return withFilePart(request, async (part) => {
    const bytes = await part.toBuffer().catch(() => {
      throw new AppError('BAD_REQUEST');
    });
    if (part.file.truncated || bytes.length > RATE_SHEET_MAX_BYTES) throw new AppError('FILE_TOO_LARGE_5MB');
    const signature = sniffType(bytes.subarray(0, HEAD_BYTES));
    if (fileTypeOfName(part.filename) !== 'xlsx' || (signature !== 'xlsx' && signature !== 'zip'))
      throw new AppError('RATE_SHEET_UNREADABLE');
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
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/ops/rate/sheet/template',
    {
      schema: {
        tags,
        summary:
          'The Excel rate sheet template: LCL, FCL and Currency sheets with drop-downs and an instructions sheet',
      },
      preValidation: ratesExport.preValidation,
    },
    async (_request, reply) => sendWorkbook(reply, await rateSheetTemplate(db), 'Seabook-运价表模板.xlsx'),
  );

  app.get(
    '/v2/ops/rate/sheet/export',
    {
      schema: {
        tags,
        summary:
          'The published rates still valid today (kind lcl, fcl, or all with the exchange rates) in the template’s layout',
        querystring: RateSheetExportQuerySchema,
      },
      preValidation: ratesExport.preValidation,
    },
    async (request, reply) => {
      const { kind } = request.query;
      return sendWorkbook(reply, await exportRateSheet(db, kind), `Seabook-运价-${kind.toUpperCase()}-${stamp()}.xlsx`);
    },
  );

  app.post(
    '/v2/ops/rate/sheet/check',
    {
      schema: {
        tags,
        summary: 'Check a rate sheet (multipart field `file`, .xlsx ≤ 5 MB) row by row; nothing is saved',
        consumes: ['multipart/form-data'],
        response: answers(RateSheetReportSchema),
      },
      preValidation: ratesImport.preValidation,
    },
    async (request) => {
      const { workbook, fileName } = await uploadedWorkbook(request);
      return ok((await checkRateWorkbook(db, workbook, fileName, request.locale)).report);
    },
  );

  app.post(
    '/v2/ops/rate/sheet/import',
    {
      schema: {
        tags,
        summary:
          'Import a rate sheet (multipart field `file`): every row written in one transaction, or 422 RATE_SHEET_INVALID with the report as result.data and nothing written',
        consumes: ['multipart/form-data'],
        response: {
          ...answers(RateSheetImportResultSchema),
          // A refused sheet: the catalogue's error with the row-by-row report; other 422s have no data.
          422: ErrorEnvelopeSchema.extend({ result: z.object({ data: RateSheetReportSchema.optional() }) }),
        },
      },
      preValidation: ratesImport.preValidation,
    },
    async (request) => {
      const actor = ratesImport.actor(request);
      const { workbook, fileName } = await uploadedWorkbook(request);
      return ok(await importRateWorkbook(db, actor, workbook, fileName, request.locale));
    },
  );
}
