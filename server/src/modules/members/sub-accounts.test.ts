import type { QuoteLine } from '@seabook/domain/rates';
import { DEFAULT_SUB_GRANTS } from '@seabook/domain/sub-accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, tenants } from '../../db/tenancy.tables.ts';
import { COMPANY_PASSWORD, newCompany as newTestCompany } from '../../test/company-fixtures.ts';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, loginAs, registerUser } from '../../test/http.ts';
import { bookLclOrder } from '../../test/order-fixtures.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';
import { newStaff } from '../../test/staff-fixtures.ts';

let t: TestContext;
let line: QuoteLine;
beforeAll(async () => {
  t = await startTestApp();
  line = await bookableShowcaseLine(t.app);
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = COMPANY_PASSWORD;
const en = { 'accept-language': 'en' };
const P = '/v2/member/childaccount';

const post = (token: string, path: string, body: unknown) => call(t.app, 'POST', path, { token, body, headers: en });
const get = (token: string, path: string) => call(t.app, 'GET', path, { token, headers: en });

/** A company of its own, verified (or as `verification` says), with its main account's token. */
const newCompany = (verification: 'verified' | 'pending' = 'verified') => newTestCompany(t, { verification });

function subInput(username: string, permissions: unknown = DEFAULT_SUB_GRANTS) {
  return {
    username,
    password: PASSWORD,
    password2: PASSWORD,
    name: `Clerk ${username}`,
    email: `${username}@example.com`,
    phone: '0755-12345678',
    permissions,
  };
}

/** Creates a sub-account through the API and logs it in. */
async function newSub(company: { code: string; main: string }, username: string, permissions?: unknown) {
  const made = await post(company.main, `${P}/add`, subInput(username, permissions));
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  return { id: made.data.id as string, token: await loginAs(t.app, `${username}@${company.code}`, PASSWORD) };
}

describe('sub-accounts of a verified company', () => {
  it('creates one shown as username@code that logs in with exactly the permissions given', async () => {
    const company = await newCompany();
    const made = await post(company.main, `${P}/add`, subInput('Ship_Clerk'));
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({ loginName: `ship_clerk@${company.code}`, status: 'enabled', bound: false });
    const list = await get(company.main, `${P}/list?page=1&pageSize=10`);
    expect(list.data).toMatchObject({ total: 1, companyCode: company.code });
    expect(list.data.items[0].permissions).toEqual(DEFAULT_SUB_GRANTS);
    const sub = await loginAs(t.app, `SHIP_CLERK@${company.code}`, PASSWORD);
    const info = await get(sub, '/user/info');
    expect(info.data.account_kind).toBe('sub');
    expect(info.data.role.permissions).toEqual(DEFAULT_SUB_GRANTS);
    expect((await get(sub, `${P}/list`)).status).toBe(403);
  });

  it('refuses a digit in the username, a weak password and two different passwords, on their fields', async () => {
    const company = await newCompany();
    const digit = await post(company.main, `${P}/add`, subInput('clerk1'));
    expect(digit.status).toBe(422);
    expect(digit.json.error.fields).toEqual({
      username: 'The username may contain only letters and underscores (2 to 30).',
    });
    const weak = await post(company.main, `${P}/add`, {
      ...subInput('clerk'),
      password: 'abcdefgh',
      password2: 'abcdefgh',
    });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.json.error.fields ?? {})).toEqual(['password']);
    const differ = await post(company.main, `${P}/add`, { ...subInput('clerk'), password2: 'Other#123' });
    expect(Object.keys(differ.json.error.fields ?? {})).toEqual(['password2']);
    const zh = await call(t.app, 'POST', `${P}/add`, { token: company.main, body: subInput('clerk_9') });
    expect(zh.json.error.fields?.username).toBe('用户名只能包含字母和下划线（2 至 30 位）');
    expect((await get(company.main, `${P}/list`)).data.total).toBe(0);
  });

  it('refuses to grant a permission the granting account does not hold, and stores nothing', async () => {
    const company = await newCompany();
    const delegate = await newSub(company, 'delegate', [
      { permissionId: 'childAccount', actionEntitySet: [{ action: 'query' }, { action: 'add' }] },
      { permissionId: 'order', actionEntitySet: [{ action: 'query' }] },
    ]);
    const refused = await post(
      delegate.token,
      `${P}/add`,
      subInput('helper', [{ permissionId: 'order', actionEntitySet: [{ action: 'query' }, { action: 'add' }] }]),
    );
    expect(refused.status).toBe(422);
    expect(refused.json.error.fields).toEqual({
      permissions: 'You can only grant permissions that you hold yourself.',
    });
    const allowed = await post(
      delegate.token,
      `${P}/add`,
      subInput('helper', [{ permissionId: 'order', actionEntitySet: [{ action: 'query' }] }]),
    );
    expect(allowed.status).toBe(200);
    expect((await get(company.main, `${P}/list`)).data.total).toBe(2);
    const unknown = await post(
      company.main,
      `${P}/add`,
      subInput('other', [{ permissionId: 'ops.orders', actionEntitySet: [] }]),
    );
    expect(unknown.status).toBe(422);
  });

  it('makes one sub-account when the same username is created twice at once', async () => {
    const company = await newCompany();
    const answers = await Promise.all([1, 2, 3].map(() => post(company.main, `${P}/add`, subInput('twin'))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.status === 409)?.json.error.fields).toEqual({
      username: 'Your company already has a sub-account with this username.',
    });
    expect((await get(company.main, `${P}/list`)).data.total).toBe(1);
  });

  it('ends a disabled sub-account’s sessions at once and lets it in again once enabled', async () => {
    const company = await newCompany();
    const sub = await newSub(company, 'leaver');
    expect((await get(sub.token, '/user/info')).status).toBe(200);
    const disabled = await post(company.main, `${P}/disable`, { id: sub.id });
    expect(disabled.data.status).toBe('disabled');
    const after = await get(sub.token, '/user/info');
    expect(after.status).toBe(401);
    expect(after.json.error.code).toBe(99999);
    const login = await call(t.app, 'POST', '/v2/member/login', {
      body: { mobile: `leaver@${company.code}`, password: PASSWORD },
    });
    expect(login.status).toBe(403);
    expect((await post(company.main, `${P}/enable`, { id: sub.id })).data.status).toBe('enabled');
    expect(await loginAs(t.app, `leaver@${company.code}`, PASSWORD)).toBeTruthy();
  });

  it('edits permissions, resets the password (ending sessions), unbinds and removes', async () => {
    const company = await newCompany();
    const sub = await newSub(company, 'worker');
    const edited = await post(company.main, `${P}/edit`, {
      id: sub.id,
      name: 'Worker Two',
      email: 'w2@example.com',
      phone: '13900000000',
      permissions: [{ permissionId: 'center', actionEntitySet: [{ action: 'query' }] }],
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ name: 'Worker Two', username: 'worker' });
    expect((await get(sub.token, '/v2/oe_order/order_list')).status).toBe(403);

    const reset = await post(company.main, `${P}/resetpassword`, {
      id: sub.id,
      password: 'Newer#456',
      password2: 'Newer#456',
    });
    expect(reset.status).toBe(200);
    expect((await get(sub.token, '/user/info')).json.error.code).toBe(99999);
    await loginAs(t.app, `worker@${company.code}`, 'Newer#456');

    await t.database.db
      .update(accounts)
      .set({ wxOpenid: `wx-${sub.id}` })
      .where(eq(accounts.id, sub.id));
    expect((await get(company.main, `${P}/list`)).data.items[0].bound).toBe(true);
    expect((await post(company.main, `${P}/unbind`, { id: sub.id })).data.bound).toBe(false);

    const removed = await post(company.main, `${P}/delete`, { id: sub.id });
    expect(removed.status).toBe(200);
    expect((await get(company.main, `${P}/list`)).data.total).toBe(0);
    const login = await call(t.app, 'POST', '/v2/member/login', {
      body: { mobile: `worker@${company.code}`, password: 'Newer#456' },
    });
    expect(login.status).toBe(401);
    expect((await post(company.main, `${P}/disable`, { id: sub.id })).status).toBe(404);
    // The username is free again.
    expect((await post(company.main, `${P}/add`, subInput('worker'))).status).toBe(200);
  });

  it('answers another company’s sub-account exactly like a missing one', async () => {
    const ours = await newCompany();
    const theirs = await newCompany();
    const sub = await newSub(theirs, 'outsider');
    const missing = await post(ours.main, `${P}/disable`, { id: crypto.randomUUID() });
    for (const path of ['disable', 'enable', 'unbind', 'delete']) {
      const answer = await post(ours.main, `${P}/${path}`, { id: sub.id });
      expect(answer.status).toBe(404);
      expect(answer.json.error).toEqual(missing.json.error);
    }
    const edit = await post(ours.main, `${P}/edit`, { ...subInput('x'), id: sub.id });
    expect(edit.status).toBe(404);
    expect(
      (await post(ours.main, `${P}/resetpassword`, { id: sub.id, password: PASSWORD, password2: PASSWORD })).status,
    ).toBe(404);
    expect((await get(sub.token, '/user/info')).status).toBe(200);
  });

  it('lets only accounts whose permissions say so reach the sub-account, transfer and verification calls', async () => {
    const company = await newCompany();
    const pending = await newCompany('pending');
    const person = await registerUser(t.app, uniquePhone());
    const plain = await newSub(company, 'plain');
    const manager = await newSub(company, 'manager', [
      { permissionId: 'childAccount', actionEntitySet: [{ action: 'query' }] },
    ]);
    const operator = (await newStaff(t, 'staffAdmin')).token;
    expect((await get(company.main, `${P}/list`)).status).toBe(200);
    expect((await get(manager.token, `${P}/list`)).status).toBe(200);
    expect((await post(manager.token, `${P}/disable`, { id: plain.id })).status).toBe(403);
    expect((await get(plain.token, `${P}/list`)).status).toBe(403);
    expect((await get(plain.token, `${P}/applylist`)).status).toBe(403);
    expect((await get(plain.token, `${P}/accounts`)).status).toBe(403);
    expect(
      (await post(plain.token, '/v2/oe_order/transfer', { orderIds: [crypto.randomUUID()], toAccountId: plain.id }))
        .status,
    ).toBe(403);
    expect((await get(plain.token, '/v2/member/attestation')).data.canApply).toEqual([]);
    expect((await get(person, `${P}/list`)).status).toBe(403);
    const unverified = await get(pending.main, `${P}/list`);
    expect(unverified.status).toBe(403);
    expect(unverified.json.error.msg).toBe(
      'Sub-accounts are for verified companies. Please verify your company first.',
    );
    expect((await get(operator, `${P}/list`)).status).toBe(403);
    expect((await call(t.app, 'GET', `${P}/list`)).status).toBe(401);
  });
});

