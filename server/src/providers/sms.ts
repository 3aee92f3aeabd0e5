import { desc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { outbox } from './outbox.tables.ts';

/**
 * Which approved template a text message uses, and the values of its variables. Chinese gateways send
 * only texts made from a template approved beforehand (`ALIYUN_SMS_TEMPLATE_*`): a verification code,
 * or a notice naming what happened (its title, e.g. "订单 SB2611250004：待签发提单").
 */
export type SmsTemplate = { name: 'code'; params: { code: string } } | { name: 'notice'; params: { title: string } };

/** The full text as our templates read, and the template and values a gateway fills the same text from. */
export type SmsMessage = { to: string; text: string; template: SmsTemplate };

/**
 * Sends a text message. A production adapter calls the gateway; it throws an `AppError` when the
 * gateway refuses (SMS_GATEWAY_BUSY when it throttles us, SMS_SEND_FAILED otherwise).
 */
export type SmsProvider = {
  readonly name: 'dev' | 'aliyun';
  send(db: DbOrTx, message: SmsMessage): Promise<void>;
};

/** Behaves like a gateway that always accepts: the message lands in the development outbox. */
export function createDevSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'dev',
    async send(db, message) {
      await db.insert(outbox).values({ channel: 'sms', recipient: message.to, body: message.text });
      // Neither the code nor the number goes to the log: read them at /dev/outbox (loopback only).
      log.info({ to: message.to, template: message.template.name }, 'SMS in the development outbox (/dev/outbox)');
    },
  };
}

import type { OutboxItem } from '@seabook/domain/dev';

export type { OutboxItem };

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
