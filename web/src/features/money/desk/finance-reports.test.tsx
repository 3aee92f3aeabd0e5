import { chinaToday } from '@seabook/domain/china-time';
import { opsBillsCalls } from '@seabook/domain/ops-bills.calls';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorTests } from '../../../test/ops-test-utils.tsx';
import { renderAt } from '../../addresses/addresses-test-utils.tsx';
import { type Reply, stub } from '../../booking/booking-test-utils.tsx';
import { t } from '../../orders/orders-test-utils.tsx';
import FinanceDeskPage from './finance-desk-page.tsx';

operatorTests({ token: 'tok-finance' });

const TAKINGS = opsBillsCalls.takings.path;
const OVERDUE = opsBillsCalls.overdue.path;
const DETAIL = opsBillsCalls.detail.path;

function openDesk(routes: Record<string, Reply[]>) {
  const server = stub({
    [opsBillsCalls.list.path]: [{ data: { items: [], total: 0 } }],
    [opsBillsCalls.remittances.path]: [{ data: { items: [], total: 0 } }],
    ...routes,
  });
  renderAt('/ops/finance', <FinanceDeskPage />);
  return server;
}

const payment = (patch: Record<string, unknown>) => ({
  id: 'p-1',
  paymentNo: 'PY2611260001',
  at: '2026-11-26T02:00:00.000Z',
  company: 'Seabook Demo Trading',
  billNos: ['ZD2611250001'],
  amount: { amount: 120_00, currency: 'CNY' },
  tradeNo: '2026112622001',
  voucher: null,
  ...patch,
});

describe('finance desk: the day’s takings', { timeout: 60_000 }, () => {
  it('shows today’s lines by channel and currency with totals, and a line expands into its payments', async () => {
    const server = openDesk({
      [TAKINGS]: [
        {
          data: {
            day: chinaToday(),
            lines: [
              {
                channel: 'alipay',
                currency: 'CNY',
                count: 1,
                total: { amount: 120_00, currency: 'CNY' },
                payments: [payment({})],
              },
              {
                channel: 'remittance',
                currency: 'USD',
                count: 1,
                total: { amount: 1_234_56, currency: 'USD' },
                payments: [
                  payment({
                    id: 'r-1',
                    paymentNo: '',
                    amount: { amount: 1_234_56, currency: 'USD' },
                    tradeNo: null,
                    voucher: 'slip.pdf',
                  }),
                ],
              },
            ],
            totals: [
              { count: 1, total: { amount: 120_00, currency: 'CNY' } },
              { count: 1, total: { amount: 1_234_56, currency: 'USD' } },
            ],
          },
        },
      ],
    });
    fireEvent.click(await screen.findByText(t('money:desk.tabs.takings')));
    const lines = await screen.findAllByTestId('takings-line');
    expect(server.of(TAKINGS)[0]?.query.get('day')).toBe(chinaToday());
    expect(lines.map((l) => l.getAttribute('data-line'))).toEqual(['alipay-CNY', 'remittance-USD']);
    expect(within(lines[0] as HTMLElement).getByText(t('money:reports.channels.alipay'))).toBeTruthy();
    expect(within(lines[1] as HTMLElement).getByText('USD 1,234.56')).toBeTruthy();
    expect(screen.getByTestId('takings-totals').textContent).toContain('CNY 120.00');
    expect(screen.getByTestId('takings-totals').textContent).toContain('USD 1,234.56');

    fireEvent.click((lines[1] as HTMLElement).querySelector('.ant-table-row-expand-icon') as HTMLElement);
    const detail = await screen.findByTestId('takings-payments');
    expect(within(detail).getByText('ZD2611250001')).toBeTruthy();
    expect(within(detail).getByText(`${t('money:desk.voucher')}: slip.pdf`)).toBeTruthy();
  });

  it('says when nothing was received that day', async () => {
    openDesk({ [TAKINGS]: [{ data: { day: chinaToday(), lines: [], totals: [] } }] });
    fireEvent.click(await screen.findByText(t('money:desk.tabs.takings')));
    expect(await screen.findByText(t('money:reports.noTakings'))).toBeTruthy();
  });
});

describe('finance desk: overdue bills', { timeout: 60_000 }, () => {
  it('lists overdue bills oldest first with what is left and the days overdue; a bill opens in the drawer', async () => {
    const row = (patch: Record<string, unknown>) => ({
      id: 'b-1',
      billNo: 'ZD2611100001',
      status: 'to_pay',
      company: 'Seabook Demo Trading',
      orders: [{ id: 'o-1', orderNo: 'SB2611100001', blNo: '' }],
      sentAt: '2026-11-10T02:00:00.000Z',
      dueBy: '2026-11-12T16:00:00.000Z',
      daysOverdue: 14,
      left: [
        { amount: 300_00, currency: 'CNY' },
        { amount: 30_00, currency: 'USD' },
      ],
      ...patch,
    });
    const server = openDesk({
      [OVERDUE]: [{ data: { items: [row({}), row({ id: 'b-2', billNo: 'ZD2611200001', daysOverdue: 2 })], total: 2 } }],
      [DETAIL]: [{ status: 404, error: { code: 40400, msg: 'not found' } }],
    });
    fireEvent.click(await screen.findByText(t('money:desk.tabs.overdue')));
    const rows = await screen.findAllByTestId('overdue-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('CNY 300.00 + USD 30.00')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(t('money:reports.days', { count: 14 }))).toBeTruthy();
    expect(server.of(OVERDUE)[0]?.query.get('page')).toBe('1');

    fireEvent.click(within(rows[1] as HTMLElement).getByTestId('overdue-bill-link'));
    await waitFor(() => expect(server.of(DETAIL)[0]?.query.get('id')).toBe('b-2'));
  });

  it('says when no bill is overdue', async () => {
    openDesk({ [OVERDUE]: [{ data: { items: [], total: 0 } }] });
    fireEvent.click(await screen.findByText(t('money:desk.tabs.overdue')));
    expect(await screen.findByText(t('money:reports.noOverdue'))).toBeTruthy();
  });
});
