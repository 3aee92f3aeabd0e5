import { envelope } from '@seabook/domain/envelope';
import { errorMessage } from '@seabook/domain/error-messages';
import { ERRORS, type ErrorKey, isErrorKey } from '@seabook/domain/errors';
import type { Locale } from '@seabook/domain/i18n';
import type { z } from 'zod';

/** Wraps a payload in the success envelope. */
export function ok<T>(data: T): { error: Record<string, never>; result: { data: T } } {
  return { error: {}, result: { data } };
}

/** The response schema of a route: the success envelope around its data schema. */
export function answers<T extends z.ZodType>(data: T) {
  return { 200: envelope(data) };
}

export type ErrorBody = {
  error: { code: number; msg: string; fields?: Record<string, string> };
  result: Record<string, never>;
};

export function errorBody(
  key: ErrorKey,
  locale: Locale,
  values?: Record<string, string | number>,
  fields?: Record<string, string>,
): ErrorBody {
  const error: ErrorBody['error'] = { code: ERRORS[key].code, msg: errorMessage(key, locale, values) };
  if (fields && Object.keys(fields).length > 0) error.fields = fields;
  return { error, result: {} };
}

/** Turns zod issues into a catalogue key (the first issue's) and a localized message per field path. */
export function validationFailure(
  issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }>,
  locale: Locale,
): { key: ErrorKey; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  let first: ErrorKey | undefined;
  for (const issue of issues) {
    const key: ErrorKey = isErrorKey(issue.message) ? issue.message : 'VALIDATION';
    first ??= key;
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= errorMessage(key, locale);
  }
  return { key: first ?? 'VALIDATION', fields };
}
