import { AppError } from '../lib/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A row id from a request, for a `uuid` column. Anything that is not a UUID cannot name a row, so it
 * answers exactly like a missing one (404) instead of reaching PostgreSQL, which would refuse the cast.
 */
export function rowId(id: string): string {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
  return id;
}

/** Whether an id can name a row (rowId's test, without the 404). */
export function isRowId(id: string): boolean {
  return UUID.test(id);
}
