import { Alert, App, type FormInstance, type ModalFuncProps } from 'antd';
import { useState } from 'react';
import type { ApiError } from '../../lib/api-error.ts';

/**
 * How the desk's two forms (quote, reject) send: the form is checked, the operator confirms, the call
 * is made; success says so and closes the sheet, a refusal stays above the form until the next edit.
 */
export function useConfirmedSend<V>(form: FormInstance<V>, onDone: () => void) {
  const { modal, message } = App.useApp();
  const [failure, setFailure] = useState<ApiError | null>(null);

  const send = async (options: {
    confirm: (values: V) => ModalFuncProps;
    write: (values: V) => Promise<unknown>;
    done: string;
    onFailed?: (error: ApiError) => void;
  }) => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setFailure(null);
    modal.confirm({
      ...options.confirm(values),
      onOk: () =>
        options.write(values).then(
          () => {
            void message.success(options.done);
            onDone();
          },
          (error: ApiError) => {
            setFailure(error);
            options.onFailed?.(error);
          },
        ),
    });
  };

  return { failure, clear: () => setFailure(null), send };
}

/** The refusal of the last send, above the form. */
export function SendFailure({ failure, title, testId }: { failure: ApiError | null; title: string; testId: string }) {
  if (!failure) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={failure.msg}
      style={{ marginBottom: 12 }}
      data-testid={testId}
    />
  );
}
