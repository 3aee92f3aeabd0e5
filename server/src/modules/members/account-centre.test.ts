import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, loginAs, registerUser } from '../../test/http.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const home = (token: string, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', '/v2/member/membercenter', { token, headers });

describe('the account-centre home (GET /v2/member/membercenter)', () => {
  it('tells a verified company who it is and what waits, in the numbers of the lists it links to', async () => {
    const token = await loginAs(t.app, '13800000001', 'Demo@2026');
    const answer = await home(token);
    expect(answer.status).toBe(200);
    const { me, waiting } = answer.data;
    expect(me).toMatchObject({
      company: '海运演示贸易有限公司',
      tenantKind: 'company',
      accountKind: 'main',
      mobile: '138****0001',
      verification: 'verified',
      attestation: 1,
      canOrder: true,
      canOrderReason: '',
    });
    const orders = await call(t.app, 'GET', '/v2/oe_order/order_list?pageSize=1', { token });
    expect(waiting.orders).toEqual(orders.data.counts);
    expect(waiting.orders.all).toBeGreaterThan(0);
    const drafts = await call(t.app, 'GET', '/v2/oe_order/draft_list?pageSize=1', { token });
    expect(waiting.drafts).toBe(drafts.data.total);
    const unread = await call(t.app, 'GET', '/v2/member/message/unread', { token });
    expect(waiting.unreadMessages).toBe(unread.data.count);
    const allowance = await call(t.app, 'GET', '/v2/oe_order/getdetailed', { token });
    expect(waiting.inquiries).toEqual(allowance.data);
  });

  it('shows a new person no company, nothing waiting, and why ordering is closed in their language', async () => {
    const mobile = uniquePhone();
    const token = await registerUser(t.app, mobile);
    const { me, waiting } = (await home(token, { 'accept-language': 'en' })).data;
    expect(me).toMatchObject({
      company: '',
      tenantKind: 'personal',
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
      verification: 'unverified',
      attestation: 0,
      canOrder: false,
      canOrderReason: 'You are not verified yet. Please verify your identity or company first.',
      vip: { active: false, end: null, number: '' },
    });
    expect(waiting).toMatchObject({ unreadMessages: 0, drafts: 0, orders: { all: 0, review: 0 } });
    expect(waiting.inquiries.remaining).toBeGreaterThan(0);
    expect((await home(token, { appclient: 'pc-tw' })).data.me.canOrderReason).toBe(
      '您尚未認證，請先完成實名或企業認證',
    );
  });

  it('serves a sub-account its company’s numbers and a visitor a login request', async () => {
    const sub = await loginAs(t.app, 'clerk@seabookdemo', 'Clerk@2026');
    const answer = await home(sub);
    expect(answer.status).toBe(200);
    expect(answer.data.me).toMatchObject({ accountKind: 'sub', company: '海运演示贸易有限公司' });
    const visitor = await call(t.app, 'GET', '/v2/member/membercenter');
    expect(visitor.status).toBe(401);
    expect(visitor.json.error.code).toBe(40100);
  });
});
