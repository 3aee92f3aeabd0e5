import { randomBytes } from 'node:crypto';
import {
  maskPhone,
  QR_TTL_MS,
  WX_BIND_SMS_RESEND_SECONDS,
  WX_STATUS,
  type WxLoginBind,
  type WxLoginCheckResult,
} from '@seabook/domain/auth';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SmsProvider } from '../../providers/sms.ts';
import type { WxIdentity, WxProvider } from '../../providers/wx.ts';
import { bindOpenid, findAccountByOpenid, findMainAccountByMobile, recordLogin } from '../members/members.service.ts';
import { wxLogins } from './auth.tables.ts';
import { issueSession, type RequestMeta } from './sessions.ts';
import { consumeCode, sendCode, unregistered } from './sms-codes.ts';

type WxLogin = typeof wxLogins.$inferSelect;

/** Once the phone has confirmed, the user has ten minutes to bind. */
const BIND_WINDOW_MS = 10 * 60_000;

/** POST /v2/member/wxloginqr: a new QR login waiting for a scan. */
export async function createWxLogin(db: DbOrTx, wx: WxProvider) {
  const loginid = randomBytes(18).toString('base64url');
  await db.insert(wxLogins).values({ id: loginid, expiresAt: new Date(Date.now() + QR_TTL_MS) });
  return { loginid, qr: wx.qrText(loginid), expires_in: Math.round(QR_TTL_MS / 1000) };
}

async function load(db: DbOrTx, loginid: string): Promise<WxLogin | undefined> {
  const [row] = await db.select().from(wxLogins).where(eq(wxLogins.id, loginid));
  if (!row) return undefined;
  const waiting =
    row.status === WX_STATUS.WAITING ||
    row.status === WX_STATUS.SCANNED ||
    row.status === WX_STATUS.NEED_BIND ||
    row.status === WX_STATUS.NEED_SMS;
  if (waiting && row.expiresAt.getTime() <= Date.now()) {
    // A code nobody finished with in time: status 4 (timed out), which the browser treats as expired.
    await db.update(wxLogins).set({ status: WX_STATUS.EXPIRED_ALT }).where(eq(wxLogins.id, loginid));
    return { ...row, status: WX_STATUS.EXPIRED_ALT };
  }
  return row;
}

/** POST /v2/member/wxlogincheck: the status of spec §4, with the token exactly once on success. */
export async function checkWxLogin(db: DbOrTx, loginid: string): Promise<WxLoginCheckResult> {
  const row = await load(db, loginid);
  if (!row) return { status: WX_STATUS.EXPIRED };
  const data = { headimgurl: row.headimgurl, nickname: row.nickname, mobile: row.mobile ? maskPhone(row.mobile) : '' };
  if (row.status === WX_STATUS.SUCCESS && row.pendingToken) {
    await db.update(wxLogins).set({ pendingToken: null }).where(eq(wxLogins.id, loginid));
    return { status: row.status, data, accesstoken: row.pendingToken };
  }
  if (row.status === WX_STATUS.WAITING) return { status: row.status };
  return { status: row.status, data };
}

/** The phone scanned the code (development phone, or the production callback). */
export async function scanWxLogin(db: DbOrTx, loginid: string, identity: WxIdentity): Promise<void> {
  const row = await load(db, loginid);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== WX_STATUS.WAITING) throw new AppError('QR_EXPIRED');
  await db
    .update(wxLogins)
    .set({
      status: WX_STATUS.SCANNED,
      openid: identity.openid,
      nickname: identity.nickname,
      headimgurl: identity.headimgurl,
      mobile: identity.mobile,
    })
    .where(eq(wxLogins.id, loginid));
}

/**
 * The phone confirmed: a bound identity is logged in (7); one sharing the mobile of an account must
 * prove it by SMS (6); anyone else must bind an existing account or register (5).
 */
export async function confirmWxLogin(db: DbOrTx, loginid: string, meta: RequestMeta): Promise<number> {
  const row = await load(db, loginid);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== WX_STATUS.SCANNED || !row.openid) throw new AppError('QR_EXPIRED');
  const bound = await findAccountByOpenid(db, row.openid);
  if (bound && bound.status === 'enabled') {
    await recordLogin(db, bound.id);
    const token = await issueSession(db, { kind: 'account', id: bound.id }, meta);
    await db
      .update(wxLogins)
      .set({ status: WX_STATUS.SUCCESS, accountId: bound.id, pendingToken: token })
      .where(eq(wxLogins.id, loginid));
    return WX_STATUS.SUCCESS;
  }
  const byMobile = row.mobile ? await findMainAccountByMobile(db, row.mobile) : undefined;
  const status = byMobile ? WX_STATUS.NEED_SMS : WX_STATUS.NEED_BIND;
  await db
    .update(wxLogins)
    .set({ status, expiresAt: new Date(Date.now() + BIND_WINDOW_MS) })
    .where(eq(wxLogins.id, loginid));
  return status;
}

