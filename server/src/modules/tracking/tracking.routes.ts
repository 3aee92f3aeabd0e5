import { trackingCalls } from '@seabook/domain/tracking.calls';
import type { App, AppDeps } from '../../app-types.ts';
import { route } from '../../http/route.ts';
import { trackShipments } from './tracking.service.ts';

/** Cargo tracking (domain/src/tracking.calls.ts): public, and the owning tenant also gets the order to open. */
export async function trackingRoutes(app: App, { db }: AppDeps): Promise<void> {
  await route(app, trackingCalls.search, async ({ query, request }) => trackShipments(db, request.actor, query));
}
