import { errorText } from '../i18n/error-text.ts';
import { useLocale } from '../i18n/i18n.ts';
import { isApiError } from '../lib/api-error.ts';
import { apiErrorText } from '../lib/api-error-text.ts';

/** The message to show for a failed call: the catalogue text in the current language, else the server's. */
export function useErrorMessage(error: unknown): string {
  const locale = useLocale();
  if (isApiError(error)) return apiErrorText(error, locale);
  return errorText('REQUEST_ERROR', locale);
}
