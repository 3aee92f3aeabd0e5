import { ERRORS, type ErrorKey } from '@seabook/domain/errors';

/**
 * The one error a service throws: a catalogue key, optional values for the message's placeholders,
 * optional per-field messages, and an optional Retry-After in seconds for limits.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly values: Record<string, string | number> | undefined;
  readonly fields: Record<string, ErrorKey> | undefined;
  readonly retryAfter: number | undefined;

  constructor(
    key: ErrorKey,
    options: { values?: Record<string, string | number>; fields?: Record<string, ErrorKey>; retryAfter?: number } = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.values = options.values;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return ERRORS[this.key].status;
  }
}
