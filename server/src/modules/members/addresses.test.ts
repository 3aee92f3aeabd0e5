import { type Address, AddressSchema, MAX_ADDRESSES_PER_TENANT } from '@seabook/domain/addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext, uniquePhone } from '../../test/harness.ts';
import { type Answer, call, loginAs, registerUser } from '../../test/http.ts';

let t: TestContext;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await startTestApp();
  alice = await registerUser(t.app, uniquePhone());
  bob = await registerUser(t.app, uniquePhone());
});
afterAll(async () => {
  await t?.close();
});

const en = { 'accept-language': 'en' };
const BASE = '/v2/member/address';
const post = (token: string | undefined, verb: string, body: unknown) =>
  call(t.app, 'POST', `${BASE}/${verb}`, { body, headers: en, ...(token ? { token } : {}) });
const listOf = (token: string | undefined, query = '') =>
  call(t.app, 'GET', `${BASE}/getaddresslist${query}`, { headers: en, ...(token ? { token } : {}) });

let serial = 0;
/** A valid consignee with a unique short name. */
function party(patch: Record<string, unknown> = {}) {
  serial += 1;
  return {
    kind: 'consignee',
    label: `ACME ${serial}`,
    address: `ACME IMPORTS ${serial} INC.\n1200 HARBOR BLVD\nLOS ANGELES, CA 90731, USA`,
    ...patch,
  };
}

async function added(token: string, patch: Record<string, unknown> = {}): Promise<Address> {
  const answer = await post(token, 'addaddress', party(patch));
  if (answer.status !== 200) throw new Error(`addaddress failed: ${JSON.stringify(answer.json)}`);
  return AddressSchema.parse(answer.data);
}

async function entries(token: string, query = '?pageSize=100'): Promise<Address[]> {
  const answer = await listOf(token, query);
  expect(answer.status).toBe(200);
  return answer.data.items;
}

function expectNotFound(answer: Answer): void {
  expect(answer.status).toBe(404);
  expect(answer.json.error).toMatchObject({ code: 40400, msg: 'Not found.' });
}

