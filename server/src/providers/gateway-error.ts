import type { ErrorKey } from '@seabook/domain/errors';
import { AppError } from '../lib/errors.ts';

/**
 * An outside service refused or failed: our catalogue's error for the caller, plus what the service
 * said (`gatewayCode`, for the log) and whether trying again later may succeed (`retryable`: throttling,
 * timeouts, the service's own outages), for whoever delivers messages with retries.
 */
export class GatewayError extends AppError {
  readonly gatewayCode: string;
  readonly retryable: boolean;

  constructor(
    key: ErrorKey,
    options: { gatewayCode: string; retryable: boolean; retryAfter?: number; fields?: Record<string, ErrorKey> },
  ) {
    super(key, { retryAfter: options.retryAfter, fields: options.fields });
    this.name = 'GatewayError';
    this.gatewayCode = options.gatewayCode;
    this.retryable = options.retryable;
  }
}

/** A fetch that gives up after `timeoutMs`; a timeout or a refused connection is a retryable failure. */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit & { timeoutMs: number },
  failure: ErrorKey,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) });
  } catch (error) {
    const code = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
    throw new GatewayError(failure, { gatewayCode: code, retryable: true });
  }
}
