import { messagesCalls } from '@seabook/domain/messages.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { listMessages, markRead, unreadCount } from './messages.service.ts';
import { currentNotices } from './operate-notices.ts';

/** The message centre (spec §7 `/v2/member/message/…`): the account's messages and the platform's notices. */
export async function messagesRoutes(app: App, { db }: AppDeps): Promise<void> {
  await route(app, messagesCalls.list, async ({ actor, query }) => listMessages(db, actor, query));
  await route(app, messagesCalls.unread, async ({ actor }) => ({ count: await unreadCount(db, actor) }));
  await route(app, messagesCalls.read, async ({ actor, body }) => markRead(db, actor, body));
  await route(app, messagesCalls.operateNotices, () => currentNotices(db));
}
