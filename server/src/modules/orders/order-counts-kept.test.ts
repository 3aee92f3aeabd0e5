import type { CreatedOrder } from '@seabook/domain/booking-price';
import { OrderListSchema } from '@seabook/domain/orders';
import type { QuoteLine } from '@seabook/domain/rates';
import { DEFAULT_SUB_GRANTS } from '@seabook/domain/sub-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_PASSWORD, newCompany } from '../../test/company-fixtures.ts';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { call, loginAs } from '../../test/http.ts';
import { bookLclOrder } from '../../test/order-fixtures.ts';
import { bookableShowcaseLine } from '../../test/quote-search.ts';

// Decision 053: the tabs' badges and an unfiltered list's total come from counts PostgreSQL keeps per
// tenant, account and status tab. They must stay exact when bookings, cancellations and transfers race.

let t: TestContext;
let line: QuoteLine;

const en = { 'accept-language': 'en' };
const post = (token: string, path: string, body: unknown) => call(t.app, 'POST', path, { token, body, headers: en });
const get = (token: string, path: string) => call(t.app, 'GET', path, { token, headers: en });

async function listed(token: string, query = '') {
  const answer = await get(token, `/v2/oe_order/order_list${query}`);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return OrderListSchema.parse(answer.data);
}

/** A sub-account without `companyData`: it sees only its own orders. */
async function ownOnlySub(company: { code: string; main: string }) {
  const made = await post(company.main, '/v2/member/childaccount/add', {
    username: 'counter',
    password: COMPANY_PASSWORD,
    password2: COMPANY_PASSWORD,
    name: 'Clerk Counter',
    email: 'counter@example.com',
    phone: '0755-12345678',
    permissions: DEFAULT_SUB_GRANTS.filter((grant) => grant.permissionId !== 'companyData'),
  });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  return { id: made.data.id as string, token: await loginAs(t.app, `counter@${company.code}`, COMPANY_PASSWORD) };
}

beforeAll(async () => {
  t = await startTestApp();
  line = await bookableShowcaseLine(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('the kept order counts (decision 053)', () => {
  it('stay exact when bookings, cancellations and transfers are fired together', async () => {
    const company = await newCompany(t);
    const sub = await ownOnlySub(company);
    const book = (token: string) => bookLclOrder(t.app, token, line);
    const [mains, subs] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => book(company.main))),
      Promise.all(Array.from({ length: 3 }, () => book(sub.token))),
    ]);
    const [a, b, c, d, e] = mains as [CreatedOrder, CreatedOrder, CreatedOrder, CreatedOrder, CreatedOrder];
    const [s1] = subs as [CreatedOrder];

    // Together: three cancellations, each sent twice (one of each pair is refused and moves nothing);
    // two orders moved to the sub-account, the move sent twice; the sub-account cancels one of its own.
    const cancel = (token: string, order: CreatedOrder) =>
      post(token, '/v2/oe_order/cancelorder', { id: order.orderId });
    const transfer = () =>
      post(company.main, '/v2/oe_order/transfer', { orderIds: [d.orderId, e.orderId], toAccountId: sub.id });
    const answers = await Promise.all([
      cancel(company.main, a),
      cancel(company.main, a),
      cancel(company.main, b),
      cancel(company.main, b),
      cancel(company.main, c),
      cancel(company.main, c),
      transfer(),
      transfer(),
      cancel(sub.token, s1),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(9 - 3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const moved = answers.slice(6, 8).map((answer) => (answer.data as { moved: number }).moved);
    expect(moved.sort()).toEqual([0, 2]);

    const company11 = { all: 11, review: 7, booking: 0, bl: 0, completed: 0, closed: 4 };
    const own5 = { all: 5, review: 4, booking: 0, bl: 0, completed: 0, closed: 1 };
    for (const [token, counts] of [
      [company.main, company11],
      [sub.token, own5],
    ] as const) {
      const whole = await listed(token);
      expect(whole.counts).toEqual(counts);
      expect(whole.total).toBe(counts.all);
      expect(whole.countsCapped).toEqual([]);
      // Counted from the orders themselves (a mode filters nothing here: every order is LCL).
      expect((await listed(token, '?mode=lcl')).counts).toEqual(counts);
      expect((await listed(token, '?tab=closed')).total).toBe(counts.closed);
      expect((await listed(token, '?status=cancelled')).total).toBe(counts.closed);
      expect((await listed(token, '?tab=review&status=cancelled')).total).toBe(0);
      const home = await get(token, '/v2/member/membercenter');
      expect(home.data.waiting.orders).toMatchObject({ all: counts.all, review: counts.review, closed: counts.closed });
    }
  });
});