/**
 * GET /v2/member/wxcallback (the real WeChat provider): WeChat sent the user back with `code` for our
 * login id (`state`). The code names who scanned and confirmed, so the login takes the development
 * phone's two steps at once: scanned (3), then confirmed (7, 6 or 5). No code (the user refused) or a
 * code WeChat does not accept ends the login as expired (2), which the page offers to refresh.
 */
export async function completeWxCallback(
  db: DbOrTx,
  wx: WxProvider,
  input: { loginid: string; code: string | undefined },
  meta: RequestMeta,
): Promise<number> {
  const row = await load(db, input.loginid);
  if (!row || row.status !== WX_STATUS.WAITING || !wx.identify) throw new AppError('QR_EXPIRED');
  let identity: WxIdentity;
  try {
    if (!input.code) throw new AppError('QR_EXPIRED');
    identity = await wx.identify(input.code);
  } catch (error) {
    await expireWxLogin(db, input.loginid);
    throw error;
  }
  await scanWxLogin(db, input.loginid, identity);
  return confirmWxLogin(db, input.loginid, meta);
}

/** Development phone: let the code expire now (status 2). */
export async function expireWxLogin(db: DbOrTx, loginid: string): Promise<void> {
  const row = await load(db, loginid);
  if (!row) throw new AppError('NOT_FOUND');
  await db.update(wxLogins).set({ status: WX_STATUS.EXPIRED, pendingToken: null }).where(eq(wxLogins.id, loginid));
}

async function bindable(db: DbOrTx, loginid: string): Promise<WxLogin & { openid: string }> {
  const row = await load(db, loginid);
  if (!row?.openid) throw new AppError('QR_EXPIRED');
  if (row.status !== WX_STATUS.NEED_BIND && row.status !== WX_STATUS.NEED_SMS) throw new AppError('QR_EXPIRED');
  return { ...row, openid: row.openid };
}

/** POST /v2/member/wxloginsms: an SMS code to bind the scanned identity to an account's mobile. */
export async function sendWxBindCode(
  db: Db,
  sms: SmsProvider,
  input: { loginid: string; mobile: string },
  meta: RequestMeta,
) {
  const row = await bindable(db, input.loginid);
  if (row.status === WX_STATUS.NEED_SMS && row.mobile !== input.mobile) {
    throw new AppError('PHONE_INVALID', { fields: { mobile: 'PHONE_INVALID' } });
  }
  return sendCode(
    db,
    sms,
    { mobile: input.mobile, purpose: 'wxbind', resendSeconds: WX_BIND_SMS_RESEND_SECONDS },
    meta,
    (tx) => unregistered(tx, input.mobile),
  );
}

/** POST /v2/member/wxloginbind: binds with mobile + password or mobile + code, then logs in. */
export async function bindWxLogin(
  db: Db,
  input: WxLoginBind,
  meta: RequestMeta,
  checkPassword: (loginName: string, password: string) => Promise<{ id: string }>,
): Promise<{ accesstoken: string }> {
  const row = await bindable(db, input.loginid);
  let accountId: string;
  if ('password' in input) {
    accountId = (await checkPassword(input.mobile, input.password)).id;
  } else {
    if (row.status === WX_STATUS.NEED_SMS && row.mobile !== input.mobile) {
      throw new AppError('PHONE_INVALID', { fields: { mobile: 'PHONE_INVALID' } });
    }
    const account = await findMainAccountByMobile(db, input.mobile);
    if (!account) throw new AppError('MOBILE_NOT_REGISTERED', { fields: { mobile: 'MOBILE_NOT_REGISTERED' } });
    await consumeCode(db, { mobile: input.mobile, purpose: 'wxbind', code: input.code });
    accountId = account.id;
  }
  return db.transaction(async (tx) => {
    await bindOpenid(tx, accountId, row.openid);
    await tx.update(wxLogins).set({ status: WX_STATUS.SUCCESS, accountId }).where(eq(wxLogins.id, row.id));
    await recordLogin(tx, accountId);
    return { accesstoken: await issueSession(tx, { kind: 'account', id: accountId }, meta) };
  });
}

/** Registration with `weixinqrcode`: binds the identity scanned under that login id to the new account. */
export async function bindScannedIdentity(db: DbOrTx, loginid: string, accountId: string): Promise<void> {
  const row = await bindable(db, loginid);
  await bindOpenid(db, accountId, row.openid);
  await db.update(wxLogins).set({ status: WX_STATUS.SUCCESS, accountId }).where(eq(wxLogins.id, row.id));
}
