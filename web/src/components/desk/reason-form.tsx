import { Button, type ButtonProps, Form, Input } from 'antd';
import { useTranslation } from '../../i18n/i18n.ts';
import { type SchemaLike, useFieldRules } from '../field-rules.ts';
import { SendFailure, useConfirmedSend } from './desk-send.tsx';

type ReasonValues = { reason: string };

/** What a desk's rejection says, in its own namespace. */
export type ReasonTexts = {
  reason: string;
  placeholder: string;
  submit: string;
  failed: string;
  done: string;
  confirmTitle: string;
  confirmContent: string;
};

/**
 * A desk's rejection with the reason the customer reads (the inquiry and letter desks): the reason
 * checked by the call's own schema field, a confirmation, then the call; a refusal shows on the field
 * and above the form. Test ids are `<testId>-form`, `-reason`, `-submit` and `-error`.
 */
export function ReasonRejectForm({
  field,
  maxLength,
  texts,
  testId,
  confirmTestId,
  write,
  pending,
  onDone,
}: {
  field: SchemaLike;
  maxLength: number;
  texts: ReasonTexts;
  testId: string;
  confirmTestId: string;
  write: (reason: string) => Promise<unknown>;
  pending: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReasonValues>();
  const rules = useFieldRules(field);
  const { failure, clear, send } = useConfirmedSend(form, onDone);
  const submit = () =>
    void send({
      confirm: () => ({
        title: texts.confirmTitle,
        content: texts.confirmContent,
        okText: texts.submit,
        cancelText: t('common:actions.cancel'),
        okButtonProps: { danger: true, 'data-testid': confirmTestId } as ButtonProps,
      }),
      write: (values) => write(values.reason.trim()),
      done: texts.done,
      onFailed: (error) => {
        const text = error.fields?.reason;
        if (text) form.setFields([{ name: 'reason', errors: [text] }]);
      },
    });
  return (
    <Form<ReasonValues> form={form} layout="vertical" onValuesChange={clear} data-testid={`${testId}-form`}>
      <SendFailure failure={failure} title={texts.failed} testId={`${testId}-error`} />
      <Form.Item name="reason" label={texts.reason} rules={rules}>
        <Input.TextArea
          maxLength={maxLength}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={texts.placeholder}
          data-testid={`${testId}-reason`}
        />
      </Form.Item>
      <Button danger loading={pending} onClick={submit} data-testid={`${testId}-submit`}>
        {texts.submit}
      </Button>
    </Form>
  );
}