describe('what a sub-account sees (decision 033)', () => {
  it('sees only its own orders without companyData, the company’s with it; a colleague’s order is missing', async () => {
    const company = await newCompany();
    const own = await newSub(
      company,
      'own_only',
      DEFAULT_SUB_GRANTS.filter((g) => g.permissionId !== 'companyData'),
    );
    const all = await newSub(company, 'sees_all');
    const mainOrder = await bookLclOrder(t.app, company.main, line);
    const subOrder = await bookLclOrder(t.app, own.token, line);
    const numbers = async (token: string) =>
      ((await get(token, '/v2/oe_order/order_list')).data.items as { orderNo: string }[]).map((o) => o.orderNo).sort();
    expect(await numbers(own.token)).toEqual([subOrder.orderNo]);
    expect(await numbers(all.token)).toEqual([mainOrder.orderNo, subOrder.orderNo].sort());
    expect(await numbers(company.main)).toEqual([mainOrder.orderNo, subOrder.orderNo].sort());
    const hidden = await get(own.token, `/v2/oe_order/getorderinfo?id=${mainOrder.orderId}`);
    expect(hidden.status).toBe(404);
    expect((await get(all.token, `/v2/oe_order/getorderinfo?id=${mainOrder.orderId}`)).status).toBe(200);
    expect((await get(own.token, '/v2/member/membercenter')).data.waiting.orders.all).toBe(1);
  });
});

