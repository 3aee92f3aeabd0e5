import { billOfLadingCalls as calls } from '@seabook/domain/bill-of-lading.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { attachmentHeader } from '../../http/downloads.ts';
import { route } from '../../http/route.ts';
import { blFee, changeBl, confirmBl, customerBlInfo } from './bill-of-lading.ts';
import { blPdf } from './bill-of-lading-pdf.ts';

/** The customer's bill of lading calls (issue 19, decision 037) and its PDF, for customers and operators. */
export async function billOfLadingRoutes(app: App, { db, notifier }: AppDeps): Promise<void> {
  await route(app, calls.info, ({ actor, query }) => customerBlInfo(db, actor, query.id));
  await route(app, calls.changes, ({ actor, query }) => customerBlInfo(db, actor, query.id));
  await route(app, calls.price, ({ actor, query }) => blFee(db, actor, query.id));
  await route(app, calls.change, ({ actor, body }) => changeBl(db, notifier, actor, body));
  await route(app, calls.confirm, ({ actor, body }) => confirmBl(db, notifier, actor, body.id));
  await route(app, calls.pdf, async ({ actor, query, reply, request }) => {
    const { name, bytes } = await blPdf(db, actor, query, `${request.protocol}://${request.host}`);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentHeader(name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}
