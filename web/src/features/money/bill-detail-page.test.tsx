import type { BillDetail } from '@seabook/domain/bills';
import { billsCalls } from '@seabook/domain/bills.calls';
import { grant } from '@seabook/domain/permissions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { userInfoAnswer } from '../../test/user-info.ts';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { stub } from '../booking/booking-test-utils.tsx';
import BillDetailPage from './bill-detail-page.tsx';

loggedInTests();

const ID = '00000000-0000-4000-8000-00000000b001';
const BILL: BillDetail = {
  id: ID,
  billNo: 'ZD2606200001',
  kind: 'receivable',
  status: 'to_pay',
  orders: [],
  parts: [{ currency: 'CNY', due: 20_000, paid: 0, left: 20_000 }],
  date: '2026-06-20',
  confirmBy: null,
  parentNo: null,
  lines: [],
  rates: [],
  disputeRemark: '',
  history: [],
  payments: [],
  remittances: [],
  subBills: [],
  can: { confirm: false, pay: ['CNY'], remit: [] },
};

describe('paying a bill', { timeout: 30_000 }, () => {
  it('sends a fresh Idempotency-Key with each click of Pay', async () => {
    const started = { paymentId: 'p-1', paymentNo: 'PY1', amount: { amount: 20_000, currency: 'CNY' } };
    const server = stub({
      '/user/info': [{ data: userInfoAnswer([grant('bill')]) }],
      [billsCalls.detail.path]: [{ data: BILL }],
      [billsCalls.pay.path]: [{ data: { ...started, cashierUrl: '#cashier' } }],
    });
    renderAt(`/center/billdetail?id=${ID}`, <BillDetailPage />);
    const ok = i18n.t('money:actions.ok' as never);
    for (const round of [1, 2]) {
      fireEvent.click(await screen.findByTestId('bill-pay-CNY', {}, { timeout: 10_000 }));
      fireEvent.click(await screen.findByRole('button', { name: ok }));
      await waitFor(() => expect(server.of(billsCalls.pay.path)).toHaveLength(round));
    }
    const [first, second] = server.of(billsCalls.pay.path);
    expect(first?.body).toEqual({ billIds: [ID], currency: 'CNY', channel: 'dev' });
    const keys = [first?.headers.get('Idempotency-Key'), second?.headers.get('Idempotency-Key')];
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('a bill paid twice, and a refund', { timeout: 30_000 }, () => {
  const payment = (patch: Partial<BillDetail['payments'][number]>): BillDetail['payments'][number] => ({
    id: 'p-1',
    paymentNo: 'PY2606200001',
    channel: 'dev',
    status: 'paid',
    amount: { amount: 20_000, currency: 'CNY' },
    applied: { amount: 20_000, currency: 'CNY' },
    createdAt: '2026-06-20T02:00:00.000Z',
    paidAt: '2026-06-20T02:01:00.000Z',
    steps: [],
    ...patch,
  });

  it('says how much of a payment was paid twice and that it comes back as a refund', async () => {
    stub({
      '/user/info': [{ data: userInfoAnswer([grant('bill')]) }],
      [billsCalls.detail.path]: [
        {
          data: {
            ...BILL,
            status: 'settled',
            parts: [{ currency: 'CNY', due: 20_000, paid: 20_000, left: 0 }],
            can: { confirm: false, pay: [], remit: [] },
            payments: [
              payment({}),
              payment({ id: 'p-2', paymentNo: 'PY2606200002', applied: { amount: 0, currency: 'CNY' } }),
            ],
          },
        },
      ],
    });
    renderAt(`/center/billdetail?id=${ID}`, <BillDetailPage />);
    const overpaid = await screen.findAllByTestId('bill-overpaid', {}, { timeout: 10_000 });
    expect(overpaid).toHaveLength(1);
    expect(overpaid[0]?.textContent).toContain('CNY 200.00');
  });

  it('reads a refund as one: to be refunded, with no way to pay it', async () => {
    stub({
      '/user/info': [{ data: userInfoAnswer([grant('bill')]) }],
      [billsCalls.detail.path]: [{ data: { ...BILL, kind: 'payable', can: { confirm: false, pay: [], remit: [] } } }],
    });
    renderAt(`/center/billdetail?id=${ID}`, <BillDetailPage />);
    expect(
      await screen.findByText(i18n.t('money:refundStatuses.to_pay' as never), {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText(i18n.t('money:refunds.customerNote' as never))).toBeTruthy();
    expect(screen.queryByTestId('bill-pay-CNY')).toBeNull();
  });
});

describe('paying by remittance', { timeout: 30_000 }, () => {
  const config = (bankAccounts: unknown[]) => ({
    online: [],
    bankAccounts,
    confirmWorkingDays: 2,
    releaseWorkingDays: { from: 1, to: 2 },
    voucher: { types: ['jpg', 'png', 'pdf'], maxBytes: 5_242_880 },
  });
  const remittable = { ...BILL, can: { confirm: false, pay: [], remit: ['CNY'] } } satisfies BillDetail;

  it('shows the account finance keeps for the currency', async () => {
    const account = { currency: 'CNY', name: '海运订舱平台（上海）有限公司', bank: '招商银行', account: '1219 0880' };
    stub({
      '/user/info': [{ data: userInfoAnswer([grant('bill')]) }],
      [billsCalls.detail.path]: [{ data: remittable }],
      [billsCalls.config.path]: [{ data: config([account, { ...account, currency: 'USD', account: '9999' }]) }],
    });
    renderAt(`/center/billdetail?id=${ID}`, <BillDetailPage />);
    const shown = await screen.findAllByTestId('remit-account', {}, { timeout: 10_000 });
    expect(shown).toHaveLength(1);
    expect(shown[0]?.textContent).toContain('1219 0880');
    expect(screen.queryByTestId('remit-no-account')).toBeNull();
  });

  it('says to ask customer service when finance keeps no account for the currency', async () => {
    stub({
      '/user/info': [{ data: userInfoAnswer([grant('bill')]) }],
      [billsCalls.detail.path]: [{ data: remittable }],
      [billsCalls.config.path]: [{ data: config([]) }],
    });
    renderAt(`/center/billdetail?id=${ID}`, <BillDetailPage />);
    expect(await screen.findByTestId('remit-no-account', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('remit-account')).toBeNull();
  });
});
