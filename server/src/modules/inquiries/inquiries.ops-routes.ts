import { opsInquiriesCalls } from '@seabook/domain/ops-inquiries.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { opsGetInquiry, opsListInquiries, quoteInquiry, rejectInquiry } from './ops-inquiries.service.ts';

/** The operators' inquiry desk (domain/src/ops-inquiries.calls.ts): the queue, one sheet, a quote and a rejection. */
export async function opsInquiriesRoutes(app: App, { db }: AppDeps): Promise<void> {
  await route(app, opsInquiriesCalls.list, async ({ query }) => opsListInquiries(db, query));
  await route(app, opsInquiriesCalls.get, async ({ query }) => opsGetInquiry(db, query.id));
  await route(app, opsInquiriesCalls.quote, async ({ actor, body }) => quoteInquiry(db, actor, body));
  await route(app, opsInquiriesCalls.reject, async ({ actor, body }) => rejectInquiry(db, actor, body));
}
