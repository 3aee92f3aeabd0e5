import { devCalls } from '@seabook/domain/dev.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { listOutbox } from '../../providers/sms.ts';

/** The development outbox: what the development SMS and e-mail providers "sent". */
export async function outboxRoutes(app: App, { db, settleOutbox }: AppDeps): Promise<void> {
  await route(app, devCalls.outbox, async ({ query }) => {
    // Notices go out from the job runner just after their call is answered: let those go out first,
    // so that what a call just sent is listed (decision 030).
    await settleOutbox();
    return listOutbox(db, query.page, query.pageSize);
  });
}
