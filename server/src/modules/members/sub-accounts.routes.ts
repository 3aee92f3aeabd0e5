import { subAccountsCalls as calls } from '@seabook/domain/sub-accounts.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { applyToJoin, companyJoinRequests, decideJoinRequest, myJoinRequests } from './join-requests.service.ts';
import {
  companyAccounts,
  createSubAccount,
  editSubAccount,
  listSubAccounts,
  removeSubAccount,
  resetSubAccountPassword,
  setSubAccountStatus,
  unbindSubAccount,
} from './sub-accounts.service.ts';

/** Sub-accounts and join requests (issue 16, decision 033); the order transfer is served by the orders module. */
export async function subAccountsRoutes(app: App, { db }: AppDeps): Promise<void> {
  await route(app, calls.list, async ({ actor, query }) => listSubAccounts(db, actor, query));
  await route(app, calls.create, async ({ actor, body }) => createSubAccount(db, actor, body));
  await route(app, calls.edit, async ({ actor, body }) => editSubAccount(db, actor, body));
  await route(app, calls.enable, async ({ actor, body }) => setSubAccountStatus(db, actor, body.id, 'enabled'));
  await route(app, calls.disable, async ({ actor, body }) => setSubAccountStatus(db, actor, body.id, 'disabled'));
  await route(app, calls.resetPassword, async ({ actor, body }) => {
    await resetSubAccountPassword(db, actor, body);
    return { ok: true as const };
  });
  await route(app, calls.unbind, async ({ actor, body }) => unbindSubAccount(db, actor, body.id));
  await route(app, calls.remove, async ({ actor, body }) => {
    await removeSubAccount(db, actor, body.id);
    return { ok: true as const };
  });
  await route(app, calls.accounts, async ({ actor }) => companyAccounts(db, actor));
  await route(app, calls.joinRequests, async ({ actor, query }) => companyJoinRequests(db, actor, query));
  await route(app, calls.approve, async ({ actor, body }) => decideJoinRequest(db, actor, body, 'approved'));
  await route(app, calls.reject, async ({ actor, body }) => decideJoinRequest(db, actor, body, 'rejected'));
  await route(app, calls.apply, async ({ actor, body }) => applyToJoin(db, actor, body));
  await route(app, calls.myRequests, async ({ actor, query }) => myJoinRequests(db, actor, query));
}
