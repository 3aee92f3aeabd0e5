import { desc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { outbox } from './outbox.tables.ts';

/** Sends a text message. A production adapter calls the gateway; it must throw when the gateway refuses. */
export type SmsProvider = {
  readonly name: string;
  send(db: DbOrTx, message: { to: string; text: string }): Promise<void>;
};

/** Behaves like a gateway that always accepts: the message lands in the outbox and the log. */
export function createDevSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'dev',
    async send(db, message) {
      await db.insert(outbox).values({ channel: 'sms', recipient: message.to, body: message.text });
      // The code is meant to be read here in development; the phone is masked by the logger.
      log.info({ to: message.to, text: message.text }, 'dev sms sent');
    },
  };
}

export type OutboxItem = { id: string; channel: 'sms' | 'email'; to: string; body: string; created_at: string };

/** The development outbox, newest first. */
export async function listOutbox(
  db: DbOrTx,
  page: number,
  pageSize: number,
): Promise<{ items: OutboxItem[]; total: number }> {
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  return {
    items: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      body: row.body,
      created_at: row.createdAt.toISOString(),
    })),
    total: count?.n ?? 0,
  };
}
