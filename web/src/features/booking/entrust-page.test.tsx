import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { quoteLine } from '../rates/rates-test-utils.tsx';
import {
  choose,
  completeCargo,
  created,
  fee,
  readyToSubmit as priced,
  price as priceOf,
  SLOW,
  stub,
  t,
} from './booking-test-utils.tsx';
import EntrustPage from './entrust-page.tsx';

// Mounting and unmounting the whole entrust form takes a while on a busy machine.
vi.setConfig({ hookTimeout: 60_000 });
loggedInTests();

const LINE = 'svc-1:2099-06-02';

function price(total: number, token: string) {
  return priceOf(LINE, token, [
    fee('ocean_price', total, { unitPrice: { amount: 4500, currency: 'USD' }, quantity: '2' }),
  ]);
}

const SCHEDULE = { data: { line: quoteLine('svc-1', '2099-06-02'), sailings: [] } };

function open() {
  return renderAt(`/lcl/entrust?line=${encodeURIComponent(LINE)}&w=500&v=2&p=10`, <EntrustPage />);
}

/** Completes the draft and waits until its price is shown and the button can be pressed. */
async function readyToSubmit(): Promise<HTMLElement> {
  await completeCargo();
  return priced();
}

describe('LCL entrust page', { timeout: 120_000 }, () => {
  it('selects the services the trade term requires and says why', async () => {
    stub({ '/v2/oe_sea/schedule': [SCHEDULE] });
    open();
    await choose(t('booking:terms.tradeTerm'), 'CIF');
    const reason = await screen.findByTestId('reason-insurance', undefined, SLOW);
    expect(reason.textContent).toBe(t('booking:terms.selectedBecause', { term: 'CIF' }));
    const toggle = within(screen.getByTestId('service-insurance')).getByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('auto-insurance')).toBeTruthy();
  });

  it('lists the problems of an incomplete draft and asks for no price', async () => {
    const server = stub({ '/v2/oe_sea/schedule': [SCHEDULE], '/v2/oe_order/price': [{ data: price(9000, 'a') }] });
    open();
    const incomplete = await screen.findByTestId('price-incomplete', undefined, SLOW);
    expect(incomplete.querySelectorAll('li').length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.of('/v2/oe_order/price')).toHaveLength(0);
  });

  it('prices a complete draft and shows its fee lines', async () => {
    const server = stub({ '/v2/oe_sea/schedule': [SCHEDULE], '/v2/oe_order/price': [{ data: price(9000, 'a') }] });
    open();
    await completeCargo();
    expect(await screen.findAllByTestId('fee-line', undefined, SLOW)).toHaveLength(1);
    expect(screen.getByTestId('fee-total-usd').textContent).toBe('USD 90.00');
    const body = server.of('/v2/oe_order/price')[0]?.body as { line: string; draft: { cargo: { nameEn: string } } };
    expect(body.line).toBe(LINE);
    expect(body.draft.cargo.nameEn).toBe('TOYS');
  });

  it('sends an Idempotency-Key and the same key when the same draft is retried', async () => {
    const server = stub({
      '/v2/oe_sea/schedule': [SCHEDULE],
      '/v2/oe_order/price': [{ data: price(9000, 'a') }],
      '/v2/oe_order/createorder': [
        { status: 500, error: { code: 50000, msg: 'boom' } },
        { data: created('SB2606010001') },
      ],
    });
    const { router } = open();
    const button = await readyToSubmit();
    fireEvent.click(button);
    await waitFor(() => expect(server.of('/v2/oe_order/createorder')).toHaveLength(1), SLOW);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), SLOW);
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/order'), SLOW);
    expect(router.state.location.search).toBe('?created=SB2606010001');
    expect(await screen.findByText(t('booking:submit.success'), undefined, SLOW)).toBeTruthy();
    const [first, second] = server.of('/v2/oe_order/createorder');
    const key = first?.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers.get('Idempotency-Key')).toBe(key);
    expect(second?.body.priceToken).toBe('a');
  });

  it('sends the order pressed the moment the last field was typed, once its price arrives', async () => {
    const server = stub({
      '/v2/oe_sea/schedule': [SCHEDULE],
      '/v2/oe_order/price': [{ data: price(9000, 'a') }],
      '/v2/oe_order/createorder': [{ data: created('SB2606010003') }],
    });
    const { router } = open();
    await completeCargo();
    // Pressed before the price of the finished draft was asked for: the press is kept, not lost.
    const button = screen.getByTestId('submit-order');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(server.of('/v2/oe_order/price')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/order'), SLOW);
    expect(router.state.location.search).toBe('?created=SB2606010003');
    expect(server.of('/v2/oe_order/createorder')).toHaveLength(1);
    expect(server.of('/v2/oe_order/createorder')[0]?.body.priceToken).toBe('a');
  });

  it('shows the new price a 409 PRICE_CHANGED carries at once, with no other price call, and submits its token', async () => {
    const server = stub({
      '/v2/oe_sea/schedule': [SCHEDULE],
      '/v2/oe_order/price': [{ data: price(9000, 'a') }],
      '/v2/oe_order/createorder': [
        { status: 409, error: { code: 40970, msg: 'price changed' }, data: price(12000, 'b') },
        { data: created('SB2606010002') },
      ],
    });
    const { router } = open();
    const button = await readyToSubmit();
    fireEvent.click(button);
    expect(await screen.findByTestId('price-changed', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('fee-total-usd').textContent).toBe('USD 120.00'), SLOW);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), SLOW);
    expect(button.textContent?.replace(/\s/g, '')).toBe(t('booking:submit.confirm').replace(/\s/g, ''));
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.search).toBe('?created=SB2606010002'), SLOW);
    expect(server.of('/v2/oe_order/price')).toHaveLength(1);
    expect(server.of('/v2/oe_order/createorder')[1]?.body.priceToken).toBe('b');
  });

  it('explains a 403 refusal with the reason and the way to verify', async () => {
    stub({
      '/v2/oe_sea/schedule': [SCHEDULE],
      '/v2/oe_order/price': [{ data: price(9000, 'a') }],
      '/v2/oe_order/createorder': [{ status: 403, error: { code: 40302, msg: '请先完成实名认证' } }],
    });
    open();
    const button = await readyToSubmit();
    fireEvent.click(button);
    const refused = await screen.findByTestId('submit-refused', undefined, SLOW);
    expect(refused.textContent).toContain('请先完成实名认证');
    expect(within(refused).getByRole('link').getAttribute('href')).toBe('/center/authGuide');
  });

  it('puts the server field errors of a 422 on their fields', async () => {
    stub({
      '/v2/oe_sea/schedule': [SCHEDULE],
      '/v2/oe_order/price': [{ data: price(9000, 'a') }],
      '/v2/oe_order/createorder': [
        { status: 422, error: { code: 42200, msg: 'invalid', fields: { 'draft.cargo.weightKg': '重量不对' } } },
      ],
    });
    open();
    const button = await readyToSubmit();
    fireEvent.click(button);
    const message = await screen.findByText('重量不对', undefined, SLOW);
    const item = message.closest('.ant-form-item') as HTMLElement;
    expect(within(item).getByText(t('booking:cargo.weightKg'))).toBeTruthy();
  });
});
