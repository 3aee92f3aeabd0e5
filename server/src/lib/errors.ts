import { ERRORS, type ErrorKey } from '@seabook/domain/errors';

/**
 * The one error a service throws: a catalogue key, optional values for the message's placeholders,
 * optional per-field messages, an optional Retry-After in seconds for limits, and optional data the
 * answer carries as `result.data` beside the error (the new price of a 409 PRICE_CHANGED, the report of
 * a refused rate sheet), so that no route catches an error to shape its answer by hand. It lives in
 * lib/ so that every layer (db/, http/, the modules) may throw it; http/error-handler.ts answers it.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly values: Record<string, string | number> | undefined;
  readonly fields: Record<string, ErrorKey> | undefined;
  readonly retryAfter: number | undefined;
  readonly data: unknown;

  constructor(
    key: ErrorKey,
    options: {
      values?: Record<string, string | number>;
      fields?: Record<string, ErrorKey>;
      retryAfter?: number;
      data?: unknown;
    } = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.values = options.values;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
    this.data = options.data;
  }

  get status(): number {
    return ERRORS[this.key].status;
  }
}
