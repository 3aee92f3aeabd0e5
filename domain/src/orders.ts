import { z } from 'zod';
import { ORDER_STATUSES, OrderSchema } from './booking-price.ts';
import { BOOKING_MODES, CONTAINER_CODES } from './booking-rules.ts';
import { list, PageQuerySchema } from './envelope.ts';
import { ORDER_STATUS_TAB_KEYS } from './order-flow.ts';

/**
 * "My orders": the wire shapes of `/v2/oe_order/order_list`. One order in full is `OrderSchema`
 * (booking-price.ts, next to the price it was booked at); a list item carries its summary fields.
 */

/** Most characters a keyword may have. */
export const ORDER_KEYWORD_MAX = 50;

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /v2/oe_order/order_list: newest first, one status tab (or one status) and one mode or all; the
 * keyword matches part of the order number, the customer reference, a port code, the B/L, booking or
 * contract number.
 */
export const OrderListQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(ORDER_STATUSES, { error: 'VALIDATION' }).optional()),
  /** A status tab of "my orders" (order-flow.ts ORDER_STATUS_TABS); `all` is the same as none. */
  tab: z.preprocess(blankAsMissing, z.enum(ORDER_STATUS_TAB_KEYS, { error: 'VALIDATION' }).optional()),
  mode: z.preprocess(blankAsMissing, z.enum(BOOKING_MODES, { error: 'VALIDATION' }).optional()),
  keyword: z.string({ error: 'VALIDATION' }).trim().max(ORDER_KEYWORD_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;
export type OrderListFilter = z.output<typeof OrderListQuerySchema>;

export const OrderListItemSchema = OrderSchema.pick({
  orderId: true,
  orderNo: true,
  mode: true,
  status: true,
  createdAt: true,
  pol: true,
  pod: true,
  carrier: true,
  sailingDate: true,
  totals: true,
  totalUsd: true,
}).extend({
  /** The shipper's own reference (from the draft or userdefine), if given. */
  customerReference: z.string().nullable(),
  /** The bill of lading number, once the operator has it. */
  blNo: z.string().nullable(),
  /** FCL: the boxes booked, by type; empty for LCL. */
  containers: z.array(z.object({ type: z.enum(CONTAINER_CODES), quantity: z.number().int() })),
  cargo: z.object({ pieces: z.number().int(), weightKg: z.number(), volumeCbm: z.number() }),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

/**
 * Counting stops here (decision 045): a total or a count past it answers the cap with its flag set, and
 * shows as "1,000+" (`countText`). The server may be set to another cap (`ORDER_COUNT_CAP`).
 */
export const ORDER_COUNT_CAP = 1_000;

/**
 * The status tabs' badges stop sooner (decision 050): "99+" tells as much as "1,000+" on a tab, and the
 * six badges of every list request cost a tenth of the reading. The list's own total, which sizes the
 * pager, still counts to `ORDER_COUNT_CAP` (or to the server's lower cap, when set lower).
 */
export const ORDER_TAB_COUNT_CAP = 99;

/**
 * A count as shown: "234", "12,345", or "1,000+" when counting stopped at the cap. The thousands are
 * grouped by commas in all three languages, by hand: `toLocaleString` loads the browser's number data
 * on first use, which cost "my orders" some 15 ms on a phone right after logging in.
 */
export function countText(count: number, capped: boolean): string {
  const text = String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return capped ? `${text}+` : text;
}

/**
 * The page, and how many of the tenant's orders each status tab holds: with the keyword and mode of the
 * query, whatever its tab or status. `total` and each count stop at the cap (decision 045):
 * `totalCapped` says the total did, `countsCapped` lists the tabs whose count did ("at least that many").
 */
export const OrderListSchema = list(OrderListItemSchema).extend({
  totalCapped: z.boolean(),
  counts: z.record(z.enum(ORDER_STATUS_TAB_KEYS), z.number().int().nonnegative()),
  countsCapped: z.array(z.enum(ORDER_STATUS_TAB_KEYS)),
});
export type OrderList = z.infer<typeof OrderListSchema>;
