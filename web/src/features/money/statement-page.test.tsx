import type { BillSummary } from '@seabook/domain/bills';
import { billsCalls } from '@seabook/domain/bills.calls';
import { grant } from '@seabook/domain/permissions';
import type { StatementDetail, StatementList } from '@seabook/domain/statements';
import { statementsCalls } from '@seabook/domain/statements.calls';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { userInfoAnswer } from '../../test/user-info.ts';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { stub } from '../booking/booking-test-utils.tsx';
import StatementPage from './statement-page.tsx';

loggedInTests();

const ID = '00000000-0000-4000-8000-00000000c001';
const t = (key: string, values?: Record<string, unknown>) => i18n.t(key as never, values as never) as string;

const SUMMARY = {
  id: ID,
  statementNo: 'YD2611270001',
  period: '2026-11',
  from: '2026-10-26',
  to: '2026-11-25',
  state: 'to_pay' as const,
  totals: [
    { currency: 'CNY' as const, due: 150_000, paid: 0, left: 150_000 },
    { currency: 'USD' as const, due: 9_900, paid: 0, left: 9_900 },
  ],
  bills: 2,
  closedAt: '2026-11-26T02:00:00.000Z',
};
const LIST: StatementList = {
  contract: { monthly: true, statementDay: 25, creditLimit: 5_000_000, open: [], used: 150_000 },
  items: [SUMMARY],
  total: 1,
};
const bill = (n: number, status: BillSummary['status']): BillSummary => ({
  id: `00000000-0000-4000-8000-00000000b00${n}`,
  billNo: `ZD261126000${n}`,
  kind: 'receivable',
  status,
  orders: [{ id: 'o1', orderNo: 'SB2611260001', blNo: 'BLX' }],
  parts: [{ currency: 'CNY', due: 75_000, paid: 0, left: 75_000 }],
  date: '2026-11-26',
  confirmBy: null,
  parentNo: null,
});
const DETAIL: StatementDetail = {
  ...SUMMARY,
  company: '上海海运有限公司',
  orders: [
    {
      orderId: 'o1',
      orderNo: 'SB2611260001',
      blNo: 'BLX',
      pol: 'CNSHA',
      pod: 'USLAX',
      sailingDate: '2026-11-20',
      amounts: [{ currency: 'CNY', amount: 150_000 }],
    },
  ],
  lines: [
    {
      orderNo: 'SB2611260001',
      billNo: 'ZD2611260001',
      name: { 'zh-CN': '海运费', 'zh-TW': '海運費', en: 'Ocean freight' },
      amount: { currency: 'CNY', amount: 150_000 },
      original: null,
    },
  ],
  billList: [bill(1, 'to_pay'), bill(2, 'to_pay')],
};

describe('the monthly statements page', { timeout: 30_000 }, () => {
  it('lists the statements with the contract and its totals per currency', async () => {
    stub({
      '/user/info': [{ data: userInfoAnswer([grant('bill')]) }],
      [statementsCalls.list.path]: [{ data: LIST }],
    });
    renderAt('/center/billm', <StatementPage />);
    const contract = await screen.findByTestId('statement-contract', {}, { timeout: 10_000 });
    expect(contract.textContent).toContain(t('money:statement.dayValue', { day: 25 }));
    const list = screen.getByTestId('statement-list');
    expect(within(list).getByTestId('statement-link').textContent).toBe('YD2611270001');
    expect(within(list).getByTestId('statement-state').textContent).toBe(t('money:statement.states.to_pay'));
    expect(list.textContent).toContain('99.00');
  });

  it('says so when there are none, and when the customer has no contract', async () => {
    stub({
      '/user/info': [{ data: userInfoAnswer([grant('bill')]) }],
      [statementsCalls.list.path]: [{ data: { contract: { ...LIST.contract, monthly: false }, items: [], total: 0 } }],
    });
    renderAt('/center/billm', <StatementPage />);
    expect(await screen.findByText(t('money:statement.noContract'), {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(t('money:statement.empty'))).toBeTruthy();
  });

  it('shows a statement and pays its CNY bills in one payment', async () => {
    const server = stub({
      '/user/info': [{ data: userInfoAnswer([grant('bill')]) }],
      [statementsCalls.detail.path]: [{ data: DETAIL }],
      [billsCalls.pay.path]: [
        { data: { paymentId: 'p', paymentNo: 'PY1', amount: { amount: 150_000, currency: 'CNY' }, cashierUrl: '#c' } },
      ],
    });
    renderAt(`/center/billm?id=${ID}`, <StatementPage />);
    const bills = await screen.findByTestId('statement-bills', {}, { timeout: 10_000 });
    expect(within(bills).getAllByTestId('statement-bill-link')).toHaveLength(2);
    expect(screen.getByTestId('statement-detail').textContent).toContain('CNSHA → USLAX');
    expect(screen.queryByTestId('statement-pay-USD')).toBeNull();
    fireEvent.click(screen.getByTestId('statement-pay-CNY'));
    fireEvent.click(await screen.findByRole('button', { name: t('money:actions.ok') }));
    await waitFor(() => expect(server.of(billsCalls.pay.path)).toHaveLength(1));
    expect(server.of(billsCalls.pay.path)[0]?.body).toEqual({
      billIds: DETAIL.billList.map((b) => b.id),
      currency: 'CNY',
      channel: 'dev',
    });
  });

  it('answers a missing statement with the error state', async () => {
    stub({
      '/user/info': [{ data: userInfoAnswer([grant('bill')]) }],
      [statementsCalls.detail.path]: [{ status: 404, error: { code: 40400, msg: 'not found' } }],
    });
    renderAt(`/center/billm?id=${ID}`, <StatementPage />);
    expect(await screen.findByText(t('common:state.loadFailed'), {}, { timeout: 10_000 })).toBeTruthy();
  });
});
