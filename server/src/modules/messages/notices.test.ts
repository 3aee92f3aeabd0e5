import { chinaDateTime } from '@seabook/domain/china-time';
import { ERRORS } from '@seabook/domain/errors';
import { OperateNoticeListSchema } from '@seabook/domain/messages';
import { OpsNoticeListSchema, OpsNoticeSchema } from '@seabook/domain/ops-notices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../demo/demo-data.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call, loginAs } from '../../test/http.ts';
import { newStaff, type StaffRole, staffOfEveryRole } from '../../test/staff-fixtures.ts';

let t: TestContext;
let staff: Record<StaffRole, string>;
let customer: string;
let serial = 0;

const en = { 'accept-language': 'en' };
const HOUR = 3_600_000;

/** A China wall time some hours from now, as the desk's picker sends it. */
function wall(hoursFromNow: number): string {
  return chinaDateTime(Date.now() + hoursFromNow * HOUR, 'second');
}

function draft(patch: Record<string, unknown> = {}) {
  serial += 1;
  const tag = `${Date.now().toString(36)}-${serial}`;
  return {
    kind: 'maintenance',
    title: { 'zh-CN': `系统维护 ${tag}`, 'zh-TW': `系統維護 ${tag}`, en: `Maintenance ${tag}` },
    body: {
      'zh-CN': '周六凌晨维护两小时。',
      'zh-TW': '週六凌晨維護兩小時。',
      en: 'Two hours of maintenance on Saturday night.',
    },
    startsAt: wall(-1),
    endsAt: wall(48),
    ...patch,
  };
}

const publish = (body: unknown, token = staff.staffAdmin) =>
  call(t.app, 'POST', '/v2/ops/notices/publish', { token, body, headers: en });
const withdraw = (id: string, token = staff.staffAdmin) =>
  call(t.app, 'POST', '/v2/ops/notices/withdraw', { token, body: { id }, headers: en });
async function current() {
  const answer = await call(t.app, 'GET', '/v2/member/message/getoperatelist');
  expect(answer.status).toBe(200);
  return OperateNoticeListSchema.parse(answer.data);
}
async function published(body: unknown) {
  const answer = await publish(body);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return OpsNoticeSchema.parse(answer.data);
}

beforeAll(async () => {
  t = await startTestApp();
  staff = await staffOfEveryRole(t);
  customer = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
});
afterAll(async () => {
  await t?.close();
});

