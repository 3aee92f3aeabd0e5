import type { Address, AddressKind } from '@seabook/domain/addresses';
import { addressesCalls } from '@seabook/domain/addresses.calls';
import { catalogCalls } from '@seabook/domain/catalog.calls';
import { grant, type PermissionGrant } from '@seabook/domain/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AntdScope } from '../../components/antd-scope.tsx';
import { setLocale } from '../../i18n/i18n.ts';
import { clearSession, setToken } from '../../lib/session.ts';
import { userInfoAnswer } from '../../test/user-info.ts';

/** Test helpers of the address book: a fake book behind a stubbed fetch, and the app around a piece. */

/** Each test of the file runs logged in, in simplified Chinese, with the network stubbed afresh. */
export function loggedInTests(): void {
  beforeEach(async () => {
    localStorage.clear();
    setToken('tok-address-book');
    await setLocale('zh-CN');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearSession();
  });
}

/** Renders `element` at `path` with a query client, inside antd's scope unless `antd` is false (a plain page). */
export function renderAt(path: string, element: ReactElement, { antd = true }: { antd?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: antd ? <AntdScope>{element}</AntdScope> : element }], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

let serial = 0;
/** An entry as the server answers it. */
export function entry(kind: AddressKind, label: string, patch: Partial<Address> = {}): Address {
  serial += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, serial)).toISOString();
  return {
    id: `id-${serial}`,
    kind,
    label,
    tag: '',
    company: '',
    contact: '',
    phone: '',
    region: '',
    address: `${label.toUpperCase()} LTD.\nNO. ${serial} MAIN ROAD`,
    detail: '',
    isDefault: false,
    createdAt: at,
    updatedAt: at,
    ...patch,
  };
}

type Failure = { status: number; error: { code: number; msg: string; fields?: Record<string, string> } };
type Call = { path: string; query: URLSearchParams; body: Record<string, unknown> | undefined };

/**
 * A small address book behind a stubbed fetch (the only thing mocked): it lists, filters, adds, edits,
 * deletes and sets defaults like the server, so a page sees its changes after a write. `fail` makes the
 * next call to a path answer with an error instead.
 */
export function fakeBook(initial: Address[], permissions: PermissionGrant[] = [grant('address')]) {
  let book = [...initial];
  const calls: Call[] = [];
  const failures = new Map<string, Failure>();

  const answer = (path: string, query: URLSearchParams, body: Record<string, unknown> | undefined): unknown => {
    const id = String(body?.id ?? '');
    switch (path) {
      case '/user/info':
        return userInfoAnswer(permissions);
      case catalogCalls.countries.path:
        return { items: [{ code: 'US', name: { 'zh-CN': '美国', 'zh-TW': '美國', en: 'United States' } }], total: 1 };
      case addressesCalls.list.path: {
        const kind = query.get('kind');
        const keyword = (query.get('keyword') ?? '').toLowerCase();
        const items = book
          .filter((e) => !kind || e.kind === kind)
          .filter((e) => [e.label, e.tag, e.contact, e.company, e.address].join('\n').toLowerCase().includes(keyword))
          .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt));
        const page = Number(query.get('page') ?? 1);
        const size = Number(query.get('pageSize') ?? 20);
        return { items: items.slice((page - 1) * size, page * size), total: items.length };
      }
      case addressesCalls.add.path: {
        const added = entry(body?.kind as AddressKind, String(body?.label), body as Partial<Address>);
        book.push(added);
        return added;
      }
      case addressesCalls.edit.path: {
        book = book.map((e) => (e.id === id ? { ...e, ...(body as Partial<Address>) } : e));
        return book.find((e) => e.id === id);
      }
      case addressesCalls.delete.path:
        book = book.filter((e) => e.id !== id);
        return { ok: true };
      case addressesCalls.setDefault.path: {
        const kind = book.find((e) => e.id === id)?.kind;
        book = book.map((e) => (e.kind === kind ? { ...e, isDefault: e.id === id } : e));
        return book.find((e) => e.id === id);
      }
      default:
        return undefined;
    }
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [path = '', search = ''] = String(input).split('?');
      const query = new URLSearchParams(search);
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ path, query, body });
      const failure = failures.get(path);
      failures.delete(path);
      const data = failure ? undefined : answer(path, query, body);
      const reply =
        failure ?? (data === undefined ? { status: 404, error: { code: 40400, msg: '请求的内容不存在' } } : null);
      const envelope = reply ? { error: reply.error, result: {} } : { error: {}, result: { data } };
      return new Response(JSON.stringify(envelope), {
        status: reply?.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );

  return {
    calls,
    /** The calls made to one path, oldest first. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    fail: (path: string, failure: Failure) => failures.set(path, failure),
    entries: () => book,
  };
}
