import type { FindPass, Login, Register } from '@seabook/domain/auth';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { EmailProvider } from '../../providers/email.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import {
  type Account,
  changeAccountEmail,
  changeAccountMobile,
  createPersonalAccount,
  findAccountById,
  findAccountByLoginName,
  findAccountByUserNo,
  findMainAccountByMobile,
  recordLogin,
  setPasswordHash,
} from '../members/members.service.ts';
import { findStaffByUsername } from '../ops/ops.service.ts';
import { clearLoginLimits, takeLoginAttempt } from './login-limits.ts';
import { issueSession, type RequestMeta, revokeAllSessions, revokeSession } from './sessions.ts';
import { consumeCode, sendCode, unregistered } from './sms-codes.ts';
import { bindScannedIdentity } from './wx-login.ts';

/** The periodic clean-up of closed login counters, old SMS codes, expired QR attempts and long-ended sessions. */
export { removeExpiredAuthRecords } from './auth-cleanup.ts';
/** What the app and the back office need of sessions: who a token is, and ending one or all of a user's. */
export { resolveSession, revokeAllSessions, revokeOtherSessions, revokeSession } from './sessions.ts';

/** POST /v2/member/sendsms: a register code, refused for a mobile that already has an account. */
export async function sendRegisterCode(db: Db, sms: SmsProvider, mobile: string, meta: RequestMeta) {
  // Checked inside the send, after the caps, so the caps hold before the answer tells (decision 026).
  return sendCode(db, sms, { mobile, purpose: 'register' }, meta, async (tx) =>
    (await findMainAccountByMobile(tx, mobile))
      ? new AppError('MOBILE_TAKEN', { fields: { mobile: 'MOBILE_TAKEN' } })
      : null,
  );
}

/**
 * POST /v2/member/sendmobilecode (issue 16): a code to the account's own mobile (`old`), or to the number
 * it moves to (`new`), refused when that number already has an account. Only a main account has a mobile.
 */
export async function sendMobileChangeCode(
  db: Db,
  sms: SmsProvider,
  accountId: string,
  input: { which: 'old' | 'new'; mobile?: string | undefined },
  meta: RequestMeta,
) {
  const account = await findAccountById(db, accountId);
  if (!account?.mobile || account.kind !== 'main') throw new AppError('FORBIDDEN');
  if (input.which === 'old') return sendCode(db, sms, { mobile: account.mobile, purpose: 'mobileold' }, meta);
  const mobile = input.mobile;
  if (!mobile) throw new AppError('PHONE_INVALID', { fields: { mobile: 'PHONE_INVALID' } });
  return sendCode(db, sms, { mobile, purpose: 'mobilenew' }, meta, async (tx) =>
    (await findMainAccountByMobile(tx, mobile))
      ? new AppError('MOBILE_TAKEN', { fields: { mobile: 'MOBILE_TAKEN' } })
      : null,
  );
}

/**
 * POST /v2/member/changemobile (issue 16): the code sent to the old number and the one sent to the new
 * number, each used up on its own (a wrong one keeps its try used, decision 026); then the account logs
 * in by the new number. A number taken meanwhile is refused by the unique index.
 */
export async function changeMobile(
  db: Db,
  accountId: string,
  input: { oldcode: string; mobile: string; newcode: string },
): Promise<void> {
  const account = await findAccountById(db, accountId);
  if (!account?.mobile || account.kind !== 'main') throw new AppError('FORBIDDEN');
  const old = account.mobile;
  await consumeCode(db, { mobile: old, purpose: 'mobileold', code: input.oldcode }).catch((error: unknown) => {
    throw error instanceof AppError ? new AppError(error.key, { fields: { oldcode: error.key } }) : error;
  });
  await consumeCode(db, { mobile: input.mobile, purpose: 'mobilenew', code: input.newcode }).catch((error: unknown) => {
    throw error instanceof AppError ? new AppError(error.key, { fields: { newcode: error.key } }) : error;
  });
  await changeAccountMobile(db, account.id, old, input.mobile);
}

