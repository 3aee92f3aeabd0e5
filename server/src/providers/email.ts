import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { outbox } from './outbox.tables.ts';

export type EmailMessage = { to: string; subject: string; text: string };

/**
 * Sends an e-mail. A production adapter hands it to the mail service and throws an `AppError`
 * (EMAIL_SEND_FAILED) when the service refuses it.
 */
export type EmailProvider = {
  readonly name: 'dev' | 'smtp';
  send(db: DbOrTx, message: EmailMessage): Promise<void>;
};

/** Behaves like a mail service that always accepts: the message lands in the development outbox. */
export function createDevEmailProvider(log: FastifyBaseLogger): EmailProvider {
  return {
    name: 'dev',
    async send(db, message) {
      await db
        .insert(outbox)
        .values({ channel: 'email', recipient: message.to, body: `${message.subject}\n\n${message.text}` });
      log.info('e-mail in the development outbox (/dev/outbox)');
    },
  };
}
