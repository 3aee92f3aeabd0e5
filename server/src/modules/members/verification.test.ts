import { randomInt } from 'node:crypto';
import { MB } from '@seabook/domain/files';
import { CREDIT_CODE_CHARS, creditCodeCheckChar, residentIdCheckChar } from '@seabook/domain/verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { type Answer, call, loginAs, registerUser, uploadFile } from '../../test/http.ts';
import { newStaff, type StaffRole } from '../../test/staff-fixtures.ts';
import { sampleFiles } from '../files/files.service.ts';

const { JPG, PNG, pdf } = sampleFiles;

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

const en = { 'accept-language': 'en' };

/** A resident ID no other test uses, with its right check character. */
function residentId(): string {
  // A verified ID number is unique: a random birth date (1950–2005) and sequence make a repeat unlikely.
  const born = new Date(Date.UTC(1950, 0, 1) + randomInt(0, 20_000) * 86_400_000).toISOString().slice(0, 10);
  const first17 = `110105${born.replaceAll('-', '')}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return first17 + residentIdCheckChar(first17);
}
/** A credit code no other test uses, with its right check character. */
function creditCode(): string {
  const body = Array.from({ length: 9 }, () => CREDIT_CODE_CHARS[randomInt(0, CREDIT_CODE_CHARS.length)]).join('');
  const first17 = `91110000${body}`;
  return first17 + creditCodeCheckChar(first17);
}
const wrongLast = (value: string) => value.slice(0, 17) + (value[17] === '1' ? '2' : '1');

async function upload(token: string, kind: string, filename: string, content: Uint8Array) {
  const answer = await uploadFile(t.app, token, { kind, filename, content }, en);
  if (answer.status === 200) uploaded.push({ id: answer.data.id, token });
  return answer;
}
async function fileId(token: string, kind: string, filename: string, content: Uint8Array): Promise<string> {
  const answer = await upload(token, kind, filename, content);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.data.id;
}

type Customer = { token: string; mobile: string };
async function newCustomer(): Promise<Customer> {
  const mobile = uniquePhone();
  return { token: await registerUser(t.app, mobile), mobile };
}

async function personalForm(token: string, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'personal',
    realName: '张三',
    idType: 'resident',
    idNumber: residentId(),
    idFrontFileId: await fileId(token, 'idImage', 'front.jpg', JPG),
    idBackFileId: await fileId(token, 'idImage', 'back.png', PNG),
    ...overrides,
  };
}
async function companyForm(token: string, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'company',
    companyName: '上海测试贸易有限公司',
    creditCode: creditCode(),
    address: '上海市浦东新区世纪大道100号',
    phone: '021-68880000',
    shortName: '测试贸易',
    licenceFileId: await fileId(token, 'licence', 'licence.pdf', pdf()),
    ...overrides,
  };
}

const submit = (token: string, body: unknown, headers: Record<string, string> = en) =>
  call(t.app, 'POST', '/v2/member/attestation', { token, body, headers });
const status = async (token: string) => (await call(t.app, 'GET', '/v2/member/attestation', { token })).data;
const config = async (token: string, headers: Record<string, string> = en) =>
  (await call(t.app, 'GET', '/v2/base/config', { token, headers })).data.complete;

function expectRefusal(answer: Answer, httpStatus: number, code: number, field?: string) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(httpStatus);
  expect(answer.json.error.code).toBe(code);
  if (field) expect(answer.json.error.fields?.[field]).toBeTruthy();
}

const staffTokens = new Map<StaffRole, string>();
async function staffToken(role: StaffRole): Promise<string> {
  let token = staffTokens.get(role);
  if (!token) {
    token = (await newStaff(t, role)).token;
    staffTokens.set(role, token);
  }
  return token;
}
const ops = async (method: 'GET' | 'POST', path: string, body?: unknown, role: StaffRole = 'staffService') =>
  call(t.app, method, `/v2/ops/${path}`, { token: await staffToken(role), body, headers: en });
const pendingId = async (token: string) => (await status(token)).application.id as string;

describe('a customer sends a verification', () => {
  it('starts unverified, may choose personal or company, and may not order', async () => {
    const { token } = await newCustomer();
    expect(await status(token)).toMatchObject({
      state: 'unverified',
      attestation: 0,
      tenantKind: 'personal',
      application: null,
      canApply: ['personal', 'company'],
    });
    expect(await config(token)).toEqual({
      can_order: false,
      can_order_reason: expect.stringContaining('not verified'),
    });
  });

  it('refuses a wrong check digit on its field in the caller language, and stores nothing', async () => {
    const { token } = await newCustomer();
    const form = await personalForm(token);
    const answer = await submit(token, { ...form, idNumber: wrongLast(form.idNumber as string) });
    expectRefusal(answer, 422, 42341, 'idNumber');
    expect(answer.json.error.msg).toContain('last character');
    const zh = await submit(token, { ...form, idNumber: wrongLast(form.idNumber as string) }, {});
    expect(zh.json.error.msg).toBe('证件号码有误：末位校验码不符，请核对');
    const tw = await submit(token, { ...form, idNumber: wrongLast(form.idNumber as string) }, { appclient: 'pc-tw' });
    expect(tw.json.error.msg).toBe('證件號碼有誤：末位檢查碼不符，請核對');
    expectRefusal(await submit(token, { ...form, idNumber: '11010519900230001X' }), 422, 42340, 'idNumber');
    const company = await companyForm(token);
    expectRefusal(
      await submit(token, { ...company, creditCode: wrongLast(company.creditCode) }),
      422,
      42343,
      'creditCode',
    );
    expect((await status(token)).state).toBe('unverified');
  });

  it('accepts ID images of jpg, bmp or png up to 5 MB, a licence also as pdf, and nothing else', async () => {
    const { token } = await newCustomer();
    expectRefusal(await upload(token, 'idImage', 'id.pdf', pdf()), 422, 42240);
    expectRefusal(await upload(token, 'idImage', 'id.png', pdf()), 422, 42242);
    const big = Buffer.concat([JPG, Buffer.alloc(5 * MB)]);
    expectRefusal(await upload(token, 'idImage', 'big.jpg', big), 413, 41301);
    // An image uploaded for another purpose cannot stand in for an ID document.
    const photo = await fileId(token, 'image', 'photo.png', PNG);
    expectRefusal(
      await submit(token, await personalForm(token, { idFrontFileId: photo })),
      422,
      42245,
      'idFrontFileId',
    );
    const idImage = await fileId(token, 'idImage', 'id.jpg', JPG);
    expectRefusal(
      await submit(token, await companyForm(token, { licenceFileId: idImage })),
      422,
      42245,
      'licenceFileId',
    );
    expect((await status(token)).state).toBe('unverified');
  });

  it('answers another account’s image exactly like a missing one', async () => {
    const alice = await newCustomer();
    const bob = await newCustomer();
    const bobs = await fileId(bob.token, 'idImage', 'front.jpg', JPG);
    const theirs = await submit(alice.token, await personalForm(alice.token, { idFrontFileId: bobs }));
    const missing = await submit(alice.token, await personalForm(alice.token, { idFrontFileId: crypto.randomUUID() }));
    expectRefusal(theirs, 404, 40400);
    expect(theirs.json).toEqual(missing.json);
  });

  it('while in review: the state says so, ordering is refused with the reason in three languages, nothing is sent twice', async () => {
    const { token } = await newCustomer();
    const sent = await submit(token, await personalForm(token));
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.data).toMatchObject({ state: 'pending', attestation: 2, canApply: [] });
    expect(sent.data.application).toMatchObject({ kind: 'personal', state: 'pending', realName: '张三' });
    expect(sent.data.application.idNumber).toMatch(/^110\*{11}.{4}$/);
    expect(await config(token)).toEqual({
      can_order: false,
      can_order_reason: 'Your verification is being reviewed. Please wait.',
    });
    expect((await config(token, {})).can_order_reason).toBe('认证审核中，请耐心等待');
    expect((await config(token, { appclient: 'pc-tw' })).can_order_reason).toBe('認證審核中，請耐心等候');
    expectRefusal(await submit(token, await personalForm(token)), 409, 40941);
    // Searching and asking for quotes stay open.
    const allowance = await call(t.app, 'GET', '/v2/oe_order/getdetailed', { token });
    expect(allowance.status).toBe(200);
    expect(allowance.data.remaining).toBeGreaterThan(0);
  });

  it('lands one of two applications sent at the same moment', async () => {
    const { token } = await newCustomer();
    const forms = await Promise.all([personalForm(token), personalForm(token), companyForm(token)]);
    const answers = await Promise.all(forms.map((form) => submit(token, form)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused.json.error.code).toBe(40941);
  });

  it('does not let a sub-account verify its company', async () => {
    const token = await loginAs(t.app, 'clerk@seabookdemo', 'Clerk@2026');
    expect((await status(token)).canApply).toEqual([]);
    expectRefusal(await submit(token, await personalForm(token)), 403, 40300);
  });

  it('asks a visitor to log in first', async () => {
    expectRefusal(await call(t.app, 'GET', '/v2/member/attestation'), 401, 40100);
    expectRefusal(await call(t.app, 'POST', '/v2/member/attestation', { body: {} }), 401, 40100);
  });
});

describe('the verification desk', () => {
  it('is open to customer service and admins only', async () => {
    for (const role of ['staffSales', 'staffOperations', 'staffFinance'] as const) {
      expectRefusal(await ops('GET', 'verifications/list', undefined, role), 403, 40300);
    }
    for (const role of ['staffService', 'staffAdmin'] as const) {
      expect((await ops('GET', 'verifications/list', undefined, role)).status).toBe(200);
    }
    const customer = await newCustomer();
    expectRefusal(await call(t.app, 'GET', '/v2/ops/verifications/list', { token: customer.token }), 403, 40300);
  });

  it('lists the queue oldest first with ID numbers masked, and shows the reviewer everything, audited', async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const form = await personalForm(first.token);
    expect((await submit(first.token, form)).status).toBe(200);
    expect((await submit(second.token, await companyForm(second.token))).status).toBe(200);
    const queue = (await ops('GET', 'verifications/list?pageSize=100')).data;
    const ids = queue.items.map((row: { id: string }) => row.id);
    const a = await pendingId(first.token);
    const b = await pendingId(second.token);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    const row = queue.items.find((r: { id: string }) => r.id === a);
    expect(row.number).not.toContain((form.idNumber as string).slice(3, 14));
    expect(row.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);

    const detail = await ops('GET', `verifications/detail?id=${a}`);
    expect(detail.status).toBe(200);
    expect(detail.data.application.idNumber).toBe(form.idNumber);
    expect(detail.data.checks).toEqual({ checkDigit: true, duplicateOf: null, earlierApplications: 0 });
    const front = detail.data.application.files.find((f: { role: string }) => f.role === 'idFront');
    const image = await t.app.inject({
      method: 'GET',
      url: `/v2/ops/verifications/file?id=${a}&fileId=${front.id}`,
      headers: { accesstoken: await staffToken('staffService') },
    });
    expect(image.statusCode).toBe(200);
    expect(Buffer.compare(image.rawPayload, JPG)).toBe(0);
    const audit = await ops('GET', `audit/list?action=verification.view&keyword=${a}`, undefined, 'staffAdmin');
    const views = audit.data.items as { remark: string | null; objectId: string }[];
    expect(views.map((v) => [v.objectId, v.remark])).toEqual([
      [a, 'idFront'],
      [a, null],
    ]);

    // A file of another application, or of nobody's, is not reachable through this one.
    const other = (await ops('GET', `verifications/detail?id=${b}`)).data.application.files[0].id;
    const crossed = await ops('GET', `verifications/file?id=${a}&fileId=${other}`);
    expectRefusal(crossed, 404, 40400);
    expectRefusal(await ops('GET', `verifications/detail?id=${crypto.randomUUID()}`), 404, 40400);
    // An operator who may not review sees no image.
    const sales = await t.app.inject({
      method: 'GET',
      url: `/v2/ops/verifications/file?id=${a}&fileId=${front.id}`,
      headers: { accesstoken: await staffToken('staffSales') },
    });
    expect(sales.statusCode).toBe(403);
  });

  it('rejects with a reason the customer reads, takes the correction, approves: ordering opens at once', async () => {
    const { token } = await newCustomer();
    await submit(token, await personalForm(token, { realName: '李四' }));
    const first = await pendingId(token);
    expectRefusal(await ops('POST', 'verifications/reject', { id: first, reason: ' ' }), 422, 42236, 'reason');
    expect(
      (await ops('POST', 'verifications/reject', { id: first, reason: '证件照片不清晰，请重新上传' })).status,
    ).toBe(200);
    expect(await status(token)).toMatchObject({
      state: 'rejected',
      attestation: 3,
      canApply: ['personal', 'company'],
      application: { state: 'rejected', rejectReason: '证件照片不清晰，请重新上传' },
    });
    expect((await config(token)).can_order).toBe(false);
    expectRefusal(await ops('POST', 'verifications/approve', { id: first }), 409, 40943);

    expect((await submit(token, await personalForm(token, { realName: '李四' }))).status).toBe(200);
    const second = await pendingId(token);
    expect(second).not.toBe(first);
    expect((await ops('GET', `verifications/detail?id=${second}`)).data.checks.earlierApplications).toBe(1);
    expect((await ops('POST', 'verifications/approve', { id: second })).status).toBe(200);
    expect(await status(token)).toMatchObject({ state: 'verified', attestation: 1, canApply: ['upgrade'] });
    expect(await config(token)).toEqual({ can_order: true, can_order_reason: '' });
    const info = (await call(t.app, 'GET', '/user/info', { token })).data;
    expect(info).toMatchObject({ name: '李四', verification: 'verified' });
    expectRefusal(await submit(token, await personalForm(token)), 409, 40942);
  });

  it('keeps a verified person ordering while the company upgrade is reviewed, then makes a company of it', async () => {
    const { token } = await newCustomer();
    await submit(token, await personalForm(token));
    await ops('POST', 'verifications/approve', { id: await pendingId(token) });
    expectRefusal(await submit(token, await companyForm(token)), 409, 40942);
    const upgrade = await companyForm(token, { kind: 'upgrade' });
    expect((await submit(token, upgrade)).status).toBe(200);
    expect(await status(token)).toMatchObject({
      state: 'verified',
      application: { kind: 'upgrade', state: 'pending' },
    });
    expect((await config(token)).can_order).toBe(true);
    const id = await pendingId(token);
    await ops('POST', 'verifications/reject', { id, reason: 'The business licence is incomplete.' });
    expect(await status(token)).toMatchObject({ state: 'verified', tenantKind: 'personal', canApply: ['upgrade'] });
    expect(
      (await submit(token, { ...upgrade, licenceFileId: await fileId(token, 'licence', 'l.png', PNG) })).status,
    ).toBe(200);
    expect((await ops('POST', 'verifications/approve', { id: await pendingId(token) })).status).toBe(200);
    expect(await status(token)).toMatchObject({ state: 'verified', tenantKind: 'company', canApply: [] });
    const info = (await call(t.app, 'GET', '/user/info', { token })).data;
    expect(info.company).toMatchObject({ name: '上海测试贸易有限公司', kind: 'company', short_name: '测试贸易' });
    expect(info.role.id).toBe('customer.main');
  });

  it('refuses a credit code verified on another company, when sent and when two reviewers approve at once', async () => {
    const code = creditCode();
    const owner = await newCustomer();
    await submit(owner.token, await companyForm(owner.token, { creditCode: code }));
    const [x, y] = [await newCustomer(), await newCustomer()];
    // While the first is only in review, others may still send the same code: the reviewer sees it.
    expect((await submit(x.token, await companyForm(x.token, { creditCode: code }))).status).toBe(200);
    expect((await submit(y.token, await companyForm(y.token, { creditCode: code }))).status).toBe(200);
    const ids = [await pendingId(owner.token), await pendingId(x.token), await pendingId(y.token)];
    const decided = await Promise.all(ids.map((id) => ops('POST', 'verifications/approve', { id })));
    expect(decided.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const refused of decided.filter((a) => a.status !== 200)) expect(refused.json.error.code).toBe(40940);
    const late = await newCustomer();
    const answer = await submit(late.token, await companyForm(late.token, { creditCode: code }));
    expectRefusal(answer, 409, 40940, 'creditCode');
    expect(answer.json.error.msg).toBe('This unified social credit code is already verified on another account.');
    const loser = ids[decided.findIndex((a) => a.status !== 200)] as string;
    const detail = (await ops('GET', `verifications/detail?id=${loser}`)).data;
    expect(detail.checks.duplicateOf).toBe('上海测试贸易有限公司');
  });
});

describe('the customer list', () => {
  it('finds an account by its mobile with its states; an admin sets a monthly contract and disables it', async () => {
    const customer = await newCustomer();
    const found = await ops('GET', `customers/list?keyword=${customer.mobile}`);
    expect(found.data.total).toBe(1);
    const row = found.data.items[0];
    expect(row).toMatchObject({
      verification: 'unverified',
      monthlySettlement: false,
      disabled: false,
      accountKind: 'main',
      tenantKind: 'personal',
    });
    expect(row.mobile).toBe(`${customer.mobile.slice(0, 3)}****${customer.mobile.slice(-4)}`);

    expectRefusal(await ops('POST', 'customers/monthly', { tenantId: row.tenantId, monthly: true }), 403, 40300);
    expectRefusal(await ops('GET', 'customers/list', undefined, 'staffSales'), 403, 40300);
    const monthly = await ops('POST', 'customers/monthly', { tenantId: row.tenantId, monthly: true }, 'staffAdmin');
    expect(monthly.status).toBe(200);
    expectRefusal(
      await ops('POST', 'customers/monthly', { tenantId: crypto.randomUUID(), monthly: true }, 'staffAdmin'),
      404,
      40400,
    );

    expectRefusal(await ops('POST', 'customers/status', { accountId: row.accountId, disabled: true }), 403, 40300);
    expect(
      (await ops('POST', 'customers/status', { accountId: row.accountId, disabled: true }, 'staffAdmin')).status,
    ).toBe(200);
    // The disabled account's session ends at once, and it cannot log in again.
    const ended = await call(t.app, 'GET', '/v2/member/attestation', { token: customer.token });
    expect(ended.status).toBe(401);
    expect(ended.json.error.code).toBe(99999);
    const login = await call(t.app, 'POST', '/v2/member/login', {
      body: { mobile: customer.mobile, password: 'Secret#123' },
    });
    expect(login.status).toBe(403);
    const after = (await ops('GET', `customers/list?keyword=${customer.mobile}`)).data.items[0];
    expect(after).toMatchObject({ monthlySettlement: true, disabled: true });

    await ops('POST', 'customers/status', { accountId: row.accountId, disabled: false }, 'staffAdmin');
    expect((await loginAs(t.app, customer.mobile, 'Secret#123')).length).toBeGreaterThan(10);
  });
});
