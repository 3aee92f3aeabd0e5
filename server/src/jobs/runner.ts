import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import {
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type Job,
  type PGliteLike,
  PgBoss,
  type Queue,
} from 'pg-boss';
import type { Db, DbOrTx } from '../db/client.ts';

/**
 * The job runner (decision 030): pg-boss on the app's own database, PostgreSQL or the embedded PGlite.
 * Jobs live in the database (pg-boss's schema `pgboss`), so any number of instances share the work —
 * a job is fetched by one of them (`FOR UPDATE SKIP LOCKED`) — and a crash loses nothing: a job
 * still active when its time is up is handed out again. Failed attempts are retried with exponential
 * backoff; periodic jobs are pg-boss schedules, run once per slot however many instances are up.
 */
export type JobRunnerOptions = {
  /** Seconds a worker waits between looks for new jobs when nothing kicks it (≥ 0.5). */
  pollSeconds: number;
  /** Delivery: retries after the first attempt, and the first delay (doubled each time, capped). */
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** A job still active after this long is taken for lost (its instance died) and handed out again. */
  expireSeconds: number;
  /** How often an instance looks for such jobs and runs pg-boss's upkeep. */
  superviseSeconds: number;
  /** Whether this instance runs the periodic schedules (pg-boss's clock and cron monitor). */
  schedule: boolean;
};

export const DEFAULT_JOB_OPTIONS: JobRunnerOptions = {
  pollSeconds: 2,
  retryLimit: 8,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 3600,
  expireSeconds: 300,
  superviseSeconds: 60,
  schedule: true,
};

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

type Worker = { queue: string; options: Partial<Queue>; handler: JobHandler<object>; workerId?: string };
type Periodic = { queue: string; cron: string; handler: JobHandler<object> };

export type JobRunner = {
  readonly options: JobRunnerOptions;
  /** A queue and its handler; registered before `start()`. */
  define<T extends object>(queue: string, handler: JobHandler<T>, options?: Partial<Queue>): void;
  /** A periodic job (cron, China time); registered before `start()`. */
  every(queue: string, cron: string, handler: JobHandler<object>): void;
  start(): Promise<void>;
  /**
   * Stops fetching and waits (up to `timeoutMs`) for the jobs in hand; a job cut off is handed out
   * again once it expires. With 0, stops without waiting.
   */
  stop(timeoutMs?: number): Promise<void>;
  /** Adds a job in the caller's transaction: it exists only if the transaction commits. */
  sendInTransaction(tx: DbOrTx, queue: string, data: object, options?: { id?: string }): Promise<void>;
  /** Runs a queue's job now, without waiting for the next look (after a commit that added one). */
  kick(queue: string): void;
  /** Jobs waiting (created or due for retry) per queue, from pg-boss's own counts. */
  depth(): Promise<Record<string, number>>;
};

/** The database pg-boss runs on: the app's PGlite instance itself, or its own small pool on the same server. */
function bossDatabase(db: Db): { db: ReturnType<typeof fromPglite>; backend: 'pglite' } | { connectionString: string } {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const connectionString = client.options.connectionString;
    if (!connectionString) throw new Error('the job runner needs the PostgreSQL connection string');
    return { connectionString };
  }
  return { db: fromPglite(client as PGliteLike), backend: 'pglite' };
}

export function createJobRunner(db: Db, log: FastifyBaseLogger, options: Partial<JobRunnerOptions> = {}): JobRunner {
  const settings = { ...DEFAULT_JOB_OPTIONS, ...options };
  const boss = new PgBoss({
    ...bossDatabase(db),
    max: 3,
    application_name: 'seabook-jobs',
    schedule: settings.schedule,
    supervise: true,
    superviseIntervalSeconds: settings.superviseSeconds,
    monitorIntervalSeconds: settings.superviseSeconds,
    queueCacheIntervalSeconds: settings.superviseSeconds,
    // The index rebuilds pg-boss offers are for very busy queues; ours are small.
    reindex: false,
    monitorVacuum: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job runner error'));
  const workers: Worker[] = [];
  const periodic: Periodic[] = [];
  let started = false;

  const deliveryDefaults: Partial<Queue> = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: settings.retryDelayMaxSeconds,
    expireInSeconds: settings.expireSeconds,
  };

  async function ensureQueue(queue: string, queueOptions: Partial<Queue>): Promise<void> {
    const { name: _name, ...rest } = { name: queue, ...queueOptions };
    if (await boss.getQueue(queue)) await boss.updateQueue(queue, rest);
    else await boss.createQueue(queue, rest);
  }

  async function run(handler: JobHandler<object>, jobs: Job<object>[]): Promise<void> {
    for (const job of jobs) await handler(job);
  }

  return {
    options: settings,
    define(queue, handler, queueOptions = {}) {
      workers.push({
        queue,
        options: { ...deliveryDefaults, ...queueOptions },
        handler: handler as JobHandler<object>,
      });
    },
    every(queue, cron, handler) {
      periodic.push({ queue, cron, handler });
    },
    async start() {
      await boss.start();
      for (const worker of workers) {
        await ensureQueue(worker.queue, worker.options);
        worker.workerId = await boss.work(
          worker.queue,
          { pollingIntervalSeconds: settings.pollSeconds, batchSize: 1 },
          (jobs) => run(worker.handler, jobs as Job<object>[]),
        );
      }
      for (const job of periodic) {
        // A periodic job that fails waits for its next slot rather than being retried at once.
        await ensureQueue(job.queue, { retryLimit: 0, expireInSeconds: settings.expireSeconds });
        await boss.schedule(job.queue, job.cron, null, { tz: 'Asia/Shanghai' });
        await boss.work(job.queue, { pollingIntervalSeconds: settings.pollSeconds }, (jobs) =>
          run(job.handler, jobs as Job<object>[]),
        );
      }
      started = true;
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      // 0: stop at once, as a crash would (the tests' "kill -9"): the jobs in hand stay active until
      // they expire and are handed out again.
      await boss.stop({ graceful: timeoutMs > 0, timeout: Math.max(timeoutMs, 1), close: true });
    },
    async sendInTransaction(tx, queue, data, sendOptions = {}) {
      await boss.send(queue, data, { ...sendOptions, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
    },
    kick(queue) {
      const worker = workers.find((candidate) => candidate.queue === queue);
      if (started && worker?.workerId) boss.notifyWorker(worker.workerId);
    },
    async depth() {
      if (!started) return {};
      const queues = await boss.getQueues([...workers, ...periodic].map((entry) => entry.queue));
      return Object.fromEntries(queues.map((queue) => [queue.name, queue.queuedCount]));
    },
  };
}
