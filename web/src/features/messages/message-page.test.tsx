import type { Message, OperateNotice } from '@seabook/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { t } from '../orders/orders-test-utils.tsx';
import MessagePage from './message-page.tsx';

loggedInTests();

const names = (zhCN: string, zhTW: string, en: string) => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

let serial = 0;
function message(patch: Partial<Message> = {}): Message {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    kind: 'order_status',
    title: names(
      `订单 SB260615000${serial}：待订舱`,
      `訂單 SB260615000${serial}：待訂艙`,
      `Order SB260615000${serial}: Pending booking`,
    ),
    body: names(
      '您的订单状态已变为“待订舱”。',
      '您的訂單狀態已變為「待訂艙」。',
      'Your order is now "Pending booking".',
    ),
    link: `/center/orderdetail?id=order-${serial}`,
    createdAt: new Date(Date.UTC(2026, 5, 15, 2, 0, 60 - serial)).toISOString(),
    readAt: null,
    ...patch,
  };
}

const NOTICE: OperateNotice = {
  id: 'n1',
  kind: 'service',
  title: names('货物跟踪上线', '貨物追蹤上線', 'Cargo tracking is live'),
  body: names('输入提单号即可查询。', '輸入提單號即可查詢。', 'Enter a B/L number to track.'),
  publishedAt: '2026-06-01T00:00:00.000Z',
  startsAt: '2026-06-01T00:00:00.000Z',
  endsAt: null,
  link: '/cargo_tracking',
};

type Call = { path: string; query: URLSearchParams; body: Record<string, unknown> | undefined };

/** The account's messages behind a stubbed fetch, listing, counting and marking like the server. */
function fakeInbox(initial: Message[]) {
  const inbox = initial.map((m) => ({ ...m }));
  const calls: Call[] = [];
  const unreadCount = () => inbox.filter((m) => m.readAt === null).length;
  const answer = (path: string, query: URLSearchParams, body: Record<string, unknown> | undefined): unknown => {
    switch (path) {
      case '/v2/member/message/getmessagelist': {
        const rows = query.get('unread') === '1' ? inbox.filter((m) => m.readAt === null) : inbox;
        const size = Number(query.get('pageSize'));
        const page = Number(query.get('page'));
        return { items: rows.slice((page - 1) * size, page * size), total: rows.length, unreadCount: unreadCount() };
      }
      case '/v2/member/message/unread':
        return { count: unreadCount() };
      case '/v2/member/message/read': {
        const ids = (body?.ids as string[] | undefined) ?? [];
        let marked = 0;
        for (const m of inbox)
          if (m.readAt === null && (body?.all === true || ids.includes(m.id))) {
            m.readAt = '2026-06-15T03:00:00.000Z';
            marked += 1;
          }
        return { marked, count: unreadCount() };
      }
      case '/v2/member/message/getoperatelist':
        return [NOTICE];
      default:
        return undefined;
    }
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [path = '', query = ''] = String(input).split('?');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const params = new URLSearchParams(query);
      calls.push({ path, query: params, body });
      const data = answer(path, params, body);
      return new Response(JSON.stringify({ error: {}, result: { data } }), {
        status: data === undefined ? 404 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { inbox, calls, of: (path: string) => calls.filter((c) => c.path === `/v2/member/message/${path}`) };
}

const items = () => screen.getAllByTestId('message-item');

describe('message centre', { timeout: 30_000 }, () => {
  it('lists the messages with an unread dot, kind, title, body, time and a link to the order', async () => {
    const [unread, read] = [message(), message({ kind: 'order_todo', readAt: '2026-06-15T02:30:00.000Z' })];
    if (!unread || !read) throw new Error('fixtures');
    fakeInbox([unread, read]);
    renderAt('/center/message', <MessagePage />);

    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items() as [HTMLElement, HTMLElement];
    expect(first.dataset.unread).toBe('true');
    expect(second.dataset.unread).toBe('false');
    expect(within(first).getByText(unread.title['zh-CN'])).toBeTruthy();
    expect(within(first).getByText(unread.body['zh-CN'])).toBeTruthy();
    expect(within(first).getByText(t('messages:kinds.order_status'))).toBeTruthy();
    expect(within(second).getByText(t('messages:kinds.order_todo'))).toBeTruthy();
    expect(within(first).getByText('2026-06-15 10:00 (UTC+8)')).toBeTruthy();
    expect(within(first).getByText(t('messages:view')).closest('a')?.getAttribute('href')).toBe(unread.link);
    expect(screen.getByTestId('message-unread-count').textContent).toBe(t('messages:unreadCount', { count: 1 }));
  });

  it('shows the title and body in the chosen language', async () => {
    await setLocale('en');
    const one = message();
    fakeInbox([one]);
    renderAt('/center/message', <MessagePage />);
    expect(await screen.findByText(one.title.en)).toBeTruthy();
    expect(screen.getByText(one.body.en)).toBeTruthy();
  });

  it('marks a message read when it is opened, and only that one', async () => {
    const [a, b] = [message(), message()];
    const server = fakeInbox([a as Message, b as Message]);
    renderAt('/center/message', <MessagePage />);
    await waitFor(() => expect(items()).toHaveLength(2));

    fireEvent.click(within(items()[1] as HTMLElement).getByRole('button'));
    await waitFor(() => expect((items()[1] as HTMLElement).dataset.unread).toBe('false'));
    expect(server.of('read').map((c) => c.body)).toEqual([{ ids: [b?.id] }]);
    expect((items()[0] as HTMLElement).dataset.unread).toBe('true');

    // Opening a message already read asks nothing.
    fireEvent.click(within(items()[1] as HTMLElement).getByRole('button'));
    expect(server.of('read')).toHaveLength(1);
  });

  it('marks all read, filters unread and pages through', async () => {
    const server = fakeInbox(Array.from({ length: 12 }, () => message()));
    const { router } = renderAt('/center/message', <MessagePage />);
    await waitFor(() => expect(items()).toHaveLength(10));

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(router.state.location.search).toBe('?page=2');

    fireEvent.click(screen.getByText(t('messages:filters.unread')));
    await waitFor(() => expect(server.of('getmessagelist').at(-1)?.query.get('unread')).toBe('1'));
    expect(router.state.location.search).toBe('?unread=1');

    fireEvent.click(screen.getByRole('button', { name: t('messages:markAllRead') }));
    expect(await screen.findByText(t('messages:emptyUnread'))).toBeTruthy();
    expect(server.of('read').map((c) => c.body)).toEqual([{ all: true }]);
    expect(screen.getByTestId('message-unread-count').textContent).toBe(t('messages:unreadCount', { count: 0 }));
    expect(screen.getByRole('button', { name: t('messages:markAllRead') }).hasAttribute('disabled')).toBe(true);
  });

  it('says when there are no messages', async () => {
    fakeInbox([]);
    renderAt('/center/message', <MessagePage />);
    expect(await screen.findByText(t('messages:empty'))).toBeTruthy();
  });

  it('shows the platform announcements on their tab', async () => {
    const server = fakeInbox([]);
    const { router } = renderAt('/center/message', <MessagePage />);
    fireEvent.click(await screen.findByRole('tab', { name: t('messages:tabs.notices') }));
    const notices = await screen.findByTestId('notice-list');
    expect(within(notices).getByText(NOTICE.title['zh-CN'])).toBeTruthy();
    expect(within(notices).getByText(t('messages:noticeMore')).closest('a')?.getAttribute('href')).toBe(
      '/cargo_tracking',
    );
    expect(router.state.location.search).toBe('?tab=notices');
    expect(server.of('getoperatelist')).toHaveLength(1);
  });
});
