import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../../i18n/error-text.ts';
import { t } from '../orders-test-utils.tsx';
import {
  COUNTS,
  counts,
  deskItem,
  deskOrder,
  deskTests,
  dialog,
  FINANCE,
  INFO,
  LIST,
  openDesk,
} from './desk-test-utils.tsx';

deskTests();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('order desk queues', { timeout: 60_000 }, () => {
  it('opens on the review queue oldest first, with counts per queue and overdue waits in red', async () => {
    const late = deskItem({ orderNo: 'SB2606150001', createdAt: minutesAgo(45) });
    const fresh = deskItem({ orderNo: 'SB2606150002', createdAt: minutesAgo(10) });
    const { server } = openDesk({
      [LIST]: [
        { data: { items: [late, fresh], total: 2, totalCapped: false } },
        { data: { items: [deskItem({ status: 'completed' })], total: 1, totalCapped: false } },
      ],
      [COUNTS]: [{ data: counts({ pending_review: 2, pending_quote: 1, quote_to_confirm: 2, completed: 4 }) }],
    });

    const rows = await screen.findAllByTestId('desk-order-row');
    expect(rows.map((row) => row.getAttribute('data-order-no'))).toEqual(['SB2606150001', 'SB2606150002']);
    const query = server.of(LIST)[0]?.query;
    expect(query?.get('statuses')).toBe('pending_review');
    expect(query?.get('oldestFirst')).toBe('1');
    expect(within(rows[0] as HTMLElement).getByText('Seabook Demo Trading')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByTestId('desk-waiting')
        .getAttribute('data-overdue'),
    ).toBe('true');
    expect(
      within(rows[1] as HTMLElement)
        .getByTestId('desk-waiting')
        .getAttribute('data-overdue'),
    ).toBeNull();
    expect(within(rows[0] as HTMLElement).getByTestId('order-status').textContent).toBe(
      t('orders:statuses.pending_review'),
    );

    await waitFor(() =>
      expect(screen.getByTestId('desk-queue-quote').textContent).toBe(
        t('opsOrders:queueCount', { name: t('opsOrders:queues.quote'), count: 3 }),
      ),
    );
    expect(screen.getByTestId('desk-queue-all').textContent).toContain('9');

    fireEvent.click(screen.getByTestId('desk-queue-completed'));
    await waitFor(() => expect(server.of(LIST)).toHaveLength(2));
    const completed = server.of(LIST)[1]?.query;
    expect(completed?.get('statuses')).toBe('completed');
    expect(completed?.get('oldestFirst')).toBeNull();
  });

  it('offers the moves every selected order allows and lists the ones the server refused', async () => {
    const a = deskItem({ orderNo: 'SB2606150011' });
    const b = deskItem({ orderNo: 'SB2606150012' });
    const { server } = openDesk({
      [LIST]: [{ data: { items: [a, b], total: 2, totalCapped: false } }],
      '/v2/ops/order/bulkmove': [
        { data: { moved: [a.orderId], refused: [{ id: b.orderId, orderNo: b.orderNo, msg: '订单状态已变化' }] } },
      ],
    });
    const rows = await screen.findAllByTestId('desk-order-row');
    for (const row of rows) fireEvent.click(within(row).getByRole('checkbox'));

    const bar = await screen.findByTestId('bulk-bar');
    expect(within(bar).getByTestId('bulk-count').textContent).toBe(t('opsOrders:bulk.selected', { count: 2 }));
    expect(within(bar).queryByTestId('bulk-move-quote')).toBeNull();
    fireEvent.click(within(bar).getByTestId('bulk-move-approve'));
    const modal = await dialog();
    fireEvent.change(within(modal).getByTestId('move-remark'), { target: { value: '资料齐全' } });
    fireEvent.click(screen.getByTestId('move-submit'));

    await waitFor(() => expect(server.of('/v2/ops/order/bulkmove')).toHaveLength(1));
    expect(server.of('/v2/ops/order/bulkmove')[0]?.body).toEqual({
      ids: [a.orderId, b.orderId],
      to: 'pending_booking',
      remark: '资料齐全',
    });
    const refused = await screen.findByTestId('bulk-refused');
    expect(within(refused).getByTestId('bulk-refused-item').textContent).toBe(
      t('opsOrders:bulk.refusedItem', { orderNo: b.orderNo, msg: '订单状态已变化' }),
    );
    // The refused order stays selected; the moved one left the selection.
    expect(screen.getByTestId('bulk-count').textContent).toBe(t('opsOrders:bulk.selected', { count: 1 }));
  });

  it('offers no bulk booking confirmation: each order needs its own booking number', async () => {
    const a = deskItem({ orderNo: 'SB2606150021', status: 'pending_booking' });
    const b = deskItem({ orderNo: 'SB2606150022', status: 'pending_booking' });
    openDesk({ [LIST]: [{ data: { items: [a, b], total: 2, totalCapped: false } }] });
    const rows = await screen.findAllByTestId('desk-order-row');
    for (const row of rows) fireEvent.click(within(row).getByRole('checkbox'));
    const bar = await screen.findByTestId('bulk-bar');
    expect(within(bar).getByTestId('bulk-move-cancel')).toBeTruthy();
    expect(within(bar).queryByTestId('bulk-move-confirm_booking')).toBeNull();
  });

  it('shows no common move for orders in statuses that share none', async () => {
    openDesk(
      {
        [LIST]: [
          {
            data: {
              items: [deskItem({ status: 'pending_bl_issue' }), deskItem({ status: 'bl_issued' })],
              total: 2,
              totalCapped: false,
            },
          },
        ],
      },
      undefined,
      '/ops/orders?tab=bl',
    );
    const rows = await screen.findAllByTestId('desk-order-row');
    for (const row of rows) fireEvent.click(within(row).getByRole('checkbox'));
    expect(await screen.findByText(t('opsOrders:bulk.noCommon'))).toBeTruthy();
  });
});

