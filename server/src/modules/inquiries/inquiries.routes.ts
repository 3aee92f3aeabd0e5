import { inquiriesCalls } from '@seabook/domain/inquiries.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { idempotencyKeyOf } from '../../db/idempotency.ts';
import { route } from '../../http/route.ts';
import {
  acceptQuote,
  cancelInquiry,
  createInquiry,
  deleteInquiry,
  getAllowance,
  getInquiry,
  listInquiries,
} from './inquiries.service.ts';

/**
 * Inquiry sheets (domain/src/inquiries.calls.ts, decision 018): the customer's calls. The operators'
 * queue, quote and rejection are in inquiries.ops-routes.ts.
 */
export async function inquiriesRoutes(app: App, { db }: AppDeps): Promise<void> {
  await route(app, inquiriesCalls.create, async ({ actor, body, request }) =>
    createInquiry(db, actor, idempotencyKeyOf(request.headers['idempotency-key']), body),
  );
  await route(app, inquiriesCalls.allowance, async ({ actor }) => getAllowance(db, actor));
  await route(app, inquiriesCalls.get, async ({ actor, query }) => getInquiry(db, actor, query.id));
  await route(app, inquiriesCalls.list, async ({ actor, query }) => listInquiries(db, actor, query));
  await route(app, inquiriesCalls.cancel, async ({ actor, body }) => cancelInquiry(db, actor, body.id));
  await route(app, inquiriesCalls.delete, async ({ actor, body }) => deleteInquiry(db, actor, body.id));
  await route(app, inquiriesCalls.accept, async ({ actor, body }) => acceptQuote(db, actor, body.id));
}
