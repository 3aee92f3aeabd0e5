import { defineCall } from './call.ts';

/**
 * Cargo tracking (spec §2 `/cargo_tracking` and the header's search panel; our path, the spec names
 * none). Public: a visitor sees where the cargo is; a logged-in customer of the owning tenant also
 * gets the order to open. A stale token is told so (99999) rather than quietly tracking as a visitor.
 */
export const trackingCalls = {
  search: defineCall({
    method: 'GET',
    path: '/v2/tracking/search',
    operationId: 'trackCargo',
    summary:
      'Track cargo by type 1 B/L, booking or order number, 2 container number (ISO 6346), 3 contract number; no type: detected',
    tags: ['tracking'],
    who: { kind: 'visitor' },
    schemas: async () => {
      const m = await import('./tracking.ts');
      return { query: m.TrackingQuerySchema, answer: m.TrackingAnswerSchema };
    },
  }),
};
