import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { outbox } from './outbox.tables.ts';

/** Sends an e-mail. A production adapter calls the mail service; it must throw when the service refuses. */
export type EmailProvider = {
  readonly name: string;
  send(db: DbOrTx, message: { to: string; subject: string; text: string }): Promise<void>;
};

/** Behaves like a mail service that always accepts: the message lands in the outbox and the log. */
export function createDevEmailProvider(log: FastifyBaseLogger): EmailProvider {
  return {
    name: 'dev',
    async send(db, message) {
      await db
        .insert(outbox)
        .values({ channel: 'email', recipient: message.to, body: `${message.subject}\n\n${message.text}` });
      log.info({ to: message.to, subject: message.subject }, 'dev email sent');
    },
  };
}
