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
import type { SmsProvider } from './providers/sms.ts';
import type { WxProvider } from './providers/wx.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the job runner reports its queue depth (http/metrics.ts). */
    metrics: Metrics;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger
>;

/** What every module's routes receive: the database, the outside-world providers and the metrics. */
export type AppDeps = {
  db: Db;
  config: Config;
  sms: SmsProvider;
  email: EmailProvider;
  wx: WxProvider;
  metrics: Metrics;
};

/** The providers a notice goes out through (modules/messages/notify.ts). */
export type Notifier = Pick<AppDeps, 'sms' | 'email'>;
