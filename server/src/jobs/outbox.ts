import { and, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import type { EmailMessage, EmailProvider } from '../providers/email.ts';
import { GatewayError } from '../providers/gateway-error.ts';
import { outboxMessages } from '../providers/outbox.tables.ts';
import type { SmsMessage, SmsProvider } from '../providers/sms.ts';
import type { JobRunner } from './runner.ts';

/**
 * The outbox (decision 030). A notice's SMS and e-mail are written, in the transaction of the change
 * that causes them, as a row of `outbox_messages` and a delivery job naming it; the job runner hands
 * the message to the configured provider after the commit. A move that rolls back leaves neither, and
 * a slow gateway holds no lock of the move. A failed attempt is retried with exponential backoff while
 * the gateway says a retry may help; then the message stays `failed` with its last error.
 */
export const OUTBOX_QUEUE = 'outbox-delivery';

export type OutboxProviders = { sms: SmsProvider; email: EmailProvider };

export type Outbox = {
  /** Providers with the same face as the real ones, that queue instead of sending (for notify()). */
  notifier: OutboxProviders;
  /** Sends the queued messages now rather than at the next look (called once a request is answered). */
  kick(): void;
  /**
   * Waits, up to `timeoutMs`, until every message queued before the call had its first attempt: the
   * development outbox page calls it, so that what a call just sent is there when it is read.
   */
  settle(timeoutMs?: number): Promise<void>;
  /** Messages waiting for their first or a further attempt, and messages given up on. */
  counts(): Promise<{ waiting: number; failed: number }>;
};

type DeliveryJob = { messageId: string };

/** What the log and the row keep of a failure: our key and the gateway's code, nothing personal. */
function describe(error: unknown): string {
  if (error instanceof GatewayError) return `${error.key} (${error.gatewayCode})`;
  if (error instanceof AppError) return error.key;
  return error instanceof Error ? error.name : 'unknown';
}

export function createOutbox(db: Db, runner: JobRunner, providers: OutboxProviders, log: FastifyBaseLogger): Outbox {
  let queuedSinceKick = false;

  runner.define<DeliveryJob>(OUTBOX_QUEUE, async (job) => {
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, job.data.messageId));
    // Delivered already (a job handed out again after its instance stopped mid-way), or gone.
    if (!row || row.status === 'sent' || row.status === 'failed') return;
    try {
      if (row.channel === 'sms') await providers.sms.send(db, row.message as SmsMessage);
      else await providers.email.send(db, row.message as EmailMessage);
    } catch (error) {
      const retryable = !(error instanceof GatewayError) || error.retryable;
      const last = !retryable || job.retryCount >= runner.options.retryLimit;
      await db
        .update(outboxMessages)
        .set({
          status: last ? 'failed' : 'retrying',
          attempts: sql`${outboxMessages.attempts} + 1`,
          lastError: describe(error),
          updatedAt: new Date(),
        })
        // A late answer of an attempt that was given up for lost never undoes a later delivery.
        .where(and(eq(outboxMessages.id, row.id), inArray(outboxMessages.status, ['queued', 'retrying'])));
      log.warn(
        { outboxMessage: row.id, channel: row.channel, attempt: job.retryCount + 1, error: describe(error), last },
        last ? 'message not delivered; given up' : 'message not delivered; will retry',
      );
      // pg-boss retries a job whose handler throws, later each time; a refusal no retry can fix ends here.
      if (!last) throw error;
      return;
    }
    await db
      .update(outboxMessages)
      .set({
        status: 'sent',
        attempts: sql`${outboxMessages.attempts} + 1`,
        lastError: null,
        sentAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(outboxMessages.id, row.id));
  });

  async function enqueue(tx: Parameters<SmsProvider['send']>[0], channel: 'sms' | 'email', message: object) {
    const [row] = await tx.insert(outboxMessages).values({ channel, message }).returning({ id: outboxMessages.id });
    if (!row) throw new Error('outbox insert returned no row');
    await runner.sendInTransaction(tx, OUTBOX_QUEUE, { messageId: row.id } satisfies DeliveryJob);
    queuedSinceKick = true;
  }

  return {
    notifier: {
      sms: { name: providers.sms.name, send: (tx, message) => enqueue(tx, 'sms', message) },
      email: { name: providers.email.name, send: (tx, message) => enqueue(tx, 'email', message) },
    },
    kick() {
      if (!queuedSinceKick) return;
      queuedSinceKick = false;
      runner.kick(OUTBOX_QUEUE);
    },
    async settle(timeoutMs = 5000) {
      const before = new Date();
      const deadline = Date.now() + timeoutMs;
      runner.kick(OUTBOX_QUEUE);
      while (Date.now() < deadline) {
        const [row] = await db
          .select({ n: count() })
          .from(outboxMessages)
          .where(
            and(
              eq(outboxMessages.status, 'queued'),
              eq(outboxMessages.attempts, 0),
              isNull(outboxMessages.sentAt),
              lte(outboxMessages.createdAt, before),
            ),
          );
        if ((row?.n ?? 0) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async counts() {
      const rows = await db
        .select({ status: outboxMessages.status, n: count() })
        .from(outboxMessages)
        .where(inArray(outboxMessages.status, ['queued', 'retrying', 'failed']))
        .groupBy(outboxMessages.status);
      const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
      return { waiting: of('queued') + of('retrying'), failed: of('failed') };
    },
  };
}

/** How long a delivered message is kept (for the record, then removed by a periodic job). */
export const DELIVERED_KEPT_DAYS = 30;

/** Removes the messages delivered more than `DELIVERED_KEPT_DAYS` ago; failed ones stay for an operator. */
export async function removeDeliveredMessages(db: Db): Promise<number> {
  const removed = await db
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, 'sent'),
        lte(outboxMessages.sentAt, sql`now() - make_interval(days => ${DELIVERED_KEPT_DAYS})`),
      ),
    )
    .returning({ id: outboxMessages.id });
  return removed.length;
}