describe('order transfer', () => {
  it('moves orders between the company’s accounts and logs who moved what, in the reader’s language', async () => {
    const company = await newCompany();
    const own = await newSub(
      company,
      'receiver',
      DEFAULT_SUB_GRANTS.filter((g) => g.permissionId !== 'companyData'),
    );
    const order = await bookLclOrder(t.app, company.main, line);
    const accountsList = await get(company.main, `${P}/accounts`);
    expect(accountsList.data.items.map((a: { kind: string }) => a.kind)).toEqual(['main', 'sub']);
    expect((await get(own.token, `/v2/oe_order/getorderinfo?id=${order.orderId}`)).status).toBe(404);
    const moved = await post(company.main, '/v2/oe_order/transfer', { orderIds: [order.orderId], toAccountId: own.id });
    expect(moved.data).toEqual({ moved: 1 });
    const seen = await get(own.token, `/v2/oe_order/getorderinfo?id=${order.orderId}`);
    expect(seen.status).toBe(200);
    expect(seen.data.log[0]).toMatchObject({
      action: 'transfer',
      actorName: 'Main Person',
      changes: { account: ['Main Person', 'Clerk receiver'] },
    });
    expect(
      (await post(company.main, '/v2/oe_order/transfer', { orderIds: [order.orderId], toAccountId: own.id })).data,
    ).toEqual({ moved: 0 });
  });

  it('refuses another company’s account as target and answers another company’s order as missing', async () => {
    const company = await newCompany();
    const other = await newCompany();
    const stranger = await newSub(other, 'stranger');
    const ours = await bookLclOrder(t.app, company.main, line);
    const theirs = await bookLclOrder(t.app, other.main, line);
    const target = await post(company.main, '/v2/oe_order/transfer', {
      orderIds: [ours.orderId],
      toAccountId: stranger.id,
    });
    expect(target.status).toBe(422);
    expect(target.json.error.fields).toEqual({ toAccountId: 'Choose an enabled account of your company.' });
    const mine = await newSub(company, 'mine');
    const foreign = await post(company.main, '/v2/oe_order/transfer', {
      orderIds: [theirs.orderId],
      toAccountId: mine.id,
    });
    expect(foreign.status).toBe(404);
    const empty = await post(company.main, '/v2/oe_order/transfer', { orderIds: [], toAccountId: mine.id });
    expect(empty.status).toBe(422);
  });
});

