import { addDays, today } from './clock.ts';
import type { RatesIndex } from './index-model.ts';

/** Rates the desk's tests save: on lanes from Fuzhou, which has no demo services. */

/** An LCL rate from Fuzhou, a port without demo services, so the search shows only what a test made. */
export function lclRate(pod: string, over: Record<string, unknown> = {}) {
  return {
    kind: 'export',
    pol: 'CNFOC',
    pod,
    carrier: 'COSU',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    cutoffDays: 0,
    cargoCutDays: 0,
    transitDays: 12,
    validFrom: addDays(today(), -1),
    validTo: addDays(today(), 60),
    currency: 'USD',
    oceanRate: '21.00',
    ...over,
  };
}
export function fclRate(pod: string, over: Record<string, unknown> = {}) {
  return {
    pol: 'CNFOC',
    pod,
    carrier: 'MAEU',
    containerType: '40HQ',
    currency: 'USD',
    price: '1850.00',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    cutoffDays: 1,
    transitDays: 20,
    validFrom: addDays(today(), -1),
    validTo: addDays(today(), 60),
    ...over,
  };
}

/**
 * An index as a full load would give it, to compare a patched one with: without its derived answers
 * (computed on use, empty after any change), its services as one map by id (the table's shards keep the
 * order of their changes, which no lookup depends on).
 */
export const indexContents = ({ derived: _derived, services, ...index }: RatesIndex) => ({
  ...index,
  services: new Map(services),
});
