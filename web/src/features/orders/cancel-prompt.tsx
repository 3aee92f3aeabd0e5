import { useEffect, useRef } from 'react';
import { useCancelOrder } from './order-actions.tsx';
import type { Target } from './permitted.ts';

export type CancelRequest = { order: Target; serial: number };

/**
 * Asks antd's confirmation once for each new request (a press of a row's "cancel"). It stays mounted after,
 * inside its antd scope, so the success or failure message it shows is not taken away with it.
 */
export default function CancelPrompt({ request }: { request: CancelRequest }) {
  const cancel = useCancelOrder();
  const shown = useRef(0);
  useEffect(() => {
    if (shown.current === request.serial) return;
    shown.current = request.serial;
    cancel(request.order);
  }, [request, cancel]);
  return null;
}
