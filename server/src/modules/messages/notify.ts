import type { MessageKind } from '@seabook/domain/messages';
import type { Notice } from '@seabook/domain/notices';
import { eq } from 'drizzle-orm';
import type { Notifier } from '../../app-types.ts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts } from '../../db/tenancy.tables.ts';
import { messages } from './messages.tables.ts';

/** Who is told: an account of a tenant; `kind` (domain/src/messages.ts) groups the message list. */
export type NoticeTarget = { tenantId: string; accountId: string; kind: MessageKind; link: string | null };

/**
 * One notice to one account: a row in its message list, and the same text by SMS to its mobile and by
 * e-mail to its address where it has them (in simplified Chinese, the platform's default language).
 * Runs in the caller's transaction, so a move that rolls back tells nobody.
 */
export async function notify(tx: DbOrTx, notifier: Notifier, target: NoticeTarget, notice: Notice): Promise<void> {
  await tx.insert(messages).values({
    tenantId: target.tenantId,
    accountId: target.accountId,
    kind: target.kind,
    title: notice.title,
    body: notice.body,
    link: target.link,
  });
  const [account] = await tx
    .select({ mobile: accounts.mobile, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, target.accountId));
  const text = `【Seabook】${notice.title['zh-CN']}。${notice.body['zh-CN']}`;
  if (account?.mobile) {
    const template = { name: 'notice' as const, params: { title: notice.title['zh-CN'] } };
    await notifier.sms.send(tx, { to: account.mobile, text, template });
  }
  if (account?.email) await notifier.email.send(tx, { to: account.email, subject: notice.title['zh-CN'], text });
}
