import { describe, expect, it } from 'vitest';
import type { Carrier, PortRef } from './catalog.ts';
import { packQuoteSearch, unpackQuoteSearch } from './quote-search.ts';
import type { ChargeView, QuoteLine, QuoteSearchResult } from './rates.ts';
import { QuoteSearchAnswerSchema } from './rates.ts';

const names = (zhCN: string, zhTW: string, en: string) => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });
const SHA: PortRef = { code: 'CNSHA', name: names('上海', '上海', 'Shanghai') };
const LAX: PortRef = { code: 'USLAX', name: names('洛杉矶', '洛杉磯', 'Los Angeles') };
const PUS: PortRef = { code: 'KRPUS', name: names('釜山', '釜山', 'Busan') };
const COSCO: Carrier = {
  code: 'COSU',
  name: names('中远海运', '中遠海運', 'COSCO Shipping Lines'),
  shortName: 'COSCO',
};
const ONE: Carrier = {
  code: 'ONEY',
  name: names('海洋网联船务', '海洋網聯船務', 'Ocean Network Express'),
  shortName: 'ONE',
};
const HMM: Carrier = { code: 'HDMU', name: names('现代商船', '現代商船', 'HMM'), shortName: 'HMM' };
const usd = (amount: number) => ({ amount, currency: 'USD' as const });

const devanning: ChargeView = {
  code: 'discharge_price',
  name: names('目的港拆箱费', '目的港拆櫃費', 'Destination devanning (CFS)'),
  stage: 'destination',
  basis: 'wm',
  unitPrice: usd(2600),
  minAmount: usd(2600),
  remark: null,
};

function line(serviceId: string, carrier: Carrier, via: PortRef | null, charges: ChargeView[]): QuoteLine {
  return {
    id: `${serviceId}:2026-12-01`,
    serviceId,
    kind: 'export',
    pol: SHA,
    pod: LAX,
    via,
    carrier,
    direct: via === null,
    sailingDate: '2026-12-01',
    cutoffDate: '2026-11-28',
    cargoCutDate: '2026-11-29',
    eta: '2026-12-15',
    transitDays: 14,
    validFrom: '2026-11-01',
    validTo: '2026-12-31',
    weekdays: [2],
    priced: true,
    oceanPerWm: usd(4500),
    minWm: '1',
    oceanAmount: usd(4500),
    originAmount: { amount: 65000, currency: 'CNY' as const },
    destination: { charges, totalUsd: usd(2600) },
    totalUsd: usd(16100),
    favourite: false,
  };
}

function result(items: QuoteLine[]): QuoteSearchResult {
  return {
    items,
    total: items.length,
    facets: {
      carriers: [
        { carrier: COSCO, count: 2 },
        { carrier: HMM, count: 1 },
        { carrier: ONE, count: 1 },
      ],
      weeks: [{ week: '2026-11-30', count: items.length }],
      direct: 2,
      transship: 1,
    },
    notice: null,
    from: '2026-11-22',
    to: '2026-12-19',
    rates: [{ currency: 'CNY', usdPerUnit: '0.138', asOf: '2026-11-20' }],
  };
}

describe('the quote search on the wire', () => {
  // Two lines share the port's list by identity, a third has an equal copy, a fourth its own list.
  const shared = [devanning];
  const items = [
    line('1', COSCO, null, shared),
    line('2', COSCO, null, shared),
    line('3', ONE, PUS, [{ ...devanning }]),
    line('4', ONE, PUS, [devanning, { ...devanning, code: 'dest_doc', unitPrice: usd(4000) }]),
  ];
  const full = result(items);

  it('names each port, carrier and destination charge list once', () => {
    const answer = QuoteSearchAnswerSchema.parse(packQuoteSearch(full));
    expect(Object.keys(answer.ports).sort()).toEqual(['CNSHA', 'KRPUS', 'USLAX']);
    // HMM is only in the carrier facet: its name still travels, once.
    expect(Object.keys(answer.carriers).sort()).toEqual(['COSU', 'HDMU', 'ONEY']);
    expect(answer.chargeSets).toHaveLength(2);
    expect(answer.items.map((row) => row.destination.charges)).toEqual([0, 0, 0, 1]);
    expect(answer.items[2]).toMatchObject({ pol: 'CNSHA', pod: 'USLAX', via: 'KRPUS', carrier: 'ONEY' });
    expect(answer.facets.carriers).toEqual([
      { carrier: 'COSU', count: 2 },
      { carrier: 'HDMU', count: 1 },
      { carrier: 'ONEY', count: 1 },
    ]);
    expect(JSON.stringify(answer).length).toBeLessThan(JSON.stringify(full).length);
  });

  it('gives the search result back when unpacked', () => {
    expect(unpackQuoteSearch(packQuoteSearch(full))).toEqual(full);
    const empty = {
      ...result([]),
      facets: { carriers: [], weeks: [], direct: 0, transship: 0 },
      notice: 'NO_ROUTE' as const,
    };
    expect(unpackQuoteSearch(packQuoteSearch(empty))).toEqual(empty);
  });

  it('shows a code the dictionaries lack as itself', () => {
    const answer = packQuoteSearch(full);
    const lost = { ...answer, ports: {}, carriers: {}, chargeSets: [] };
    const [first] = unpackQuoteSearch(lost).items;
    expect(first?.pol).toEqual({ code: 'CNSHA', name: names('CNSHA', 'CNSHA', 'CNSHA') });
    expect(first?.carrier).toEqual({ code: 'COSU', name: names('COSU', 'COSU', 'COSU'), shortName: 'COSU' });
    expect(first?.destination.charges).toEqual([]);
  });
});
