import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../lib/passwords.ts';
import { openStorage, type Storage } from '../modules/files/files.service.ts';
import { loadDemoInquiries } from '../modules/inquiries/inquiries.service.ts';
import {
  bindOpenid,
  builtinRoleId,
  createCompanyMainAccount,
  createPersonalAccount,
  createSubAccount,
  createTenant,
  hasAccounts,
} from '../modules/members/members.service.ts';
import { loadDemoNotices } from '../modules/messages/messages.service.ts';
import { addBankAccounts } from '../modules/money/money.service.ts';
import { createStaff } from '../modules/ops/ops.service.ts';
import { recordPastBills } from '../modules/orders/orders.service.ts';
import { auditDemoOrderHistory } from './demo-audit.ts';
import { prepareDemoOrders } from './demo-orders.ts';
import { loadDemoRates } from './demo-rates.ts';

/** The demo logins of the README. */
export const DEMO = {
  admin: { username: 'admin', password: 'Admin@2026' },
  /** One operator of each other staff role (the back office, issue 6); all share this password. */
  staff: {
    password: 'Ops@2026',
    users: [
      { username: 'sales', name: '张销售', role: 'staffSales' },
      { username: 'service', name: '刘客服', role: 'staffService' },
      { username: 'operations', name: '赵操作', role: 'staffOperations' },
      { username: 'finance', name: '钱财务', role: 'staffFinance' },
    ],
  },
  enterprise: { mobile: '13800000001', password: 'Demo@2026', code: 'seabookdemo', name: '海运演示贸易有限公司' },
  sub: { login: 'clerk@seabookdemo', password: 'Clerk@2026' },
  personal: { mobile: '13900000002', password: 'Demo@2026' },
} as const;

/**
 * Loads the demo accounts into an empty database through the module services, so they obey the
 * same rules as real ones, with the demo company's orders, drafts and letters (their files go to
 * `storage`, the configured one by default). The orders book lines of the demo rates, which are
 * loaded first. Returns false when the database already has accounts.
 */
export async function loadDemoData(db: Db, storage?: Storage): Promise<boolean> {
  if (await hasAccounts(db)) return false;
  await loadDemoRates(db);
  const writeOrders = await prepareDemoOrders(db, storage ?? (await openStorage(loadConfig().storage)));
  await db.transaction(async (tx) => {
    const admin = await createStaff(tx, {
      username: DEMO.admin.username,
      name: '平台管理员',
      passwordHash: await hashPassword(DEMO.admin.password),
      roleId: await builtinRoleId(tx, 'staffAdmin'),
    });
    const staffHash = await hashPassword(DEMO.staff.password);
    for (const user of DEMO.staff.users)
      await createStaff(tx, {
        username: user.username,
        name: user.name,
        passwordHash: staffHash,
        roleId: await builtinRoleId(tx, user.role),
      });
    const company = await createTenant(tx, {
      kind: 'company',
      code: DEMO.enterprise.code,
      name: DEMO.enterprise.name,
      shortName: '海运演示',
      verification: 'verified',
    });
    const main = await createCompanyMainAccount(tx, {
      tenantId: company.id,
      mobile: DEMO.enterprise.mobile,
      name: '王经理',
      email: 'manager@seabook-demo.cn',
      passwordHash: await hashPassword(DEMO.enterprise.password),
    });
    // The demo WeChat identity on the development phone is bound to the enterprise's main account.
    await bindOpenid(tx, main.id, 'wx-demo-bound');
    await loadDemoInquiries(tx, { tenantId: company.id, accountId: main.id }, admin.id);
    await createSubAccount(tx, {
      tenantId: company.id,
      username: 'clerk',
      name: '李单证',
      email: 'clerk@seabook-demo.cn',
      passwordHash: await hashPassword(DEMO.sub.password),
    });
    await createPersonalAccount(tx, {
      mobile: DEMO.personal.mobile,
      email: 'seller@example.com',
      passwordHash: await hashPassword(DEMO.personal.password),
      name: '陈小卖',
    });
    await writeOrders(tx, {
      tenantId: company.id,
      accountId: main.id,
      customer: { kind: 'customer', id: main.id, name: main.name },
      operator: { kind: 'operator', id: admin.id, name: admin.name },
      contacts: [DEMO.enterprise.mobile, main.email],
    });
    // The orders past their B/L draft get the bill they would have, so its pages and calls work on them.
    await recordPastBills(tx, company.id, { kind: 'operator', id: admin.id, name: admin.name });
    // Made-up accounts of the demo forwarder: a real one's finance enters its own on the desk.
    await addBankAccounts(tx, [
      {
        currency: 'CNY',
        name: '海运订舱平台（上海）有限公司',
        bank: '招商银行上海分行营业部（演示）',
        account: '1219 0880 1010 001',
      },
      {
        currency: 'USD',
        name: 'Seabook Shanghai Co., Ltd.',
        bank: 'China Merchants Bank Shanghai Branch (SWIFT CMBCCNBS) (demo)',
        account: '1219 0880 1032 888',
      },
    ]);
    await auditDemoOrderHistory(tx);
    await loadDemoNotices(tx, admin.id);
  });
  return true;
}
