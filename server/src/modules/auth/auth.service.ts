import { type FindPass, LOGIN_FAILURE_LIMITS, type Login, type Register } from '@seabook/domain/auth';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import {
  type Account,
  createPersonalAccount,
  findAccountByLoginName,
  findAccountByUserNo,
  findMainAccountByMobile,
  recordLogin,
  setPasswordHash,
} from '../members/members.service.ts';
import { findStaffByUsername } from '../ops/ops.service.ts';
import { loginFailures } from './auth.tables.ts';
import { issueSession, type RequestMeta, revokeAllSessions, revokeSession } from './sessions.ts';
import { consumeCode, sendCode } from './sms-codes.ts';
import { bindScannedIdentity } from './wx-login.ts';

/** What the app and the back office need of sessions: who a token is, and ending one or all of a user's. */
export { resolveSession, revokeAllSessions, revokeSession } from './sessions.ts';

/** POST /v2/member/sendsms: a register code, refused for a mobile that already has an account. */
export async function sendRegisterCode(db: Db, sms: SmsProvider, mobile: string, meta: RequestMeta) {
  if (await findMainAccountByMobile(db, mobile))
    throw new AppError('MOBILE_TAKEN', { fields: { mobile: 'MOBILE_TAKEN' } });
  return sendCode(db, sms, { mobile, purpose: 'register' }, meta);
}

/** POST /v2/member/findsendsms: a password-reset code for a registered mobile. */
export async function sendFindPasswordCode(db: Db, sms: SmsProvider, mobile: string, meta: RequestMeta) {
  if (!(await findMainAccountByMobile(db, mobile))) {
    throw new AppError('MOBILE_NOT_REGISTERED', { fields: { mobile: 'MOBILE_NOT_REGISTERED' } });
  }
  return sendCode(db, sms, { mobile, purpose: 'findpass' }, meta);
}

async function referrerOf(db: DbOrTx, comeformuserid: string | undefined): Promise<string | null> {
  const userNo = Number(comeformuserid);
  if (!comeformuserid || !Number.isSafeInteger(userNo) || userNo <= 0) return null;
  return (await findAccountByUserNo(db, userNo))?.id ?? null;
}

/**
 * POST /v2/member/reguser: checks the code, creates a personal tenant and its main account, binds a
 * scanned messaging-app identity when one is named, and logs the new user in.
 */
export async function registerAccount(db: Db, input: Register, meta: RequestMeta): Promise<{ accesstoken: string }> {
  if (await findMainAccountByMobile(db, input.mobile))
    throw new AppError('MOBILE_TAKEN', { fields: { mobile: 'MOBILE_TAKEN' } });
  await consumeCode(db, { mobile: input.mobile, purpose: 'register', code: input.code });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const account = await createPersonalAccount(tx, {
      mobile: input.mobile,
      email: input.email,
      passwordHash,
      referrerId: await referrerOf(tx, input.comeformuserid),
    });
    if (input.weixinqrcode) await bindScannedIdentity(tx, input.weixinqrcode, account.id);
    await recordLogin(tx, account.id);
    return { accesstoken: await issueSession(tx, { kind: 'account', id: account.id }, meta) };
  });
}

async function failuresSince(db: DbOrTx, column: 'accountKey' | 'ip', value: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures[column], value),
        gt(loginFailures.createdAt, sql`now() - make_interval(mins => ${LOGIN_FAILURE_LIMITS.windowMinutes})`),
      ),
    );
  return row?.n ?? 0;
}

type Credentials = { passwordHash: string; status: 'enabled' | 'disabled' };

/**
 * Checks a password with the limits applied before any hashing; an unknown user and a wrong password
 * fail the same way and take the same time. Used for customer and staff logins alike.
 */
async function verifyLimited<T extends Credentials>(
  db: Db,
  key: string,
  password: string,
  meta: RequestMeta,
  find: (key: string) => Promise<T | undefined>,
): Promise<T> {
  if (
    (await failuresSince(db, 'accountKey', key)) >= LOGIN_FAILURE_LIMITS.perAccount ||
    (meta.ip && (await failuresSince(db, 'ip', meta.ip)) >= LOGIN_FAILURE_LIMITS.perIp)
  ) {
    const minutes = LOGIN_FAILURE_LIMITS.windowMinutes;
    throw new AppError('LOGIN_LOCKED', { values: { minutes }, retryAfter: minutes * 60 });
  }
  const user = await find(key);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  if (!user || !valid) {
    await db.insert(loginFailures).values({ accountKey: key, ip: meta.ip });
    throw new AppError('LOGIN_FAILED');
  }
  if (user.status !== 'enabled') throw new AppError('ACCOUNT_DISABLED');
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, key));
  return user;
}

/** A customer's login name (mobile or `username@code`) and password, checked within the limits. */
export function checkPassword(db: Db, loginName: string, password: string, meta: RequestMeta): Promise<Account> {
  return verifyLimited(db, loginName.trim().toLowerCase(), password, meta, (key) => findAccountByLoginName(db, key));
}

/** POST /v2/ops/login: an operator's username and password; staff sessions are their own kind. */
export async function staffLogin(db: Db, input: { username: string; password: string }, meta: RequestMeta) {
  const key = `staff:${input.username.trim().toLowerCase()}`;
  const member = await verifyLimited(db, key, input.password, meta, () => findStaffByUsername(db, input.username));
  return { accesstoken: await issueSession(db, { kind: 'staff', id: member.id }, meta) };
}

/** POST /v2/member/login: a mobile or a sub-account's full name with its password. */
export async function login(db: Db, input: Login, meta: RequestMeta): Promise<{ accesstoken: string }> {
  const account = await checkPassword(db, input.mobile, input.password, meta);
  await recordLogin(db, account.id);
  return { accesstoken: await issueSession(db, { kind: 'account', id: account.id }, meta) };
}

/** POST /v2/member/loginout: ends the calling session. */
export async function logout(db: Db, actor: AccountActor | { sessionId: string }): Promise<void> {
  await revokeSession(db, actor.sessionId);
}

/** POST /user/publicuser/findPass.html: a new password by SMS code; every open session ends. */
export async function resetPassword(db: Db, input: FindPass): Promise<void> {
  const account = await findMainAccountByMobile(db, input.mobile);
  if (!account) throw new AppError('MOBILE_NOT_REGISTERED', { fields: { mobile: 'MOBILE_NOT_REGISTERED' } });
  await consumeCode(db, { mobile: input.mobile, purpose: 'findpass', code: input.code });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash);
    await revokeAllSessions(tx, 'account', account.id);
  });
}
