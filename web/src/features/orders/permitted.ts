import type { BookingMode } from '@seabook/domain/booking-rules';
import type { OrderActions } from '@seabook/domain/order-info';
import { useCan } from '../../lib/auth.ts';

/** The order an action is taken on. */
export type Target = { orderId: string; orderNo: string; mode: BookingMode };

/**
 * Which of an order's actions (`actions`: the server's answer, or `orderActions` of the status in the list)
 * the role may take (spec §6): changing an order needs `order.edit`, ordering again `order.add`.
 */
export function usePermitted(actions: OrderActions) {
  const can = useCan();
  const mayEdit = can('order', 'edit');
  return {
    edit: actions.edit && mayEdit,
    cancel: actions.cancel && mayEdit,
    moves: mayEdit ? actions.moves : [],
    again: can('order', 'add'),
  };
}
