import { REFERENCE_PATTERN } from '@seabook/domain/ops-orders';
import type { OrderMoveOption } from '@seabook/domain/order-info';
import { Alert, Form, Input, Modal } from 'antd';
import { errorText } from '../../../i18n/error-text.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { remarkRequired } from './queues.ts';

/** Longest move remark the server takes (OpsOrderMoveRequestSchema). */
const REMARK_MAX = 500;

export type MoveAsk = { move: OrderMoveOption; title: string };

/** What the dialog hands on: the remark, and the carrier's booking number when the move confirms the booking. */
export type MoveAnswer = { remark: string | undefined; bookingNo?: string | undefined };

/**
 * The confirmation of a move (one order or several): what it does, and the remark that goes with it to
 * the customer. A rejection needs its reason (the review remark the customer reads); confirming the
 * booking needs the carrier's booking number (checked as the server checks it), which the order keeps
 * and the booked node records. The dialog stays open while the call runs; `onSubmit` tells success
 * and failure.
 */
export function MoveDialog({
  ask,
  pending,
  onCancel,
  onSubmit,
}: {
  ask: MoveAsk | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (answer: MoveAnswer) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ remark?: string; bookingNo?: string }>();
  const required = ask ? remarkRequired(ask.move) : false;
  const asksBookingNo = ask?.move.action === 'confirm_booking';
  const danger = ask?.move.to === 'rejected' || ask?.move.to === 'cancelled';
  return (
    <Modal
      open={ask !== null}
      title={ask?.title}
      okText={ask ? t(`orders:moves.${ask.move.action}`) : undefined}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger, loading: pending, 'data-testid': 'move-submit' }}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        data-testid="move-dialog"
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) =>
          onSubmit({
            remark: values.remark?.trim() || undefined,
            ...(asksBookingNo ? { bookingNo: values.bookingNo?.trim().toUpperCase() } : {}),
          })
        }
      >
        <Alert type="info" showIcon title={t('opsOrders:move.notice')} style={{ marginBottom: 16 }} />
        {asksBookingNo ? (
          <Form.Item
            name="bookingNo"
            label={t('opsOrders:move.bookingNo')}
            extra={t('opsOrders:move.bookingNoHint')}
            rules={[
              { required: true, whitespace: true, message: errorText('BOOKING_NO_REQUIRED') },
              {
                validator: (_, value?: string) =>
                  !value?.trim() || REFERENCE_PATTERN.test(value.trim().toUpperCase())
                    ? Promise.resolve()
                    : Promise.reject(new Error(errorText('BOOKING_NO_INVALID'))),
              },
            ]}
          >
            <Input maxLength={30} autoComplete="off" data-testid="move-booking-no" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="remark"
          label={required ? t('opsOrders:move.reason') : t('opsOrders:move.remark')}
          rules={[{ required, whitespace: true, message: t('opsOrders:move.reasonRequired') }]}
        >
          <Input.TextArea maxLength={REMARK_MAX} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="move-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
