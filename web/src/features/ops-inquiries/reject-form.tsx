import { InquiryRejectInputSchema } from '@seabook/domain/inquiries';
import { Button, type ButtonProps, Form, Input } from 'antd';
import { useFieldRules } from '../../components/field-rules.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { SendFailure, useConfirmedSend } from '../ops/desk-send.tsx';
import { useDeskWrite } from './api.ts';

type RejectValues = { reason: string };

/** Rejects a waiting inquiry with the reason the customer reads (required), after a confirmation. */
export function RejectForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RejectValues>();
  const write = useDeskWrite();
  const reasonRules = useFieldRules(InquiryRejectInputSchema.shape.reason);
  const { failure, clear, send } = useConfirmedSend(form, onDone);

  const reject = () =>
    send({
      confirm: () => ({
        title: t('opsInquiries:reject.confirmTitle'),
        content: t('opsInquiries:reject.confirmContent'),
        okText: t('opsInquiries:reject.submit'),
        okButtonProps: { danger: true, 'data-testid': 'reject-confirm' } as ButtonProps,
        cancelText: t('common:actions.cancel'),
      }),
      write: (values) => write.mutateAsync({ kind: 'reject', body: { id, reason: values.reason.trim() } }),
      done: t('opsInquiries:reject.done'),
      onFailed: (error) => {
        if (error.fields?.reason) form.setFields([{ name: 'reason', errors: [error.fields.reason] }]);
      },
    });

  return (
    <Form<RejectValues> form={form} layout="vertical" onValuesChange={clear} data-testid="reject-form">
      <SendFailure failure={failure} title={t('opsInquiries:reject.failed')} testId="reject-error" />
      <Form.Item name="reason" label={t('opsInquiries:reject.reason')} rules={reasonRules}>
        <Input.TextArea
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('opsInquiries:reject.reasonPlaceholder')}
          data-testid="reject-reason"
        />
      </Form.Item>
      <Button danger loading={write.isPending} onClick={() => void reject()} data-testid="reject-submit">
        {t('opsInquiries:reject.submit')}
      </Button>
    </Form>
  );
}
