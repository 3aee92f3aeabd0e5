import { opsBillsCalls } from '@seabook/domain/ops-bills.calls';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../../i18n/error-text.ts';
import { operatorTests } from '../../../test/ops-test-utils.tsx';
import { renderAt } from '../../addresses/addresses-test-utils.tsx';
import { type Reply, stub } from '../../booking/booking-test-utils.tsx';
import { t } from '../../orders/orders-test-utils.tsx';
import FinanceDeskPage from './finance-desk-page.tsx';

operatorTests({ token: 'tok-finance' });

const OVERPAID = opsBillsCalls.overpaid.path;
const REFUND = opsBillsCalls.refund.path;

function openDesk(routes: Record<string, Reply[]>) {
  const server = stub({
    [opsBillsCalls.list.path]: [{ data: { items: [], total: 0 } }],
    [opsBillsCalls.remittances.path]: [{ data: { items: [], total: 0 } }],
    ...routes,
  });
  renderAt('/ops/finance', <FinanceDeskPage />);
  return server;
}

const overpaid = {
  paymentNo: 'PY2611270002',
  channel: 'dev',
  company: 'Seabook Demo Trading',
  paidAt: '2026-11-27T02:00:00.000Z',
  amount: { amount: 950_00, currency: 'CNY' },
  unapplied: { amount: 950_00, currency: 'CNY' },
  bills: [{ id: 'b-1', billNo: 'ZD2611270001' }],
  orderNos: ['SB2611270001'],
};

describe('finance desk: refunds', { timeout: 60_000 }, () => {
  it('refunds an overpayment from its row: the form is filled, the amount is sent in minor units', async () => {
    const server = openDesk({
      [OVERPAID]: [{ data: { items: [overpaid], total: 1 } }],
      [REFUND]: [{ status: 409, error: { code: 40934, msg: 'over' } }],
    });
    fireEvent.click(await screen.findByText(t('money:refunds.tab')));
    fireEvent.click(await screen.findByTestId('overpaid-refund'));
    const form = await screen.findByTestId('refund-form');
    expect((within(form).getByTestId('refund-order-no') as HTMLInputElement).value).toBe('SB2611270001');
    expect((within(form).getByTestId('refund-amount') as HTMLInputElement).value).toBe('950.00');
    fireEvent.change(within(form).getByTestId('refund-reason'), { target: { value: 'Paid twice' } });
    fireEvent.click(screen.getByTestId('refund-make'));
    await waitFor(() => expect(server.of(REFUND)).toHaveLength(1));
    expect(server.of(REFUND)[0]?.body).toEqual({
      orderNo: 'SB2611270001',
      amount: { amount: 950_00, currency: 'CNY' },
      reason: 'Paid twice',
      paymentNo: 'PY2611270002',
    });
    // The refusal is shown and the form stays open with what was typed.
    expect(await screen.findByText(errorText('REFUND_OVER_LIMIT'))).toBeTruthy();
    expect((within(form).getByTestId('refund-reason') as HTMLTextAreaElement).value).toBe('Paid twice');
  });

  it('says when there is no overpayment', async () => {
    openDesk({ [OVERPAID]: [{ data: { items: [], total: 0 } }] });
    fireEvent.click(await screen.findByText(t('money:refunds.tab')));
    expect(await screen.findByText(t('money:refunds.noneOverpaid'))).toBeTruthy();
  });
});
