import { defineCall } from './call.ts';

const tags = ['system'] as const;
const schemas = () => import('./system.ts');

/** The service's own calls: liveness with and without the database. */
export const systemCalls = {
  health: defineCall({
    method: 'GET',
    path: '/v2/health',
    operationId: 'health',
    summary: 'Liveness and database check',
    tags,
    who: { kind: 'public' },
    schemas: async () => ({ answer: (await schemas()).HealthSchema }),
  }),
  ping: defineCall({
    method: 'GET',
    path: '/v2/ping',
    operationId: 'ping',
    summary: 'Liveness only, without touching the database (the benchmark reference route)',
    tags,
    who: { kind: 'public' },
    schemas: async () => ({ answer: (await schemas()).PingSchema }),
  }),
};