describe('operation notices for customers', () => {
  it('lists the demo notices to anyone, with their kind and start', async () => {
    const notices = await current();
    expect(notices.length).toBeGreaterThanOrEqual(3);
    expect(notices.some((n) => n.kind === 'holiday')).toBe(true);
    for (const notice of notices) expect(notice.publishedAt).toBe(notice.startsAt);
  });

  it('shows a published notice from its start until its end, and a scheduled one only once started', async () => {
    const now = await published(draft());
    const later = await published(draft({ startsAt: wall(24), endsAt: wall(48) }));
    const open = await published(draft({ kind: 'schedule', endsAt: '' }));
    expect(now.state).toBe('current');
    expect(later.state).toBe('scheduled');
    expect(open).toMatchObject({ state: 'current', endsAt: null, kind: 'schedule' });
    const ids = (await current()).map((n) => n.id);
    expect(ids).toContain(now.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(later.id);
    // Newest start first.
    const starts = (await current()).map((n) => n.startsAt);
    expect([...starts].sort().reverse()).toEqual(starts);
  });
});

describe('the notice desk', () => {
  it('answers each role as decision 038 says: admin and service publish, operations reads, others nothing', async () => {
    const expected: Record<StaffRole, [number, number]> = {
      staffAdmin: [200, 200],
      staffService: [200, 200],
      staffOperations: [200, 403],
      staffSales: [403, 403],
      staffFinance: [403, 403],
    };
    for (const [role, [list, add]] of Object.entries(expected) as [StaffRole, [number, number]][]) {
      const listed = await call(t.app, 'GET', '/v2/ops/notices/list', { token: staff[role] });
      expect(listed.status, role).toBe(list);
      expect((await publish(draft(), staff[role])).status, role).toBe(add);
    }
    expect((await call(t.app, 'GET', '/v2/ops/notices/list')).status).toBe(401);
    expect((await publish(draft(), '')).status).toBe(401);
    expect((await call(t.app, 'GET', '/v2/ops/notices/list', { token: customer })).status).toBe(403);
    expect((await publish(draft(), customer)).status).toBe(403);
  });

  it('refuses a title or text missing in a language, a bad window, an outside link, and stores nothing', async () => {
    const before = (await call(t.app, 'GET', '/v2/ops/notices/list', { token: staff.staffAdmin })).data.total;
    const cases: Array<[Record<string, unknown>, keyof typeof ERRORS, string]> = [
      [{ title: { 'zh-CN': '维护', 'zh-TW': ' ', en: 'Maintenance' } }, 'NOTICE_TITLE_REQUIRED', 'title.zh-TW'],
      [{ body: { 'zh-CN': '维护', 'zh-TW': '維護' } }, 'NOTICE_BODY_REQUIRED', 'body.en'],
      [{ startsAt: wall(5), endsAt: wall(2) }, 'NOTICE_WINDOW_INVALID', 'endsAt'],
      [{ startsAt: '2026-02-30 08:00' }, 'NOTICE_WINDOW_INVALID', 'startsAt'],
      [{ startsAt: '' }, 'NOTICE_WINDOW_INVALID', 'startsAt'],
      [{ link: '//evil.example/x' }, 'VALIDATION', 'link'],
      [{ link: 'https://evil.example/' }, 'VALIDATION', 'link'],
      [{ kind: 'promo' }, 'VALIDATION', 'kind'],
    ];
    for (const [patch, key, field] of cases) {
      const answer = await publish(draft(patch));
      expect(answer.status, JSON.stringify(patch)).toBe(422);
      expect(answer.json.error.code, JSON.stringify(patch)).toBe(ERRORS[key].code);
      expect(answer.json.error.fields, JSON.stringify(patch)).toHaveProperty([field]);
    }
    const after = (await call(t.app, 'GET', '/v2/ops/notices/list', { token: staff.staffAdmin })).data.total;
    expect(after).toBe(before);
  });

  it('lists notices by state with who published them, and audits publishing and withdrawing', async () => {
    const operator = await newStaff(t, 'staffService');
    const answer = await publish(draft(), operator.token);
    const notice = OpsNoticeSchema.parse(answer.data);
    expect(notice.createdBy).toBe(operator.name);
    const list = await call(t.app, 'GET', '/v2/ops/notices/list?state=current&pageSize=100', {
      token: staff.staffAdmin,
    });
    const page = OpsNoticeListSchema.parse(list.data);
    expect(page.items.every((n) => n.state === 'current')).toBe(true);
    expect(page.items.some((n) => n.id === notice.id)).toBe(true);
    expect((await withdraw(notice.id, operator.token)).status).toBe(200);
    const withdrawn = OpsNoticeListSchema.parse(
      (await call(t.app, 'GET', '/v2/ops/notices/list?state=withdrawn&pageSize=100', { token: staff.staffAdmin })).data,
    ).items.find((n) => n.id === notice.id);
    expect(withdrawn).toMatchObject({ state: 'withdrawn', withdrawnBy: operator.name });

    const audit = await call(t.app, 'GET', `/v2/ops/audit/list?pageSize=100&keyword=${notice.id}`, {
      token: staff.staffAdmin,
    });
    expect(audit.status).toBe(200);
    const rows = (audit.data.items as Array<{ action: string; objectId: string; staffName: string }>).filter(
      (row) => row.objectId === notice.id,
    );
    expect(rows.map((row) => row.action).sort()).toEqual(['notice.publish', 'notice.withdraw']);
    expect((await call(t.app, 'GET', '/v2/ops/notices/list?state=gone', { token: staff.staffAdmin })).status).toBe(422);
  });

  it('withdraws once: customers stop seeing it, a second withdrawal and parallel ones are refused', async () => {
    const notice = await published(draft());
    expect((await current()).some((n) => n.id === notice.id)).toBe(true);
    const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(notice.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await current()).some((n) => n.id === notice.id)).toBe(false);
    const again = await withdraw(notice.id);
    expect(again.json.error.code).toBe(ERRORS.NOTICE_NOT_ACTIVE.code);
  });

  it('refuses to withdraw an ended notice, answers an unknown one as missing, and needs the right', async () => {
    const ended = await published(draft({ startsAt: wall(-48), endsAt: wall(-24) }));
    expect(ended.state).toBe('ended');
    expect((await current()).some((n) => n.id === ended.id)).toBe(false);
    expect((await withdraw(ended.id)).status).toBe(409);
    expect((await withdraw('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await withdraw('not-an-id')).status).toBe(422);
    const open = await published(draft());
    expect((await withdraw(open.id, staff.staffOperations)).status).toBe(403);
    expect((await current()).some((n) => n.id === open.id)).toBe(true);
  });
});
