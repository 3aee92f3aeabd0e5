import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Metrics } from './http/metrics.ts';
import type { EmailProvider } from './providers/email.ts';
import type { Payments } from './providers/payment-config.ts';
import type { SmsProvider } from './providers/sms.ts';
import type { WxProvider } from './providers/wx.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The online payment gateways (decision 036); the tests reach the development gateway here. */
    payments: Payments;
    /** Where the job runner reports its queue depth (http/metrics.ts). */
    metrics: Metrics;
    /** The outbox of SMS and e-mail notices and the job runner delivering it (decision 030). */
    jobs: {
      notifier: Notifier;
      settleOutbox(timeoutMs?: number): Promise<void>;
      /** Stops the runner (on close; the tests also stop it at once, as a crash would). */
      stopRunner(timeoutMs?: number): Promise<void>;
    };
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger
>;

/**
 * What every module's routes receive: the database, the outside-world providers and the metrics.
 * `sms` sends at once (verification codes: the caller waits for them and hears of a failure);
 * `notifier` writes notices to the outbox in the caller's transaction, delivered after the commit.
 */
export type AppDeps = {
  db: Db;
  config: Config;
  sms: SmsProvider;
  email: EmailProvider;
  wx: WxProvider;
  notifier: Notifier;
  /** The online payment gateways and our notify and return addresses (decision 036). */
  payments: Payments;
  metrics: Metrics;
  /** Waits until the messages queued so far had their first attempt (the development outbox page). */
  settleOutbox(timeoutMs?: number): Promise<void>;
};

/** The providers a notice goes out through (modules/messages/notify.ts). */
export type Notifier = { sms: SmsProvider; email: EmailProvider };
