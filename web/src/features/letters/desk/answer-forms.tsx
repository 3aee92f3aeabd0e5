import { LETTER_REJECT_REASON_MAX, LetterRejectSchema } from '@seabook/domain/letters';
import { Button, type ButtonProps, Form, Input, Typography } from 'antd';
import { SendFailure, useConfirmedSend } from '../../../components/desk/desk-send.tsx';
import { ReasonRejectForm } from '../../../components/desk/reason-form.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useLetterWrite } from './api.ts';

/**
 * The two answers to a pending letter that make no order here: link it to an order booked elsewhere
 * (by its number), or reject it with the reason the customer reads. Each is checked, confirmed, says so
 * when done, and shows a refusal on its field and above the form (the desks' confirmed send).
 */

const confirmButton = (danger = false) => ({ danger, 'data-testid': 'letter-answer-confirm' }) as ButtonProps;

type LinkValues = { orderNo: string };

/** Link existing order: the letter was booked elsewhere as this order of the same company. */
export function LinkForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LinkValues>();
  const write = useLetterWrite();
  const { failure, clear, send } = useConfirmedSend(form, onDone);
  const number = (values: Partial<LinkValues>) => (values.orderNo ?? '').trim().toUpperCase();
  const submit = () =>
    void send({
      confirm: (values) => ({
        title: t('opsLetters:link.confirmTitle', { orderNo: number(values) }),
        content: t('opsLetters:link.confirmContent'),
        okText: t('opsLetters:link.submit'),
        cancelText: t('common:actions.cancel'),
        okButtonProps: confirmButton(),
      }),
      write: (values) => write.mutateAsync({ kind: 'process', body: { id, orderNo: number(values) } }),
      done: t('opsLetters:link.done', { orderNo: number(form.getFieldsValue()) }),
      onFailed: (error) => {
        const text = error.fields?.orderNo;
        if (text) form.setFields([{ name: 'orderNo', errors: [text] }]);
      },
    });
  return (
    <Form<LinkValues> form={form} layout="vertical" onValuesChange={clear} data-testid="letter-link-form">
      <Typography.Paragraph type="secondary">{t('opsLetters:link.hint')}</Typography.Paragraph>
      <SendFailure failure={failure} title={t('opsLetters:link.failed')} testId="letter-link-error" />
      <Form.Item
        name="orderNo"
        label={t('opsLetters:link.orderNo')}
        rules={[{ required: true, whitespace: true, message: t('opsLetters:link.placeholder') }]}
      >
        <Input maxLength={40} placeholder={t('opsLetters:link.placeholder')} data-testid="letter-link-order" />
      </Form.Item>
      <Button loading={write.isPending} onClick={submit} data-testid="letter-link-submit">
        {t('opsLetters:link.submit')}
      </Button>
    </Form>
  );
}

/** Reject: the reason the customer reads (required, as long as the server takes it). */
export function RejectForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const write = useLetterWrite();
  return (
    <ReasonRejectForm
      field={LetterRejectSchema.shape.reason}
      maxLength={LETTER_REJECT_REASON_MAX}
      texts={{
        reason: t('opsLetters:reject.reason'),
        placeholder: t('opsLetters:reject.placeholder'),
        submit: t('opsLetters:reject.submit'),
        failed: t('opsLetters:reject.failed'),
        done: t('opsLetters:reject.done'),
        confirmTitle: t('opsLetters:reject.confirmTitle'),
        confirmContent: t('opsLetters:reject.confirmContent'),
      }}
      testId="letter-reject"
      confirmTestId="letter-answer-confirm"
      write={(reason) => write.mutateAsync({ kind: 'reject', body: { id, reason } })}
      pending={write.isPending}
      onDone={onDone}
    />
  );
}
