import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { setToken } from '../lib/session.ts';
import { routes } from './router.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

/** Every request the app makes, answered with an empty list. */
function recordFetches(): URL[] {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(new URL(String(input), 'http://localhost'));
      return new Response(JSON.stringify({ error: {}, result: { data: null } }), { status: 200 });
    }),
  );
  return urls;
}

describe('route loaders', { timeout: 60_000 }, () => {
  it('asks for the orders of the tab and page in the address as the way to "my orders" starts, before any render', async () => {
    const urls = recordFetches();
    setToken('tok');
    // The router alone, never rendered: what runs here runs before the page's first render.
    const router = createMemoryRouter(routes, { initialEntries: ['/index'] });
    await router.navigate('/center/order?tab=review&page=2&created=SB2606010001');
    const list = urls.filter((url) => url.pathname === '/v2/oe_order/order_list');
    expect(list).toHaveLength(1);
    expect(Object.fromEntries(list[0]?.searchParams ?? [])).toEqual({ page: '2', pageSize: '10', tab: 'review' });
    router.dispose();
  });

  it('asks for nothing without a session (the page sends the visitor to log in)', async () => {
    const urls = recordFetches();
    const router = createMemoryRouter(routes, { initialEntries: ['/index'] });
    await router.navigate('/center/order');
    expect(urls.filter((url) => url.pathname === '/v2/oe_order/order_list')).toHaveLength(0);
    router.dispose();
  });
});
