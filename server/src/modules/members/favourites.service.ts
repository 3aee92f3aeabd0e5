import { type CollectionItem, parseLineId } from '@seabook/domain/rates';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { nextSailingLines, serviceExists } from '../rates/rates.service.ts';
import { favourites } from './members.tables.ts';

/**
 * Favourites ("collection", spec §3): an account keeps services, not single sailings, so a favourite
 * keeps showing the lane's next sailing. Every query is scoped to the calling account.
 */

/** The service id a favourite call names: a quote line id (`<serviceId>:<date>`) or a bare service id. */
function serviceIdOf(id: string): string {
  return parseLineId(id.trim()).serviceId;
}

/** Adds a service to the caller's favourites; adding it again changes nothing. Unknown or expired → 404. */
export async function addFavourite(db: Db, actor: AccountActor, input: { id: string }): Promise<void> {
  const serviceId = serviceIdOf(input.id);
  if (!(await serviceExists(db, serviceId))) throw new AppError('NOT_FOUND');
  await db.insert(favourites).values({ accountId: actor.accountId, serviceId }).onConflictDoNothing();
}

/** Removes a service from the caller's favourites; 404 when the caller has no such favourite. */
export async function removeFavourite(db: Db, actor: AccountActor, input: { id: string }): Promise<void> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.accountId, actor.accountId), eq(favourites.serviceId, serviceIdOf(input.id))))
    .returning({ serviceId: favourites.serviceId });
  if (removed.length === 0) throw new AppError('NOT_FOUND');
}

/** The caller's favourites, newest first, each with the service's next sailing priced for the minimum. */
export async function listFavourites(
  db: Db,
  actor: AccountActor,
  input: { page: number; pageSize: number },
): Promise<{ items: CollectionItem[]; total: number }> {
  const mine = eq(favourites.accountId, actor.accountId);
  const [counted] = await db.select({ total: count() }).from(favourites).where(mine);
  const rows = await db
    .select()
    .from(favourites)
    .where(mine)
    .orderBy(desc(favourites.createdAt), desc(favourites.serviceId))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const lines = await nextSailingLines(
    db,
    rows.map((row) => row.serviceId),
  );
  return {
    items: rows.map((row) => ({
      serviceId: row.serviceId,
      createdAt: row.createdAt.toISOString(),
      line: lines.get(row.serviceId) ?? null,
    })),
    total: counted?.total ?? 0,
  };
}

/** Which of these services the account keeps as favourites: one query on the primary key. */
export async function favouriteServiceIds(
  db: Db,
  accountId: string,
  serviceIds: readonly string[],
): Promise<Set<string>> {
  if (serviceIds.length === 0) return new Set();
  const rows = await db
    .select({ serviceId: favourites.serviceId })
    .from(favourites)
    .where(and(eq(favourites.accountId, accountId), inArray(favourites.serviceId, [...serviceIds])));
  return new Set(rows.map((row) => row.serviceId));
}
