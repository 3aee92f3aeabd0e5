import { TOKEN_EXPIRED_CODE } from '@seabook/domain/transport-codes';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * The app's router alone, never rendered (what runs here runs before a page's first render), with
 * fresh modules: React Router keeps what a route's lazy parts resolved to on the route objects, so two
 * routers made from one `routes` in a test would share them, where the app has only one.
 */
async function freshApp(session: { token?: string; answered?: boolean; stored?: boolean } = {}) {
  vi.resetModules();
  const [{ routes }, { queryClient }, { SESSION_KEY, setToken }, { registerAppBridge }, { writeToken }] =
    await Promise.all([
      import('./router.tsx'),
      import('../lib/query-client.ts'),
      import('../lib/session.ts'),
      import('../lib/app-bridge.ts'),
      import('../lib/storage.ts'),
    ]);
  // A token kept by an earlier visit is only in storage; one from a login in this tab went through setToken.
  if (session.token && session.stored) writeToken(session.token, Date.now(), 'customer');
  else if (session.token) setToken(session.token);
  // A session the server has answered in this tab (the login page asked for the user).
  if (session.answered) queryClient.setQueryData([SESSION_KEY, session.token, 'zh-CN', 'user-info'], { name: 'x' });
  const router = createMemoryRouter(routes, { initialEntries: ['/index'] });
  return { router, registerAppBridge };
}

/** Every request the app makes, answered with `envelope` (an empty answer by default). */
function recordFetches(envelope: unknown = { error: {}, result: { data: null } }): URL[] {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(new URL(String(input), 'http://localhost'));
      return new Response(JSON.stringify(envelope), { status: 200 });
    }),
  );
  return urls;
}

const lists = (urls: URL[]) => urls.filter((url) => url.pathname === '/v2/oe_order/order_list');

describe('route loaders', { timeout: 60_000 }, () => {
  it('starts loading a search’s results as the way to a price page with a search starts (decision 062)', async () => {
    recordFetches();
    const asked: string[] = [];
    vi.doMock('../features/rates/results-loaders.ts', async (original) => ({
      ...(await original<typeof import('../features/rates/results-loaders.ts')>()),
      prefetchLclResults: () => asked.push('lcl'),
      prefetchFclResults: () => asked.push('fcl'),
    }));
    try {
      const { router } = await freshApp();
      await router.navigate('/lcl/export');
      await router.navigate('/fcl/export');
      expect(asked).toEqual([]);
      await router.navigate('/lcl/export?pol=CNSHA&pod=USLAX');
      await router.navigate('/fcl/export?pol=CNSHA&pod=USLAX');
      await router.navigate('/import?pol=USLAX&pod=CNSHA');
      expect(asked).toEqual(['lcl', 'fcl', 'lcl']);
      router.dispose();
    } finally {
      vi.doUnmock('../features/rates/results-loaders.ts');
    }
  });

  it('asks for the orders of the tab and page in the address as the way to "my orders" starts', async () => {
    const urls = recordFetches();
    const { router } = await freshApp({ token: 'tok', answered: true });
    await router.navigate('/center/order?tab=review&page=2&created=SB2606010001');
    expect(lists(urls)).toHaveLength(1);
    expect(Object.fromEntries(lists(urls)[0]?.searchParams ?? [])).toEqual({
      page: '2',
      pageSize: '10',
      tab: 'review',
    });
    router.dispose();
  });

  it('sends a session that expired on the way to "my orders" to log in, and back to that tab after', async () => {
    const urls = recordFetches({ error: { code: TOKEN_EXPIRED_CODE, msg: 'expired' }, result: {} });
    const { router, registerAppBridge } = await freshApp({ token: 'tok', answered: true });
    const navigate = vi.fn();
    registerAppBridge({ navigate, notify: () => undefined, expiredTo: () => '/index' });
    await router.navigate('/center/order?tab=bl');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled(), { timeout: 10_000 });
    expect(lists(urls)).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/center/order?tab=bl')}&expired=1`);
    router.dispose();
  });

  it('asks for the orders right after a login in this tab, beside the user’s own data, not after it', async () => {
    const urls = recordFetches();
    const { router } = await freshApp({ token: 'just-issued' });
    await router.navigate('/center/order');
    expect(lists(urls)).toHaveLength(1);
    router.dispose();
  });

  it('asks for nothing without a session, or with a stored one the server has not answered yet', async () => {
    const urls = recordFetches();
    const anonymous = await freshApp();
    await anonymous.router.navigate('/center/order');
    anonymous.router.dispose();
    // A token kept from an earlier visit may have expired: the page's guard handles that answer.
    const kept = await freshApp({ token: 'kept', stored: true });
    await kept.router.navigate('/center/order?tab=bl');
    kept.router.dispose();
    expect(lists(urls)).toHaveLength(0);
  });
});