describe('order drawer', { timeout: 60_000 }, () => {
  it('asks for the review remarks before a rejection and shows the order as answered', async () => {
    const order = deskOrder();
    const { server } = openDesk(
      {
        [LIST]: [
          {
            data: {
              items: [deskItem({ orderId: order.orderId, orderNo: order.orderNo })],
              total: 1,
              totalCapped: false,
            },
          },
        ],
        [INFO]: [{ data: order }],
        '/v2/ops/order/move': [{ data: deskOrder({ status: 'rejected', reviewRemark: '品名不清' }) }],
      },
      undefined,
      `/ops/orders?id=${order.orderId}`,
    );
    const moves = await screen.findByTestId('desk-moves');
    expect(within(moves).getByTestId('desk-move-approve')).toBeTruthy();
    expect(within(moves).getByTestId('desk-move-require_quote')).toBeTruthy();
    expect(within(moves).queryByTestId('desk-quote-open')).toBeNull();

    fireEvent.click(within(moves).getByTestId('desk-move-reject'));
    await dialog();
    fireEvent.click(screen.getByTestId('move-submit'));
    expect(await screen.findByText(t('opsOrders:move.reasonRequired'))).toBeTruthy();
    expect(server.of('/v2/ops/order/move')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('move-remark'), { target: { value: '品名不清' } });
    fireEvent.click(screen.getByTestId('move-submit'));
    await waitFor(() => expect(server.of('/v2/ops/order/move')).toHaveLength(1));
    expect(server.of('/v2/ops/order/move')[0]?.body).toEqual({ id: order.orderId, to: 'rejected', remark: '品名不清' });
    await waitFor(() => expect(screen.getByTestId('desk-order').getAttribute('data-status')).toBe('rejected'));
    expect(screen.queryByTestId('desk-moves')).toBeNull();
    expect(screen.getByTestId('order-review').textContent).toContain('品名不清');
  });

  it('confirms the booking only with a booking number, checked as the server checks it (issue 14)', async () => {
    const order = deskOrder({ status: 'pending_booking' });
    const { server } = openDesk(
      {
        [LIST]: [
          {
            data: {
              items: [deskItem({ orderId: order.orderId, status: 'pending_booking' })],
              total: 1,
              totalCapped: false,
            },
          },
        ],
        [INFO]: [{ data: order }],
        '/v2/ops/order/move': [{ data: deskOrder({ status: 'pending_preallocation', bookingNo: 'COSU6123456780' }) }],
      },
      undefined,
      `/ops/orders?id=${order.orderId}`,
    );
    const moves = await screen.findByTestId('desk-moves');
    fireEvent.click(within(moves).getByTestId('desk-move-confirm_booking'));
    const asked = await screen.findByTestId('move-dialog');
    expect(within(asked).getByText(t('opsOrders:move.bookingNo'))).toBeTruthy();
    fireEvent.click(screen.getByTestId('move-submit'));
    expect(await within(asked).findByText(errorText('BOOKING_NO_REQUIRED', 'zh-CN'))).toBeTruthy();
    fireEvent.change(screen.getByTestId('move-booking-no'), { target: { value: '订舱#1' } });
    fireEvent.click(screen.getByTestId('move-submit'));
    expect(await within(asked).findByText(errorText('BOOKING_NO_INVALID', 'zh-CN'))).toBeTruthy();
    expect(server.of('/v2/ops/order/move')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('move-booking-no'), { target: { value: ' cosu6123456780' } });
    fireEvent.click(screen.getByTestId('move-submit'));
    await waitFor(() => expect(server.of('/v2/ops/order/move')).toHaveLength(1));
    expect(server.of('/v2/ops/order/move')[0]?.body).toEqual({
      id: order.orderId,
      to: 'pending_preallocation',
      bookingNo: 'COSU6123456780',
    });
    await waitFor(() =>
      expect(screen.getByTestId('desk-order').getAttribute('data-status')).toBe('pending_preallocation'),
    );
  });

  it('warns of an expired quote and withdraws it back to the quote queue', async () => {
    const order = deskOrder({ status: 'quote_to_confirm', quoteValidTo: '2026-06-10', quoteExpired: true });
    const { server } = openDesk(
      {
        [LIST]: [
          {
            data: {
              items: [deskItem({ orderId: order.orderId, status: 'quote_to_confirm' })],
              total: 1,
              totalCapped: false,
            },
          },
        ],
        [INFO]: [{ data: order }],
        '/v2/ops/order/move': [{ data: deskOrder({ status: 'pending_quote', quoteValidTo: '2026-06-10' }) }],
      },
      undefined,
      `/ops/orders?tab=review&id=${order.orderId}`,
    );
    const warning = await screen.findByTestId('desk-quote-expired');
    expect(warning.textContent).toBe(t('opsOrders:drawer.quoteExpired', { date: '2026-06-10' }));
    expect(screen.getByTestId('order-quote-valid-to').getAttribute('data-expired')).toBe('true');

    const moves = screen.getByTestId('desk-moves');
    fireEvent.click(within(moves).getByTestId('desk-move-withdraw_quote'));
    await dialog();
    fireEvent.click(screen.getByTestId('move-submit'));
    await waitFor(() => expect(server.of('/v2/ops/order/move')).toHaveLength(1));
    expect(server.of('/v2/ops/order/move')[0]?.body).toMatchObject({ id: order.orderId, to: 'pending_quote' });
    await waitFor(() => expect(screen.getByTestId('desk-order').getAttribute('data-status')).toBe('pending_quote'));
    expect(screen.queryByTestId('desk-quote-expired')).toBeNull();
    expect(screen.queryByTestId('order-quote-valid-to')).toBeNull();
    expect(within(screen.getByTestId('desk-moves')).getByTestId('desk-quote-open')).toBeTruthy();
  });

  it('shows finance everything without a button to act', async () => {
    const order = deskOrder({ status: 'in_progress' });
    openDesk(
      {
        [LIST]: [
          {
            data: {
              items: [deskItem({ orderId: order.orderId, status: 'in_progress' })],
              total: 1,
              totalCapped: false,
            },
          },
        ],
        [INFO]: [{ data: order }],
      },
      FINANCE,
      `/ops/orders?tab=booking&id=${order.orderId}`,
    );
    expect(await screen.findByTestId('desk-read-only')).toBeTruthy();
    expect(screen.queryByTestId('desk-moves')).toBeNull();
    fireEvent.click(screen.getByTestId('desk-tab-nodes'));
    expect(await screen.findByTestId('order-nodes')).toBeTruthy();
    expect(screen.queryByTestId('milestone-form')).toBeNull();
    fireEvent.click(screen.getByTestId('desk-tab-loading'));
    expect(screen.queryByTestId('loading-edit')).toBeNull();
    const rows = await screen.findAllByTestId('desk-order-row');
    expect(within(rows[0] as HTMLElement).queryByRole('checkbox')).toBeNull();
  });

  it('shows a missing order as not found', async () => {
    openDesk(
      {
        [LIST]: [{ data: { items: [], total: 0, totalCapped: false } }],
        [INFO]: [{ status: 404, error: { code: 40400, msg: '订单不存在或无权查看' } }],
      },
      undefined,
      '/ops/orders?id=nope',
    );
    expect(await screen.findByText('订单不存在或无权查看')).toBeTruthy();
    expect(screen.getByTestId('desk-empty')).toBeTruthy();
  });
});
