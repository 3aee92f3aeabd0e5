import type { QuoteDetail, QuoteLine, Schedule } from '@seabook/domain/rates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import { closeLoginModal, isLoginModalRequested } from '../../lib/login-prompt.ts';
import { clearSession, setToken } from '../../lib/session.ts';
import DetailsPage from './details-page.tsx';

const names = (zh: string, en: string) => ({ 'zh-CN': zh, 'zh-TW': zh, en });

const line: QuoteLine = {
  id: 'SVC1:2026-07-10',
  serviceId: 'SVC1',
  kind: 'export',
  pol: { code: 'CNSHA', name: names('上海', 'Shanghai') },
  pod: { code: 'USLAX', name: names('洛杉矶', 'Los Angeles') },
  via: null,
  carrier: { code: 'COSU', name: names('中远海运', 'COSCO Shipping'), shortName: 'COSCO' },
  direct: true,
  sailingDate: '2026-07-10',
  cutoffDate: '2026-07-07',
  cargoCutDate: '2026-07-08',
  eta: '2026-07-24',
  transitDays: 14,
  validFrom: '2026-07-01',
  validTo: '2026-07-31',
  weekdays: [5],
  priced: true,
  oceanPerWm: { amount: 3500, currency: 'USD' },
  minWm: '1',
  oceanAmount: { amount: 3500, currency: 'USD' },
  originAmount: { amount: 45000, currency: 'CNY' },
  destination: { charges: [], totalUsd: null },
  totalUsd: { amount: 9750, currency: 'USD' },
  favourite: false,
};

const schedule: Schedule = {
  line,
  sailings: [
    { sailingDate: '2026-07-10', cutoffDate: '2026-07-07', cargoCutDate: '2026-07-08', eta: '2026-07-24' },
    { sailingDate: '2026-07-17', cutoffDate: '2026-07-14', cargoCutDate: '2026-07-15', eta: '2026-07-31' },
  ],
};

const unit = names('W/M', 'W/M');
const detail: QuoteDetail = {
  line,
  wm: { volume: '0.48', weight: '0.12', chargeable: '0.48', billed: '1', decidedBy: 'minimum', kgPerCbm: 1000 },
  fees: [
    {
      code: 'jc_price',
      name: names('进仓费', 'Warehouse receiving fee'),
      stage: 'origin',
      basis: 'wm',
      unit,
      unitPrice: { amount: 5000, currency: 'CNY' },
      quantity: '0.48',
      amount: { amount: 10000, currency: 'CNY' },
      minimumApplied: true,
      remark: null,
    },
    {
      code: 'file_price',
      name: names('单证费', 'Document handling fee'),
      stage: 'origin',
      basis: 'bl',
      unit: names('票', 'B/L'),
      unitPrice: { amount: 113400, currency: 'CNY' },
      quantity: '1',
      amount: { amount: 113400, currency: 'CNY' },
      minimumApplied: false,
      remark: null,
    },
    {
      code: 'sea_price',
      name: names('海运费', 'Ocean freight'),
      stage: 'ocean',
      basis: 'wm',
      unit,
      unitPrice: { amount: 3500, currency: 'USD' },
      quantity: '1',
      amount: { amount: 3500, currency: 'USD' },
      minimumApplied: false,
      remark: null,
    },
  ],
  totals: [
    { amount: 123400, currency: 'CNY' },
    { amount: 3500, currency: 'USD' },
  ],
  totalUsd: { amount: 20637, currency: 'USD' },
  rates: [{ currency: 'CNY', usdPerUnit: '0.13888889', asOf: '2026-07-01' }],
};

/** The network, the only thing replaced: each path answers with its envelope; calls are recorded. */
function stubServer(answers: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0] ?? '';
      calls.push(path);
      const found = Object.hasOwn(answers, path);
      const body = found
        ? { error: {}, result: { data: answers[path] } }
        : { error: { code: 40400, msg: 'Not found.' }, result: {} };
      return new Response(JSON.stringify(body), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderDetails(url = '/lcl/details?id=SVC1:2026-07-10&weight=120&volume=0.48&pieces=4') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/lcl/details', element: <DetailsPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(async () => {
  await setLocale('en');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  closeLoginModal();
  clearSession();
  localStorage.clear();
  await setLocale('zh-CN');
});

// antd renders slowly in jsdom: generous limits keep a loaded machine from failing the suite.
const SLOW = { timeout: 5000 };

describe('quote details', { timeout: 30_000 }, () => {
  it('shows the schedule to a visitor and asks for a login instead of the fee lines', async () => {
    const calls = stubServer({ '/v2/oe_sea/schedule': schedule, '/v2/base/cities': { items: [], total: 0 } });
    renderDetails();

    expect(
      await screen.findByRole('heading', { name: /Shanghai \(CNSHA\).*Los Angeles \(USLAX\)/ }, SLOW),
    ).toBeTruthy();
    expect(within(screen.getByTestId('schedule-table')).getByText('Jul 17 2026')).toBeTruthy();
    const prompt = screen.getByTestId('login-to-see-fees');
    expect(screen.queryByTestId('fee-lines')).toBeNull();
    expect(calls).not.toContain('/v2/oe_sea/quote');

    fireEvent.click(within(prompt).getByRole('button', { name: 'Log in / register to see fees' }));
    expect(isLoginModalRequested()).toBe(true);
  });

  it('lists every fee line with the totals per currency and in USD once logged in', async () => {
    setToken('token-1');
    const calls = stubServer({
      '/v2/oe_sea/schedule': schedule,
      '/v2/oe_sea/quote': detail,
      '/v2/base/cities': { items: [], total: 0 },
    });
    renderDetails();

    expect(await screen.findAllByTestId('fee-line', {}, SLOW)).toHaveLength(3);
    expect(calls).toContain('/v2/oe_sea/quote');
    expect(screen.queryByTestId('login-to-see-fees')).toBeNull();
    expect(screen.getByText('Origin charges')).toBeTruthy();
    expect(screen.getByText('Ocean freight', { selector: 'h5' })).toBeTruthy();
    const totals = screen.getByTestId('fee-totals').textContent ?? '';
    expect(totals).toContain('CNY 1,234.00');
    expect(totals).toContain('USD 35.00');
    expect(screen.getByTestId('fee-total-usd').textContent).toBe('USD 206.37');
    expect(screen.getByText('Price valid until Jul 31 2026')).toBeTruthy();
    expect(screen.getByText(/Ocean freight is billed on at least 1 W\/M/)).toBeTruthy();
    expect(screen.getByText('1 CNY = 0.13888889 USD')).toBeTruthy();
    expect(screen.getByText('Import duties and taxes (VAT, GST) in the destination country')).toBeTruthy();
  });

  it('shows the fee lines on the same page right after logging in', async () => {
    stubServer({
      '/v2/oe_sea/schedule': schedule,
      '/v2/oe_sea/quote': detail,
      '/v2/base/cities': { items: [], total: 0 },
    });
    const router = renderDetails();
    await screen.findByTestId('login-to-see-fees', {}, SLOW);

    act(() => setToken('token-2'));

    expect(await screen.findAllByTestId('fee-line', {}, SLOW)).toHaveLength(3);
    expect(router.state.location.pathname).toBe('/lcl/details');
  });
});
