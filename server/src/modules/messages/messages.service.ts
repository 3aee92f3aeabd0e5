import type {
  Message,
  MessageList,
  MessageListFilter,
  MessageReadAnswer,
  MessageReadRequest,
} from '@seabook/domain/messages';
import { and, count, desc, eq, inArray, isNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import type { AccountActor } from '../../http/guards.ts';
import { messages } from './messages.tables.ts';

/**
 * The messages module's face (decision 023): other modules tell an account through `notify`, in the
 * transaction of what they tell; the demo data sets its messages' times back.
 */
export { backdateMessages, readMessagesBefore } from './messages.demo.ts';
export { type NoticeTarget, notify } from './notify.ts';
export { loadDemoNotices } from './operate-notices.ts';

/**
 * The account's message list (`/center/message`): the notices notify.ts wrote for it. Each account
 * reads and marks its own; a teammate's messages, even in the same company, are never listed, counted
 * or marked.
 */

/** The account's own messages: of a caller, or of placeholders for a prepared statement. */
function own(who: { tenantId: string | Placeholder; accountId: string | Placeholder }): SQL {
  return and(eq(messages.tenantId, who.tenantId), eq(messages.accountId, who.accountId)) as SQL;
}

/** The count of `unreadCount`, prepared once (db/prepared.ts). */
const unreadStatement = preparedOnce((db) =>
  db
    .select({ total: count() })
    .from(messages)
    .where(
      and(
        own({ tenantId: sql.placeholder('tenantId'), accountId: sql.placeholder('accountId') }),
        isNull(messages.readAt),
      ),
    )
    .prepare('unread_messages'),
);

/** How many of the account's messages are unread. */
export async function unreadCount(db: Db, actor: AccountActor): Promise<number> {
  const [row] = await unreadStatement(db).execute({ tenantId: actor.tenantId, accountId: actor.accountId });
  return row?.total ?? 0;
}

function toMessage(row: typeof messages.$inferSelect): Message {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** One page of the account's messages, newest first, with the unread count of all of them. */
export async function listMessages(db: Db, actor: AccountActor, filter: MessageListFilter): Promise<MessageList> {
  const where = and(
    own(actor),
    filter.unread === '1' ? isNull(messages.readAt) : undefined,
    filter.kind ? eq(messages.kind, filter.kind) : undefined,
  );
  const [[counted], rows, unread] = await Promise.all([
    db.select({ total: count() }).from(messages).where(where),
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    unreadCount(db, actor),
  ]);
  return { items: rows.map(toMessage), total: counted?.total ?? 0, unreadCount: unread };
}

/**
 * Marks the named messages (or all) of the account read; ids of other accounts' messages, unknown
 * ids and messages already read are left as they are. Answers how many it marked and the unread count.
 * One statement: "all" marks exactly the messages that existed when it ran (written at or before the
 * statement's clock and visible to it), never one that arrives while the user reads the answer.
 */
export async function markRead(db: Db, actor: AccountActor, request: MessageReadRequest): Promise<MessageReadAnswer> {
  const which = request.all ? lte(messages.createdAt, sql`now()`) : inArray(messages.id, request.ids ?? []);
  const marked = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(own(actor), isNull(messages.readAt), which))
    .returning({ id: messages.id });
  return { marked: marked.length, count: await unreadCount(db, actor) };
}
