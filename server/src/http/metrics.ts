// `schema.hide` (keep /metrics out of the API docs) is @fastify/swagger's; say so for any program that
// compiles this file without the app (the benchmark).
/// <reference types="@fastify/swagger" />
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody } from './envelope.ts';

/** Connections of the PostgreSQL pool right now (none for the embedded PGlite). */
export type PoolStats = () => { total: number; idle: number; waiting: number };
/** Jobs waiting per queue name. */
export type QueueDepth = () => Promise<Record<string, number>>;

/** What other parts of the server report into the metrics. */
export type Metrics = {
  /**
   * The job runner's place: it calls this once with a function that counts the jobs waiting in each
   * queue; /metrics then shows `job_queue_depth{queue="…"}` at every scrape.
   */
  setJobQueueDepth(source: QueueDepth): void;
  /** The outbox's place: a function that counts the messages given up on (`outbox_failed_messages`). */
  setFailedMessages(source: () => Promise<number>): void;
};

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route pattern (`/v2/orders/:id`), never the raw path, so that the number of series stays small. */
function routeLabel(request: FastifyRequest, status: number): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return status === 404 ? '(not found)' : '(page)';
  return pattern.startsWith('/assets/') ? '/assets/*' : pattern;
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Prometheus metrics at GET /metrics: requests and their durations by method, route pattern and
 * status, the database pool, the job queues, and Node's own (memory, event loop, CPU). With a token,
 * only a scraper sending `Authorization: Bearer <token>` reads them.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; poolStats: PoolStats | undefined },
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const { poolStats } = options;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'busy' }, stats.total - stats.idle);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free pool connection',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }
  let queueDepth: QueueDepth | undefined;
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting per queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      if (!queueDepth) return;
      for (const [queue, depth] of Object.entries(await queueDepth())) this.set({ queue }, depth);
    },
  });

  let failedMessages: (() => Promise<number>) | undefined;
  new Gauge({
    name: 'outbox_failed_messages',
    help: 'SMS and e-mail messages given up on after their retries (outbox_messages.status = failed)',
    registers: [registry],
    async collect() {
      if (failedMessages) this.set(await failedMessages());
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeLabel(request, reply.statusCode), status: reply.statusCode };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (options.token && !sameSecret(given, options.token)) {
      return reply.status(401).send(errorBody('UNAUTHORIZED', request.locale ?? 'zh-CN'));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return {
    setJobQueueDepth(source) {
      queueDepth = source;
    },
    setFailedMessages(source) {
      failedMessages = source;
    },
  };
}

/** Metrics switched off: /metrics is a missing path (not the web app's page), and reports go nowhere. */
export function registerNoMetrics(app: FastifyInstance): Metrics {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) =>
    reply.status(404).send(errorBody('NOT_FOUND', request.locale ?? 'zh-CN')),
  );
  return { setJobQueueDepth() {}, setFailedMessages() {} };
}
