import type { MemberCenter } from '@seabook/domain/account-centre';
import { maskPhone } from '@seabook/domain/auth';
import type { Locale } from '@seabook/domain/i18n';
import { ATTESTATION } from '@seabook/domain/members';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { accounts, tenants } from '../../db/tenancy.tables.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { draftCount } from '../drafts/drafts.service.ts';
import { getAllowance } from '../inquiries/inquiries.service.ts';
import { unreadCount } from '../messages/messages.service.ts';
import { orderTabCounts } from '../orders/orders.service.ts';
import { getConfig } from './members.service.ts';

/** The caller's account and tenant, prepared once (db/prepared.ts). */
const accountWithTenant = preparedOnce((db) =>
  db
    .select({ account: accounts, tenant: tenants })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('account_with_tenant'),
);

/**
 * The account-centre home (issue 16): who the caller is, and what waits for them in the modules that
 * hold it (orders, inquiries, messages, drafts), each read through that module's face.
 */
export async function memberCenter(
  db: Db,
  actor: AccountActor,
  locale: Locale,
  orderCountCap?: number,
): Promise<MemberCenter> {
  const [row] = await accountWithTenant(db).execute({ accountId: actor.accountId });
  if (!row) throw new AppError('NOT_FOUND');
  const { account, tenant } = row;
  const [config, orderCounts, inquiries, unreadMessages, drafts] = await Promise.all([
    getConfig(db, actor, locale, tenant.verification),
    orderTabCounts(db, actor, orderCountCap),
    getAllowance(db, actor, tenant.verification),
    unreadCount(db, actor),
    draftCount(db, actor),
  ]);
  return {
    me: {
      name: account.name,
      headpic: account.headpic,
      // A person's own tenant is named after them: no company to show.
      company: tenant.kind === 'company' ? tenant.name : '',
      tenantKind: tenant.kind,
      accountKind: account.kind,
      mobile: account.mobile ? maskPhone(account.mobile) : '',
      verification: tenant.verification,
      attestation: ATTESTATION[tenant.verification],
      vip: {
        active: account.vipEnd !== null && account.vipEnd.getTime() > Date.now(),
        end: account.vipEnd ? account.vipEnd.toISOString() : null,
        number: account.vipNumber,
      },
      canOrder: config.complete.can_order,
      canOrderReason: config.complete.can_order_reason,
      lastLoginAt: account.lastLoginAt ? account.lastLoginAt.toISOString() : null,
    },
    waiting: {
      orders: orderCounts.counts,
      ordersCapped: orderCounts.countsCapped,
      inquiries,
      unreadMessages,
      drafts,
    },
  };
}
