import { membersCalls } from '@seabook/domain/members.calls';
import { sessionCalls } from '@seabook/domain/session.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { getConfig, getLoginInfo, getMenu, getUserInfo } from './members.service.ts';

/** Who the caller is, what they may see, and whether they may order. */
export async function membersRoutes(app: App, { db }: AppDeps): Promise<void> {
  await route(app, sessionCalls.userInfo, async ({ actor, request }) => getUserInfo(db, actor, request.locale));
  await route(app, membersCalls.loginInfo, async ({ actor }) => getLoginInfo(db, actor));
  await route(app, sessionCalls.menu, async ({ actor, request }) => ({ menu: getMenu(actor, request.locale) }));
  await route(app, sessionCalls.config, async ({ actor, request }) => getConfig(db, actor, request.locale));
}
