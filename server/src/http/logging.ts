import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { maskPhone } from '@seabook/domain/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from './context.ts';
import { prettyStream } from './log-format.ts';

const PHONE_IN_TEXT = /(?<!\d)1[3-9]\d{9}(?!\d)/g;

/** Masks every mainland mobile number in a text, e.g. 13812345678 → 138****5678. */
export function maskPhones(text: string): string {
  return text.replace(PHONE_IN_TEXT, (phone) => maskPhone(phone));
}

function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPhones(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  if (value instanceof Error) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = maskDeep(item, depth + 1);
  return out;
}

/** Fastify's own "Server listening at …" lines: main.ts prints one "ready at" line instead. */
const LISTENING = /^Server listening at /;

type LogMethod = (...args: unknown[]) => void;

/**
 * pino options: phone numbers masked in every field and message, secrets redacted, and either JSON
 * lines (for a log collector) or one short line per entry (for a person at a terminal).
 */
export function loggerOptions(
  config: { logLevel: string; logFormat: 'json' | 'pretty' },
  destination?: { write(line: string): void },
) {
  const pretty = config.logFormat === 'pretty';
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers.accesstoken', 'req.headers.cookie', 'req.headers.authorization'], censor: '***' },
    formatters: { log: (object: Record<string, unknown>) => maskDeep(object) as Record<string, unknown> },
    hooks: {
      logMethod(this: { debug: LogMethod }, args: unknown[], method: LogMethod, level: number) {
        if (level === 30 && typeof args[0] === 'string' && LISTENING.test(args[0])) return this.debug(...args);
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? maskPhones(arg) : arg)),
        );
      },
    },
    // JSON lines go to pino's own fast stdout writer unless someone else (a test) wants them.
    ...(pretty ? { stream: prettyStream(destination ?? process.stdout) } : destination ? { stream: destination } : {}),
  };
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The caller's `x-request-id` when it is a plain token (a proxy's id), otherwise a new one. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Query values that are secrets or codes never reach the log. */
const SECRET_PARAM = /code|pass|token|secret|sign/i;

function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const key of [...query.keys()]) if (SECRET_PARAM.test(key)) query.set(key, '***');
  return `${url.slice(0, at)}?${query}`;
}

function who(actor: Actor | null): Record<string, string> {
  if (actor?.kind === 'account') return { user: actor.accountId };
  if (actor?.kind === 'staff') return { operator: actor.staffId };
  return {};
}

/** Probes and scrapes come every few seconds; their lines are debug, so they never bury the requests. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One line per request once it is answered: request id, method, path, status, time, and the user or
 * operator; a warning when it took longer than `slowRequestMs` or failed on our side.
 */
export function registerRequestLog(app: FastifyInstance, options: { slowRequestMs: number }): void {
  app.addHook('onResponse', (request: FastifyRequest, reply, done) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const status = reply.statusCode;
    const url = loggableUrl(request.url);
    const slow = ms >= options.slowRequestMs;
    const fields = { method: request.method, url, status, ms, ...who(request.actor) };
    const text = `${request.method} ${url} ${status} ${ms} ms${slow ? ' (slow)' : ''}`;
    if (slow || status >= 500) request.log.warn(fields, text);
    else if (PROBES.has(request.url)) request.log.debug(fields, text);
    else request.log.info(fields, text);
    done();
  });
}
