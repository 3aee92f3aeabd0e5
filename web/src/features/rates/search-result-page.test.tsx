import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import SearchResultPage, { readKeywordSearch } from './search-result-page.tsx';

const names = (zh: string, en: string) => ({ 'zh-CN': zh, 'zh-TW': zh, en });
const shanghai = {
  code: 'CNSHA',
  country: 'CN',
  name: names('上海', 'Shanghai'),
  pinyin: 'sh',
  main: true,
  province: '31',
};
const hamburg = { code: 'DEHAM', country: 'DE', name: names('汉堡', 'Hamburg'), pinyin: 'hb', main: false };

/** Records every call; the catalogue answers with Shanghai as the main port and Hamburg as the match. */
function stubServer() {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      const data =
        url.pathname === '/v2/base/ports'
          ? { items: [shanghai], total: 1 }
          : url.pathname === '/v2/base/destination_port'
            ? { items: [hamburg], total: 1 }
            : null;
      return new Response(JSON.stringify({ error: {}, result: { data } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/search/result', element: <SearchResultPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

const SLOW = { timeout: 5000 };

beforeEach(async () => {
  await setLocale('en');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLocale('zh-CN');
});

describe('keyword search', { timeout: 30_000 }, () => {
  it('reads a blank keyword as KEYWORD_REQUIRED and an unknown type as export LCL', () => {
    expect(readKeywordSearch(new URLSearchParams('keyword=%20%20&type=2')).problem).toBe('KEYWORD_REQUIRED');
    expect(readKeywordSearch(new URLSearchParams('type=1')).problem).toBe('KEYWORD_REQUIRED');
    expect(readKeywordSearch(new URLSearchParams('keyword=%20ham%20&type=9'))).toMatchObject({
      keyword: 'ham',
      type: '1',
      problem: null,
    });
  });

  it('asks for a keyword, with a search box, and makes no request when it is blank', async () => {
    const calls = stubServer();
    const router = renderAt('/search/result?keyword=%20%20%20&type=1');

    expect((await screen.findByTestId('keyword-required', {}, SLOW)).textContent).toContain(
      'Please enter something to search for.',
    );
    const box = screen.getByPlaceholderText('Port name, code or pinyin');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    // The form's own message under the box; the address stays and nothing is asked of the server.
    await waitFor(() => expect(screen.getAllByText('Please enter something to search for.')).toHaveLength(2));
    expect(router.state.location.search).toBe('?keyword=%20%20%20&type=1');
    expect(calls).toHaveLength(0);
  });

  it('searches the trimmed keyword and links each port to the search from the main ports serving it', async () => {
    const calls = stubServer();
    renderAt('/search/result?keyword=%20hamburg%20&type=1');

    expect(await screen.findByText('Hamburg (DEHAM)', {}, SLOW)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Shanghai' }, SLOW);
    expect(link.getAttribute('href')).toBe('/lcl/export?pol=CNSHA&pod=DEHAM');
    const search = calls.find((url) => url.pathname === '/v2/base/destination_port' && !url.searchParams.has('pol'));
    expect(search?.searchParams.get('keyword')).toBe('hamburg');
    expect(search?.searchParams.get('kind')).toBe('export');
  });
});
