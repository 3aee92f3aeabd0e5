import { InquiryDraftSchema } from '@seabook/domain/booking';
import {
  CreatedInquirySchema,
  InquiryAllowanceSchema,
  InquiryListQuerySchema,
  InquiryListSchema,
  InquiryRefSchema,
  InquirySchema,
} from '@seabook/domain/inquiries';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { idempotencyKeyOf } from '../../db/idempotency.ts';
import { answers, ok } from '../../http/envelope.ts';
import { account } from '../../http/guards.ts';
import {
  acceptQuote,
  cancelInquiry,
  createInquiry,
  deleteInquiry,
  getAllowance,
  getInquiry,
  listInquiries,
} from './inquiries.service.ts';

const tags = ['inquiries'];

/** The login and the `inquiry` permission for the action, checked before the body (a visitor hears 401 first). */
const inquiryAdd = account('inquiry', 'add');
const inquiryDelete = account('inquiry', 'delete');
const inquiryEdit = account('inquiry', 'edit');
const inquiryGet = account('inquiry', 'get');
const inquiryQuery = account('inquiry', 'query');

/**
 * Inquiry sheets (spec §7 `/v2/oe_order/…detailed…`, decision 018): the customer's calls. The operators'
 * queue, quote and rejection are in inquiries.ops-routes.ts.
 */
export async function inquiriesRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/v2/oe_order/createdetailed',
    {
      schema: {
        tags,
        summary:
          'Ask for a quote (an inquiry sheet; Idempotency-Key header required); counts against the account’s monthly allowance',
        body: InquiryDraftSchema,
        response: answers(CreatedInquirySchema),
      },
      preValidation: inquiryAdd.preValidation,
    },
    async (request) => {
      const actor = inquiryAdd.actor(request);
      return ok(await createInquiry(db, actor, idempotencyKeyOf(request.headers['idempotency-key']), request.body));
    },
  );
  app.get(
    '/v2/oe_order/getdetailed',
    {
      schema: {
        tags,
        summary: 'The caller’s inquiry allowance this month (limit, used, remaining)',
        response: answers(InquiryAllowanceSchema),
      },
      preValidation: inquiryQuery.preValidation,
    },
    async (request) => ok(await getAllowance(db, inquiryQuery.actor(request))),
  );
  app.get(
    '/v2/oe_order/getdetailedinfo',
    {
      schema: {
        tags,
        summary: 'One inquiry sheet of the caller’s tenant with its quote priced for the cargo',
        querystring: InquiryRefSchema,
        response: answers(InquirySchema),
      },
      preValidation: inquiryGet.preValidation,
    },
    async (request) => ok(await getInquiry(db, inquiryGet.actor(request), request.query.id)),
  );
  app.get(
    '/v2/oe_order/detailed_list',
    {
      schema: {
        tags,
        summary: 'The tenant’s inquiry sheets, newest first, with the caller’s allowance',
        querystring: InquiryListQuerySchema,
        response: answers(InquiryListSchema),
      },
      preValidation: inquiryQuery.preValidation,
    },
    async (request) => ok(await listInquiries(db, inquiryQuery.actor(request), request.query)),
  );
  app.post(
    '/v2/oe_order/detailed_cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an inquiry sheet that is waiting or quoted',
        body: InquiryRefSchema,
        response: answers(InquirySchema),
      },
      preValidation: inquiryEdit.preValidation,
    },
    async (request) => ok(await cancelInquiry(db, inquiryEdit.actor(request), request.body.id)),
  );
  app.post(
    '/v2/oe_order/detailed_delete',
    {
      schema: {
        tags,
        summary: 'Delete a cancelled or rejected inquiry sheet (kept for the record, hidden everywhere)',
        body: InquiryRefSchema,
        response: answers(InquiryRefSchema),
      },
      preValidation: inquiryDelete.preValidation,
    },
    async (request) => ok(await deleteInquiry(db, inquiryDelete.actor(request), request.body.id)),
  );
  app.post(
    '/v2/oe_order/acceptprice',
    {
      schema: {
        tags,
        summary: 'Accept the quote of an inquiry sheet while it is valid',
        body: InquiryRefSchema,
        response: answers(InquirySchema),
      },
      preValidation: inquiryEdit.preValidation,
    },
    async (request) => ok(await acceptQuote(db, inquiryEdit.actor(request), request.body.id)),
  );
}
