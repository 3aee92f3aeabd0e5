import { TrackingAnswerSchema, TrackingQuerySchema } from '@seabook/domain/tracking';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../../app-types.ts';
import { answers, ok } from '../../http/envelope.ts';
import { visitor } from '../../http/guards.ts';
import { trackShipments } from './tracking.service.ts';

/**
 * Cargo tracking (spec §2 `/cargo_tracking` and the header's search panel; our path, the spec names
 * none). Public: a visitor sees where the cargo is; a logged-in customer of the owning tenant also
 * gets the order to open.
 */
export async function trackingRoutes(root: App, { db }: AppDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v2/tracking/search',
    {
      schema: {
        tags: ['tracking'],
        summary:
          'Track cargo by type 1 B/L, booking or order number, 2 container number (ISO 6346), 3 contract number; no type: detected',
        querystring: TrackingQuerySchema,
        response: answers(TrackingAnswerSchema),
      },
      // A stale token is told so (99999) like everywhere else, rather than quietly tracking as a visitor.
      preValidation: visitor.preValidation,
    },
    async (request) => ok(await trackShipments(db, request.actor, request.query)),
  );
}
