import {
  InquiryQuoteInputSchema,
  InquiryRefSchema,
  InquiryRejectInputSchema,
  OpsInquiryListQuerySchema,
  OpsInquiryListSchema,
  OpsInquirySchema,
} from '@seabook/domain/inquiries';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { operator } from '../../http/guards.ts';
import { opsGetInquiry, opsListInquiries, quoteInquiry, rejectInquiry } from './ops-inquiries.service.ts';

const tags = ['ops'];

/** The staff session and the `ops.inquiries` permission for the action; a customer session hears 403. */
const deskEdit = operator('ops.inquiries', 'edit');
const deskGet = operator('ops.inquiries', 'get');
const deskQuery = operator('ops.inquiries', 'query');

/** The operators' inquiry desk under `/v2/ops/inquiry/…` (decision 018): the queue, one sheet, a quote and a rejection. */
export async function opsInquiriesRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/ops/inquiry/list',
    {
      schema: {
        tags,
        summary:
          'The inquiry queue of every tenant: one status (waiting by default), oldest first; by mode and keyword (number, company, account)',
        querystring: OpsInquiryListQuerySchema,
        response: answers(OpsInquiryListSchema),
      },
      preValidation: deskQuery.preValidation,
    },
    async (request) => ok(await opsListInquiries(db, request.query)),
  );
  app.get(
    '/v2/ops/inquiry/getinfo',
    {
      schema: {
        tags,
        summary: 'One inquiry sheet of any tenant, with its owner and quote',
        querystring: InquiryRefSchema,
        response: answers(OpsInquirySchema),
      },
      preValidation: deskGet.preValidation,
    },
    async (request) => ok(await opsGetInquiry(db, request.query.id)),
  );
  app.post(
    '/v2/ops/inquiry/quote',
    {
      schema: {
        tags,
        summary: 'Quote a waiting sheet, or replace the quote of a quoted one (pending again)',
        body: InquiryQuoteInputSchema,
        response: answers(OpsInquirySchema),
      },
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await quoteInquiry(db, deskEdit.actor(request), request.body)),
  );
  app.post(
    '/v2/ops/inquiry/reject',
    {
      schema: {
        tags,
        summary: 'Reject a waiting sheet with the reason the customer reads',
        body: InquiryRejectInputSchema,
        response: answers(OpsInquirySchema),
      },
      preValidation: deskEdit.preValidation,
    },
    async (request) => ok(await rejectInquiry(db, deskEdit.actor(request), request.body)),
  );
}
