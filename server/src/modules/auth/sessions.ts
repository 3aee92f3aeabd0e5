import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_TTL_MS } from '@seabook/domain/auth';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../http/context.ts';
import { loadAccountActor } from '../members/members.service.ts';
import { loadStaffActor } from '../ops/ops.service.ts';
import { sessions } from './auth.tables.ts';

export type RequestMeta = { ip: string; usersign: string };

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Starts a session and returns its opaque token; only the token's hash is stored. */
export async function issueSession(
  db: DbOrTx,
  subject: { kind: 'account' | 'staff'; id: string },
  meta: RequestMeta,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    subjectKind: subject.kind,
    subjectId: subject.id,
    usersign: meta.usersign,
    ip: meta.ip,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
  });
  return token;
}

/** Who a token belongs to; an unknown, expired or revoked token, or a disabled user, is `expired`. */
export async function resolveSession(db: DbOrTx, token: string): Promise<Actor> {
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  if (!session) return { kind: 'expired' };
  if (session.subjectKind === 'account') {
    const actor = await loadAccountActor(db, session.subjectId);
    return actor ? { kind: 'account', sessionId: session.id, ...actor } : { kind: 'expired' };
  }
  const staff = await loadStaffActor(db, session.subjectId);
  return staff ? { kind: 'staff', sessionId: session.id, ...staff } : { kind: 'expired' };
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, e.g. after a password change. */
export async function revokeAllSessions(db: DbOrTx, kind: 'account' | 'staff', subjectId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.subjectKind, kind), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)));
}

/** Ends every session of an account but the one given, e.g. after it changed its password. */
export async function revokeOtherSessions(db: DbOrTx, accountId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.subjectKind, 'account'),
        eq(sessions.subjectId, accountId),
        ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
      ),
    );
}
