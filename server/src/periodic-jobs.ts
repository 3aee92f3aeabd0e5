import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { removeExpiredIdempotencyKeys } from './db/idempotency.ts';
import { removeDeliveredMessages } from './jobs/outbox.ts';
import type { JobRunner } from './jobs/runner.ts';
import { removeExpiredAuthRecords } from './modules/auth/auth.service.ts';
import { filesUsedByDrafts } from './modules/drafts/drafts.service.ts';
import { openStorage, removeUnattachedUploads } from './modules/files/files.service.ts';
import { filesUsedByLetters } from './modules/letters/letters.service.ts';
import { confirmOverdueBills, filesUsedByRemittances } from './modules/money/money.service.ts';
import { filesUsedByOrders } from './modules/orders/orders.service.ts';

/**
 * The periodic jobs (decision 030), on the job runner: pg-boss starts each once per slot however many
 * instances run, and each is a single statement that removes only what has expired, so running it twice
 * (a slot handed out again after a crash) changes nothing more. Times are China time.
 */
export const PERIODIC_JOBS = {
  /** Idempotency-Keys older than their 24 hours (decision 017). */
  idempotencyKeys: { queue: 'cleanup-idempotency-keys', cron: '7 * * * *' },
  /** Uploads older than a day that no draft, order or letter uses. */
  unattachedUploads: { queue: 'cleanup-unattached-uploads', cron: '23 * * * *' },
  /** Delivered outbox messages older than 30 days. */
  deliveredMessages: { queue: 'cleanup-delivered-messages', cron: '37 3 * * *' },
  /** Closed login counters, SMS codes past the daily caps, expired QR logins, sessions ended 30 days ago. */
  authRecords: { queue: 'cleanup-auth-records', cron: '47 * * * *' },
  /** Bills not confirmed within their 2 working days are taken as confirmed (spec §9, decision 036). */
  overdueBills: { queue: 'confirm-overdue-bills', cron: '*/10 * * * *' },
} as const;

/** Which of some files a draft, an order, a letter or a remittance still uses. */
export async function filesInUse(db: Db, ids: readonly string[]): Promise<string[]> {
  const used = await Promise.all([
    filesUsedByDrafts(db, ids),
    filesUsedByOrders(db, ids),
    filesUsedByLetters(db, ids),
    filesUsedByRemittances(db, ids),
  ]);
  return used.flat();
}

export function registerPeriodicJobs(
  runner: JobRunner,
  { db, config, log }: { db: Db; config: Config; log: FastifyBaseLogger },
): void {
  const { idempotencyKeys, unattachedUploads, deliveredMessages, authRecords, overdueBills } = PERIODIC_JOBS;
  runner.every(idempotencyKeys.queue, idempotencyKeys.cron, async () => {
    const removed = await removeExpiredIdempotencyKeys(db);
    log.info({ job: idempotencyKeys.queue, removed }, 'expired idempotency keys removed');
  });
  runner.every(unattachedUploads.queue, unattachedUploads.cron, async () => {
    const storage = await openStorage(config.storage);
    const removed = await removeUnattachedUploads(db, storage, (ids) => filesInUse(db, ids));
    log.info({ job: unattachedUploads.queue, removed }, 'unattached uploads removed');
  });
  runner.every(deliveredMessages.queue, deliveredMessages.cron, async () => {
    const removed = await removeDeliveredMessages(db);
    log.info({ job: deliveredMessages.queue, removed }, 'delivered messages removed');
  });
  runner.every(authRecords.queue, authRecords.cron, async () => {
    const removed = await removeExpiredAuthRecords(db);
    log.info({ job: authRecords.queue, removed }, 'expired auth records removed');
  });
  runner.every(overdueBills.queue, overdueBills.cron, async () => {
    const confirmed = await confirmOverdueBills(db);
    log.info({ job: overdueBills.queue, confirmed }, 'overdue bills taken as confirmed');
  });
}