describe('join requests', () => {
  it('refuses a request to an unknown or unverified company with a message on the field', async () => {
    const person = await registerUser(t.app, uniquePhone());
    const pending = await newCompany('pending');
    const unknown = await post(person, `${P}/apply`, { companyCode: 'nosuchcompany', username: 'joiner' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.fields).toEqual({
      companyCode: 'The company information does not exist. Check the company code.',
    });
    const unverified = await post(person, `${P}/apply`, { companyCode: pending.code, username: 'joiner' });
    expect(unverified.json.error.fields).toEqual({
      companyCode: 'This company is not verified yet, so it cannot take members.',
    });
    expect((await get(person, `${P}/myapply`)).data.total).toBe(0);
  });

  it('approves once when two approvals come at once; the applicant logs in as the new sub-account', async () => {
    const company = await newCompany();
    const mobile = uniquePhone();
    const person = await registerUser(t.app, mobile, 'Person#789');
    const sent = await post(person, `${P}/apply`, {
      companyCode: company.code.toUpperCase(),
      username: 'newcomer',
      remark: 'Sales team',
    });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ status: 'pending', username: 'newcomer' });
    expect((await post(person, `${P}/apply`, { companyCode: company.code, username: 'newcomer' })).status).toBe(409);
    const queue = await get(company.main, `${P}/applylist?status=pending`);
    expect(queue.data.items[0]).toMatchObject({
      id: sent.data.id,
      applicantMobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
    });
    const noReason = await post(company.main, `${P}/approve`, { id: sent.data.id, reason: ' ' });
    expect(noReason.json.error.fields).toEqual({ reason: 'Please give a reason.' });
    const answers = await Promise.all([
      post(company.main, `${P}/approve`, { id: sent.data.id, reason: 'Welcome' }),
      post(company.main, `${P}/approve`, { id: sent.data.id, reason: 'Welcome' }),
      post(company.main, `${P}/reject`, { id: sent.data.id, reason: 'No' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const mine = await get(person, `${P}/myapply`);
    const status = mine.data.items[0].status;
    // Whichever answer won, the applicant sees it; only an approval gives a login name.
    expect(mine.data.items[0]).toMatchObject({
      companyCode: company.code,
      loginName: status === 'approved' ? `newcomer@${company.code}` : '',
    });
    expect(['approved', 'rejected']).toContain(status);
    expect((await get(company.main, `${P}/list`)).data.total).toBe(status === 'approved' ? 1 : 0);
    if (status === 'approved') {
      const sub = await loginAs(t.app, `newcomer@${company.code}`, 'Person#789');
      expect((await get(sub, '/user/info')).data).toMatchObject({ account_kind: 'sub' });
      // The person's own account stays theirs.
      expect((await get(person, '/user/info')).data.account_kind).toBe('main');
    }
  });

  it('tells the applicant a rejection and its reason; a sub-account may not apply; another company cannot decide', async () => {
    const company = await newCompany();
    const other = await newCompany();
    const person = await registerUser(t.app, uniquePhone());
    const sent = await post(person, `${P}/apply`, { companyCode: company.code, username: 'hopeful' });
    expect((await post(other.main, `${P}/approve`, { id: sent.data.id, reason: 'x' })).status).toBe(404);
    const rejected = await post(company.main, `${P}/reject`, { id: sent.data.id, reason: 'We do not know you' });
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'We do not know you', loginName: '' });
    const mine = await call(t.app, 'GET', `${P}/myapply`, { token: person });
    expect(mine.data.items[0]).toMatchObject({ status: 'rejected', reason: 'We do not know you' });
    const sub = await newSub(other, 'already');
    expect((await post(sub.token, `${P}/apply`, { companyCode: company.code, username: 'already' })).status).toBe(403);
    const digit = await post(person, `${P}/apply`, { companyCode: company.code, username: 'abc1' });
    expect(Object.keys(digit.json.error.fields ?? {})).toEqual(['username']);
    await t.database.db.update(tenants).set({ verification: 'verified' }).where(eq(tenants.id, company.tenantId));
  });
});
