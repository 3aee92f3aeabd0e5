import type { OrderTransfer } from '@seabook/domain/sub-accounts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, tenants } from '../../db/tenancy.tables.ts';
import { scopeOf } from '../../db/tenancy-scope.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { logOrderEvent, whoOf } from './order-flow.service.ts';
import { orders } from './orders.tables.ts';

/**
 * POST /v2/oe_order/transfer (issue 16, decision 033): the company's orders the caller may see move to
 * another enabled account of the company, all or none. The tenant owns an order, so nothing is copied:
 * its account changes, and its log says who moved it from whom to whom (`transfer`, changes.account).
 * An order the caller may not see answers 404 like a missing one.
 */
export async function transferOrders(db: Db, actor: AccountActor, input: OrderTransfer): Promise<{ moved: number }> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, actor.tenantId));
  if (tenant?.kind !== 'company' || tenant.verification !== 'verified') throw new AppError('SUB_ACCOUNTS_NEED_COMPANY');
  const ids = [...new Set(input.orderIds)].sort();
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, input.toAccountId), eq(accounts.tenantId, tenant.id), eq(accounts.status, 'enabled')))
      .for('share');
    if (!target) throw new AppError('TRANSFER_TARGET_INVALID', { fields: { toAccountId: 'TRANSFER_TARGET_INVALID' } });
    const scope = scopeOf(actor);
    const found = await tx
      .select({ id: orders.id, accountId: orders.accountId })
      .from(orders)
      .where(
        and(
          inArray(orders.id, ids),
          eq(orders.tenantId, scope.tenantId),
          scope.accountId ? eq(orders.accountId, scope.accountId) : undefined,
        ),
      )
      .orderBy(asc(orders.id))
      .for('update');
    if (found.length !== ids.length) throw new AppError('NOT_FOUND');
    const moving = found.filter((order) => order.accountId !== target.id);
    if (moving.length === 0) return { moved: 0 };
    const owners = await tx
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(inArray(accounts.id, [...new Set(moving.map((order) => order.accountId))]));
    const nameOf = new Map(owners.map((owner) => [owner.id, owner.name]));
    const who = await whoOf(tx, actor);
    await tx
      .update(orders)
      .set({ accountId: target.id, updatedAt: sql`now()` })
      .where(
        and(
          inArray(
            orders.id,
            moving.map((order) => order.id),
          ),
          ne(orders.accountId, target.id),
        ),
      );
    for (const order of moving)
      await logOrderEvent(tx, order.id, who, {
        action: 'transfer',
        changes: { account: [nameOf.get(order.accountId) ?? '', target.name] },
      });
    return { moved: moving.length };
  });
}
