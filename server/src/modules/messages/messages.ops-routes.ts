import { opsNoticesCalls as calls } from '@seabook/domain/ops-notices.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { listOpsNotices, publishNotice, withdrawNotice } from './operate-notices.ts';

/** The operators' notice desk (issue 16, decision 038). */
export async function opsNoticesRoutes(app: App, { db }: AppDeps): Promise<void> {
  await route(app, calls.list, ({ query }) => listOpsNotices(db, query));
  await route(app, calls.publish, ({ actor, body }) => publishNotice(db, actor, body));
  await route(app, calls.withdraw, async ({ actor, body }) => {
    await withdrawNotice(db, actor, body.id);
    return { ok: true as const };
  });
}
