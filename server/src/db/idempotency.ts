import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError } from '../lib/errors.ts';
import type { Db, DbOrTx } from './client.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

/**
 * Writes that create something once (decision 017): orders, inquiry sheets and payments take an Idempotency-Key.
 * A replay of a stored key answers the first answer; a key sent with another request is 409. The checks
 * run outside the transaction; the transaction claims the key first (a unique key: a racing twin waits
 * on it and, once the winner commits, reads the winner's answer), then creates and stores the answer.
 * A refused request stores nothing, so its key may be sent again with a corrected request.
 */

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_HOURS = 24;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** The key from the header: 8–128 letters, digits, '-' or '_' (a UUID fits), or 422. */
export function idempotencyKeyOf(header: unknown): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value.trim()))
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED', { fields: { 'Idempotency-Key': 'IDEMPOTENCY_KEY_REQUIRED' } });
  return value.trim();
}

/** Object keys sorted at every level, so the same request hashes the same whatever its key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** The hash of what is being created: the kind of write and its body, so one key never serves two calls. */
export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([scope, canonical(body)]))
    .digest('hex');
}

const keyAlive = () => sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

type KeyRef = { tenantId: string; key: string; hash: string };

/** The answer stored under a live key: the same one for the same request, 409 for another. */
async function storedAnswer<T>(db: DbOrTx, ref: KeyRef): Promise<T | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, ref.tenantId),
        eq(idempotencyKeys.key, ref.key),
        sql`${idempotencyKeys.createdAt} >= ${keyAlive()}`,
      ),
    );
  if (!row) return null;
  if (row.requestHash !== ref.hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return row.response as T;
}

export type OnceRequest = { tenantId: string; key: string; scope: string; body: unknown };

/**
 * Runs a creating write once per key. `prepare` runs the checks and answers the work to do in the
 * transaction. When a check refuses, the key is looked at again: a twin that committed meanwhile may
 * have changed what the checks read (an inquiry already ordered), and its answer is the answer.
 */
export async function once<T extends object>(
  db: Db,
  request: OnceRequest,
  prepare: () => Promise<(tx: DbOrTx) => Promise<T>>,
): Promise<T> {
  const ref: KeyRef = { tenantId: request.tenantId, key: request.key, hash: requestHash(request.scope, request.body) };
  const replay = await storedAnswer<T>(db, ref);
  if (replay) return replay;

  let create: (tx: DbOrTx) => Promise<T>;
  try {
    create = await prepare();
  } catch (error) {
    const winner = await storedAnswer<T>(db, ref);
    if (winner) return winner;
    throw error;
  }

  const created = await db.transaction(async (tx) => {
    const mine = and(eq(idempotencyKeys.tenantId, ref.tenantId), eq(idempotencyKeys.key, ref.key));
    await tx.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, keyAlive())));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ tenantId: ref.tenantId, key: ref.key, requestHash: ref.hash, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return null;
    const answer = await create(tx);
    await tx.update(idempotencyKeys).set({ response: answer }).where(mine);
    return answer;
  });
  if (created) return created;
  // Another request with this key committed first: its answer, or 409 when it was a different request.
  const winner = await storedAnswer<T>(db, ref);
  if (!winner) throw new AppError('SUBMIT_FAILED');
  return winner;
}

/**
 * Replaces the answer stored under a key, for a write whose answer is completed after its transaction (a
 * payment's cashier address, asked of the gateway after the payment is stored).
 */
export async function rememberAnswer(db: DbOrTx, tenantId: string, key: string, answer: object): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response: answer })
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key)));
}

/** Forgets a key whose write failed after its transaction (the gateway refused), so it may be sent again. */
export async function forgetKey(db: DbOrTx, tenantId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key)));
}

/** Removes the keys older than their 24 hours (a periodic job): what it removed, however often it runs. */
export async function removeExpiredIdempotencyKeys(db: DbOrTx): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, keyAlive()))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
