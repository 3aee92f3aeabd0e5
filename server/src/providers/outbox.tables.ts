import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What the development providers "sent": SMS and e-mail, shown in the log and at /dev/outbox. */
export const outbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_created_idx').on(t.createdAt)],
);
