import type { BookingMode } from '@seabook/domain/booking-rules';

const withId = (path: string, id: string) => `${path}?${new URLSearchParams({ id })}`;

/**
 * The pages of "my orders" (spec §2: /center/order, /center/orderdetail?id= and its twin
 * /center/orderdetails?id=) and the pages an order leads to: order again (/onemore, /fcl/onemore), the
 * edit page while it waits for review (/editorder) and cargo tracking by B/L or order number (type 1).
 */
export const ORDER_PATHS = {
  list: '/center/order',
  detail: (orderId: string) => withId('/center/orderdetail', orderId),
  again: (mode: BookingMode, orderId: string) => withId(mode === 'fcl' ? '/fcl/onemore' : '/onemore', orderId),
  edit: (orderId: string) => withId('/editorder', orderId),
  /** The B/L check (spec §2): /checkbill for LCL, /checkFclBill for FCL. */
  checkBill: (mode: BookingMode, orderId: string) => withId(mode === 'fcl' ? '/checkFclBill' : '/checkbill', orderId),
  track: (no: string) => `/cargo_tracking?${new URLSearchParams({ type: '1', no })}`,
} as const;
