import { z } from 'zod';

/** GET /v2/health: the service and its database answer. */
export const HealthSchema = z.object({ status: z.literal('ok') });
/** GET /v2/ping: the service answers (no database). */
export const PingSchema = z.object({ pong: z.literal(true) });
