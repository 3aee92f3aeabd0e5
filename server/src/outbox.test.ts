import type { CreatedOrder } from '@seabook/domain/booking-price';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './demo/demo-data.ts';
import { createOutbox, type Outbox } from './jobs/outbox.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './jobs/runner.ts';
import { lockOrder, moveOrder } from './modules/orders/orders.service.ts';
import type { EmailProvider } from './providers/email.ts';
import { GatewayError } from './providers/gateway-error.ts';
import { outboxMessages } from './providers/outbox.tables.ts';
import type { SmsMessage, SmsProvider } from './providers/sms.ts';
import { startTestApp, type TestContext } from './test/harness.ts';
import { call, loginAs } from './test/http.ts';
import { bookLclOrder, TEST_OPERATOR } from './test/order-fixtures.ts';
import { bookableShowcaseLine } from './test/quote-search.ts';

/**
 * The outbox and its job runner (decision 030), through the real app on its own database: what a
 * transaction queues goes out once after its commit and never after a rollback; a failing gateway is
 * retried with backoff; two runners share the work; a runner that dies mid-delivery loses nothing.
 */

const FAST: Partial<JobRunnerOptions> = {
  pollSeconds: 0.5,
  retryLimit: 4,
  retryDelaySeconds: 1,
  expireSeconds: 5,
  superviseSeconds: 1,
};

/** What a gateway does with one message: accept it, refuse it, or hold it until released. */
type Behaviour = 'accept' | { refuse: GatewayError } | { hold: Promise<void> };

/** A gateway stand-in: records every attempt, and behaves per recipient as the test says. */
function fakeGateway(name: string) {
  const attempts: { runner: string; to: string; at: number; ok: boolean }[] = [];
  const plans = new Map<string, Behaviour[]>();
  const sms: SmsProvider = {
    name: 'aliyun',
    async send(_db, message: SmsMessage) {
      const behaviour = plans.get(message.to)?.shift() ?? 'accept';
      const attempt = { runner: name, to: message.to, at: Date.now(), ok: false };
      attempts.push(attempt);
      if (typeof behaviour === 'object' && 'refuse' in behaviour) throw behaviour.refuse;
      if (typeof behaviour === 'object' && 'hold' in behaviour) await behaviour.hold;
      attempt.ok = true;
    },
  };
  const email: EmailProvider = {
    name: 'smtp',
    async send(_db, message) {
      attempts.push({ runner: name, to: message.to, at: Date.now(), ok: true });
    },
  };
  return { sms, email, attempts, plans };
}

const busy = () => new GatewayError('SMS_GATEWAY_BUSY', { gatewayCode: 'isv.BUSINESS_LIMIT_CONTROL', retryable: true });

let t: TestContext;
const gatewayA = fakeGateway('A');
let phoneCounter = 0;
const phone = () => `1390000${String(++phoneCounter).padStart(4, '0')}`;

async function queueSms(to: string, db = t.database.db) {
  await db.transaction(async (tx) => {
    await t.app.jobs.notifier.sms.send(tx, {
      to,
      text: `hello ${to}`,
      template: { name: 'notice', params: { title: to } },
    });
  });
}

async function rowsTo(recipients: string[]) {
  const rows = await t.database.db
    .select()
    .from(outboxMessages)
    .where(inArray(sql`${outboxMessages.message}->>'to'`, recipients));
  return rows;
}

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function deliveryJobs(): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'outbox-delivery'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

const sentTo = (to: string) => gatewayA.attempts.filter((attempt) => attempt.to === to);

