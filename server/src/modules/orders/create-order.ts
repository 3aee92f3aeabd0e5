import type { CreatedOrder } from '@seabook/domain/booking-price';
import type { Db } from '../../db/client.ts';
import { once } from '../../db/idempotency.ts';
import type { AccountActor } from '../../http/guards.ts';
import { removeOrderedDraft } from '../drafts/drafts.service.ts';
import { checkedSubmission, insertOrder } from './orders.service.ts';

/**
 * POST /v2/oe_order/createorder, once per Idempotency-Key (server/src/db/idempotency.ts): the checks in
 * order, then one transaction numbers the order, stores it with its fee lines and removes the draft it
 * was continued from. Apart from the face (orders.service.ts), because the drafts module uses the face
 * to check a draft's line: the face calling drafts back would make a circle.
 */
export function createOrder(
  db: Db,
  actor: AccountActor,
  key: string,
  body: { line: string; draft: unknown; priceToken: string; draftId?: string },
): Promise<CreatedOrder> {
  return once(db, { tenantId: actor.tenantId, key, scope: 'createorder', body }, async () => {
    const price = await checkedSubmission(db, actor, body);
    return async (tx) => {
      const created = await insertOrder(tx, actor, price, body.priceToken);
      await removeOrderedDraft(tx, actor.tenantId, body.draftId);
      return created;
    };
  });
}
