import { FILE_MIME } from '@seabook/domain/files';
import {
  LetterListQuerySchema,
  LetterListSchema,
  LetterModeSchema,
  LetterProcessSchema,
  LetterReadResultSchema,
  LetterReadSchema,
  LetterRefSchema,
  LetterSchema,
  LetterUploadSchema,
  OpsLetterListQuerySchema,
  OpsLetterListSchema,
  OpsLetterSchema,
} from '@seabook/domain/letters';
import type { Action } from '@seabook/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { idempotencyKeyOf } from '../../db/idempotency.ts';
import { answers, ok } from '../../http/envelope.ts';
import { requireAccount, requireStaff } from '../../http/guards.ts';
import { attachmentHeader } from '../files/files.routes.ts';
import { openStorage } from '../files/open-storage.ts';
import { letterTemplate } from './letter-workbook.ts';
import { cancelLetter, getLetter, listLetters, readLetter, uploadLetter } from './letters.service.ts';
import { opsLetterFile, opsListLetters, processLetter } from './ops-letters.service.ts';

const tags = ['letters'];
const XLSX = FILE_MIME.xlsx;

/** The login and `order` permission check, run before the body so a visitor hears 401 first. */
function guard(action: Action) {
  return async (request: FastifyRequest) => {
    requireAccount(request, 'order', action);
  };
}

/** The staff session and `ops.letters` permission; a customer session hears 403. */
function staffGuard(action: Action) {
  return async (request: FastifyRequest) => {
    requireStaff(request, 'ops.letters', action);
  };
}

/**
 * Orders by letter of instruction (spec §7 `/v2/tuoshu2/fileread`; the other paths are ours, decision
 * 020): the Excel template, the upload for an operator, the template read into a draft, the tenant's
 * letters; and the operators' queue under `/v2/ops/letter/…`.
 */
export async function lettersRoutes(root: App, { db, config, sms, email }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const storage = await openStorage(config.storage);
  const customer = (request: FastifyRequest, action: Action) => requireAccount(request, 'order', action);

  app.get(
    '/v2/tuoshu2/template',
    {
      schema: {
        tags,
        summary: 'Our Excel letter-of-instruction template (xlsx) for LCL or FCL; no login needed',
        querystring: z.object({ mode: LetterModeSchema.default('lcl') }),
      },
    },
    async (request, reply) => {
      const { mode } = request.query;
      const bytes = await letterTemplate(mode);
      return reply
        .header('content-type', XLSX)
        .header('content-length', bytes.length)
        .header('content-disposition', attachmentHeader(`Seabook-托书-${mode.toUpperCase()}.xlsx`))
        .header('cache-control', 'public, max-age=3600')
        .send(bytes);
    },
  );
  app.post(
    '/v2/tuoshu2/upload',
    {
      schema: {
        tags,
        summary:
          'Order by an uploaded instruction file (xls, xlsx, doc, docx, pdf; uploaded through /v2/files first) for an operator to book; Idempotency-Key header required',
        body: LetterUploadSchema,
        response: answers(LetterSchema),
      },
      preValidation: guard('add'),
    },
    async (request) => {
      const actor = customer(request, 'add');
      return ok(await uploadLetter(db, actor, idempotencyKeyOf(request.headers['idempotency-key']), request.body));
    },
  );
  app.post(
    '/v2/tuoshu2/fileread',
    {
      schema: {
        tags,
        summary:
          'Read our filled Excel template into a draft order (no sailing yet) and a processed letter; Idempotency-Key header required',
        body: LetterReadSchema,
        response: answers(LetterReadResultSchema),
      },
      preValidation: guard('add'),
    },
    async (request) => {
      const actor = customer(request, 'add');
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      return ok(await readLetter(db, storage, actor, key, request.body));
    },
  );
  app.get(
    '/v2/tuoshu2/list',
    {
      schema: {
        tags,
        summary: 'The tenant’s letters of instruction, newest first',
        querystring: LetterListQuerySchema,
        response: answers(LetterListSchema),
      },
      preValidation: guard('query'),
    },
    async (request) => ok(await listLetters(db, customer(request, 'query'), request.query)),
  );
  app.get(
    '/v2/tuoshu2/info',
    {
      schema: {
        tags,
        summary: 'One letter of the tenant',
        querystring: LetterRefSchema,
        response: answers(LetterSchema),
      },
      preValidation: guard('get'),
    },
    async (request) => ok(await getLetter(db, customer(request, 'get'), request.query.id)),
  );
  app.post(
    '/v2/tuoshu2/cancel',
    {
      schema: {
        tags,
        summary: 'Withdraw a pending letter (409 once processed or cancelled)',
        body: LetterRefSchema,
        response: answers(LetterSchema),
      },
      preValidation: guard('edit'),
    },
    async (request) => ok(await cancelLetter(db, customer(request, 'edit'), request.body.id)),
  );

  const ops = ['ops'];
  app.get(
    '/v2/ops/letter/list',
    {
      schema: {
        tags: ops,
        summary: 'Every tenant’s letters of one status (pending by default), oldest first',
        querystring: OpsLetterListQuerySchema,
        response: answers(OpsLetterListSchema),
      },
      preValidation: staffGuard('query'),
    },
    async (request) => ok(await opsListLetters(db, request.query)),
  );
  app.get(
    '/v2/ops/letter/file',
    {
      schema: { tags: ops, summary: 'Download the instruction file of a letter', querystring: LetterRefSchema },
      preValidation: staffGuard('get'),
    },
    async (request, reply) => {
      const file = await opsLetterFile(db, storage, request.query.id);
      return reply
        .header('content-type', FILE_MIME[file.type] ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('content-disposition', attachmentHeader(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
  app.post(
    '/v2/ops/letter/process',
    {
      schema: {
        tags: ops,
        summary: 'Mark a pending letter booked by hand as an order of the same tenant; the account is told',
        body: LetterProcessSchema,
        response: answers(OpsLetterSchema),
      },
      preValidation: staffGuard('edit'),
    },
    async (request) => ok(await processLetter(db, { sms, email }, request.body)),
  );
}
