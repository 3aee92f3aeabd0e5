/** The pages of "my orders" (spec §2: /center/order, /center/orderdetail?id=). */
export const ORDER_PATHS = {
  list: '/center/order',
  detail: (orderId: string) => `/center/orderdetail?${new URLSearchParams({ id: orderId })}`,
} as const;
