/** Why the client had no answer from the server at all. */
export const NETWORK_STATUS = 0;

/**
 * A failed call: `code` and `msg` from the envelope (msg already in the caller's language), the HTTP
 * status (0 when the request never got an answer), and per-field messages on validation failures.
 * `handled` is true when the client already told the user (99999, 401, 403), so callers stay quiet.
 * `data` is the envelope's `result.data` when a failure carries one (409 PRICE_CHANGED: the new price).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly status: number;
  readonly fields: Readonly<Record<string, string>> | undefined;
  readonly data: unknown;
  handled: boolean;

  constructor(init: {
    code: number;
    msg: string;
    status: number;
    fields?: Record<string, string>;
    data?: unknown;
    handled?: boolean;
  }) {
    super(init.msg);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.status = init.status;
    this.fields = init.fields;
    this.data = init.data;
    this.handled = init.handled ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
