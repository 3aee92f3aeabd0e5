import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.ts';
import { expectRefusal } from '../orders/order-info.fixtures.ts';
import { customerWithOrder, type Money, moneyCalls, moneyDesk, ok } from './money.fixtures.ts';

/** The bank accounts customers remit to, kept by finance (decision 036). */

let t: TestContext;
let m: Money;
let calls: ReturnType<typeof moneyCalls>;
beforeAll(async () => {
  t = await startTestApp();
  m = await moneyDesk(t);
  calls = moneyCalls(t);
});
afterAll(async () => {
  await t?.close();
});

const list = () => calls.get('ops/finance/bank-accounts', m.finance);
const save = (body: unknown) => calls.post('ops/finance/bank-accounts/save', body, m.finance);
const remove = (id: string) => calls.post('ops/finance/bank-accounts/remove', { id }, m.finance);
const account = {
  currency: 'USD',
  name: 'Seabook HK Ltd.',
  bank: 'HSBC Hong Kong (SWIFT HSBCHKHH)',
  account: '808-123456-838',
};

describe('the bank accounts customers remit to', () => {
  it('are the ones finance keeps: added, changed and removed, and the bill page shows them', async () => {
    const { customer } = await customerWithOrder(m);
    const shown = async () => ok(await calls.get('member/bill/getconfig', customer.token)).data.bankAccounts;
    // The demo data's made-up accounts.
    const demo = ok(await list()).data.items;
    expect(demo.map((a: { currency: string }) => a.currency)).toEqual(['CNY', 'USD']);
    expect(await shown()).toHaveLength(2);

    expectRefusal(await save({ ...account, name: ' ' }), 'BANK_ACCOUNT_NAME_REQUIRED');
    expectRefusal(await save({ ...account, bank: '' }), 'BANK_NAME_REQUIRED');
    expectRefusal(await save({ ...account, account: '' }), 'BANK_ACCOUNT_NO_REQUIRED');
    expectRefusal(await save({ ...account, id: '00000000-0000-4000-8000-000000000000' }), 'NOT_FOUND');
    expect(ok(await list()).data.items).toHaveLength(2);

    const added = ok(await save(account)).data.items;
    expect(added).toHaveLength(3);
    const id = added[2].id as string;
    expect(await shown()).toContainEqual(account);
    ok(await save({ ...account, id, account: '808-654321-838' }));
    expect(await shown()).toContainEqual({ ...account, account: '808-654321-838' });

    for (const old of demo) ok(await remove(old.id));
    expectRefusal(await remove(demo[0].id), 'NOT_FOUND');
    expect(await shown()).toEqual([{ ...account, account: '808-654321-838' }]);
    ok(await remove(id));
    expect(await shown()).toEqual([]);
  });

  it('stop at ten, also when twelve are added at once', async () => {
    const before = ok(await list()).data.items.length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => save({ ...account, account: `808-000000-${String(i).padStart(3, '0')}` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10 - before);
    for (const refused of answers.filter((a) => a.status !== 200)) expectRefusal(refused, 'BANK_ACCOUNTS_TOO_MANY');
    expect(ok(await list()).data.items).toHaveLength(10);
  });

  it('are kept by finance only', async () => {
    const { customer } = await customerWithOrder(m);
    const answer = await calls.post('ops/finance/bank-accounts/save', account, customer.token);
    expect([401, 403]).toContain(answer.status);
  });
});
