import type { OrderDraftInput } from '@seabook/domain/booking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorText } from '../../i18n/error-text.ts';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { completeCargo, created, fee, orderable, price, readyToSubmit, SLOW, stub, t } from './booking-test-utils.tsx';
import CreateOrderPage from './create-order-page.tsx';

// Mounting and unmounting the whole entrust form takes a while on a busy machine.
vi.setConfig({ hookTimeout: 60_000 });
loggedInTests();

const INFO = '/v2/oe_order/getdetailedinfo';

/** An FCL inquiry for 2 × 40HQ, FOB with customs wanted, its quote accepted. */
const FCL_INQUIRY = orderable('inq-7', {
  mode: 'fcl',
  services: ['customs'],
  cargo: {
    type: 'general',
    weightKg: 16000,
    volumeCbm: 110,
    pieces: 600,
    packingType: 'cartons',
    hazardous: false,
    dangerousGoods: null,
  },
  containers: [{ type: '40HQ', quantity: 2 }],
});

describe('create an order from an inquiry', { timeout: 240_000 }, () => {
  it('fills the form from the inquiry, prices the line inquiry:<id> and goes to my orders after submitting', async () => {
    const server = stub({
      [INFO]: [{ data: FCL_INQUIRY }],
      '/v2/oe_order/price': [{ data: price('inquiry:inq-7', 'q', [fee('ocean_price', 580000)]) }],
      '/v2/oe_order/createorder': [{ data: created('SB2606010007') }],
    });
    const { router } = renderAt('/fcl/createorder?inquiry=inq-7', <CreateOrderPage />);
    const summary = await screen.findByTestId('inquiry-summary', undefined, SLOW);
    expect(summary.textContent).toContain(FCL_INQUIRY.inquiryNo);
    expect(within(summary).getByTestId('quote-valid-to').textContent).toContain('2099');
    expect(server.of(INFO)[0]?.query.get('id')).toBe('inq-7');
    expect((screen.getByLabelText(t('booking:cargo.weightKg')) as HTMLInputElement).value).toBe('16000');
    expect(screen.getByTestId('service-customs').querySelector('[role="switch"]')?.getAttribute('aria-checked')).toBe(
      'true',
    );

    await completeCargo();
    const button = await readyToSubmit();
    const body = server.of('/v2/oe_order/price').at(-1)?.body as { line: string; draft: OrderDraftInput };
    expect(body.line).toBe('inquiry:inq-7');
    expect(body.draft).toMatchObject({
      mode: 'fcl',
      source: { from: 'inquiry', inquiryId: 'inq-7' },
      tradeTerm: 'FOB',
      containers: [{ type: '40HQ', quantity: 2 }],
      cargo: { weightKg: 16000, volumeCbm: 110, pieces: 600, nameEn: 'TOYS' },
      customs: { type: 'formal', documentCount: 1 },
    });

    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/order'), SLOW);
    expect(router.state.location.search).toBe('?created=SB2606010007');
    expect(server.of('/v2/oe_order/createorder')[0]?.body).toMatchObject({ line: 'inquiry:inq-7', priceToken: 'q' });
  });

  it('shows why an inquiry whose quote is not accepted cannot be ordered, and no form', async () => {
    const server = stub({
      [INFO]: [{ data: orderable('inq-2', { acceptance: 'pending', actions: ['accept', 'cancel'] }) }],
    });
    renderAt('/createorder?inquiry=inq-2', <CreateOrderPage />);
    const notice = await screen.findByTestId('inquiry-not-orderable', undefined, SLOW);
    expect(notice.textContent).toContain(t('booking:createOrder.cannotOrder'));
    expect(notice.textContent).toContain(errorText('QUOTE_NOT_ACCEPTED'));
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/center/inquiry?id=inq-2');
    expect(screen.queryByTestId('entrust-page')).toBeNull();
    expect(server.of('/v2/oe_order/price')).toHaveLength(0);
  });

  it('says an expired quote and a missing inquiry cannot be ordered', async () => {
    stub({ [INFO]: [{ data: orderable('inq-3', { quoteValidTo: '2020-01-31', actions: ['cancel'] }) }] });
    const first = renderAt('/createorder?inquiry=inq-3', <CreateOrderPage />);
    expect((await screen.findByTestId('inquiry-not-orderable', undefined, SLOW)).textContent).toContain(
      errorText('QUOTE_EXPIRED'),
    );
    first.unmount();

    stub({ [INFO]: [{ status: 404, error: { code: 40400, msg: errorText('NOT_FOUND') } }] });
    renderAt('/createorder?inquiry=nope', <CreateOrderPage />);
    const notice = await screen.findByTestId('inquiry-not-orderable', undefined, SLOW);
    expect(notice.textContent).toContain(errorText('NOT_FOUND'));
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/center/inquiry?id=nope');
  });

  it('books an LCL inquiry on the LCL page', async () => {
    stub({ [INFO]: [{ data: orderable('inq-4') }] });
    const { router } = renderAt('/fcl/createorder?inquiry=inq-4', <CreateOrderPage />);
    const page = await screen.findByTestId('entrust-page', undefined, SLOW);
    expect(router.state.location.pathname).toBe('/createorder');
    expect(page.getAttribute('data-mode')).toBe('lcl');
    expect(screen.queryByTestId('containers-section')).toBeNull();
  });
});
