import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Messages to send (decision 030): written in the transaction of the change that causes them, delivered
 * after its commit by the job runner (jobs/outbox.ts), whatever provider is configured. `message` is
 * what the provider is handed (an `SmsMessage` or an `EmailMessage`). A message that could not be
 * delivered stays `failed` with the gateway's last answer, for an operator to see.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    message: jsonb('message').notNull(),
    status: text('status', { enum: ['queued', 'retrying', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure: our catalogue key and the gateway's own code, never the text or the number. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_status_idx').on(t.status, t.createdAt)],
);
