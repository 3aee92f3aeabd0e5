import { LetterRejectSchema } from '@seabook/domain/letters';
import { Button, type ButtonProps, Form, Input, Typography } from 'antd';
import { useFieldRules } from '../../components/field-rules.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { SendFailure, useConfirmedSend } from '../ops/desk-send.tsx';
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

type RejectValues = { reason: string };

/** Reject: the reason the customer reads (1 to 200 characters, as the server checks it). */
export function RejectForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RejectValues>();
  const write = useLetterWrite();
  const { failure, clear, send } = useConfirmedSend(form, onDone);
  const rules = useFieldRules(LetterRejectSchema.shape.reason);
  const submit = () =>
    void send({
      confirm: () => ({
        title: t('opsLetters:reject.confirmTitle'),
        content: t('opsLetters:reject.confirmContent'),
        okText: t('opsLetters:reject.submit'),
        cancelText: t('common:actions.cancel'),
        okButtonProps: confirmButton(true),
      }),
      write: (values) => write.mutateAsync({ kind: 'reject', body: { id, reason: values.reason.trim() } }),
      done: t('opsLetters:reject.done'),
      onFailed: (error) => {
        const text = error.fields?.reason;
        if (text) form.setFields([{ name: 'reason', errors: [text] }]);
      },
    });
  return (
    <Form<RejectValues> form={form} layout="vertical" onValuesChange={clear} data-testid="letter-reject-form">
      <SendFailure failure={failure} title={t('opsLetters:reject.failed')} testId="letter-reject-error" />
      <Form.Item name="reason" label={t('opsLetters:reject.reason')} rules={rules}>
        <Input.TextArea
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('opsLetters:reject.placeholder')}
          data-testid="letter-reject-reason"
        />
      </Form.Item>
      <Button danger loading={write.isPending} onClick={submit} data-testid="letter-reject-submit">
        {t('opsLetters:reject.submit')}
      </Button>
    </Form>
  );
}
