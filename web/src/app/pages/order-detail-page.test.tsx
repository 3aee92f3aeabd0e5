import type { BillSummary } from '@seabook/domain/bills';
import { billsCalls } from '@seabook/domain/bills.calls';
import { grant } from '@seabook/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInTests } from '../../features/addresses/addresses-test-utils.tsx';
import { INFO, ORDER_RIGHTS, openOrder, orderInfo, t } from '../../features/orders/orders-test-utils.tsx';
import OrderDetailWithBills from './order-detail-page.tsx';

loggedInTests();

const BILLS = billsCalls.orderBills.path;
const WITH_BILLS = [...ORDER_RIGHTS, grant('bill', ['query', 'get', 'edit'])];

function bill(patch: Partial<BillSummary>): BillSummary {
  return {
    id: '00000000-0000-4000-8000-00000000b001',
    billNo: 'ZD2606200001',
    kind: 'receivable',
    status: 'to_pay',
    orders: [],
    parts: [],
    date: '2026-06-20',
    confirmBy: null,
    parentNo: null,
    ...patch,
  };
}

const open = (answer: { items: BillSummary[] } | null, permissions = WITH_BILLS) => {
  const order = orderInfo({ status: 'completed' });
  const server = openOrder(order, answer ? { [BILLS]: [{ data: answer }] } : {}, permissions, <OrderDetailWithBills />);
  return { order, server };
};

describe('the order page’s bill section', { timeout: 30_000 }, () => {
  it('shows each bill with a link to it, its state, what is due and left per currency, and what to do next', async () => {
    const toPay = bill({
      parts: [
        { currency: 'CNY', due: 20_000, paid: 5_000, left: 15_000 },
        { currency: 'USD', due: 105_000, paid: 0, left: 105_000 },
      ],
    });
    const toConfirm = bill({
      id: '00000000-0000-4000-8000-00000000b002',
      billNo: 'ZD2606200002',
      status: 'to_confirm',
      parts: [{ currency: 'USD', due: 3_000, paid: 0, left: 3_000 }],
    });
    const settled = bill({
      id: '00000000-0000-4000-8000-00000000b003',
      billNo: 'ZD2606200003',
      status: 'settled',
      parts: [{ currency: 'CNY', due: 8_000, paid: 8_000, left: 0 }],
    });
    const { order, server } = open({ items: [toPay, toConfirm, settled] });
    const section = await screen.findByTestId('order-bills', {}, { timeout: 10_000 });
    const rows = await within(section).findAllByTestId('order-bill', {}, { timeout: 10_000 });
    expect(server.of(BILLS)[0]?.query.get('id')).toBe(order.orderId);
    expect(rows).toHaveLength(3);

    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    const link = within(first).getByTestId('order-bill-link');
    expect(link.textContent).toBe('ZD2606200001');
    expect(link.getAttribute('href')).toBe(`/center/billdetail?id=${toPay.id}`);
    expect(within(first).getByTestId('bill-status').textContent).toBe(t('money:statuses.to_pay'));
    const parts = within(first)
      .getAllByTestId('order-bill-part')
      .map((p) => p.textContent);
    expect(parts).toEqual([
      `${t('money:orderBills.due')} CNY 200.00 · ${t('money:orderBills.left')} CNY 150.00`,
      `${t('money:orderBills.due')} USD 1,050.00 · ${t('money:orderBills.left')} USD 1,050.00`,
    ]);
    const pay = within(first).getByTestId('order-bill-action');
    expect(pay.textContent).toBe(t('money:orderBills.next.to_pay'));
    expect(pay.getAttribute('href')).toBe(`/center/billdetail?id=${toPay.id}`);

    expect(within(second).getByTestId('bill-status').textContent).toBe(t('money:statuses.to_confirm'));
    expect(within(second).getByTestId('order-bill-action').textContent).toBe(t('money:orderBills.next.to_confirm'));

    expect(within(third).getByTestId('bill-status').textContent).toBe(t('money:statuses.settled'));
    expect(within(third).queryByTestId('order-bill-action')).toBeNull();
    expect(within(third).getByTestId('order-bill-next').textContent).toBe(t('money:orderBills.next.settled'));
    expect(within(third).getByTestId('order-bill-part').textContent).toBe(`${t('money:orderBills.due')} CNY 80.00`);
  });

  it('says when the order has no bill yet', async () => {
    open({ items: [] });
    const section = await screen.findByTestId('order-bills', {}, { timeout: 10_000 });
    expect(await within(section).findByText(t('money:orderBills.empty'), {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(section).queryByTestId('order-bill')).toBeNull();
  });

  it('shows no section and asks nothing without the bill permission', async () => {
    const { server } = open({ items: [bill({})] }, ORDER_RIGHTS);
    await screen.findByTestId('order-detail');
    await waitFor(() => expect(server.of('/user/info').length).toBeGreaterThan(0));
    // Time for the answer to render: with the permission the bills are asked for by now (test above).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.of(INFO)).toHaveLength(1);
    expect(screen.queryByTestId('order-bills')).toBeNull();
    expect(server.of(BILLS)).toHaveLength(0);
  });
});
