import type { OrderDraftInput } from '@seabook/domain/booking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { fee, price, readyToSubmit, SLOW, stub, t, type } from '../booking/booking-test-utils.tsx';
import { quoteLine, searchResult } from '../rates/rates-test-utils.tsx';
import EditOrderPage from './edit-order-page.tsx';
import { order } from './reorder-test-utils.tsx';

// Mounting and unmounting the whole entrust form takes a while on a busy machine.
vi.setConfig({ hookTimeout: 60_000 });
loggedInTests();

/** The price shows once the form has settled, which takes seconds on a busy machine. */
async function priced(): Promise<HTMLElement> {
  await screen.findAllByTestId('fee-line', undefined, { timeout: 30_000 });
  return readyToSubmit();
}

const LINE = 'svc-1:2099-05-20';

describe('edit an order pending review', { timeout: 240_000 }, () => {
  it('fills the form from the order on its sailing and sends the edit, then goes back to the order', async () => {
    const server = stub({
      '/v2/oe_order/getorder': [{ data: order() }],
      '/v2/oe_sea/price': [
        { data: searchResult([quoteLine('svc-1', '2099-05-20'), quoteLine('svc-2', '2099-05-21')]) },
      ],
      '/v2/oe_order/price': [{ data: price(LINE, 'tok-edit', [fee('ocean_price', 21000)]) }],
      '/v2/oe_order/eidtcreateorder': [
        { data: { orderId: 'order-1', orderNo: 'SB2605200007', status: 'pending_review', changed: ['cargo.pieces'] } },
      ],
    });
    const { router } = renderAt('/editorder?id=order-1', <EditOrderPage />);
    expect((await screen.findByTestId('reorder-heading', undefined, SLOW)).textContent).toContain(
      t('reorder:edit.header', { orderNo: 'SB2605200007' }),
    );
    expect(screen.getByTestId('chosen-sailing').textContent).toContain('2099-05-20');
    // The order's own sailing is looked for from its day.
    expect(server.of('/v2/oe_sea/price')[0]?.body).toMatchObject({ sailingDate: '2099-05-20' });
    const name = screen.getAllByLabelText(t('booking:cargo.nameEn'))[0] as HTMLInputElement;
    expect(name.value).toBe('CERAMIC MUGS');
    type(t('booking:cargo.pieces'), '72');

    const button = await priced();
    const pieces = () => (server.of('/v2/oe_order/price').at(-1)?.body.draft as { cargo?: { pieces?: number } })?.cargo;
    await waitFor(() => expect(pieces()?.pieces).toBe(72), SLOW);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), SLOW);
    fireEvent.click(button);
    await waitFor(() => expect(server.of('/v2/oe_order/eidtcreateorder')).toHaveLength(1), SLOW);
    const body = server.of('/v2/oe_order/eidtcreateorder')[0]?.body as {
      id: string;
      line: string;
      priceToken: string;
      draft: Extract<OrderDraftInput, { mode: 'lcl' }>;
    };
    expect(body).toMatchObject({ id: 'order-1', line: LINE, priceToken: 'tok-edit' });
    expect(body.draft.cargo).toMatchObject({ nameEn: 'CERAMIC MUGS', pieces: 72, weightKg: 800 });
    expect(server.of('/v2/oe_order/createorder')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/orderdetail'), SLOW);
    expect(router.state.location.search).toBe('?id=order-1');
  });

  it('shows the refusal when the order was reviewed meanwhile', async () => {
    stub({
      '/v2/oe_order/getorder': [{ data: order() }],
      '/v2/oe_sea/price': [{ data: searchResult([quoteLine('svc-1', '2099-05-20')]) }],
      '/v2/oe_order/price': [{ data: price(LINE, 'tok-edit', [fee('ocean_price', 21000)]) }],
      '/v2/oe_order/eidtcreateorder': [{ status: 409, error: { code: 40973, msg: 'ORDER NOT EDITABLE' } }],
    });
    const { router } = renderAt('/editorder?id=order-1', <EditOrderPage />);
    fireEvent.click(await priced());
    expect(await screen.findByText('ORDER NOT EDITABLE', undefined, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/editorder');
  });

  it('asks for a new sailing when the order’s sailing can no longer be booked', async () => {
    stub({
      '/v2/oe_order/getorder': [{ data: order() }],
      '/v2/oe_sea/price': [{ data: searchResult([quoteLine('svc-2', '2099-05-27')]) }],
    });
    renderAt('/editorder?id=order-1', <EditOrderPage />);
    expect(await screen.findByTestId('line-gone', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('entrust-page')).toBeNull();
    const option = (await screen.findAllByTestId('sailing-option', undefined, SLOW))[0] as HTMLElement;
    fireEvent.click(within(option).getByTestId('choose-sailing'));
    expect((await screen.findByTestId('chosen-sailing', undefined, SLOW)).textContent).toContain('2099-05-27');
    expect(screen.queryByTestId('line-gone')).toBeNull();
  });

  it('explains that a reviewed order cannot change, with the way back to it', async () => {
    const server = stub({ '/v2/oe_order/getorder': [{ data: order({ status: 'pending_booking' }) }] });
    renderAt('/editorder?id=order-1', <EditOrderPage />);
    const notice = await screen.findByTestId('order-not-editable', undefined, SLOW);
    expect(notice.textContent).toContain(
      t('reorder:edit.notEditable', { orderNo: 'SB2605200007', status: t('orders:statuses.pending_booking') }),
    );
    expect(within(notice).getByText(t('reorder:edit.backToOrder')).closest('a')?.getAttribute('href')).toBe(
      '/center/orderdetail?id=order-1',
    );
    expect(screen.queryByTestId('entrust-page')).toBeNull();
    expect(server.of('/v2/oe_sea/price')).toHaveLength(0);
  });
});
