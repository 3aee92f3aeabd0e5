import { INQUIRY_REJECT_REASON_MAX, InquiryRejectInputSchema } from '@seabook/domain/inquiries';
import { ReasonRejectForm } from '../../../components/desk/reason-form.tsx';
import { useTranslation } from '../../../i18n/i18n.ts';
import { useDeskWrite } from './api.ts';

/** Rejects a waiting inquiry with the reason the customer reads (required), after a confirmation. */
export function RejectForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const write = useDeskWrite();
  return (
    <ReasonRejectForm
      field={InquiryRejectInputSchema.shape.reason}
      maxLength={INQUIRY_REJECT_REASON_MAX}
      texts={{
        reason: t('opsInquiries:reject.reason'),
        placeholder: t('opsInquiries:reject.reasonPlaceholder'),
        submit: t('opsInquiries:reject.submit'),
        failed: t('opsInquiries:reject.failed'),
        done: t('opsInquiries:reject.done'),
        confirmTitle: t('opsInquiries:reject.confirmTitle'),
        confirmContent: t('opsInquiries:reject.confirmContent'),
      }}
      testId="reject"
      confirmTestId="reject-confirm"
      write={(reason) => write.mutateAsync({ kind: 'reject', body: { id, reason } })}
      pending={write.isPending}
      onDone={onDone}
    />
  );
}
