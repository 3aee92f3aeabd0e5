import multipart from '@fastify/multipart';
import { ErrorEnvelopeSchema } from '@seabook/domain/envelope';
import { cleanFileName, FILE_MIME, fileTypeOfName, HEAD_BYTES, sniffType } from '@seabook/domain/files';
import type { Action } from '@seabook/domain/permissions';
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
import { answers, errorBody, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireStaff } from '../../http/guards.ts';
import { attachmentHeader } from '../files/files.routes.ts';
import { today } from './clock.ts';
import { exportRateSheet, rateSheetTemplate } from './rate-sheet.ts';
import { type ReadWorkbook, readRateWorkbook } from './rate-sheet-read.ts';
import { checkRateWorkbook, importRateWorkbook, RateSheetRefused } from './rate-sheet-rows.ts';

const tags = ['ops'];
const XLSX = FILE_MIME.xlsx;

/** The staff session and `ops.rates` permission with the action; a customer session hears 403. */
function guard(action: Action) {
  return async (request: FastifyRequest) => {
    requireStaff(request, 'ops.rates', action);
  };
}

/**
 * The uploaded workbook: one multipart field `file`, an .xlsx (by name and by content) of at most
 * 5 MB, read into its sheets; 422 RATE_SHEET_UNREADABLE for anything else.
 */
async function uploadedWorkbook(request: FastifyRequest): Promise<{ workbook: ReadWorkbook; fileName: string }> {
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
  // The plugin's parse errors (no boundary, a body cut off) are the client's: 400, not 500.
  const part = await request.file().catch(() => {
    throw new AppError('BAD_REQUEST');
  });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('FILE_REQUIRED');
  }
  const bytes = await part.toBuffer().catch(() => {
    throw new AppError('BAD_REQUEST');
  });
  if (part.file.truncated || bytes.length > RATE_SHEET_MAX_BYTES) throw new AppError('FILE_TOO_LARGE_5MB');
  const signature = sniffType(bytes.subarray(0, HEAD_BYTES));
  if (fileTypeOfName(part.filename) !== 'xlsx' || (signature !== 'xlsx' && signature !== 'zip'))
    throw new AppError('RATE_SHEET_UNREADABLE');
  return { workbook: await readRateWorkbook(bytes), fileName: cleanFileName(part.filename) };
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
export async function opsRateSheetRoutes(root: App, { db }: AppDeps): Promise<void> {
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
      preValidation: guard('export'),
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
      preValidation: guard('export'),
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
      preValidation: guard('import'),
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
      preValidation: guard('import'),
    },
    async (request, reply) => {
      const actor = requireStaff(request, 'ops.rates', 'import');
      const { workbook, fileName } = await uploadedWorkbook(request);
      try {
        return ok(await importRateWorkbook(db, actor, workbook, fileName, request.locale));
      } catch (error) {
        if (!(error instanceof RateSheetRefused)) throw error;
        const { error: body } = errorBody(error.key, request.locale);
        return reply.status(422).send({ error: body, result: { data: error.report } });
      }
    },
  );
}
