import { opsBillOfLadingCalls as calls } from '@seabook/domain/ops-bill-of-lading.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import {
  opsAcceptChange,
  opsBlInfo,
  opsCreateBl,
  opsIssueBl,
  opsIssueDraft,
  opsRejectChange,
  opsSaveBl,
} from './bill-of-lading.ts';

/** The operators' bill of lading panel of the order desk (issue 19, decision 037). */
export async function opsBillOfLadingRoutes(app: App, { db, notifier }: AppDeps): Promise<void> {
  await route(app, calls.info, ({ query }) => opsBlInfo(db, query.id));
  await route(app, calls.create, ({ actor, body }) => opsCreateBl(db, actor, body.id));
  await route(app, calls.save, ({ actor, body }) => opsSaveBl(db, actor, body));
  await route(app, calls.issueDraft, ({ actor, body }) => opsIssueDraft(db, notifier, actor, body.id));
  await route(app, calls.accept, ({ actor, body }) => opsAcceptChange(db, notifier, actor, body.id));
  await route(app, calls.reject, ({ actor, body }) => opsRejectChange(db, notifier, actor, body));
  await route(app, calls.issue, ({ actor, body }) => opsIssueBl(db, notifier, actor, body));
}
