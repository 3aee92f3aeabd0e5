import type { OrderDraftInput } from '@seabook/domain/booking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { created, fclLine, fee, price, readyToSubmit, SLOW, stub, t } from '../booking/booking-test-utils.tsx';
import { quoteLine, searchResult } from '../rates/rates-test-utils.tsx';
import OrderAgainPage from './order-again-page.tsx';
import { order } from './reorder-test-utils.tsx';

// Mounting and unmounting the whole entrust form takes a while on a busy machine.
vi.setConfig({ hookTimeout: 60_000 });
loggedInTests();

const NEXT = 'F7:2099-06-02';
const FCL_SEARCH = {
  data: {
    items: [fclLine('F9:2099-06-01'), fclLine(NEXT), fclLine('F7:2099-06-09')],
    total: 3,
    notice: null,
    from: '2099-06-01',
    to: '2099-06-28',
  },
};

function inputOf(label: string, index = 0): HTMLInputElement {
  return screen.getAllByLabelText(label)[index] as HTMLInputElement;
}

describe('order again', { timeout: 240_000 }, () => {
  it('fills the form from the order on its service’s next sailing, without container numbers, and orders anew', async () => {
    const server = stub({
      '/v2/oe_order/getorder': [{ data: order({ mode: 'fcl' }) }],
      '/v2/fcl/price': [FCL_SEARCH],
      '/v2/oe_order/price': [{ data: price(NEXT, 'tok-again', [fee('ocean_price', 300000)]) }],
      '/v2/oe_order/createorder': [{ data: created('SB2606010001') }],
    });
    const { router } = renderAt('/fcl/onemore?id=order-1', <OrderAgainPage />);

    const summary = await screen.findByTestId('chosen-sailing', undefined, SLOW);
    expect(summary.textContent).toContain('2099-06-02');
    expect(screen.getByTestId('reorder-heading').textContent).toContain('SB2605200007');
    expect(screen.queryByTestId('sailing-chooser')).toBeNull();
    expect(server.of('/v2/fcl/price')[0]?.body).toMatchObject({ pol: 'CNSHA', pod: 'USLAX' });

    // Cargo, terms and parties come from the order; the container and seal numbers do not.
    expect(inputOf(t('booking:cargo.nameEn')).value).toBe('LED DESK LAMPS');
    expect(inputOf(t('booking:cargo.marks')).value).toBe('N/M');
    expect(inputOf(t('booking:cargo.pieces')).value).toBe('300');
    const numbers = screen.getAllByLabelText(t('booking:containerDetails.containerNo')) as HTMLInputElement[];
    expect(numbers).toHaveLength(2);
    expect(numbers.map((input) => input.value)).toEqual(['', '']);
    const seals = screen.getAllByLabelText(t('booking:containerDetails.sealNo')) as HTMLInputElement[];
    expect(seals.map((input) => input.value)).toEqual(['', '']);
    expect(document.body.textContent).not.toContain('MSKU1234565');

    await screen.findAllByTestId('fee-line', undefined, { timeout: 30_000 });
    const button = await readyToSubmit();
    fireEvent.click(button);
    await waitFor(() => expect(server.of('/v2/oe_order/createorder')).toHaveLength(1), SLOW);
    const body = server.of('/v2/oe_order/createorder')[0]?.body as {
      line: string;
      priceToken: string;
      draft: Extract<OrderDraftInput, { mode: 'fcl' }>;
    };
    expect(body.line).toBe(NEXT);
    expect(body.priceToken).toBe('tok-again');
    expect(body.draft.source).toEqual({ from: 'quote', lineId: NEXT });
    expect(body.draft.cargo.nameEn).toBe('LED DESK LAMPS');
    expect(body.draft.containers).toEqual([{ type: '20GP', quantity: 2 }]);
    expect(body.draft.consignor?.company).toBe('NINGBO LIGHTING');
    expect(JSON.stringify(body.draft)).not.toContain('MSKU');
    expect(JSON.stringify(body.draft)).not.toContain('SEAL-');
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/order'), SLOW);
  });

  it('lets another sailing be chosen, and asks for one when the service no longer sails', async () => {
    stub({
      '/v2/oe_order/getorder': [{ data: order() }],
      '/v2/oe_sea/price': [
        { data: searchResult([quoteLine('svc-2', '2099-06-03'), quoteLine('svc-4', '2099-06-05')]) },
      ],
    });
    renderAt('/onemore?id=order-1', <OrderAgainPage />);
    expect(await screen.findByTestId('same-line-gone', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('entrust-page')).toBeNull();
    const chooser = screen.getByTestId('sailing-chooser');
    const second = within(chooser).getAllByTestId('sailing-option')[1] as HTMLElement;
    fireEvent.click(within(second).getByTestId('choose-sailing'));
    const summary = await screen.findByTestId('chosen-sailing', undefined, SLOW);
    expect(summary.textContent).toContain('2099-06-05');
    expect(screen.queryByTestId('sailing-chooser')).toBeNull();
    expect(inputOf(t('booking:cargo.nameEn')).value).toBe('CERAMIC MUGS');
    expect(inputOf(t('booking:cargo.weightKg')).value).toBe('800');
  });

  it('offers the lane and a new quote for an order from an inquiry', async () => {
    stub({
      '/v2/oe_order/getorder': [{ data: order({ inquiryId: 'inq-1', line: 'inquiry:inq-1' }) }],
      '/v2/oe_sea/price': [{ data: searchResult([quoteLine('svc-1', '2099-06-02')]) }],
    });
    renderAt('/onemore?id=order-1', <OrderAgainPage />);
    const notice = await screen.findByTestId('inquiry-order-notice', undefined, SLOW);
    expect(within(notice).getByText(t('reorder:again.askQuote')).closest('a')?.getAttribute('href')).toBe(
      '/lcl/inquiry?pol=CNSHA&pod=USLAX',
    );
    expect(await screen.findAllByTestId('sailing-option', undefined, SLOW)).toHaveLength(1);
    expect(screen.queryByTestId('entrust-page')).toBeNull();
  });

  it('sends an FCL order to its own page', async () => {
    stub({ '/v2/oe_order/getorder': [{ data: order({ mode: 'fcl' }) }], '/v2/fcl/price': [FCL_SEARCH] });
    const { router } = renderAt('/onemore?id=order-1', <OrderAgainPage />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fcl/onemore'), SLOW);
    expect(router.state.location.search).toBe('?id=order-1');
  });

  it('says when the order is not there (another tenant’s answers 404 alike)', async () => {
    const server = stub({ '/v2/oe_order/getorder': [{ status: 404, error: { code: 40400, msg: 'not found' } }] });
    renderAt('/onemore?id=someone-elses', <OrderAgainPage />);
    expect(await screen.findByTestId('order-not-found', undefined, SLOW)).toBeTruthy();
    expect(server.of('/v2/oe_order/getorder')[0]?.query.get('id')).toBe('someone-elses');
    expect(server.of('/v2/oe_sea/price')).toHaveLength(0);
  });
});
