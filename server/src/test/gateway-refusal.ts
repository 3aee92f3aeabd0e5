import { expect } from 'vitest';
import { GatewayError } from '../providers/gateway-error.ts';

/** The GatewayError an adapter's call ends with (the test fails if it succeeds or throws anything else). */
export async function gatewayRefusal(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}
