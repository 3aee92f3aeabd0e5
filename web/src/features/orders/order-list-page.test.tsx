import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import OrderListPage from './order-list-page.tsx';
import { listItem, orderInfo, serveOrders, t } from './orders-test-utils.tsx';

loggedInTests();

const LIST = '/v2/oe_order/order_list';

const COUNTS = { all: 7, review: 3, booking: 2, bl: 1, completed: 1, closed: 0 };

function serve(
  items = [listItem(), listItem()],
  total = items.length,
  counts = COUNTS,
  capped: { totalCapped: boolean; countsCapped: string[] } = { totalCapped: false, countsCapped: [] },
) {
  const server = serveOrders({
    [LIST]: [{ data: { items, total, counts, ...capped } }],
    // cancelorder answers the whole order, as the server does (its call table checks the answer).
    '/v2/oe_order/cancelorder': [{ data: orderInfo({ status: 'cancelled' }) }],
  });
  return { ...server, queries: () => server.of(LIST).map((c) => c.query) };
}

/** The list as its route shows it: plain, with no antd scope around it (decision 059). */
const renderPlain = (path: string) => renderAt(path, <OrderListPage />, { antd: false });

const rows = () => screen.getAllByTestId('order-row');

function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  const value = [...select.options].find((item) => item.textContent === option)?.value;
  fireEvent.change(select, { target: { value } });
}

