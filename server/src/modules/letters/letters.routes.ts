import { OrderPriceSchema } from '@seabook/domain/booking-price';
import { FILE_MIME } from '@seabook/domain/files';
import {
  LetterBookSchema,
  LetterConfirmSchema,
  LetterListQuerySchema,
  LetterListSchema,
  LetterModeSchema,
  LetterPriceSchema,
  LetterProcessSchema,
  LetterReadResultSchema,
  LetterReadSchema,
  LetterRefSchema,
  LetterRejectSchema,
  LetterSchema,
  LetterUploadSchema,
  OpsLetterDetailSchema,
  OpsLetterListQuerySchema,
  OpsLetterListSchema,
  OpsLetterSchema,
} from '@seabook/domain/letters';
import type { Action } from '@seabook/domain/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types.ts';
import { idempotencyKeyOf } from '../../db/idempotency.ts';
import { answers, ok } from '../../http/envelope.ts';
import { requireAccount, requireStaff } from '../../http/guards.ts';
import { attachmentHeader } from '../files/files.routes.ts';
import { openStorage } from '../files/open-storage.ts';
import { priceChanged } from '../orders/orders.routes.ts';
import { letterTemplate } from './letter-workbook.ts';
import { cancelLetter, getLetter, listLetters, readLetter, uploadLetter } from './letters.service.ts';
import { bookLetter, confirmLetter, priceLetterOrder } from './ops-letter-orders.ts';
import { opsGetLetter, opsLetterFile, opsListLetters, processLetter, rejectLetter } from './ops-letters.service.ts';

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
  const operator = (request: FastifyRequest) => requireStaff(request, 'ops.letters', 'edit');
  const notifier = { sms, email };

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
    '/v2/ops/letter/info',
    {
      schema: {
        tags: ops,
        summary: 'One letter of any tenant with its owner and the draft our template was read into (while it exists)',
        querystring: LetterRefSchema,
        response: answers(OpsLetterDetailSchema),
      },
      preValidation: staffGuard('get'),
    },
    async (request) => ok(await opsGetLetter(db, request.query.id)),
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
        summary: 'Link a pending letter to an order of the same tenant booked by hand; the account is told',
        body: LetterProcessSchema,
        response: answers(OpsLetterSchema),
      },
      preValidation: staffGuard('edit'),
    },
    async (request) => ok(await processLetter(db, notifier, operator(request), request.body)),
  );
  app.post(
    '/v2/ops/letter/reject',
    {
      schema: {
        tags: ops,
        summary: 'Reject a pending letter with the reason its account reads; the account is told',
        body: LetterRejectSchema,
        response: answers(OpsLetterSchema),
      },
      preValidation: staffGuard('edit'),
    },
    async (request) => ok(await rejectLetter(db, notifier, operator(request), request.body)),
  );
  app.post(
    '/v2/ops/letter/price',
    {
      schema: {
        tags: ops,
        summary:
          'The price of an order for the letter’s account: of `draft` on `line` (a pending letter), or without a draft of the parsed letter’s draft',
        body: LetterPriceSchema,
        response: answers(OrderPriceSchema),
      },
      preValidation: staffGuard('edit'),
    },
    async (request) => ok(await priceLetterOrder(db, request.body)),
  );
  app.post(
    '/v2/ops/letter/book',
    {
      schema: {
        tags: ops,
        summary:
          'Book a pending letter as an order of its account with createorder’s body (line, draft, priceToken); 409 PRICE_CHANGED carries the new price',
        body: LetterBookSchema,
        response: answers(OpsLetterSchema),
      },
      preValidation: staffGuard('edit'),
    },
    async (request, reply) => {
      try {
        return ok(await bookLetter(db, notifier, operator(request), request.body));
      } catch (error) {
        return priceChanged(error, request, reply as unknown as FastifyReply);
      }
    },
  );
  app.post(
    '/v2/ops/letter/confirm',
    {
      schema: {
        tags: ops,
        summary:
          'Submit the parsed letter’s draft as an order of its account, on its sailing or `line`; 422 names the draft’s missing fields, 409 PRICE_CHANGED carries the new price',
        body: LetterConfirmSchema,
        response: answers(OpsLetterSchema),
      },
      preValidation: staffGuard('edit'),
    },
    async (request, reply) => {
      try {
        return ok(await confirmLetter(db, notifier, operator(request), request.body));
      } catch (error) {
        return priceChanged(error, request, reply as unknown as FastifyReply);
      }
    },
  );
}
