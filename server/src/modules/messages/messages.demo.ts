import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { messages } from './messages.tables.ts';

/**
 * What the demo data needs of the message list (server/src/demo/): its stories are played through the
 * services, which stamp messages with the database's clock, and then set back to the story's moment.
 */

/** Sets the tenant's messages stamped later than `at` back to `at`. */
export async function backdateMessages(tx: DbOrTx, tenantId: string, at: Date): Promise<void> {
  await tx
    .update(messages)
    .set({ createdAt: at })
    .where(and(eq(messages.tenantId, tenantId), gt(messages.createdAt, at)));
}

/** Marks the tenant's messages older than `before` read, two hours after they came. */
export async function readMessagesBefore(tx: DbOrTx, tenantId: string, before: Date): Promise<void> {
  await tx
    .update(messages)
    .set({ readAt: sql`${messages.createdAt} + interval '2 hours'` })
    .where(and(eq(messages.tenantId, tenantId), lt(messages.createdAt, before)));
}