describe('my orders', { timeout: 30_000 }, () => {
  it('lists the orders with B/L number, port names, carrier, cargo or boxes, status, totals and a link to each', async () => {
    const lcl = listItem({ customerReference: 'PO-7788', blNo: 'COSU6300012345' });
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
    renderPlain('/center/order');

    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('COSU6300012345')).toBeTruthy();
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
    renderPlain('/center/order');
    expect((await screen.findByTestId('order-route')).textContent).toBe('Shanghai → Los Angeles');
  });

  it('offers per row only what the status allows: edit while pending review, cancel until booked, order again by mode', async () => {
    const pending = listItem();
    const booking = listItem({ mode: 'fcl', status: 'pending_booking' });
    const done = listItem({ status: 'completed' });
    serve([pending, booking, done]);
    renderPlain('/center/order');
    // The row actions follow the role's rights, read once /user/info answers.
    await waitFor(() => expect(within(rows()[0] as HTMLElement).queryByTestId('order-again')).not.toBeNull());
    const [first, second, third] = rows() as [HTMLElement, HTMLElement, HTMLElement];

    const href = (row: HTMLElement, testId: string) => within(row).queryByTestId(testId)?.getAttribute('href');
    expect(href(first, 'order-view')).toBe(`/center/orderdetail?id=${pending.orderId}`);
    expect(href(first, 'order-edit')).toBe(`/editorder?id=${pending.orderId}`);
    expect(href(first, 'order-again')).toBe(`/onemore?id=${pending.orderId}`);
    expect(within(first).queryByTestId('order-cancel')).not.toBeNull();

    expect(href(second, 'order-edit')).toBeUndefined();
    expect(href(second, 'order-again')).toBe(`/fcl/onemore?id=${booking.orderId}`);
    expect(within(second).queryByTestId('order-cancel')).not.toBeNull();

    expect(href(third, 'order-edit')).toBeUndefined();
    expect(within(third).queryByTestId('order-cancel')).toBeNull();
    expect(href(third, 'order-again')).toBe(`/onemore?id=${done.orderId}`);
  });

  it('cancels a row only after the confirmation, with the reason given', async () => {
    const pending = listItem();
    const server = serve([pending]);
    renderPlain('/center/order');
    const cancel = await screen.findByTestId('order-cancel');
    fireEvent.click(cancel);

    const dialog = await screen.findByTestId('cancel-confirm');
    expect(server.of('/v2/oe_order/cancelorder').length).toBe(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: t('orders:cancel.reason') }), {
      target: { value: ' booked twice ' },
    });
    const modal = dialog.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: t('orders:actions.cancel') }));
    await waitFor(() => expect(server.of('/v2/oe_order/cancelorder').length).toBe(1));
    expect(server.of('/v2/oe_order/cancelorder')[0]?.body).toEqual({
      id: pending.orderId,
      reason: 'booked twice',
    });
    expect(await screen.findByText(t('orders:cancel.success'))).toBeTruthy();
    // The list (and its counts) is read again.
    await waitFor(() => expect(server.queries().length).toBeGreaterThan(1));
  });

  it('shows a count that stopped at the cap as "1,000+" (decision 045)', async () => {
    serve(
      [listItem()],
      1_000,
      { ...COUNTS, all: 1_000, completed: 1_000 },
      {
        totalCapped: true,
        countsCapped: ['all', 'completed'],
      },
    );
    renderPlain('/center/order');
    await waitFor(() =>
      expect(screen.getByTestId('order-tab-all').textContent).toBe(
        t('orders:tabCount', { name: t('orders:tabs.all'), count: '1,000+' }),
      ),
    );
    expect(screen.getByTestId('order-tab-review').textContent).toBe(
      t('orders:tabCount', { name: t('orders:tabs.review'), count: 3 }),
    );
    expect(await screen.findByText(t('orders:list.total', { total: '1,000+' }))).toBeTruthy();
  });

  it('shows each status tab with its count and asks for the tab chosen, from page 1', async () => {
    const server = serve([listItem()], 25);
    const { router } = renderPlain('/center/order?page=2');
    await waitFor(() => expect(server.queries()[0]?.get('page')).toBe('2'));
    expect(server.queries()[0]?.get('tab')).toBeNull();

    expect((await screen.findByTestId('order-tab-review')).textContent).toBe(
      t('orders:tabCount', { name: t('orders:tabs.review'), count: 3 }),
    );
    expect(screen.getByTestId('order-tab-all').textContent).toBe(
      t('orders:tabCount', { name: t('orders:tabs.all'), count: 7 }),
    );
    expect(screen.getByTestId('order-tab-closed').textContent).toBe(
      t('orders:tabCount', { name: t('orders:tabs.closed'), count: 0 }),
    );

    fireEvent.click(screen.getByTestId('order-tab-bl'));
    await waitFor(() => expect(server.queries().at(-1)?.get('tab')).toBe('bl'));
    expect(server.queries().at(-1)?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?tab=bl');

    fireEvent.click(screen.getByTestId('order-tab-all'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(server.queries().at(-1)?.get('tab')).toBeNull());
  });

  it('moves between the status tabs with the arrow keys, Home and End, the focus following', async () => {
    const server = serve([listItem()], 25);
    const { router } = renderPlain('/center/order');
    const tab = (key: string) => screen.getByTestId(`order-tab-${key}`).closest('[role="tab"]') as HTMLElement;
    await screen.findByTestId('order-tab-review');
    expect(tab('all').getAttribute('aria-selected')).toBe('true');
    expect([tab('all').tabIndex, tab('review').tabIndex]).toEqual([0, -1]);

    fireEvent.keyDown(tab('all'), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=review'));
    expect(document.activeElement).toBe(tab('review'));
    await waitFor(() => expect(server.queries().at(-1)?.get('tab')).toBe('review'));

    fireEvent.keyDown(tab('review'), { key: 'End' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=closed'));
    fireEvent.keyDown(tab('closed'), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.keyDown(tab('all'), { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=closed'));
    fireEvent.keyDown(tab('closed'), { key: 'Home' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(tab('all').getAttribute('aria-selected')).toBe('true');
  });

  it('lists every order again when the keyword box is cleared, and pages only a list longer than a page', async () => {
    const server = serve([listItem()], 10);
    const { router } = renderPlain('/center/order?keyword=COSU63');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(server.queries()[0]?.get('keyword')).toBe('COSU63');
    // Ten orders fit on one page: no pager.
    expect(screen.queryByTestId('pager-next')).toBeNull();

    const search = screen.getByRole('searchbox', { name: t('orders:list.search') }) as HTMLInputElement;
    expect(search.value).toBe('COSU63');
    // Deleting the text by keyboard leaves the list as it is (another keyword may be on its way)…
    fireEvent.input(search, { target: { value: '' }, inputType: 'deleteContentBackward' });
    expect(router.state.location.search).toBe('?keyword=COSU63');
    // …the box's clear button (an input without an inputType) shows every order again.
    fireEvent.input(search, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(server.queries().at(-1)?.get('keyword')).toBeNull());
  });

  it('asks the server for the mode, keyword and page chosen, starting each filter on page 1', async () => {
    const server = serve([listItem()], 25);
    const { router } = renderPlain('/center/order?tab=review&page=2');
    await waitFor(() => expect(server.queries()[0]?.get('page')).toBe('2'));
    expect(server.queries()[0]?.get('tab')).toBe('review');

    choose(t('orders:list.columns.mode'), t('orders:modes.fcl'));
    await waitFor(() => expect(server.queries().at(-1)?.get('mode')).toBe('fcl'));
    expect(server.queries().at(-1)?.get('page')).toBe('1');

    const search = screen.getByRole('searchbox', { name: t('orders:list.search') });
    fireEvent.change(search, { target: { value: ' COSU63 ' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(server.queries().at(-1)?.get('keyword')).toBe('COSU63'));
    const last = server.queries().at(-1);
    expect([last?.get('tab'), last?.get('mode'), last?.get('pageSize')]).toEqual(['review', 'fcl', '10']);
    expect(router.state.location.search).toBe('?tab=review&mode=fcl&keyword=COSU63');

    const second = screen.getByRole('link', { name: t('common:pager.page', { n: 2 }) });
    expect(second.getAttribute('href')).toBe('?tab=review&mode=fcl&keyword=COSU63&page=2');
    fireEvent.click(second);
    await waitFor(() => expect(server.queries().at(-1)?.get('page')).toBe('2'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('after a booking, says the order was submitted and marks its row', async () => {
    const created = listItem();
    serve([created, listItem()]);
    renderPlain(`/center/order?created=${created.orderNo}`);

    const banner = await screen.findByTestId('order-created');
    expect(banner.textContent).toContain(t('orders:list.created', { orderNo: created.orderNo, minutes: 30 }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => row.getAttribute('data-created'))).toEqual(['true', null]);
  });

  it('shows an empty list with a way to book, and an empty filter result without it', async () => {
    serve([]);
    const { unmount } = renderPlain('/center/order');
    const book = await screen.findByText(t('orders:list.emptyAction'));
    expect(book.closest('a')?.getAttribute('href')).toBe('/lcl/export');
    unmount();

    renderPlain('/center/order?tab=closed');
    expect(await screen.findByText(t('orders:list.noMatch'))).toBeTruthy();
    expect(screen.queryByText(t('orders:list.emptyAction'))).toBeNull();
  });

  it('imports nothing of antd: it renders in the plain frame, and antd loads only for a cancel (decision 059)', () => {
    for (const file of ['./order-list-page.tsx', './order-row-actions.tsx', './permitted.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/from 'antd'|from '@ant-design\/icons'|from '\.\/order-actions\.tsx'/);
    }
  });
});
