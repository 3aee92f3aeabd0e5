import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Renders a piece of the auth feature with what the app gives it: query client, router and antd's App. */
export function renderWithApp(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>{ui}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type Reply = {
  status?: number;
  data?: unknown;
  error?: { code: number; msg: string; fields?: Record<string, string> };
};

/**
 * Stubs the network (the only thing mocked: our client, envelope handling and antd run for real). Each
 * path answers from its queue in turn, repeating the last answer when the queue runs out.
 */
export function stubServer(routes: Record<string, Reply[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const queue = routes[path];
    const reply = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? {
      status: 404,
      error: { code: 40400, msg: 'not found' },
    };
    const body = reply.error ? { error: reply.error, result: {} } : { error: {}, result: { data: reply.data } };
    return new Response(JSON.stringify(body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
