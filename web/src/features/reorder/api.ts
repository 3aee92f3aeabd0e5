import type { EditedOrder, EditOrderRequest } from '@seabook/domain/booking-price';
import { orderCalls } from '@seabook/domain/orders.calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../lib/session.ts';

/** The call of the edit page: the order booked again with its new draft. */

/**
 * POST /v2/oe_order/eidtcreateorder (spec §7 spelling); refusals are shown by the form, not toasted.
 * The order (as booked and with its life) and the order lists are read again after a change.
 */
export function useEditOrder() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<EditedOrder, ApiError, EditOrderRequest>({
    mutationFn: (body) => call(orderCalls.edit, body, { silent: true }),
    // Not awaited: the page moves on at once, and the order page reads the order again when it opens.
    onSuccess: (edited) => {
      void client.invalidateQueries({ queryKey: [SESSION_KEY, token, 'order', edited.orderId] });
      void client.invalidateQueries({ queryKey: [SESSION_KEY, token, 'orders'] });
    },
  });
}
