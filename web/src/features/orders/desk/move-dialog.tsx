import type { OrderMoveOption } from '@seabook/domain/order-info';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../i18n/i18n.ts';
import { remarkRequired } from './queues.ts';

/** Longest move remark the server takes (OpsOrderMoveRequestSchema). */
const REMARK_MAX = 500;

export type MoveAsk = { move: OrderMoveOption; title: string };

/**
 * The confirmation of a move (one order or several): what it does, and the remark that goes with it to
 * the customer. A rejection needs its reason (the review remark the customer reads). The dialog stays
 * open while the call runs; `onSubmit` tells success and failure.
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
  onSubmit: (remark: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ remark?: string }>();
  const required = ask ? remarkRequired(ask.move) : false;
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
        onFinish={(values) => onSubmit(values.remark?.trim() || undefined)}
      >
        <Alert type="info" showIcon title={t('opsOrders:move.notice')} style={{ marginBottom: 16 }} />
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
