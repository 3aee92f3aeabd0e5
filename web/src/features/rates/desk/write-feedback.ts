import { App, type FormInstance } from 'antd';
import { useTranslation } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * A refused or failed write of the desk: the server's field messages on the form's fields (by the
 * first part of their path, "weekdays.0" → weekdays), and the message told unless the client already
 * told it (a lost session, a 403).
 */
export function useWriteFailure(): (error: unknown, form?: FormInstance) => void {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return (error, form) => {
    if (form && isApiError(error) && error.fields)
      form.setFields(
        Object.entries(error.fields).map(([name, text]) => ({ name: name.split('.')[0] as never, errors: [text] })),
      );
    if (isApiError(error) && error.handled) return;
    void message.error(isApiError(error) && error.msg ? error.msg : t('opsRates:failed'));
  };
}

/**
 * Every write of the desk is asked first: the question stays open while the write runs, then `done`
 * tells the outcome; a failure lands on the form (when there is one) and as a message.
 */
export function useConfirmedWrite() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const failed = useWriteFailure();
  return <T>(options: {
    title: string;
    content: string;
    okText: string;
    danger?: boolean;
    testId: string;
    run: () => Promise<T>;
    done: (value: T) => void;
    form?: FormInstance;
  }) =>
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText,
      cancelText: t('opsRates:form.cancel'),
      okButtonProps: { danger: options.danger, 'data-testid': options.testId } as never,
      onOk: () => options.run().then(options.done, (error: unknown) => failed(error, options.form)),
    });
}
