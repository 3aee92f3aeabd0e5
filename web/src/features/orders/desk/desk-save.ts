import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { type ApiError, isApiError } from '../../../lib/api-error.ts';

/** A failure told as a message, unless the client already told it (a lost session, a 403). */
export function useFailureMessage(): (error: unknown) => void {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return (error) => {
    if (isApiError(error) && error.handled) return;
    void message.error(isApiError(error) && error.msg ? error.msg : t('opsOrders:failed'));
  };
}

/** The server's per-field messages (`a.b.0.c`) as antd name paths with their errors. */
export function fieldErrors(error: ApiError): { name: (string | number)[]; errors: string[] }[] {
  return Object.entries(error.fields ?? {}).map(([field, text]) => ({
    name: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors: [text],
  }));
}

/**
 * Every save of the desk: asked first (the customer sees what it does), then run while the question
 * stays open; success is told as a message, a failure too (with its field errors handed to the form).
 */
export function useConfirmedSave() {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  const failed = useFailureMessage();
  return <T>(options: {
    title: string;
    content?: ReactNode;
    okText?: string;
    success: string;
    run: () => Promise<T>;
    onDone?: (value: T) => void;
    onFieldErrors?: (errors: ReturnType<typeof fieldErrors>) => void;
  }) =>
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText ?? t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { 'data-testid': 'desk-confirm-ok' },
      onOk: () =>
        options.run().then(
          (value) => {
            void message.success(options.success);
            options.onDone?.(value);
          },
          (error: unknown) => {
            if (isApiError(error) && error.fields) options.onFieldErrors?.(fieldErrors(error));
            failed(error);
          },
        ),
    });
}
