import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { stubServer } from '../rates/rates-test-utils.tsx';
import OrderListPage from './order-list-page.tsx';
import { listItem, t } from './orders-test-utils.tsx';

loggedInTests();

const LIST = '/v2/oe_order/order_list';

function serve(items = [listItem(), listItem()], total = items.length) {
  const server = stubServer({ [LIST]: { data: { items, total } } });
  return { ...server, queries: () => server.calls.filter((c) => c.path === LIST).map((c) => c.query) };
}

const rows = () => screen.getAllByTestId('order-row');

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

describe('my orders', { timeout: 30_000 }, () => {
  it('lists the orders with port names, carrier, cargo or boxes, status, totals and a link to each', async () => {
    const lcl = listItem({ customerReference: 'PO-7788' });
    const fcl = listItem({
      mode: 'fcl',
      status: 'pending_booking',
      carrier: null,
      containers: [
        { type: '40HQ', quantity: 2 },
        { type: '20GP', quantity: 1 },
      ],
    });
    serve([lcl, fcl]);
    renderAt('/center/order', <OrderListPage />);

    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('order-route').textContent).toBe('上海 → 洛杉矶');
    expect(within(first).getByText('COSCO')).toBeTruthy();
    expect(within(first).getByText(t('orders:list.reference', { reference: 'PO-7788' }))).toBeTruthy();
    expect(within(first).getByText(t('orders:list.cargo', { pieces: 40, weight: 1200, volume: 2.5 }))).toBeTruthy();
    expect(within(first).getByTestId('order-status').textContent).toBe(t('orders:statuses.pending_review'));
    expect(within(first).getByTestId('order-totals').textContent).toContain('USD 1,234.00');
    expect(within(first).getByTestId('order-totals').textContent).toContain('CNY 450.00');
    expect(within(first).getByText(lcl.orderNo).closest('a')?.getAttribute('href')).toBe(
      `/center/orderdetail?id=${lcl.orderId}`,
    );
    expect(within(second).getByText('2×40HQ + 1×20GP')).toBeTruthy();
    expect(within(second).getByText(t('orders:list.carrierPending'))).toBeTruthy();
    expect(within(second).getByTestId('order-status').textContent).toBe(t('orders:statuses.pending_booking'));
  });

  it('names the ports in the chosen language', async () => {
    await setLocale('en');
    serve([listItem()]);
    renderAt('/center/order', <OrderListPage />);
    expect((await screen.findByTestId('order-route')).textContent).toBe('Shanghai → Los Angeles');
  });

  it('asks the server for the status, mode, keyword and page chosen, starting each filter on page 1', async () => {
    const server = serve([listItem()], 25);
    const { router } = renderAt('/center/order?page=2', <OrderListPage />);
    await waitFor(() => expect(server.queries()[0]?.get('page')).toBe('2'));

    await choose(t('orders:list.columns.status'), t('orders:statuses.rejected'));
    await waitFor(() => expect(server.queries().at(-1)?.get('status')).toBe('rejected'));
    expect(server.queries().at(-1)?.get('page')).toBe('1');

    await choose(t('orders:list.columns.mode'), t('orders:modes.fcl'));
    await waitFor(() => expect(server.queries().at(-1)?.get('mode')).toBe('fcl'));

    const search = screen.getByRole('searchbox', { name: t('orders:list.search') });
    fireEvent.change(search, { target: { value: ' po-77 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.queries().at(-1)?.get('keyword')).toBe('po-77'));
    const last = server.queries().at(-1);
    expect([last?.get('status'), last?.get('mode'), last?.get('pageSize')]).toEqual(['rejected', 'fcl', '10']);
    expect(router.state.location.search).toBe('?status=rejected&mode=fcl&keyword=po-77');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(server.queries().at(-1)?.get('page')).toBe('2'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('after a booking, says the order was submitted and marks its row', async () => {
    const created = listItem();
    serve([created, listItem()]);
    renderAt(`/center/order?created=${created.orderNo}`, <OrderListPage />);

    const banner = await screen.findByTestId('order-created');
    expect(banner.textContent).toContain(t('orders:list.created', { orderNo: created.orderNo, minutes: 30 }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => row.getAttribute('data-created'))).toEqual(['true', null]);
  });

  it('shows an empty list with a way to book, and an empty filter result without it', async () => {
    serve([]);
    const { unmount } = renderAt('/center/order', <OrderListPage />);
    const book = await screen.findByText(t('orders:list.emptyAction'));
    expect(book.closest('a')?.getAttribute('href')).toBe('/lcl/export');
    unmount();

    renderAt('/center/order?status=cancelled', <OrderListPage />);
    expect(await screen.findByText(t('orders:list.noMatch'))).toBeTruthy();
    expect(screen.queryByText(t('orders:list.emptyAction'))).toBeNull();
  });
});
