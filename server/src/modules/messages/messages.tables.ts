import type { Localized } from '@seabook/domain/i18n';
import type { MessageKind } from '@seabook/domain/messages';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantOwned } from '../../db/tenancy.tables.ts';

/**
 * The account's message list (`/center/message`): one row per notice, in the three languages, with
 * the page it is about. Written with the SMS and e-mail that go out for it (messages/notify.ts).
 */
export const messages = pgTable(
  'messages',
  {
    ...tenantOwned(),
    kind: text('kind').$type<MessageKind>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    /** The in-app path the message is about, e.g. `/center/orderdetail?id=…`. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('messages_account_idx').on(t.accountId, t.createdAt)],
);
