import { InquiryDraftSchema } from '@seabook/domain/booking';
import {
  CreatedInquirySchema,
  InquiryAllowanceSchema,
  InquiryListQuerySchema,
  InquiryListSchema,
  InquiryQuoteInputSchema,
  InquiryRefSchema,
  InquiryRejectInputSchema,
  InquirySchema,
  OpsInquiryListQuerySchema,
  OpsInquiryListSchema,
  OpsInquirySchema,
} from '@seabook/domain/inquiries';
import type { Action } from '@seabook/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { idempotencyKeyOf } from '../../db/idempotency.ts';
import { answers, ok } from '../../http/envelope.ts';
import { requireAccount, requireStaff } from '../../http/guards.ts';
import {
  acceptQuote,
  cancelInquiry,
  createInquiry,
  deleteInquiry,
  getAllowance,
  getInquiry,
  listInquiries,
} from './inquiries.service.ts';
import { opsGetInquiry, opsListInquiries, quoteInquiry, rejectInquiry } from './ops-inquiries.service.ts';

const tags = ['inquiries'];

/** The login and `inquiry` permission check, run before the body so a visitor hears 401 first. */
function guard(action: Action) {
  return async (request: FastifyRequest) => {
    requireAccount(request, 'inquiry', action);
  };
}

/** The staff session and `ops.inquiries` permission check; a customer session hears 403. */
function staffGuard(action: Action) {
  return async (request: FastifyRequest) => {
    requireStaff(request, 'ops.inquiries', action);
  };
}

/**
 * Inquiry sheets (spec §7 `/v2/oe_order/…detailed…`, decision 018): the customer's calls, and the
 * operators' queue, quote and rejection under `/v2/ops/inquiry/…`.
 */
export async function inquiriesRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const customer = (request: FastifyRequest, action: Action) => requireAccount(request, 'inquiry', action);

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
      preValidation: guard('add'),
    },
    async (request) => {
      const actor = customer(request, 'add');
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
      preValidation: guard('query'),
    },
    async (request) => ok(await getAllowance(db, customer(request, 'query'))),
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
      preValidation: guard('get'),
    },
    async (request) => ok(await getInquiry(db, customer(request, 'get'), request.query.id)),
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
      preValidation: guard('query'),
    },
    async (request) => ok(await listInquiries(db, customer(request, 'query'), request.query)),
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
      preValidation: guard('edit'),
    },
    async (request) => ok(await cancelInquiry(db, customer(request, 'edit'), request.body.id)),
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
      preValidation: guard('delete'),
    },
    async (request) => ok(await deleteInquiry(db, customer(request, 'delete'), request.body.id)),
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
      preValidation: guard('edit'),
    },
    async (request) => ok(await acceptQuote(db, customer(request, 'edit'), request.body.id)),
  );

  const ops = ['ops'];
  app.get(
    '/v2/ops/inquiry/list',
    {
      schema: {
        tags: ops,
        summary:
          'The inquiry queue of every tenant: one status (waiting by default), oldest first; by mode and keyword (number, company, account)',
        querystring: OpsInquiryListQuerySchema,
        response: answers(OpsInquiryListSchema),
      },
      preValidation: staffGuard('query'),
    },
    async (request) => ok(await opsListInquiries(db, request.query)),
  );
  app.get(
    '/v2/ops/inquiry/getinfo',
    {
      schema: {
        tags: ops,
        summary: 'One inquiry sheet of any tenant, with its owner and quote',
        querystring: InquiryRefSchema,
        response: answers(OpsInquirySchema),
      },
      preValidation: staffGuard('get'),
    },
    async (request) => ok(await opsGetInquiry(db, request.query.id)),
  );
  app.post(
    '/v2/ops/inquiry/quote',
    {
      schema: {
        tags: ops,
        summary: 'Quote a waiting sheet, or replace the quote of a quoted one (pending again)',
        body: InquiryQuoteInputSchema,
        response: answers(OpsInquirySchema),
      },
      preValidation: staffGuard('edit'),
    },
    async (request) => ok(await quoteInquiry(db, requireStaff(request, 'ops.inquiries', 'edit'), request.body)),
  );
  app.post(
    '/v2/ops/inquiry/reject',
    {
      schema: {
        tags: ops,
        summary: 'Reject a waiting sheet with the reason the customer reads',
        body: InquiryRejectInputSchema,
        response: answers(OpsInquirySchema),
      },
      preValidation: staffGuard('edit'),
    },
    async (request) => ok(await rejectInquiry(db, requireStaff(request, 'ops.inquiries', 'edit'), request.body)),
  );
}
