import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { serverFieldErrors } from '../../components/field-rules.ts';
import { errorText } from '../../i18n/error-text.ts';
import { isApiError } from '../../lib/api-error.ts';

/** Where a failure's per-field messages go: an antd form, or a plain form's own setter of the same shape. */
export type FieldErrorTarget = Pick<FormInstance, 'setFields'>;

/** How long a failed login, registration or send stays on screen (spec §8). */
export const FAILURE_NOTICE_SECONDS = 4;

/**
 * Shows a failed call the way spec §8 asks: the server's message in an error notification for 4 s, and
 * its per-field messages on the matching form fields. The form keeps every value the user typed.
 */
export function useFailureNotice(): (error: unknown, title: string, form?: FieldErrorTarget) => void {
  const { notification } = App.useApp();
  return useCallback(
    (error, title, form) => {
      if (!isApiError(error)) {
        notification.error({ title, description: errorText('REQUEST_ERROR'), duration: FAILURE_NOTICE_SECONDS });
        return;
      }
      if (form && error.fields) form.setFields(serverFieldErrors(error));
      // The API client already told the user about 401/403/expired sessions.
      if (error.handled) return;
      notification.error({ title, description: error.msg, duration: FAILURE_NOTICE_SECONDS });
    },
    [notification],
  );
}
