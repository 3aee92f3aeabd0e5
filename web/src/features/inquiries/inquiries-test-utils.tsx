import type { Inquiry, InquiryAllowance, InquiryListItem, InquiryQuote } from '@seabook/domain/inquiries';
import { grant, type PermissionGrant } from '@seabook/domain/permissions';
import { vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { userInfoAnswer } from '../../test/user-info.ts';

/** Test helpers of the inquiry pages: a stubbed server (fetch is the only thing mocked) and answer fixtures. */

type Reply = {
  status?: number;
  data?: unknown;
  error?: { code: number; msg: string; fields?: Record<string, string> };
};
type Call = { path: string; query: URLSearchParams; body: Record<string, unknown>; headers: Headers };

/** The permissions of a main account; /user/info answers with them unless a test gives its own. */
export const ALL_INQUIRY_RIGHTS: PermissionGrant[] = [grant('inquiry'), grant('order')];

/**
 * Stubs fetch: each path answers in turn from its list (the last answer repeats), or with a function of
 * the call. /user/info answers with `permissions`; other unknown paths answer 404.
 */
export function stubServer(
  routes: Record<string, Reply[] | ((call: Call) => Reply)>,
  permissions: PermissionGrant[] = ALL_INQUIRY_RIGHTS,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const [path = '', search = ''] = String(input).split('?');
      const call: Call = {
        path,
        query: new URLSearchParams(search),
        body: init?.body ? JSON.parse(String(init.body)) : {},
        headers: new Headers(init?.headers),
      };
      calls.push(call);
      const count = calls.filter((c) => c.path === path).length;
      const route = routes[path];
      let reply: Reply;
      if (typeof route === 'function') reply = route(call);
      else if (route) reply = route[Math.min(count, route.length) - 1] as Reply;
      else if (path === '/user/info') reply = { data: userInfoAnswer(permissions) };
      else reply = { status: 404, error: { code: 40400, msg: '请求的内容不存在' } };
      const envelope = reply.error ? { error: reply.error, result: {} } : { error: {}, result: { data: reply.data } };
      return new Response(JSON.stringify(envelope), { status: reply.status ?? 200 });
    }),
  );
  return { calls, of: (path: string) => calls.filter((c) => c.path === path) };
}

/** A typed key with values, for tests that compare with the texts the page shows. */
export const t = (key: string, values?: Record<string, string | number>) => i18n.t(key as never, values);

const names = (zh: string, tw: string, en: string) => ({ 'zh-CN': zh, 'zh-TW': tw, en });
export const SHANGHAI = { code: 'CNSHA', name: names('上海', '上海', 'Shanghai') };
export const HAMBURG = { code: 'DEHAM', name: names('汉堡', '漢堡', 'Hamburg') };

export function allowance(patch: Partial<InquiryAllowance> = {}): InquiryAllowance {
  return { limit: 20, used: 2, remaining: 18, verified: true, ...patch };
}

export function listItem(id: string, patch: Partial<InquiryListItem> = {}): InquiryListItem {
  return {
    id,
    inquiryNo: `XP2606010${id.padStart(3, '0')}`,
    mode: 'lcl',
    status: 'waiting',
    acceptance: 'pending',
    createdAt: '2026-06-01T02:30:00.000Z',
    pol: SHANGHAI,
    pod: HAMBURG,
    sailingDate: '2099-07-01',
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    services: ['customs'],
    quoteValidTo: null,
    quoteTotalUsd: null,
    actions: ['cancel'],
    ...patch,
  };
}

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const cny = (amount: number) => ({ amount, currency: 'CNY' as const });

/** A quote of 2 W/M: ocean freight in USD and an origin charge in CNY, valid to 2099. */
export function quote(patch: Partial<InquiryQuote> = {}): InquiryQuote {
  const line = (code: string, name: string, stage: 'origin' | 'ocean', price: ReturnType<typeof usd | typeof cny>) => ({
    code,
    name: names(name, name, name),
    stage,
    basis: 'wm' as const,
    unit: names('W/M', 'W/M', 'W/M'),
    unitPrice: price,
    quantity: '2',
    amount: { ...price, amount: price.amount * 2 },
    minimumApplied: false,
    remark: null,
    service: null,
  });
  return {
    charges: [],
    fees: [line('ocean_price', '海运费', 'ocean', usd(4500)), line('doc_price', '文件费', 'origin', cny(10000))],
    totals: [usd(9000), cny(20000)],
    totalUsd: usd(11760),
    validTo: '2099-07-15',
    expired: false,
    carrier: { code: 'COSU', name: names('中远海运', '中遠海運', 'COSCO Shipping'), shortName: 'COSCO' },
    transitDays: 28,
    sailingDate: null,
    remark: null,
    quotedAt: '2026-06-02T01:00:00.000Z',
    acceptedAt: null,
    ...patch,
  };
}

export function inquiry(id: string, patch: Partial<Inquiry> = {}): Inquiry {
  return {
    ...listItem(id),
    cargo: {
      type: 'general',
      weightKg: 500,
      volumeCbm: 2,
      pieces: 10,
      packingType: 'cartons',
      hazardous: false,
      dangerousGoods: null,
    },
    containers: [],
    pickupCityCode: null,
    remark: null,
    rejectReason: null,
    quote: null,
    orderId: null,
    ...patch,
  };
}
