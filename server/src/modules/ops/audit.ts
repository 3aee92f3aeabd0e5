import type { AuditAction, AuditObject } from '@seabook/domain/ops-audit';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { StaffActor } from '../../http/guards.ts';
import { opsAudit, staff } from './ops.tables.ts';

/**
 * The back office's audit trail (issue 6): every operator action writes one row, in the transaction
 * of the change itself, so a change and its record land together or not at all.
 */

export type AuditEntry = {
  action: AuditAction;
  objectType: AuditObject;
  objectId: string;
  /** What people search by: the order, inquiry or letter number, a lane, a username. */
  objectLabel?: string;
  /** The object's relevant fields before and after (null for a creation or when nothing is kept). */
  before?: unknown;
  after?: unknown;
  remark?: string | null;
};

/** Records one operator action. Call it inside the transaction that made the change. */
export async function recordAudit(tx: DbOrTx, actor: StaffActor, entry: AuditEntry): Promise<void> {
  const [who] = await tx.select({ name: staff.name }).from(staff).where(eq(staff.id, actor.staffId));
  await tx.insert(opsAudit).values({
    staffId: actor.staffId,
    staffName: who?.name ?? '',
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    objectLabel: entry.objectLabel ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
    remark: entry.remark ?? null,
  });
}
