import type { Readable } from 'node:stream';
import {
  type AccountInfo,
  type ChangeInfo,
  type ChangePassword,
  headpicUrl,
  maskEmail,
} from '@seabook/domain/account-centre';
import { maskPhone } from '@seabook/domain/auth';
import type { FileInfo } from '@seabook/domain/files';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, tenants } from '../../db/tenancy.tables.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { checkPassword, revokeOtherSessions } from '../auth/auth.service.ts';
import { attachableFile, filesByIds, openStoredFile, type Storage } from '../files/files.service.ts';

/** Personal information (issue 16, /center/information): what the page shows, and its changes. */

/** GET /v2/member/getaccountinfo. */
export async function accountInfo(db: DbOrTx, actor: AccountActor): Promise<AccountInfo> {
  const [row] = await db
    .select({ account: accounts, tenant: tenants })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(eq(accounts.id, actor.accountId));
  if (!row) throw new AppError('NOT_FOUND');
  const { account, tenant } = row;
  return {
    name: account.name,
    headpic: account.headpic,
    username: account.kind === 'sub' ? account.loginName : account.username,
    mobile: account.mobile ? maskPhone(account.mobile) : '',
    email: maskEmail(account.email),
    company: tenant.kind === 'company' ? tenant.name : '',
    tenantKind: tenant.kind,
    accountKind: account.kind,
    verification: tenant.verification,
    monthlySettlement: tenant.monthlySettlement,
    vip: {
      active: account.vipEnd !== null && account.vipEnd.getTime() > Date.now(),
      end: account.vipEnd ? account.vipEnd.toISOString() : null,
      number: account.vipNumber,
    },
    wxBound: account.wxOpenid !== null,
  };
}

/** POST /v2/member/changeinfo: the name, and a preset avatar or an uploaded image of the caller's. */
export async function changeInfo(db: Db, actor: AccountActor, input: ChangeInfo): Promise<AccountInfo> {
  let headpic = input.headpic;
  if (input.headpicFileId) {
    try {
      headpic = headpicUrl((await attachableFile(db, actor, input.headpicFileId, ['image'])).id);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.key, { fields: { headpicFileId: error.key } });
      throw error;
    }
  }
  await db
    .update(accounts)
    .set({ name: input.name, ...(headpic === undefined ? {} : { headpic }) })
    .where(eq(accounts.id, actor.accountId));
  return accountInfo(db, actor);
}

/**
 * GET /v2/member/headpic?id=: an uploaded avatar for an <img>, which sends no token. Only a file that
 * an account uses as its avatar is served; any other id answers like a missing file.
 */
export async function openHeadpic(
  db: Db,
  storage: Storage,
  fileId: string,
): Promise<{ file: FileInfo; content: Readable }> {
  const [user] = await db
    .select({ tenantId: accounts.tenantId })
    .from(accounts)
    .where(eq(accounts.headpic, headpicUrl(fileId)))
    .limit(1);
  const file = user ? (await filesByIds(db, [fileId], { tenantId: user.tenantId, live: true })).get(fileId) : undefined;
  if (!file) throw new AppError('NOT_FOUND');
  return openStoredFile(storage, file);
}

/**
 * POST /v2/member/changepassword: the old password is checked like a login (wrong tries count towards
 * the lock-out); then every other session of the account ends, and this one stays.
 */
export async function changePassword(
  db: Db,
  actor: AccountActor,
  input: ChangePassword,
  meta: { ip: string; usersign: string },
): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, actor.accountId));
  if (!account) throw new AppError('NOT_FOUND');
  try {
    await checkPassword(db, account.loginName, input.oldpassword, meta);
  } catch (error) {
    if (error instanceof AppError && error.key === 'LOGIN_FAILED')
      throw new AppError('OLD_PASSWORD_WRONG', { fields: { oldpassword: 'OLD_PASSWORD_WRONG' } });
    throw error;
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id));
    await revokeOtherSessions(tx, account.id, actor.sessionId);
  });
}

/** POST /v2/member/unbindwx: the account no longer logs in by the messaging app until bound again. */
export async function unbindWx(db: Db, actor: AccountActor): Promise<AccountInfo> {
  await db.update(accounts).set({ wxOpenid: null }).where(eq(accounts.id, actor.accountId));
  return accountInfo(db, actor);
}
