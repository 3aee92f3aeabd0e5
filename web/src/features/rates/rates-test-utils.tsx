import type { Port } from '@seabook/domain/catalog';
import { packQuoteSearch } from '@seabook/domain/quote-search';
import type { QuoteLine, QuoteSearchAnswer, QuoteSearchResult } from '@seabook/domain/rates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Test helpers of the rates feature: the app around a page, a stubbed network and answer fixtures. */

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders a route element at a URL with what the app gives it; the router shows where the page navigated. */
export function renderAt(path: string, element: ReactElement, client: QueryClient = testQueryClient()) {
  const pathname = path.split('?')[0] ?? '/';
  const router = createMemoryRouter(
    [
      { path: pathname, element: <App>{element}</App> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

type Reply = { status?: number; data?: unknown; error?: { code: number; msg: string } };
type Route = Reply | ((body: unknown) => Reply | Promise<Reply>);

/** Stubs fetch (the only thing mocked): each path answers with its reply; unknown paths answer 404. */
export function stubServer(routes: Record<string, Route>) {
  const calls: { path: string; query: URLSearchParams; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [path = '', query = ''] = String(input).split('?');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, query: new URLSearchParams(query), body });
      const route = routes[path];
      const reply: Reply = route
        ? typeof route === 'function'
          ? await route(body)
          : route
        : { status: 404, error: { code: 40400, msg: 'not found' } };
      const envelope = reply.error ? { error: reply.error, result: {} } : { error: {}, result: { data: reply.data } };
      return new Response(JSON.stringify(envelope), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, count: (path: string) => calls.filter((call) => call.path === path).length };
}

const names = (zh: string, tw: string, en: string) => ({ 'zh-CN': zh, 'zh-TW': tw, en });

export const SHANGHAI: Port = {
  code: 'CNSHA',
  country: 'CN',
  name: names('上海', '上海', 'Shanghai'),
  pinyin: 'sh',
  main: true,
};
export const LOS_ANGELES: Port = {
  code: 'USLAX',
  country: 'US',
  name: names('洛杉矶', '洛杉磯', 'Los Angeles'),
  pinyin: 'lsj',
  main: false,
};

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

/** A priced export line CNSHA → USLAX sailing on `sailingDate`. */
export function quoteLine(serviceId: string, sailingDate: string, patch: Partial<QuoteLine> = {}): QuoteLine {
  return {
    id: `${serviceId}:${sailingDate}`,
    serviceId,
    kind: 'export',
    pol: { code: SHANGHAI.code, name: SHANGHAI.name },
    pod: { code: LOS_ANGELES.code, name: LOS_ANGELES.name },
    via: null,
    carrier: { code: 'COSU', name: names('中远海运', '中遠海運', 'COSCO Shipping'), shortName: 'COSCO' },
    direct: true,
    sailingDate,
    cutoffDate: sailingDate,
    cargoCutDate: sailingDate,
    eta: sailingDate,
    transitDays: 16,
    validFrom: '2026-01-01',
    validTo: '2099-12-31',
    weekdays: [2, 5],
    priced: true,
    oceanPerWm: usd(4500),
    minWm: '1',
    oceanAmount: usd(4500),
    originAmount: { amount: 65000, currency: 'CNY' },
    destination: {
      charges: [
        {
          code: 'discharge_price',
          name: names('目的港拆箱费', '目的港拆櫃費', 'Destination devanning (CFS)'),
          stage: 'destination',
          basis: 'wm',
          unitPrice: usd(2500),
          minAmount: usd(5000),
          remark: null,
        },
      ],
      totalUsd: usd(5000),
    },
    totalUsd: usd(18500),
    favourite: false,
    ...patch,
  };
}

/** A search answer as the server sends it: the lines packed with the domain's `packQuoteSearch`. */
export function searchResult(items: QuoteLine[], patch: Partial<QuoteSearchResult> = {}): QuoteSearchAnswer {
  return packQuoteSearch({
    items,
    total: items.length,
    facets: {
      carriers: [{ carrier: items[0]?.carrier ?? quoteLine('x', '2026-01-01').carrier, count: items.length }],
      weeks: [],
      direct: items.length,
      transship: 0,
    },
    notice: null,
    from: '2026-06-01',
    to: '2026-06-28',
    rates: [{ currency: 'CNY', usdPerUnit: '0.138', asOf: '2026-05-30' }],
    ...patch,
  });
}
