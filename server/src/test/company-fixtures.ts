import { randomBytes } from 'node:crypto';
import type { VerificationState } from '@seabook/domain/members';
import { hashPassword } from '../lib/passwords.ts';
import { createCompanyMainAccount, createTenant } from '../modules/members/members.service.ts';
import { type TestContext, uniquePhone } from './harness.ts';
import { loginAs } from './http.ts';

/** The password of every company main account made here. */
export const COMPANY_PASSWORD = 'Secret#123';

/**
 * A company of its own, verified unless `verification` says otherwise, with its main account logged in:
 * its short code (the suffix of its sub-accounts' names), tenant id and the main account's token.
 */
export async function newCompany(
  t: TestContext,
  options: { name?: string; verification?: VerificationState } = {},
): Promise<{ code: string; tenantId: string; main: string }> {
  const db = t.database.db;
  const code = `co${randomBytes(4).toString('hex')}`;
  const name = options.name ?? `Test Co ${code}`;
  const tenant = await createTenant(db, {
    kind: 'company',
    code,
    name,
    verification: options.verification ?? 'verified',
  });
  const mobile = uniquePhone();
  await createCompanyMainAccount(db, {
    tenantId: tenant.id,
    mobile,
    name: 'Main Person',
    email: `m${mobile}@example.com`,
    passwordHash: await hashPassword(COMPANY_PASSWORD),
  });
  return { code, tenantId: tenant.id, main: await loginAs(t.app, mobile, COMPANY_PASSWORD) };
}
