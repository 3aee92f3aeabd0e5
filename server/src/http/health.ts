import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { pendingMigrations } from '../db/migration-status.ts';

/**
 * Probes for an orchestrator or a load balancer. `/healthz`: the process answers (restart it if not).
 * `/readyz`: it can serve, i.e. the database answers and every migration is applied (send it traffic
 * only then). While the server shuts down, Fastify answers both with 503.
 */
export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    let pending: number;
    try {
      await db.execute(sql`select 1`);
      pending = await pendingMigrations(db);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply.status(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
    if (pending > 0) {
      return reply.status(503).send({ status: 'unavailable', reason: `${pending} migrations not applied` });
    }
    return { status: 'ready' };
  });
}
