import { PRESET_HEADPICS } from '@seabook/domain/account-centre';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, lastCode, loginAs, registerUser, uploadFile } from '../../test/http.ts';
import { sampleFiles } from '../files/files.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
const uploaded: { id: string; token: string }[] = [];
afterAll(async () => {
  // The uploads go to the development storage folder: take them away again.
  for (const { id, token } of uploaded) await call(t.app, 'POST', '/v2/files/delete', { body: { id }, token });
  await t?.close();
});

async function upload(token: string, file: { kind: string; filename: string; content: Uint8Array }) {
  const answer = await uploadFile(t.app, token, file);
  if (answer.status === 200) uploaded.push({ id: answer.data.id, token });
  return answer;
}

const en = { 'accept-language': 'en' };
const PASSWORD = 'Secret#123';

describe('personal information', () => {
  it('shows the account with masked mobile and e-mail, its states and binding', async () => {
    const mobile = uniquePhone();
    const token = await registerUser(t.app, mobile, PASSWORD);
    const { data } = await call(t.app, 'GET', '/v2/member/getaccountinfo', { token });
    expect(data).toMatchObject({
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
      email: `u***@example.com`,
      company: '',
      tenantKind: 'personal',
      verification: 'unverified',
      monthlySettlement: false,
      wxBound: false,
    });
    const company = await loginAs(t.app, '13800000001', 'Demo@2026');
    expect((await call(t.app, 'GET', '/v2/member/getaccountinfo', { token: company })).data).toMatchObject({
      company: '海运演示贸易有限公司',
      tenantKind: 'company',
      verification: 'verified',
    });
  });

  it('changes the name and the avatar to a preset or an uploaded image, refusing anything else', async () => {
    const token = await registerUser(t.app, uniquePhone(), PASSWORD);
    const list = (await call(t.app, 'GET', '/v2/member/headpiclist')).data.list as string[];
    expect(list).toEqual([...PRESET_HEADPICS]);
    const preset = await call(t.app, 'POST', '/v2/member/changeinfo', {
      token,
      body: { name: '陈大文', headpic: list[2] },
    });
    expect(preset.status).toBe(200);
    expect(preset.data).toMatchObject({ name: '陈大文', headpic: list[2] });

    const bad = await call(t.app, 'POST', '/v2/member/changeinfo', {
      token,
      body: { name: '陈大文', headpic: 'https://evil.example/x.png' },
      headers: en,
    });
    expect(bad.status).toBe(422);
    const empty = await call(t.app, 'POST', '/v2/member/changeinfo', { token, body: { name: ' ' }, headers: en });
    expect(empty.json.error).toMatchObject({ code: 42213, fields: { name: expect.any(String) } });

    // An uploaded image: larger than 5 MB or not an image is refused by the upload itself.
    const big = await upload(token, {
      kind: 'image',
      filename: 'big.png',
      content: Buffer.concat([sampleFiles.PNG, Buffer.alloc(5 * 1024 * 1024)]),
    });
    expect(big.status).toBe(413);
    const pdf = await upload(token, { kind: 'image', filename: 'a.pdf', content: sampleFiles.pdf() });
    expect(pdf.status).toBe(422);
    const image = await upload(token, { kind: 'image', filename: 'me.png', content: sampleFiles.PNG });
    const changed = await call(t.app, 'POST', '/v2/member/changeinfo', {
      token,
      body: { name: '陈大文', headpicFileId: image.data.id },
    });
    expect(changed.data.headpic).toBe(`/v2/member/headpic?id=${image.data.id}`);
    // The avatar is served to an <img> without a session; no other file is.
    const served = await t.app.inject({ method: 'GET', url: changed.data.headpic });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, sampleFiles.PNG)).toBe(0);
    const other = await upload(token, { kind: 'image', filename: 'x.png', content: sampleFiles.PNG });
    expect((await t.app.inject({ method: 'GET', url: `/v2/member/headpic?id=${other.data.id}` })).statusCode).toBe(404);

    // Another account's image answers like a missing one.
    const stranger = await registerUser(t.app, uniquePhone(), PASSWORD);
    const theirs = await call(t.app, 'POST', '/v2/member/changeinfo', {
      token: stranger,
      body: { name: 'x', headpicFileId: other.data.id },
    });
    const missing = await call(t.app, 'POST', '/v2/member/changeinfo', {
      token: stranger,
      body: { name: 'x', headpicFileId: crypto.randomUUID() },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual(missing.json);
  });

  it('changes the password only with the old one, and ends every other session of the account', async () => {
    const mobile = uniquePhone();
    const here = await registerUser(t.app, mobile, PASSWORD);
    const elsewhere = await loginAs(t.app, mobile, PASSWORD);
    const wrong = await call(t.app, 'POST', '/v2/member/changepassword', {
      token: here,
      body: { oldpassword: 'Wrong#123', password: 'Newer#2026', password2: 'Newer#2026' },
      headers: en,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toMatchObject({ code: 42350, msg: 'The current password is wrong.' });
    const differ = await call(t.app, 'POST', '/v2/member/changepassword', {
      token: here,
      body: { oldpassword: PASSWORD, password: 'Newer#2026', password2: 'Newer#2027' },
    });
    expect(differ.json.error.fields).toHaveProperty('password2');
    // Nothing changed so far: the other session still works.
    expect((await call(t.app, 'GET', '/v2/member/getaccountinfo', { token: elsewhere })).status).toBe(200);

    const done = await call(t.app, 'POST', '/v2/member/changepassword', {
      token: here,
      body: { oldpassword: PASSWORD, password: 'Newer#2026', password2: 'Newer#2026' },
    });
    expect(done.status).toBe(200);
    expect((await call(t.app, 'GET', '/v2/member/getaccountinfo', { token: here })).status).toBe(200);
    const ended = await call(t.app, 'GET', '/v2/member/getaccountinfo', { token: elsewhere });
    expect(ended.status).toBe(401);
    expect(ended.json.error.code).toBe(99999);
    await expect(loginAs(t.app, mobile, PASSWORD)).rejects.toThrow();
    expect((await loginAs(t.app, mobile, 'Newer#2026')).length).toBeGreaterThan(10);
  });

  it('unbinds the messaging app and refuses visitors', async () => {
    const token = await registerUser(t.app, uniquePhone(), PASSWORD);
    const answer = await call(t.app, 'POST', '/v2/member/unbindwx', { token });
    expect(answer.status).toBe(200);
    expect(answer.data.wxBound).toBe(false);
    for (const path of ['/v2/member/changeinfo', '/v2/member/changepassword', '/v2/member/unbindwx'])
      expect((await call(t.app, 'POST', path, { body: {} })).status).toBe(401);
    expect((await call(t.app, 'GET', '/v2/member/getaccountinfo')).status).toBe(401);
  });

  it('moves the account to a new mobile with a code to the old and one to the new number', async () => {
    // The demo individual: a code was sent to a newly registered number a moment ago (one a minute).
    const from = '13900000002';
    const to = uniquePhone();
    const token = await loginAs(t.app, from, 'Demo@2026');
    const send = (body: unknown) => call(t.app, 'POST', '/v2/member/sendmobilecode', { token, body, headers: en });
    const taken = await send({ which: 'new', mobile: '13800000001' });
    expect(taken.status).toBe(409);
    expect(taken.json.error.fields).toHaveProperty('mobile');
    expect((await send({ which: 'old' })).status).toBe(200);
    expect((await send({ which: 'new', mobile: to })).status).toBe(200);
    const oldcode = await lastCode(t.app, from);
    const newcode = await lastCode(t.app, to);
    const wrongCode = oldcode === '000000' ? '111111' : '000000';
    const wrong = await call(t.app, 'POST', '/v2/member/changemobile', {
      token,
      body: { oldcode: wrongCode, mobile: to, newcode },
      headers: en,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.fields).toHaveProperty('oldcode');
    const moved = await call(t.app, 'POST', '/v2/member/changemobile', {
      token,
      body: { oldcode, mobile: to, newcode },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.data.mobile).toBe(`${to.slice(0, 3)}****${to.slice(-4)}`);
    expect((await loginAs(t.app, to, 'Demo@2026')).length).toBeGreaterThan(10);
    await expect(loginAs(t.app, from, 'Demo@2026')).rejects.toThrow();
    // Each code is used up.
    const again = await call(t.app, 'POST', '/v2/member/changemobile', {
      token,
      body: { oldcode, mobile: to, newcode },
    });
    expect(again.status).toBe(422);

    const sub = await loginAs(t.app, 'clerk@seabookdemo', 'Clerk@2026');
    const refused = await call(t.app, 'POST', '/v2/member/sendmobilecode', { token: sub, body: { which: 'old' } });
    expect(refused.status).toBe(403);
  });
});
