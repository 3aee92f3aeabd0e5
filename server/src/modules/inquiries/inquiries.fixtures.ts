import { randomBytes, randomUUID } from 'node:crypto';
import { addDays } from '@seabook/domain/booking-rules';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, tenants } from '../../db/tenancy.tables.ts';
import type { AccountActor } from '../../http/guards.ts';
import type { TestContext } from '../../test/harness.ts';
import { uniquePhone } from '../../test/harness.ts';
import { call, registerUser } from '../../test/http.ts';
import { today } from '../rates/rates.service.ts';
import { inquiries } from './inquiries.tables.ts';

/** Test helpers shared by the inquiry tests: drafts, quotes, accounts and the calls. */

export const en = { 'accept-language': 'en' };

export const lclCargo = { type: 'general', weightKg: 1200, volumeCbm: 2.5, pieces: 40, packingType: 'cartons' };

export function lclDraft(patch: Record<string, unknown> = {}) {
  return {
    mode: 'lcl',
    pol: 'CNSHA',
    pod: 'USLAX',
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    cargo: lclCargo,
    ...patch,
  };
}

export function fclDraft(patch: Record<string, unknown> = {}) {
  return lclDraft({
    mode: 'fcl',
    pod: 'DEHAM',
    cargo: { type: 'general', weightKg: 20_000, volumeCbm: 60, pieces: 800, packingType: 'cartons' },
    containers: [
      { type: '40HQ', quantity: 2 },
      { type: '20GP', quantity: 1 },
    ],
    ...patch,
  });
}

/** An LCL quote: ocean per W/M in USD, CFS per W/M with a minimum and a document fee per B/L in CNY. */
export function lclQuote(id: string, patch: Record<string, unknown> = {}) {
  return {
    id,
    charges: [
      { code: 'sea_price', stage: 'ocean', basis: 'wm', currency: 'USD', unitPrice: 4_000 },
      { code: 'cfs_price', stage: 'origin', basis: 'wm', currency: 'CNY', unitPrice: 5_000, minAmount: 10_000 },
      { code: 'doc_price', stage: 'origin', basis: 'bl', currency: 'CNY', unitPrice: 30_000 },
    ],
    validTo: addDays(today(), 30),
    carrier: 'cosu',
    transitDays: 18,
    remark: 'Space confirmed',
    ...patch,
  };
}

export type Customer = { token: string; actor: AccountActor };

/** A new account of its own tenant, verified (20 a month) or not (3). */
export async function newCustomer(t: TestContext, verified: boolean): Promise<Customer> {
  const mobile = uniquePhone();
  const token = await registerUser(t.app, mobile);
  const db = t.database.db;
  const [account] = await db.select().from(accounts).where(eq(accounts.mobile, mobile));
  if (!account) throw new Error('account not found');
  if (verified) await db.update(tenants).set({ verification: 'verified' }).where(eq(tenants.id, account.tenantId));
  return {
    token,
    actor: {
      kind: 'account',
      sessionId: 'test',
      accountId: account.id,
      tenantId: account.tenantId,
      accountKind: 'main',
      permissions: [],
    },
  };
}

/** Sheets of this month put straight into the table, to use up an allowance quickly. */
export async function fillMonth(t: TestContext, actor: AccountActor, n: number): Promise<void> {
  const month = today().slice(0, 7);
  const draft = lclDraft();
  await t.database.db.insert(inquiries).values(
    Array.from({ length: n }, () => ({
      tenantId: actor.tenantId,
      accountId: actor.accountId,
      inquiryNo: `XT${randomBytes(6).toString('hex')}`,
      mode: 'lcl' as const,
      status: 'cancelled' as const,
      pol: draft.pol,
      pod: draft.pod,
      tradeTerm: draft.tradeTerm,
      shipmentTerm: draft.shipmentTerm,
      services: [],
      cargo: draft.cargo,
      draft,
      month,
    })),
  );
}

export function inquiryCalls(t: TestContext) {
  const post = (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
    call(t.app, 'POST', `/v2/${path}`, { ...(token ? { token } : {}), body, headers: { ...en, ...headers } });
  /** A new sheet under a fresh Idempotency-Key (or the one given, to replay). */
  const create = (body: unknown, token: string, key: string = randomUUID()) =>
    post('oe_order/createdetailed', body, token, { 'idempotency-key': key });
  const get = (path: string, token?: string) =>
    call(t.app, 'GET', `/v2/${path}`, { ...(token ? { token } : {}), headers: en });
  return {
    post,
    get,
    create,
    info: (id: string, token: string) => get(`oe_order/getdetailedinfo?id=${id}`, token),
    cancel: (id: string, token: string) => post('oe_order/detailed_cancel', { id }, token),
    remove: (id: string, token: string) => post('oe_order/detailed_delete', { id }, token),
    accept: (id: string, token: string) => post('oe_order/acceptprice', { id }, token),
    quote: (body: unknown, token: string) => post('ops/inquiry/quote', body, token),
    reject: (body: unknown, token: string) => post('ops/inquiry/reject', body, token),
    /** Creates a sheet and answers its id, failing the test if it was refused. */
    async created(body: unknown, token: string): Promise<string> {
      const answer = await create(body, token);
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return answer.data.id;
    },
  };
}

export async function staffLogin(t: TestContext, username: string, password: string): Promise<string> {
  const answer = await call(t.app, 'POST', '/v2/ops/login', { body: { username, password } });
  if (answer.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(answer.json)}`);
  return answer.data.accesstoken;
}
