import type { OrderActions, OrderMoveOption } from '@seabook/domain/order-info';
import { App, Button, Input, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { ORDER_PATHS } from '../../lib/order-paths.ts';
import { useOrderCall } from './api.ts';
import { type Target, usePermitted } from './permitted.ts';

/** Longest cancel reason and move remark the server takes (CancelOrderRequestSchema, OrderMoveRequestSchema). */
const REASON_MAX = 200;
const REMARK_MAX = 500;

/**
 * A confirmation with an optional note (a cancel reason, a move's remark). The modal stays open while
 * the call runs; success and failure are told as messages (spec §8 "cancel success or failure").
 */
function useConfirmWithNote() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return (options: {
    title: string;
    content?: string;
    noteLabel: string;
    maxLength: number;
    okText: string;
    danger?: boolean;
    testId: string;
    onOk: (note: string | undefined) => Promise<void>;
  }) => {
    let note = '';
    modal.confirm({
      title: options.title,
      content: (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid={options.testId}>
          {options.content ? <Typography.Text>{options.content}</Typography.Text> : null}
          <Input.TextArea
            aria-label={options.noteLabel}
            placeholder={options.noteLabel}
            maxLength={options.maxLength}
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(event) => {
              note = event.target.value;
            }}
          />
        </Space>
      ),
      okText: options.okText,
      okButtonProps: { danger: options.danger ?? false },
      cancelText: t('common:actions.close'),
      onOk: () => options.onOk(note.trim() || undefined),
    });
  };
}

function failureText(error: ApiError, fallback: string): string {
  return error.msg ? `${fallback}: ${error.msg}` : fallback;
}

/** Cancel with a reason: asks first, then POST cancelorder. */
export function useCancelOrder(): (order: Pick<Target, 'orderId' | 'orderNo'>) => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cancel = useOrderCall('cancel');
  const confirm = useConfirmWithNote();
  return (order) =>
    confirm({
      title: t('orders:cancel.title', { orderNo: order.orderNo }),
      content: t('orders:cancel.content'),
      noteLabel: t('orders:cancel.reason'),
      maxLength: REASON_MAX,
      okText: t('orders:actions.cancel'),
      danger: true,
      testId: 'cancel-confirm',
      onOk: (reason) =>
        cancel.mutateAsync({ id: order.orderId, reason }).then(
          () => void message.success(t('orders:cancel.success')),
          (error: ApiError) => {
            if (!error.handled) void message.error(failureText(error, t('orders:cancel.failure')));
          },
        ),
    });
}

/** Another of the customer's moves (accept the quote, confirm the B/L, ask for a B/L change…): asks first. */
function useOrderMove(): (order: Target, move: OrderMoveOption) => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const move = useOrderCall('move');
  const confirm = useConfirmWithNote();
  return (order, option) =>
    confirm({
      title: t('orders:moveConfirm.title', { action: t(`orders:moves.${option.action}`) }),
      noteLabel: t('orders:moveConfirm.remark'),
      maxLength: REMARK_MAX,
      okText: t(`orders:moves.${option.action}`),
      danger: option.to === 'cancelled',
      testId: 'move-confirm',
      onOk: (remark) =>
        move.mutateAsync({ id: order.orderId, action: option.action, remark }).then(
          () => void message.success(t('orders:actions.done')),
          (error: ApiError) => {
            if (!error.handled) void message.error(failureText(error, t('orders:actions.failed')));
          },
        ),
    });
}

/**
 * What the customer may do with an order on its page: only what `actions` allows (the server's answer)
 * and the role permits (spec §6): edit, the moves (accept the quote, confirm the B/L, ask for a B/L
 * change…), cancel, order again and tracking. A row of "my orders" has `OrderRowActions` (order-row-actions.tsx).
 */
export function OrderActionButtons({
  order,
  actions,
  trackBy,
}: {
  order: Target;
  actions: OrderActions;
  trackBy?: string | null;
}) {
  const { t } = useTranslation();
  const permitted = usePermitted(actions);
  const cancel = useCancelOrder();
  const move = useOrderMove();
  // A move that ends in cancellation (decline the quote) names it better than the plain cancel button.
  const cancelledByMove = actions.moves.some((option) => option.to === 'cancelled');
  const linked = (to: string, label: string, testId: string, primary = false): ReactNode => (
    <Link to={to} key={testId} data-testid={testId}>
      <Button type={primary ? 'primary' : 'default'}>{label}</Button>
    </Link>
  );

  return (
    <Space size={8} wrap data-testid="order-actions">
      {permitted.edit ? linked(ORDER_PATHS.edit(order.orderId), t('orders:actions.edit'), 'order-edit') : null}
      {permitted.moves.map((option) => (
        <Button
          key={option.action}
          type="primary"
          danger={option.to === 'cancelled'}
          data-testid={`order-move-${option.action}`}
          onClick={() => move(order, option)}
        >
          {t(`orders:moves.${option.action}`)}
        </Button>
      ))}
      {permitted.cancel && !cancelledByMove ? (
        <Button danger data-testid="order-cancel" onClick={() => cancel(order)}>
          {t('orders:actions.cancel')}
        </Button>
      ) : null}
      {permitted.again
        ? linked(ORDER_PATHS.again(order.mode, order.orderId), t('orders:actions.again'), 'order-again')
        : null}
      {trackBy ? linked(ORDER_PATHS.track(trackBy), t('orders:actions.track'), 'order-track') : null}
    </Space>
  );
}
