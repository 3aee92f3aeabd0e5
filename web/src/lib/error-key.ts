import { type ErrorKey, errorKeyByCode } from '@seabook/domain/errors';
import { type ApiError, isApiError } from './api-error.ts';

/**
 * The catalogue key of a failed call's code, when the code is one of ours (undefined for anything
 * else). Apart from ApiError so the transport of the first paint does not carry the catalogue: only
 * the pages that branch on a key load it (decision 014).
 */
export function errorKeyOf(error: ApiError | unknown): ErrorKey | undefined {
  return isApiError(error) ? errorKeyByCode(error.code) : undefined;
}
