import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call, loginAs } from '../../test/http.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('user info, menu and config', () => {
  it('describes a verified enterprise main account with its role in the spec shape', async () => {
    const token = await loginAs(t.app, '13800000001', 'Demo@2026');
    const { data } = await call(t.app, 'GET', '/user/info', { token });
    expect(data).toMatchObject({
      attestation: 1,
      verification: 'verified',
      account_kind: 'main',
      vip_open: 1,
      is_union_user: 0,
      company: { name: '海运演示贸易有限公司', kind: 'company' },
      role: { id: 'customer.main', name: '企业主账号' },
    });
    const child = data.role.permissions.find((p: { permissionId: string }) => p.permissionId === 'childAccount');
    expect(child.actionEntitySet.map((entry: { action: string }) => entry.action)).toContain('enable');
  });

  it('gives a sub-account a narrower role', async () => {
    const token = await loginAs(t.app, 'clerk@seabookdemo', 'Clerk@2026');
    const { data } = await call(t.app, 'GET', '/user/info', { token });
    const ids = data.role.permissions.map((p: { permissionId: string }) => p.permissionId);
    expect(ids).not.toContain('childAccount');
    expect(ids).not.toContain('bill');
  });

  it('names menu entries in the caller language and lists only live, permitted ones', async () => {
    const token = await loginAs(t.app, '13800000001', 'Demo@2026');
    const zh = await call(t.app, 'GET', '/v2/member/menu', { token });
    expect(zh.data.menu[0]).toEqual({ key: 'home', name: '首页', url: '/center/index', has_new: false, child: [] });
    const en = await call(t.app, 'GET', '/v2/member/menu', { token, headers: { 'accept-language': 'en' } });
    const account = en.data.menu.find((entry: { key: string }) => entry.key === 'account');
    expect(account.child.map((entry: { name: string }) => entry.name)).toEqual([
      'Personal information',
      'Sub-accounts',
      'Address book',
      'User manual',
    ]);
    const tw = await call(t.app, 'GET', '/v2/member/menu', { token, headers: { appclient: 'pc-tw' } });
    expect(tw.data.menu[0].name).toBe('首頁');
  });

  it('lets verified accounts order and tells the others why not', async () => {
    const verified = await call(t.app, 'GET', '/v2/base/config', {
      token: await loginAs(t.app, '13800000001', 'Demo@2026'),
    });
    expect(verified.data).toEqual({ complete: { can_order: true, can_order_reason: '' } });
    const personal = await call(t.app, 'GET', '/v2/base/config', {
      token: await loginAs(t.app, '13900000002', 'Demo@2026'),
      headers: { 'accept-language': 'en' },
    });
    expect(personal.data.complete).toEqual({
      can_order: false,
      can_order_reason: 'You are not verified yet. Please verify your identity or company first.',
    });
    const anonymous = await call(t.app, 'GET', '/v2/base/config');
    expect(anonymous.data.complete.can_order).toBe(false);
  });

  it('shows login info with a masked mobile', async () => {
    const token = await loginAs(t.app, '13900000002', 'Demo@2026');
    const { data } = await call(t.app, 'GET', '/v2/member/getlogininfo', { token });
    expect(data).toMatchObject({ name: '陈小卖', mobile: '139****0002' });
    expect(data.last_login_at).not.toBeNull();
  });
});

describe('the wire contract', () => {
  it('answers unknown API paths with the 404 envelope', async () => {
    const answer = await call(t.app, 'GET', '/v2/no/such/call', { headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: { code: 40400, msg: 'Not found.' }, result: {} });
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v2/member/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe(40000);
    const big = await t.app.inject({
      method: 'POST',
      url: '/v2/member/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: 'x'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe(41300);
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v2/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes an OpenAPI 3.1 document of the routes', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/v2/openapi.json' });
    const doc = answer.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v2/member/login', '/v2/member/reguser', '/user/info', '/v2/base/config']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/v2/docs/' });
    expect(docs.statusCode).toBe(200);
  });
});
