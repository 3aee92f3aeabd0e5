import type { Carrier, PortRef } from './catalog.ts';
import type { ChargeView, QuoteLine, QuoteRow, QuoteSearchAnswer, QuoteSearchResult } from './rates.ts';

/**
 * The quote search on the wire (POST /v2/oe_sea/price). A page of twenty sailings names the same few
 * ports, carriers and destination charges over and over, each with names in three languages; sent in
 * full they made up two thirds of the answer. So the answer names each of them once, in dictionaries,
 * and a line refers to them: ports and carriers by code, destination charges by position in
 * `chargeSets`. The server packs with `packQuoteSearch`, the web unpacks with `unpackQuoteSearch` into
 * the `QuoteSearchResult` its pages read, and `unpack(pack(x))` gives `x` back. The wire schema,
 * `QuoteSearchAnswerSchema`, is in rates.ts; this module has no zod, so the first page can carry it.
 */

/** Names each port, carrier and destination charge list once; the lines refer to them. */
export function packQuoteSearch(result: QuoteSearchResult): QuoteSearchAnswer {
  const ports: Record<string, PortRef> = {};
  const carriers: Record<string, Carrier> = {};
  const chargeSets: ChargeView[][] = [];
  const setIndex = new Map<ChargeView[] | string, number>();
  const port = (ref: PortRef) => {
    ports[ref.code] ??= ref;
    return ref.code;
  };
  const carrier = (c: Carrier) => {
    carriers[c.code] ??= c;
    return c.code;
  };
  const chargeSet = (charges: ChargeView[]) => {
    // The server shares one list per destination port, so identity finds most; content finds the rest.
    const found = setIndex.get(charges);
    if (found !== undefined) return found;
    const content = JSON.stringify(charges);
    let at = setIndex.get(content);
    if (at === undefined) {
      at = chargeSets.push(charges) - 1;
      setIndex.set(content, at);
    }
    setIndex.set(charges, at);
    return at;
  };
  const items = result.items.map(
    (line): QuoteRow => ({
      ...line,
      pol: port(line.pol),
      pod: port(line.pod),
      via: line.via ? port(line.via) : null,
      carrier: carrier(line.carrier),
      destination: { charges: chargeSet(line.destination.charges), totalUsd: line.destination.totalUsd },
    }),
  );
  const facetCarriers = result.facets.carriers.map(({ carrier: c, count }) => ({ carrier: carrier(c), count }));
  return { ...result, items, facets: { ...result.facets, carriers: facetCarriers }, ports, carriers, chargeSets };
}

/** A port or carrier code the dictionaries lack (never from our server) shows as itself. */
const named = (code: string) => ({ 'zh-CN': code, 'zh-TW': code, en: code });

/** The lines in full again, sharing one object per port, carrier and charge list. */
export function unpackQuoteSearch(answer: QuoteSearchAnswer): QuoteSearchResult {
  const port = (code: string): PortRef => answer.ports[code] ?? { code, name: named(code) };
  const carrier = (code: string): Carrier => answer.carriers[code] ?? { code, name: named(code), shortName: code };
  const items = answer.items.map(
    (row): QuoteLine => ({
      ...row,
      pol: port(row.pol),
      pod: port(row.pod),
      via: row.via === null ? null : port(row.via),
      carrier: carrier(row.carrier),
      destination: { charges: answer.chargeSets[row.destination.charges] ?? [], totalUsd: row.destination.totalUsd },
    }),
  );
  const { ports: _ports, carriers: _carriers, chargeSets: _sets, ...rest } = answer;
  return {
    ...rest,
    items,
    facets: {
      ...answer.facets,
      carriers: answer.facets.carriers.map(({ carrier: code, count }) => ({ carrier: carrier(code), count })),
    },
  };
}
