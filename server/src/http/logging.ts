import { maskPhone } from '@seabook/domain/auth';

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

/** pino options: JSON lines, request ids, phone numbers masked in every field and message. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: ['req.headers.accesstoken', 'req.headers.cookie', 'req.headers.authorization'], censor: '***' },
    formatters: { log: (object: Record<string, unknown>) => maskDeep(object) as Record<string, unknown> },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...rest: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? maskPhones(arg) : arg)),
        );
      },
    },
  };
}
