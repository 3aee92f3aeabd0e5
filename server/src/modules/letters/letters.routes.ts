import { FILE_MIME } from '@seabook/domain/files';
import {
  LetterListQuerySchema,
  LetterListSchema,
  LetterModeSchema,
  LetterReadResultSchema,
  LetterReadSchema,
  LetterRefSchema,
  LetterSchema,
  LetterUploadSchema,
} from '@seabook/domain/letters';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { idempotencyKeyOf } from '../../db/idempotency.ts';
import { attachmentHeader } from '../../http/downloads.ts';
import { answers, ok } from '../../http/envelope.ts';
import { account } from '../../http/guards.ts';
import { openStorage } from '../files/files.service.ts';
import { letterTemplate } from './letter-workbook.ts';
import { cancelLetter, getLetter, listLetters, readLetter, uploadLetter } from './letters.service.ts';

const tags = ['letters'];
const XLSX = FILE_MIME.xlsx;

/** The login and the `order` permission for the action, checked before the body (a visitor hears 401 first). */
const orderAdd = account('order', 'add');
const orderEdit = account('order', 'edit');
const orderGet = account('order', 'get');
const orderQuery = account('order', 'query');

/**
 * Orders by letter of instruction (spec §7 `/v2/tuoshu2/fileread`; the other paths are ours, decision
 * 020): the Excel template, the upload for an operator, the template read into a draft, the tenant's
 * letters. The operators' queue is in letters.ops-routes.ts.
 */
export async function lettersRoutes(root: App, { db, config }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const storage = await openStorage(config.storage);

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
      preValidation: orderAdd.preValidation,
    },
    async (request) => {
      const actor = orderAdd.actor(request);
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
      preValidation: orderAdd.preValidation,
    },
    async (request) => {
      const actor = orderAdd.actor(request);
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
      preValidation: orderQuery.preValidation,
    },
    async (request) => ok(await listLetters(db, orderQuery.actor(request), request.query)),
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
      preValidation: orderGet.preValidation,
    },
    async (request) => ok(await getLetter(db, orderGet.actor(request), request.query.id)),
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
      preValidation: orderEdit.preValidation,
    },
    async (request) => ok(await cancelLetter(db, orderEdit.actor(request), request.body.id)),
  );
}
