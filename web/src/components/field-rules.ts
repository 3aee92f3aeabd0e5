import type { Locale } from '@seabook/domain/i18n';
import type { FormRule } from 'antd';
import { errorText } from '../i18n/error-text.ts';
import { useLocale } from '../i18n/i18n.ts';
import type { ApiError } from '../lib/api-error.ts';

/**
 * Form rules built from the domain's zod schemas, so the browser enforces exactly what the server does.
 * Schema issues carry a catalogue key (e.g. PHONE_INVALID) as their message; it is shown in the user's language.
 */

/**
 * The part of a zod schema these helpers use. Typed structurally so the web needs no direct zod dependency;
 * any domain schema fits.
 */
export type SchemaLike = {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
};

function issueText(message: string, locale: Locale): string {
  return errorText(message, locale);
}

/** Whether a field schema rejects an empty value, to show antd's required mark. */
export function isRequired(schema: SchemaLike): boolean {
  return !schema.safeParse('').success && !schema.safeParse(undefined).success;
}

/** Rules for one field validated on its own, e.g. `fieldRules(MobileSchema, locale)`. */
export function fieldRules(schema: SchemaLike, locale: Locale): FormRule[] {
  return [
    {
      required: isRequired(schema),
      validator: async (_rule, value: unknown) => {
        const result = schema.safeParse(value ?? '');
        const issue = result.success ? undefined : result.error.issues[0];
        if (issue) throw new Error(issueText(issue.message, locale));
      },
    },
  ];
}

/**
 * Rules for a field whose check spans the whole form (e.g. password2 must equal password): the object
 * schema is run on all current values and only the issues at this field's path are reported.
 */
export function formFieldRules(schema: SchemaLike, name: string, locale: Locale): FormRule[] {
  return [
    (form) => ({
      validator: async () => {
        const result = schema.safeParse(form.getFieldsValue(true));
        const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === name);
        if (issue) throw new Error(issueText(issue.message, locale));
      },
    }),
  ];
}

/** `fieldRules` in the active language; re-renders with new messages when the language changes. */
export function useFieldRules(schema: SchemaLike): FormRule[] {
  return fieldRules(schema, useLocale());
}

/** The server's per-field messages (422 `fields`) in the shape `form.setFields` takes. */
export function serverFieldErrors(error: ApiError): { name: string; errors: string[] }[] {
  return Object.entries(error.fields ?? {}).map(([name, message]) => ({ name, errors: [message] }));
}
