import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import OutboxPage from './outbox-page.tsx';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <OutboxPage />
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await setLocale('en');
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLocale('zh-CN');
});

describe('OutboxPage', () => {
  it('lists messages with the full recipient and the code ready to copy', async () => {
    answer(200, {
      error: {},
      result: {
        data: {
          items: [
            {
              id: 'm1',
              channel: 'sms',
              to: '13912345678',
              body: '【Seabook】您的注册验证码为482913，5分钟内有效。',
              created_at: '2026-11-22T06:00:00.000Z',
            },
          ],
          total: 1,
        },
      },
    });
    renderPage();
    expect((await screen.findByTestId('outbox-to')).textContent).toBe('13912345678');
    expect(screen.getByText('Code 482913')).toBeTruthy();
  });

  it('shows when each message was sent in China time, as the message centre does, whatever the browser’s zone', async () => {
    answer(200, {
      error: {},
      result: {
        data: {
          items: [{ id: 'm2', channel: 'email', to: 'a@b.cn', body: 'Hello', created_at: '2026-11-22T22:30:05.000Z' }],
          total: 1,
        },
      },
    });
    renderPage();
    expect(await screen.findByText('Nov 23 2026 06:30:05 (UTC+8)')).toBeTruthy();
  });

  it('says the development providers are off when the route does not exist', async () => {
    answer(404, { error: { code: 40400, msg: 'Not found.' }, result: {} });
    renderPage();
    expect(await screen.findByText('Development providers are off')).toBeTruthy();
  });
});