beforeAll(async () => {
  t = await startTestApp(
    { metrics: { enabled: true, token: undefined } },
    { sms: gatewayA.sms, email: gatewayA.email, jobs: FAST },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('a move and its messages', () => {
  let order: CreatedOrder;
  beforeAll(async () => {
    const company = await loginAs(t.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
    order = await bookLclOrder(t.app, company, await bookableShowcaseLine(t.app));
  });

  const aboutOrder = async () =>
    (await t.database.db.select().from(outboxMessages)).filter((row) =>
      JSON.stringify(row.message).includes(order.orderNo),
    );

  it('queues nothing and sends nothing when the move rolls back', async () => {
    const before = gatewayA.attempts.length;
    const jobsBefore = await deliveryJobs();
    await expect(
      t.database.db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.orderId, null);
        await moveOrder(tx, t.app.jobs.notifier, locked, 'pending_booking', TEST_OPERATOR);
        expect(
          (await tx.select().from(outboxMessages)).some((row) => JSON.stringify(row.message).includes(order.orderNo)),
        ).toBe(true);
        throw new Error('something later in the move failed');
      }),
    ).rejects.toThrow('something later');
    await t.app.jobs.settleOutbox();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await aboutOrder()).toEqual([]);
    expect(gatewayA.attempts.slice(before).filter((a) => a.to === DEMO.enterprise.mobile)).toEqual([]);
    expect(await deliveryJobs()).toBe(jobsBefore);
  });

  it('sends the SMS and the e-mail once after the commit, while the gateway holds no lock of the order', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    gatewayA.plans.set(DEMO.enterprise.mobile, [{ hold: held }]);
    const started = Date.now();
    await t.database.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.orderId, null);
      await moveOrder(tx, t.app.jobs.notifier, locked, 'pending_booking', TEST_OPERATOR);
    });
    // The gateway now holds the SMS; the order is free for the next move all the same.
    await until(
      async () => sentTo(DEMO.enterprise.mobile).length,
      (n) => n > 0,
    );
    await t.database.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.orderId, null);
      await moveOrder(tx, t.app.jobs.notifier, locked, 'pending_preallocation', TEST_OPERATOR);
    });
    expect(Date.now() - started).toBeLessThan(5000);
    release();
    const rows = await until(aboutOrder, (list) => list.length === 4 && list.every((row) => row.status === 'sent'));
    expect(rows.map((row) => [row.channel, row.status, row.attempts]).sort()).toEqual([
      ['email', 'sent', 1],
      ['email', 'sent', 1],
      ['sms', 'sent', 1],
      ['sms', 'sent', 1],
    ]);
  });
});

describe('delivery', () => {
  it('retries a gateway that fails twice with growing delays, then delivers once', async () => {
    const to = phone();
    gatewayA.plans.set(to, [{ refuse: busy() }, { refuse: busy() }, 'accept']);
    await queueSms(to);
    const [row] = await until(
      () => rowsTo([to]),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    const attempts = sentTo(to);
    expect(attempts.map((attempt) => attempt.ok)).toEqual([false, false, true]);
    const [first, second, third] = attempts.map((attempt) => attempt.at) as [number, number, number];
    // pg-boss's exponential backoff from a 1 s delay: about 0.5–1 s, then 1–2 s.
    expect(second - first).toBeGreaterThanOrEqual(450);
    expect(third - second).toBeGreaterThanOrEqual(950);
  });

  it('gives up at once on a refusal no retry can fix, keeps the last error and counts it in /metrics', async () => {
    const to = phone();
    const wrongKey = new GatewayError('SMS_SEND_FAILED', { gatewayCode: 'SignatureDoesNotMatch', retryable: false });
    gatewayA.plans.set(to, [{ refuse: wrongKey }]);
    await queueSms(to);
    const [row] = await until(
      () => rowsTo([to]),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'SMS_SEND_FAILED (SignatureDoesNotMatch)' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sentTo(to)).toHaveLength(1);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^outbox_failed_messages [1-9]/m);
    expect(metrics.body).toMatch(/^job_queue_depth\{queue="outbox-delivery"\} \d+/m);
  });
});

