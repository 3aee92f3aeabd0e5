import type { Letter } from '@seabook/domain/letters';
import { vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';

/** Test helpers of the letters pages: letters as the server answers them and a stubbed server. */

export const t = (key: string, values?: Record<string, string | number>) => i18n.t(key as never, values);

let serial = 0;
/** A pending LCL letter with a PDF unless patched. */
export function letter(patch: Partial<Letter> = {}): Letter {
  serial += 1;
  const id = `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
  return {
    id,
    letterNo: `LT26061500${String(serial).padStart(2, '0')}`,
    mode: 'lcl',
    kind: 'letter',
    status: 'pending',
    file: { id: `file-${serial}`, name: `booking-${serial}.pdf`, size: 1200, type: 'pdf' },
    remark: '',
    createdAt: '2026-06-15T02:30:00.000Z',
    processedAt: null,
    draftId: null,
    orderId: null,
    orderNo: null,
    rejectReason: null,
    ...patch,
  };
}

type Reply = { status?: number; data?: unknown; error?: { code: number; msg: string } };
type Route = Reply | ((body: unknown) => Reply);
export type Sent = { path: string; query: URLSearchParams; body: unknown; headers: Headers };

/**
 * The server behind a stubbed fetch (the only thing mocked): each path answers its reply; a form body
 * (an upload) is kept as the FormData it is, a JSON body parsed. Every call is recorded with its headers.
 */
export function stubServer(routes: Record<string, Route>) {
  const calls: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [path = '', query = ''] = String(input).split('?');
      const raw = init?.body;
      const body = raw instanceof FormData ? raw : raw ? JSON.parse(String(raw)) : undefined;
      calls.push({ path, query: new URLSearchParams(query), body, headers: new Headers(init?.headers) });
      const route = routes[path];
      const reply: Reply = route
        ? typeof route === 'function'
          ? route(body)
          : route
        : { status: 404, error: { code: 40400, msg: 'not found' } };
      const envelope = reply.error ? { error: reply.error, result: {} } : { error: {}, result: { data: reply.data } };
      return new Response(JSON.stringify(envelope), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, to: (path: string) => calls.filter((call) => call.path === path) };
}

/** GET /v2/base/config as a verified account (or not) sees it. */
export function configReply(canOrder = true, reason = '') {
  return { data: { complete: { can_order: canOrder, can_order_reason: reason } } };
}
