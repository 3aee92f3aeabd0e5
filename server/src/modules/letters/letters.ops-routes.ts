import { OrderPriceSchema } from '@seabook/domain/booking-price';
import {
  LetterBookSchema,
  LetterConfirmSchema,
  LetterPriceSchema,
  LetterProcessSchema,
  LetterRefSchema,
  LetterRejectSchema,
  OpsLetterDetailSchema,
  OpsLetterListQuerySchema,
  OpsLetterListSchema,
  OpsLetterSchema,
} from '@seabook/domain/letters';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { sendAttachment } from '../../http/downloads.ts';
import { answers, ok } from '../../http/envelope.ts';
import { operator } from '../../http/guards.ts';
import { openStorage } from '../files/files.service.ts';
import { bookLetter, confirmLetter, priceLetterOrder } from './ops-letter-orders.ts';
import { opsGetLetter, opsLetterFile, opsListLetters, processLetter, rejectLetter } from './ops-letters.service.ts';

const tags = ['ops'];

/** The staff session and the `ops.letters` permission for the action; a customer session hears 403. */
const deskEdit = operator('ops.letters', 'edit');
const deskGet = operator('ops.letters', 'get');
const deskQuery = operator('ops.letters', 'query');

/**
 * The operators' letter desk under `/v2/ops/letter/…` (issue 6): every tenant's queue, one letter and its
 * file, and the answers to a pending letter (linked to an order booked by hand, rejected, booked, or its
 * parsed draft confirmed as an order).
 */
export async function opsLettersRoutes(root: App, { db, config, sms, email }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const storage = await openStorage(config.storage);
  const notifier = { sms, email };

  app.get(
    '/v2/ops/letter/list',
    {
      schema: {
        tags,
        summary: 'Every tenant’s letters of one status (pending by default), oldest first',
        querystring: OpsLetterListQuerySchema,
        response: answers(OpsLetterListSchema),
      },
      preValidation: deskQuery.preValidation,
    },
    async (request) => ok(await opsListLetters(db, request.query)),
  );
  app.get(
    '/v2/ops/letter/info',
    {
      schema: {
        tags,
        summary: 'One letter of any tenant with its owner and the draft our template was read into (while it exists)',
        querystring: LetterRefSchema,
        response: answers(OpsLetterDetailSchema),
      },
      preValidation: deskGet.preValidation,
    },
    async (request) => ok(await opsGetLetter(db, request.query.id)),
  );
  app.get(
    '/v2/ops/letter/file',
    {
      schema: { tags, summary: 'Download the instruction file of a letter', querystring: LetterRefSchema },
      preValidation: deskGet.preValidation,
    },
    async (request, reply) => {
      const { file, content } = await opsLetterFile(db, storage, request.query.id);
      return sendAttachment(reply, file, content);
    },
  );
  app.post(
    '/v2/ops/letter/process',
    {
      schema: {
        tags,
        summary: 'Link a pending letter to an order of the same tenant booked by hand; the account is told',
        body: LetterProcessSchema,
        response: answers(OpsLetterSchema),
      },
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await processLetter(db, notifier, deskEdit.actor(request), request.body)),
  );
  app.post(
    '/v2/ops/letter/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending letter with the reason its account reads; the account is told',
        body: LetterRejectSchema,
        response: answers(OpsLetterSchema),
      },
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await rejectLetter(db, notifier, deskEdit.actor(request), request.body)),
  );
  app.post(
    '/v2/ops/letter/price',
    {
      schema: {
        tags,
        summary:
          'The price of an order for the letter’s account: of `draft` on `line` (a pending letter), or without a draft of the parsed letter’s draft',
        body: LetterPriceSchema,
        response: answers(OrderPriceSchema),
      },
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await priceLetterOrder(db, request.body)),
  );
  app.post(
    '/v2/ops/letter/book',
    {
      schema: {
        tags,
        summary:
          'Book a pending letter as an order of its account with createorder’s body (line, draft, priceToken); 409 PRICE_CHANGED carries the new price',
        body: LetterBookSchema,
        response: answers(OpsLetterSchema),
      },
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await bookLetter(db, notifier, deskEdit.actor(request), request.body)),
  );
  app.post(
    '/v2/ops/letter/confirm',
    {
      schema: {
        tags,
        summary:
          'Submit the parsed letter’s draft as an order of its account, on its sailing or `line`; 422 names the draft’s missing fields, 409 PRICE_CHANGED carries the new price',
        body: LetterConfirmSchema,
        response: answers(OpsLetterSchema),
      },
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await confirmLetter(db, notifier, deskEdit.actor(request), request.body)),
  );
}