/**
 * POST /v2/member/sendemailcode (issue 16, decision 038): a code to the address the account moves to, by
 * e-mail, with the caps and locks of an SMS code (the address takes the phone's place). The address the
 * account already has is refused before anything is sent.
 */
export async function sendEmailChangeCode(
  db: Db,
  email: EmailProvider,
  accountId: string,
  input: { email: string },
  meta: RequestMeta,
) {
  const account = await findAccountById(db, accountId);
  if (!account) throw new AppError('FORBIDDEN');
  if (account.email.toLowerCase() === input.email)
    throw new AppError('EMAIL_UNCHANGED', { fields: { email: 'EMAIL_UNCHANGED' } });
  const deliver = async (tx: DbOrTx, text: string) => {
    try {
      await email.send(tx, { to: input.email, subject: 'Seabook 邮箱验证码 / e-mail code', text });
    } catch {
      throw new AppError('EMAIL_SEND_FAILED');
    }
  };
  return sendCode(db, null, { mobile: input.email, purpose: 'emailnew', deliver }, meta);
}

/**
 * POST /v2/member/changeemail (issue 16): the code sent to the new address, used up like an SMS code
 * (each check takes one of five tries in one statement, decision 026), then the account's e-mail is it.
 */
export async function changeEmail(db: Db, accountId: string, input: { email: string; code: string }): Promise<void> {
  const account = await findAccountById(db, accountId);
  if (!account) throw new AppError('FORBIDDEN');
  if (account.email.toLowerCase() === input.email)
    throw new AppError('EMAIL_UNCHANGED', { fields: { email: 'EMAIL_UNCHANGED' } });
  await consumeCode(db, { mobile: input.email, purpose: 'emailnew', code: input.code });
  await changeAccountEmail(db, account.id, input.email);
}

/** POST /v2/member/findsendsms: a password-reset code for a registered mobile. */
export async function sendFindPasswordCode(db: Db, sms: SmsProvider, mobile: string, meta: RequestMeta) {
  return sendCode(db, sms, { mobile, purpose: 'findpass' }, meta, (tx) => unregistered(tx, mobile));
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

type Credentials = { id: string; passwordHash: string; status: 'enabled' | 'disabled' | 'removed' };

/**
 * Checks a password within the login limits (decision 026): the attempt is counted and decided in the
 * database before any hashing, so a burst checks at most the limit; an unknown user and a wrong
 * password fail the same way and take the same time. Used for customer and staff logins alike.
 */
async function verifyLimited<T extends Credentials>(
  db: Db,
  kind: 'account' | 'staff',
  key: string,
  password: string,
  meta: RequestMeta,
  find: (key: string) => Promise<T | undefined>,
): Promise<T> {
  const user = await find(key);
  const attempt = await takeLoginAttempt(db, key, user ? { kind, id: user.id } : null, meta);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  if (!user || !valid) throw new AppError('LOGIN_FAILED');
  await attempt.succeeded();
  if (user.status !== 'enabled') throw new AppError('ACCOUNT_DISABLED');
  return user;
}

/** A customer's login name (mobile or `username@code`) and password, checked within the limits. */
export function checkPassword(db: Db, loginName: string, password: string, meta: RequestMeta): Promise<Account> {
  return verifyLimited(db, 'account', loginName.trim().toLowerCase(), password, meta, (key) =>
    findAccountByLoginName(db, key),
  );
}

/** POST /v2/ops/login: an operator's username and password; staff sessions are their own kind. */
export async function staffLogin(db: Db, input: { username: string; password: string }, meta: RequestMeta) {
  const key = `staff:${input.username.trim().toLowerCase()}`;
  const member = await verifyLimited(db, 'staff', key, input.password, meta, () =>
    findStaffByUsername(db, input.username),
  );
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
    // The owner proved the phone: a lock an attacker caused ends with the new password.
    await clearLoginLimits(tx, account.loginName);
  });
}