describe('several runners', () => {
  let gatewayB: ReturnType<typeof fakeGateway>;
  let runnerB: JobRunner;
  let outboxB: Outbox;

  beforeAll(async () => {
    gatewayB = fakeGateway('B');
    runnerB = createJobRunner(t.database.db, t.app.log, FAST);
    outboxB = createOutbox(t.database.db, runnerB, gatewayB, t.app.log);
    await runnerB.start();
  });
  afterAll(async () => {
    await runnerB?.stop(1000);
  });

  it('deliver each message exactly once when two runners share one database', async () => {
    const recipients = Array.from({ length: 30 }, phone);
    await Promise.all(recipients.map((to) => queueSms(to)));
    outboxB.kick();
    const rows = await until(
      () => rowsTo(recipients),
      (list) => list.length === 30 && list.every((row) => row.status === 'sent'),
      30_000,
    );
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(30);
    const deliveries = [...gatewayA.attempts, ...gatewayB.attempts].filter((a) => recipients.includes(a.to));
    expect(
      deliveries
        .filter((a) => a.ok)
        .map((a) => a.to)
        .sort(),
    ).toEqual([...recipients].sort());
    expect(deliveries).toHaveLength(30);
  });

  it('hands a message out again when the runner delivering it hangs, and a late answer changes nothing', async () => {
    const to = phone();
    // The first runner to take the message never hears back from the gateway: its job expires.
    let giveUp: (error: Error) => void = () => {};
    const stuck = new Promise<void>((_resolve, reject) => {
      giveUp = reject;
    });
    stuck.catch(() => {});
    gatewayA.plans.set(to, [{ hold: stuck }]);
    gatewayB.plans.set(to, [{ hold: stuck }]);
    await queueSms(to);
    const taken = await until(
      async () => [...gatewayA.attempts, ...gatewayB.attempts].filter((a) => a.to === to),
      (list) => list.length > 0,
    );
    const survivor = taken[0]?.runner === 'A' ? gatewayB : gatewayA;
    survivor.plans.delete(to);
    const [row] = await until(
      () => rowsTo([to]),
      (rows) => rows[0]?.status === 'sent',
      20_000,
    );
    expect(row?.status).toBe('sent');
    expect(survivor.attempts.filter((a) => a.to === to && a.ok)).toHaveLength(1);
    // The hung attempt finally fails: the message stays delivered.
    giveUp(new GatewayError('SMS_SEND_FAILED', { gatewayCode: 'timeout', retryable: true }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [after] = await rowsTo([to]);
    expect(after).toMatchObject({ status: 'sent', lastError: null, attempts: 1 });
  });

  it('hands a message out again when the runner delivering it is stopped mid-way', async () => {
    const to = phone();
    // The first runner to take the message hangs in the gateway, then "dies" (stops without waiting).
    const never = new Promise<void>(() => {});
    gatewayA.plans.set(to, [{ hold: never }]);
    gatewayB.plans.set(to, [{ hold: never }]);
    await queueSms(to);
    const taken = await until(
      async () => [...gatewayA.attempts, ...gatewayB.attempts].filter((a) => a.to === to),
      (list) => list.length > 0,
    );
    const dead = taken[0]?.runner;
    if (dead === 'A') await t.app.jobs.stopRunner(0);
    else await runnerB.stop(0);
    const survivor = dead === 'A' ? gatewayB : gatewayA;
    survivor.plans.delete(to);
    const [row] = await until(
      () => rowsTo([to]),
      (rows) => rows[0]?.status === 'sent',
      20_000,
    );
    expect(row?.status).toBe('sent');
    expect(survivor.attempts.filter((a) => a.to === to && a.ok)).toHaveLength(1);
    const [row2] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, row?.id ?? ''));
    expect(row2?.sentAt).not.toBeNull();
  });
});

describe('the development outbox page', () => {
  it('lists a notice sent by a call that was just answered', async () => {
    const dev = await startTestApp({}, { jobs: { pollSeconds: 30 } });
    try {
      const to = '13900009999';
      await dev.database.db.transaction(async (tx) => {
        await dev.app.jobs.notifier.sms.send(tx, {
          to,
          text: 'ping',
          template: { name: 'notice', params: { title: 'ping' } },
        });
      });
      const page = await call(dev.app, 'GET', '/v2/dev/outbox?pageSize=5');
      expect(page.data.items.some((item: { to: string }) => item.to === to)).toBe(true);
    } finally {
      await dev.close();
    }
  });
});
