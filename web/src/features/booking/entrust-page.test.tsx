import type { OrderPrice } from '@seabook/domain/booking-price';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { quoteLine } from '../rates/rates-test-utils.tsx';
import EntrustPage from './entrust-page.tsx';

loggedInTests();

const LINE = 'svc-1:2099-06-02';
const names = (text: string) => ({ 'zh-CN': text, 'zh-TW': text, en: text });

function price(total: number, token: string): OrderPrice {
  return {
    line: LINE,
    fees: [
      {
        code: 'ocean_price',
        name: names('海运费'),
        stage: 'ocean',
        basis: 'wm',
        unit: names('W/M'),
        unitPrice: { amount: 4500, currency: 'USD' },
        quantity: '2',
        amount: { amount: total, currency: 'USD' },
        minimumApplied: false,
        remark: null,
        service: null,
      },
    ],
    totals: [{ amount: total, currency: 'USD' }],
    totalUsd: { amount: total, currency: 'USD' },
    services: [],
    priceToken: token,
    validTo: '2099-06-01T10:00:00.000Z',
  };
}

type Reply = {
  status?: number;
  data?: unknown;
  error?: { code: number; msg: string; fields?: Record<string, string> };
};

/** Stubs fetch: each path answers in turn from its list (the last answer repeats); headers are kept. */
function stub(routes: Record<string, Reply[]>) {
  const calls: { path: string; body: Record<string, unknown>; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0] ?? '';
      calls.push({
        path,
        body: init?.body ? JSON.parse(String(init.body)) : {},
        headers: new Headers(init?.headers),
      });
      const list = routes[path] ?? [{ status: 404, error: { code: 40400, msg: 'not found' } }];
      const count = calls.filter((c) => c.path === path).length;
      const reply = list[Math.min(count, list.length) - 1] as Reply;
      const envelope = reply.error ? { error: reply.error, result: {} } : { error: {}, result: { data: reply.data } };
      return new Response(JSON.stringify(envelope), { status: reply.status ?? 200 });
    }),
  );
  return { calls, of: (path: string) => calls.filter((c) => c.path === path) };
}

const SCHEDULE = { data: { line: quoteLine('svc-1', '2099-06-02'), sailings: [] } };
const t = (key: string, values?: Record<string, string>) => i18n.t(key as never, values);

function open() {
  return renderAt(`/lcl/entrust?line=${encodeURIComponent(LINE)}&w=500&v=2&p=10`, <EntrustPage />);
}

/** Types the two texts the first values leave empty; the draft is then complete. */
async function completeCargo() {
  fireEvent.change(await screen.findByLabelText(t('booking:cargo.nameEn')), { target: { value: 'TOYS' } });
  fireEvent.change(screen.getByLabelText(t('booking:cargo.marks')), { target: { value: 'N/M' } });
}

/** Completes the draft and waits until its price is shown and the button can be pressed. */
async function readyToSubmit(): Promise<HTMLElement> {
  await completeCargo();
  await screen.findAllByTestId('fee-line');
  const button = screen.getByTestId('submit-order');
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
}

async function chooseTradeTerm(term: string) {
  const select = await screen.findByRole('combobox', { name: t('booking:terms.tradeTerm') });
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(term);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

describe('LCL entrust page', { timeout: 30_000 }, () => {
  it('selects the services the trade term requires and says why', async () => {
    stub({ '/v2/oe_sea/schedule': [SCHEDULE] });
    open();
    await chooseTradeTerm('CIF');
    const reason = await screen.findByTestId('reason-insurance');
    expect(reason.textContent).toBe(t('booking:terms.selectedBecause', { term: 'CIF' }));
    const toggle = within(screen.getByTestId('service-insurance')).getByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('auto-insurance')).toBeTruthy();
  });

  it('lists the problems of an incomplete draft and asks for no price', async () => {
    const server = stub({ '/v2/oe_sea/schedule': [SCHEDULE], '/v2/oe_order/price': [{ data: price(9000, 'a') }] });
    open();
    const incomplete = await screen.findByTestId('price-incomplete');
    expect(incomplete.querySelectorAll('li').length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(server.of('/v2/oe_order/price')).toHaveLength(0);
  });

  it('prices a complete draft and shows its fee lines', async () => {
    const server = stub({ '/v2/oe_sea/schedule': [SCHEDULE], '/v2/oe_order/price': [{ data: price(9000, 'a') }] });
    open();
    await completeCargo();
    expect(await screen.findAllByTestId('fee-line')).toHaveLength(1);
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
        { data: { orderId: 'o-1', orderNo: 'SB2606010001', status: 'submitted', reviewWithinMinutes: 30 } },
      ],
    });
    const { router } = open();
    const button = await readyToSubmit();
    fireEvent.click(button);
    await waitFor(() => expect(server.of('/v2/oe_order/createorder')).toHaveLength(1));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/orderdetail'));
    expect(router.state.location.search).toBe('?id=o-1');
    const [first, second] = server.of('/v2/oe_order/createorder');
    const key = first?.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers.get('Idempotency-Key')).toBe(key);
    expect(second?.body.priceToken).toBe('a');
  });

  it('shows the new price after 409 PRICE_CHANGED and submits its token', async () => {
    const server = stub({
      '/v2/oe_sea/schedule': [SCHEDULE],
      '/v2/oe_order/price': [{ data: price(9000, 'a') }, { data: price(12000, 'b') }],
      '/v2/oe_order/createorder': [
        { status: 409, error: { code: 40970, msg: 'price changed' } },
        { data: { orderId: 'o-2', orderNo: 'SB2606010002', status: 'submitted', reviewWithinMinutes: 30 } },
      ],
    });
    const { router } = open();
    const button = await readyToSubmit();
    fireEvent.click(button);
    expect(await screen.findByTestId('price-changed')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('fee-total-usd').textContent).toBe('USD 120.00'));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.textContent?.replace(/\s/g, '')).toBe(t('booking:submit.confirm').replace(/\s/g, ''));
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.search).toBe('?id=o-2'));
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
    const refused = await screen.findByTestId('submit-refused');
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
    const message = await screen.findByText('重量不对');
    const item = message.closest('.ant-form-item') as HTMLElement;
    expect(within(item).getByText(t('booking:cargo.weightKg'))).toBeTruthy();
  });
});