describe('address book', () => {
  it('needs a login for every call', async () => {
    for (const answer of [
      await listOf(undefined),
      await post(undefined, 'addaddress', party()),
      await post(undefined, 'editaddress', { ...party(), id: 'x' }),
      await post(undefined, 'deladdress', {}),
      await post(undefined, 'setdefault', {}),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.json.error).toMatchObject({ code: 40100, msg: 'Please log in first.' });
    }
  });

  it('is for customers, not staff', async () => {
    const staff = await call(t.app, 'POST', '/v2/ops/login', { body: { username: 'admin', password: 'Admin@2026' } });
    const answer = await listOf(staff.data.accesstoken);
    expect(answer.status).toBe(403);
    expect(answer.json.error.code).toBe(40300);
  });

  it('adds an entry with every field, normalized, and ignores fields it does not take', async () => {
    const stranger = '00000000-0000-4000-8000-000000000000';
    const answer = await post(alice, 'addaddress', {
      kind: 'notifier',
      label: '  Broker LA ',
      tag: 'customs',
      company: '洛杉矶报关行',
      contact: 'Jane Roe',
      phone: '+1 (310) 555-0100',
      region: 'us',
      address: 'ROE CUSTOMS BROKERS\r\n88 OCEAN AVE   \r\nLONG BEACH CA\r\n',
      detail: 'EIN 12-3456789',
      id: stranger,
      tenantId: stranger,
      ownerId: stranger,
      createdBy: stranger,
    });
    expect(answer.status).toBe(200);
    const entry = AddressSchema.strict().parse(answer.data);
    expect(entry).toMatchObject({
      kind: 'notifier',
      label: 'Broker LA',
      tag: 'customs',
      company: '洛杉矶报关行',
      contact: 'Jane Roe',
      phone: '+1 (310) 555-0100',
      region: 'US',
      address: 'ROE CUSTOMS BROKERS\n88 OCEAN AVE\nLONG BEACH CA',
      detail: 'EIN 12-3456789',
      isDefault: false,
    });
    expect(entry.id).not.toBe(stranger);
    expect(Date.parse(entry.createdAt)).not.toBeNaN();
    expect(await entries(alice, '?kind=notifier')).toEqual([entry]);
  });

  it('refuses bad input with each field named, and stores nothing', async () => {
    const before = (await listOf(alice)).data.total;
    const answer = await post(alice, 'addaddress', {
      kind: 'shipper',
      label: '',
      address: 'ACME',
      phone: 'call me',
      tag: 'x'.repeat(21),
    });
    expect(answer.status).toBe(422);
    expect(answer.json.error.code).toBe(42250);
    expect(answer.json.error.fields).toEqual({
      kind: 'Choose the kind of party: consignor, consignee or notify party.',
      label: 'Please enter a short name.',
      phone: 'Enter a valid phone number (digits, with +, -, spaces or brackets).',
      tag: 'This is too long.',
    });
    const zh = await call(t.app, 'POST', `${BASE}/addaddress`, { token: alice, body: party({ address: '' }) });
    expect(zh.status).toBe(422);
    expect(zh.json.error).toMatchObject({ code: 42252, fields: { address: '请输入提单上显示的名称和地址' } });
    const region = await post(alice, 'addaddress', party({ region: 'ZZ' }));
    expect(region.status).toBe(422);
    expect(region.json.error).toMatchObject({
      code: 42257,
      fields: { region: 'Choose a country or region from the list.' },
    });
    expect((await listOf(alice)).data.total).toBe(before);
  });

  it('asks English of a consignor’s B/L block only (spec §5)', async () => {
    const chinese = { address: '上海市浦东新区世纪大道 1 号', company: '上海贸易有限公司', contact: '张伟' };
    const consignor = await post(alice, 'addaddress', party({ ...chinese, kind: 'consignor' }));
    expect(consignor.status).toBe(422);
    expect(consignor.json.error.code).toBe(42253);
    const english = 'The B/L text may use English letters, digits and plain (half-width) punctuation only.';
    expect(consignor.json.error.fields).toEqual({ address: english });
    const consignee = await added(alice, chinese);
    expect(consignee).toMatchObject(chinese);
    const moved = await post(alice, 'editaddress', { ...consignee, kind: 'consignor' });
    expect(moved.status).toBe(422);
    expect((await entries(alice)).find((e) => e.id === consignee.id)?.kind).toBe('consignee');
    expect((await post(alice, 'deladdress', { id: consignee.id })).status).toBe(200);
  });

  it('takes a Chinese contact on a consignor, and names the B/L text when that is not English (issue 14)', async () => {
    const entry = { kind: 'consignor', company: '宁波照明有限公司', contact: '李工' };
    const saved = await added(alice, entry);
    expect(saved).toMatchObject(entry);
    const refused = await call(t.app, 'POST', `${BASE}/addaddress`, {
      token: alice,
      body: party({ ...entry, address: '宁波市江南路 8 号' }),
    });
    expect(refused.status).toBe(422);
    expect(refused.json.error.fields).toEqual({ address: '提单内容只能使用英文字母、数字和半角符号' });
    expect((await post(alice, 'deladdress', { id: saved.id })).status).toBe(200);
  });

  it('keeps one default per kind: setting one clears the others', async () => {
    const first = await added(bob, { isDefault: true });
    const second = await added(bob, { isDefault: true });
    const consignor = await added(bob, { kind: 'consignor', isDefault: true });
    const defaults = (await entries(bob)).filter((entry) => entry.isDefault).map((entry) => entry.id);
    expect(defaults.sort()).toEqual([second.id, consignor.id].sort());

    const set = await post(bob, 'setdefault', { id: first.id });
    expect(set.status).toBe(200);
    expect(set.data).toMatchObject({ id: first.id, isDefault: true });
    const consignees = await entries(bob, '?kind=consignee');
    expect(consignees.map((entry) => [entry.id, entry.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    // Setting it again changes nothing; the consignor's default is untouched.
    expect((await post(bob, 'setdefault', { id: first.id })).status).toBe(200);
    expect((await entries(bob, '?kind=consignor'))[0]).toMatchObject({ id: consignor.id, isDefault: true });
  });

  it('edits an entry, keeping its default flag unless told otherwise', async () => {
    const entry = await added(bob, { kind: 'notifier', isDefault: true });
    const edited = await post(bob, 'editaddress', {
      id: entry.id,
      kind: 'notifier',
      label: 'SAME AS CONSIGNEE',
      address: 'SAME AS CONSIGNEE',
      tenantId: '00000000-0000-4000-8000-000000000000',
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ id: entry.id, label: 'SAME AS CONSIGNEE', tag: '', isDefault: true });
    expect(Date.parse(edited.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(entry.updatedAt));
    const cleared = await post(bob, 'editaddress', { ...party({ kind: 'notifier' }), id: entry.id, isDefault: false });
    expect(cleared.data.isDefault).toBe(false);

    // Moved to another kind as its default, it takes the flag from that kind's default.
    const consignorDefault = (await entries(bob, '?kind=consignor')).find((e) => e.isDefault);
    const moved = await post(bob, 'editaddress', { ...party({ kind: 'consignor' }), id: entry.id, isDefault: true });
    expect(moved.data).toMatchObject({ kind: 'consignor', isDefault: true });
    const consignors = await entries(bob, '?kind=consignor');
    expect(consignors.filter((e) => e.isDefault).map((e) => e.id)).toEqual([entry.id]);
    expect(consignors.some((e) => e.id === consignorDefault?.id)).toBe(true);

    const bad = await post(bob, 'editaddress', { ...party(), id: entry.id, label: ' ' });
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields).toEqual({ label: 'Please enter a short name.' });
  });

  it('deletes an entry; a second delete is not found', async () => {
    const entry = await added(alice);
    expect((await post(alice, 'deladdress', { id: entry.id })).data).toEqual({ ok: true });
    expect((await entries(alice)).some((e) => e.id === entry.id)).toBe(false);
    expectNotFound(await post(alice, 'deladdress', { id: entry.id }));
    expectNotFound(await post(alice, 'setdefault', { id: 'not-a-uuid' }));
    expect((await post(alice, 'deladdress', {})).status).toBe(422);
  });

  it('keeps each tenant’s book to itself', async () => {
    const hers = await added(alice, { label: 'ALICE ONLY', tag: 'private' });
    expect((await entries(bob)).some((e) => e.id === hers.id)).toBe(false);
    expect((await entries(bob, '?keyword=ALICE%20ONLY')).length).toBe(0);
    expectNotFound(await post(bob, 'editaddress', { ...party(), id: hers.id }));
    expectNotFound(await post(bob, 'deladdress', { id: hers.id }));
    expectNotFound(await post(bob, 'setdefault', { id: hers.id }));
    const still = (await entries(alice)).find((e) => e.id === hers.id);
    expect(still).toEqual(hers);
  });

  it('shares one book between a company’s main account and its sub-accounts', async () => {
    const main = await loginAs(t.app, '13800000001', 'Demo@2026');
    const clerk = await loginAs(t.app, 'clerk@seabookdemo', 'Clerk@2026');
    const entry = await added(clerk, { label: 'TEAM SHARED' });
    expect((await entries(main, '?keyword=team%20shared')).map((e) => e.id)).toEqual([entry.id]);
    expect((await post(main, 'deladdress', { id: entry.id })).status).toBe(200);
    expect((await entries(clerk, '?keyword=team%20shared')).length).toBe(0);
  });

  it('searches label, tag, contact, company and B/L text, ignoring case and wildcards', async () => {
    const token = await registerUser(t.app, uniquePhone());
    const byLabel = await added(token, { label: 'Shenzhen Works' });
    const byTag = await added(token, { tag: 'VIP-Client' });
    const byContact = await added(token, { contact: 'Zhang Wei' });
    const byCompany = await added(token, { company: '深圳电子有限公司' });
    const byAddress = await added(token, { address: 'NORDIC TRADING AB\nSTOCKHOLM, SWEDEN' });
    await added(token, { label: '100% COTTON' });
    const search = async (keyword: string) =>
      (await entries(token, `?keyword=${encodeURIComponent(keyword)}`)).map((e) => e.id);
    expect(await search('shenzhen works')).toEqual([byLabel.id]);
    expect(await search('vip-client')).toEqual([byTag.id]);
    expect(await search('ZHANG')).toEqual([byContact.id]);
    expect(await search('电子')).toEqual([byCompany.id]);
    expect(await search('stockholm')).toEqual([byAddress.id]);
    expect((await search('%')).length).toBe(1);
    expect((await search('_')).length).toBe(0);
    expect((await search('  ')).length).toBe(6);
    const kindFilter = await entries(token, '?kind=consignor&keyword=stockholm');
    expect(kindFilter).toEqual([]);
    const tooLong = await listOf(token, `?keyword=${'k'.repeat(51)}`);
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.error.fields).toHaveProperty('keyword');
    const badKind = await listOf(token, '?kind=shipper');
    expect(badKind.status).toBe(422);
    expect(badKind.json.error.fields).toHaveProperty('kind');
  });

  it('lists defaults first, then the newest, and pages', async () => {
    const token = await registerUser(t.app, uniquePhone());
    const a = await added(token);
    const b = await added(token, { isDefault: true });
    const c = await added(token);
    const d = await added(token, { kind: 'notifier' });
    expect((await entries(token, '?kind=')).map((e) => e.id)).toEqual([b.id, d.id, c.id, a.id]);
    const second = await listOf(token, '?kind=consignee&page=2&pageSize=2');
    expect(second.data.total).toBe(3);
    expect(second.data.items.map((e: Address) => e.id)).toEqual([a.id]);
    expect((await listOf(token, '?pageSize=101')).status).toBe(422);
  });

  it(`holds at most ${MAX_ADDRESSES_PER_TENANT} entries per tenant`, { timeout: 60_000 }, async () => {
    const token = await registerUser(t.app, uniquePhone());
    for (let i = 0; i < MAX_ADDRESSES_PER_TENANT; i += 50) {
      await Promise.all(Array.from({ length: 50 }, () => added(token)));
    }
    const full = await post(token, 'addaddress', party());
    expect(full.status).toBe(409);
    expect(full.json.error.code).toBe(40950);
    expect((await listOf(token)).data.total).toBe(MAX_ADDRESSES_PER_TENANT);
  });
});
