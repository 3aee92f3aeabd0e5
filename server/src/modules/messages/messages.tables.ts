import type { Localized } from '@seabook/domain/i18n';
import type { MessageKind, OperateNoticeKind } from '@seabook/domain/messages';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantOwned } from '../../db/tenancy.tables.ts';
import { staff } from '../ops/ops.tables.ts';

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

/**
 * The platform's operation notices (decision 038): published by staff in three languages, shown to
 * everyone from `starts_at` until `ends_at` (none: until withdrawn), never edited; a withdrawal stamps
 * `withdrawn_at` and keeps the row.
 */
export const operateNotices = pgTable(
  'operate_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<OperateNoticeKind>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    /** An in-app path the notice leads to, e.g. `/cargo_tracking`. */
    link: text('link'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => staff.id),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: uuid('withdrawn_by').references(() => staff.id),
  },
  (t) => [index('operate_notices_starts_idx').on(t.startsAt)],
);
