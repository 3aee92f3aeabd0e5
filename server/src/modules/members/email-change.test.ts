import { randomUUID } from 'node:crypto';
import { ERRORS } from '@seabook/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { call, lastCode, registerUser } from '../../test/http.ts';

/** Change of e-mail in /center/information (issue 16, decision 038): a code to the new address. */

let t: TestContext;
const en = { 'accept-language': 'en' };

const newAddress = () => `new-${randomUUID().slice(0, 8)}@example.com`;
const send = (token: string, email: string, headers: Record<string, string> = en) =>
  call(t.app, 'POST', '/v2/member/sendemailcode', { token, body: { email }, headers });
const change = (token: string, email: string, code: string) =>
  call(t.app, 'POST', '/v2/member/changeemail', { token, body: { email, code }, headers: en });

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('change of e-mail', () => {
  it('sends a code to the new address and changes the e-mail with it, once', async () => {
    const token = await registerUser(t.app, uniquePhone());
    const email = newAddress();
    const sent = await send(token, email.toUpperCase());
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.data.resend_in).toBe(60);
    const code = await lastCode(t.app, email);
    const changed = await change(token, email, code);
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.data.email).toBe(`${email[0]}***@example.com`);
    const info = await call(t.app, 'GET', '/v2/member/getaccountinfo', { token });
    expect(info.data.email).toBe(`${email[0]}***@example.com`);
    // The code is used up, and the same address again is no change.
    const again = await change(token, email, code);
    expect(again.status).toBe(422);
    expect(again.json.error.code).toBe(ERRORS.EMAIL_UNCHANGED.code);
    expect((await send(token, email)).json.error.fields).toHaveProperty('email');
  });

  it('checks at most five codes of a burst of wrong ones; the right one after them is burnt', async () => {
    const token = await registerUser(t.app, uniquePhone());
    const email = newAddress();
    expect((await send(token, email)).status).toBe(200);
    const code = await lastCode(t.app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 30 }, () => change(token, email, wrong)));
    const codes = answers.map((answer) => answer.json.error.code);
    expect(answers.every((answer) => answer.status === 422)).toBe(true);
    expect(codes.filter((c) => c === ERRORS.CODE_INVALID.code)).toHaveLength(5);
    expect(codes.filter((c) => c === ERRORS.CODE_EXPIRED.code)).toHaveLength(25);
    expect(answers[0]?.json.error.fields).toHaveProperty('code');
    const right = await change(token, email, code);
    expect(right.json.error.code).toBe(ERRORS.CODE_EXPIRED.code);
    const info = await call(t.app, 'GET', '/v2/member/getaccountinfo', { token });
    expect(info.data.email).not.toBe(`${email[0]}***@example.com`);
  });

  it('lets one of parallel right codes through and refuses the rest', async () => {
    const token = await registerUser(t.app, uniquePhone());
    const email = newAddress();
    expect((await send(token, email)).status).toBe(200);
    const code = await lastCode(t.app, email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => change(token, email, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('refuses a code sent to another address, a code for a mobile, and bad input, on its field', async () => {
    const token = await registerUser(t.app, uniquePhone());
    const first = newAddress();
    expect((await send(token, first)).status).toBe(200);
    const code = await lastCode(t.app, first);
    const other = await change(token, newAddress(), code);
    expect(other.json.error.code).toBe(ERRORS.CODE_EXPIRED.code);
    for (const [body, field] of [
      [{ email: 'not-an-address', code: '123456' }, 'email'],
      [{ email: first, code: '12ab' }, 'code'],
      [{ email: first }, 'code'],
    ] as const) {
      const answer = await call(t.app, 'POST', '/v2/member/changeemail', { token, body, headers: en });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json.error.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    const bad = await send(token, 'x@');
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields?.email).toBe('Please enter a valid e-mail address.');
  });

  it('sends one code a minute to an address, and needs a login', async () => {
    const token = await registerUser(t.app, uniquePhone());
    const email = newAddress();
    expect((await send(token, email)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(token, email)));
    expect(answers.map((a) => a.status)).toEqual([429, 429, 429, 429, 429]);
    expect(answers[0]?.headers['retry-after']).toBeDefined();
    expect((await call(t.app, 'POST', '/v2/member/sendemailcode', { body: { email } })).status).toBe(401);
    expect((await call(t.app, 'POST', '/v2/member/changeemail', { body: { email, code: '123456' } })).status).toBe(401);
  });
});
