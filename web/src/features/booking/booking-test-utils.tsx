import type { BookingFeeLine, CreatedOrder, OrderPrice } from '@seabook/domain/booking-price';
import type { Inquiry } from '@seabook/domain/inquiries';
import type { FclLine } from '@seabook/domain/rates';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { inquiry, quote } from '../inquiries/inquiries-test-utils.tsx';
import { quoteLine } from '../rates/rates-test-utils.tsx';

/** Test helpers of the booking pages: a stubbed server, answer fixtures and the steps every test takes. */

/** Waits this long for the page: the form is large and the machine may be busy. */
export const SLOW = { timeout: 15_000 };

export const t = (key: string, values?: Record<string, string | number>) => i18n.t(key as never, values);

const names = (text: string) => ({ 'zh-CN': text, 'zh-TW': text, en: text });
const usd = (amount: number) => ({ amount, currency: 'USD' as const });

export type Reply = {
  status?: number;
  data?: unknown;
  error?: { code: number; msg: string; fields?: Record<string, string> };
};

export type Call = { path: string; query: URLSearchParams; body: Record<string, unknown>; headers: Headers };

/**
 * Stubs fetch (the only thing mocked): each path answers in turn from its list (the last answer repeats);
 * an error answer carries its `data` as the server's 409 PRICE_CHANGED does. Headers and bodies are kept.
 */
export function stub(routes: Record<string, Reply[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [path = '', query = ''] = String(input).split('?');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ path, query: new URLSearchParams(query), body, headers: new Headers(init?.headers) });
      const list = routes[path] ?? [{ status: 404, error: { code: 40400, msg: 'not found' } }];
      const count = calls.filter((c) => c.path === path).length;
      const reply = list[Math.min(count, list.length) - 1] as Reply;
      const result = reply.data === undefined ? {} : { data: reply.data };
      const envelope = reply.error ? { error: reply.error, result } : { error: {}, result };
      return new Response(JSON.stringify(envelope), { status: reply.status ?? 200 });
    }),
  );
  return { calls, of: (path: string) => calls.filter((c) => c.path === path) };
}

/** A fee line in US cents; `unit` names a container type for FCL ocean lines. */
export function fee(code: string, amount: number, patch: Partial<BookingFeeLine> = {}): BookingFeeLine {
  return {
    code,
    name: names(code),
    stage: 'ocean',
    basis: 'wm',
    unit: names('W/M'),
    unitPrice: usd(amount),
    quantity: '1',
    amount: usd(amount),
    minimumApplied: false,
    remark: null,
    service: null,
    ...patch,
  };
}

/** A price answer of `line` with these fee lines, all in USD. */
export function price(line: string, token: string, fees: BookingFeeLine[]): OrderPrice {
  const total = fees.reduce((sum, f) => sum + f.amount.amount, 0);
  return {
    line,
    fees,
    totals: [usd(total)],
    totalUsd: usd(total),
    services: [],
    priceToken: token,
    validTo: '2099-06-01T10:00:00.000Z',
  };
}

export function created(orderNo: string): CreatedOrder {
  return { orderId: `id-${orderNo}`, orderNo, status: 'pending_review', reviewWithinMinutes: 30 };
}

/** An FCL line of the search: 20GP and 40HQ priced. */
export function fclLine(id: string, patch: Partial<FclLine> = {}): FclLine {
  const base = quoteLine('F1', '2099-06-02');
  return {
    id,
    pol: base.pol,
    pod: base.pod,
    via: null,
    carrier: base.carrier,
    direct: true,
    sailingDate: '2099-06-02',
    cutoffDate: '2099-05-30',
    eta: '2099-06-20',
    transitDays: 18,
    validTo: '2099-12-31',
    weekdays: [2],
    containers: [
      { type: '20GP', price: usd(150000) },
      { type: '40HQ', price: usd(290000) },
    ],
    originCharges: [],
    ...patch,
  };
}

/** An inquiry (the inquiry pages' fixture) quoted and accepted, so it can be ordered, unless patched. */
export function orderable(id: string, patch: Partial<Inquiry> = {}): Inquiry {
  return inquiry(id, {
    status: 'quoted',
    acceptance: 'accepted',
    services: [],
    quoteValidTo: '2099-07-15',
    quoteTotalUsd: usd(11760),
    actions: ['order', 'cancel'],
    quote: quote({ sailingDate: '2099-07-01', acceptedAt: '2026-06-02T02:00:00.000Z' }),
    ...patch,
  });
}

export function type(label: string, value: string, index = 0) {
  fireEvent.change(screen.getAllByLabelText(label)[index] as HTMLElement, { target: { value } });
}

/** Types the two texts the first values leave empty; the draft is then complete (when its measures are). */
export async function completeCargo() {
  fireEvent.change(await screen.findByLabelText(t('booking:cargo.nameEn'), undefined, SLOW), {
    target: { value: 'TOYS' },
  });
  type(t('booking:cargo.marks'), 'N/M');
}

/** Waits until the summary shows a price and the submit button can be pressed. */
export async function readyToSubmit(): Promise<HTMLElement> {
  await screen.findAllByTestId('fee-line', undefined, SLOW);
  const button = screen.getByTestId('submit-order');
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), SLOW);
  return button;
}

/** Clicks the button showing `text` (found by its text: role queries are slow on a form this large). */
export function press(text: string) {
  fireEvent.click(screen.getByText(text).closest('button') as HTMLElement);
}

/** Picks an option of an antd select named `label` (the `index`th such select). */
export async function choose(label: string, option: string, index = 0) {
  const named = await screen.findAllByLabelText(label, undefined, SLOW);
  const selects = [...new Set(named)].filter((element) => element.getAttribute('role') === 'combobox');
  fireEvent.mouseDown(selects[index] as HTMLElement);
  const options = await screen.findAllByTitle(option, undefined, SLOW);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}
