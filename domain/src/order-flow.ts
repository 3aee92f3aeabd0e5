/**
 * The order's life (spec §4, decision 020): its 13 statuses and who may move it between them, the
 * nine business nodes recorded as DCSA events, and the eleven progress steps shown to the customer,
 * derived from the nodes. The server enforces the table; the web reads it to show only the moves
 * there are. One table, both sides of the wire.
 */

export const ORDER_STATUSES = [
  'pending_review',
  'pending_quote',
  'quote_to_confirm',
  'pending_booking',
  'pending_preallocation',
  'in_progress',
  'pending_bl_draft',
  'bl_checking',
  'pending_bl_issue',
  'bl_issued',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moves an order: the customer's account, an operator in the back office, or the platform itself. */
export const ORDER_ACTORS = ['customer', 'operator', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** What a move is called on a button and in the order's log. */
export const ORDER_ACTIONS = [
  'approve',
  'require_quote',
  'reject',
  'quote',
  'accept_quote',
  'decline_quote',
  'withdraw_quote',
  'confirm_booking',
  'preallocate',
  'draft_bl',
  'confirm_bl',
  'request_bl_change',
  'issue_bl',
  'complete',
  'cancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type OrderMove = { from: OrderStatus; to: OrderStatus; action: OrderAction; by: readonly OrderActor[] };

const operator = ['operator'] as const;
const customer = ['customer'] as const;
const both = ['customer', 'operator'] as const;

/**
 * Every allowed move; anything else is refused (ORDER_MOVE_NOT_ALLOWED) and changes nothing. A customer
 * may cancel until the carrier's space is booked; after that only an operator may, until the cargo is
 * on its way to the B/L stage. `completed`, `rejected` and `cancelled` are final.
 */
export const ORDER_MOVES: readonly OrderMove[] = [
  { from: 'pending_review', to: 'pending_booking', action: 'approve', by: operator },
  { from: 'pending_review', to: 'pending_quote', action: 'require_quote', by: operator },
  { from: 'pending_review', to: 'rejected', action: 'reject', by: operator },
  { from: 'pending_review', to: 'cancelled', action: 'cancel', by: both },
  { from: 'pending_quote', to: 'quote_to_confirm', action: 'quote', by: operator },
  { from: 'pending_quote', to: 'rejected', action: 'reject', by: operator },
  { from: 'pending_quote', to: 'cancelled', action: 'cancel', by: both },
  { from: 'quote_to_confirm', to: 'pending_booking', action: 'accept_quote', by: customer },
  { from: 'quote_to_confirm', to: 'cancelled', action: 'decline_quote', by: customer },
  { from: 'quote_to_confirm', to: 'cancelled', action: 'cancel', by: operator },
  // The operator withdraws a quote (expired, or wrong) to quote the order again.
  { from: 'quote_to_confirm', to: 'pending_quote', action: 'withdraw_quote', by: operator },
  { from: 'pending_booking', to: 'pending_preallocation', action: 'confirm_booking', by: operator },
  { from: 'pending_booking', to: 'cancelled', action: 'cancel', by: both },
  { from: 'pending_preallocation', to: 'in_progress', action: 'preallocate', by: operator },
  { from: 'pending_preallocation', to: 'cancelled', action: 'cancel', by: operator },
  { from: 'in_progress', to: 'pending_bl_draft', action: 'draft_bl', by: operator },
  { from: 'in_progress', to: 'cancelled', action: 'cancel', by: operator },
  { from: 'pending_bl_draft', to: 'bl_checking', action: 'draft_bl', by: operator },
  { from: 'bl_checking', to: 'pending_bl_issue', action: 'confirm_bl', by: both },
  { from: 'bl_checking', to: 'pending_bl_draft', action: 'request_bl_change', by: both },
  { from: 'pending_bl_issue', to: 'bl_issued', action: 'issue_bl', by: operator },
  { from: 'bl_issued', to: 'completed', action: 'complete', by: ['operator', 'system'] },
];

/**
 * The statuses of the bill of lading's own calls (decision 037): the operator drafts, the customer checks
 * (/checkbill) and the operator issues there, with the B/L record. Their moves are never plain status
 * moves, on the desk or the order page (ORDER_MOVE_USE_BL).
 */
export const BL_STAGE_STATUSES: readonly OrderStatus[] = ['pending_bl_draft', 'bl_checking', 'pending_bl_issue'];

/** Whether a move is made only by the B/L calls. */
export function isBlMove(move: { from: OrderStatus; to: OrderStatus }): boolean {
  return BL_STAGE_STATUSES.includes(move.from) && move.to !== 'cancelled';
}

/** The moves `actor` may make from `status` by a plain status move: the table's, less the B/L's own. */
export function plainMovesFrom(status: OrderStatus, actor: OrderActor): OrderMove[] {
  return movesFrom(status, actor).filter((move) => !isBlMove(move));
}

export const FINAL_STATUSES: readonly OrderStatus[] = ['completed', 'rejected', 'cancelled'];

/** The move from `from` to `to` that `actor` may make, or undefined when the table has none. */
export function findMove(from: OrderStatus, to: OrderStatus, actor: OrderActor): OrderMove | undefined {
  return ORDER_MOVES.find((m) => m.from === from && m.to === to && m.by.includes(actor));
}

/** The moves `actor` may make from `status`, in table order. */
export function movesFrom(status: OrderStatus, actor: OrderActor): OrderMove[] {
  return ORDER_MOVES.filter((m) => m.from === status && m.by.includes(actor));
}

/** The customer may change the booking itself (eidtcreateorder) only while it waits for review. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['pending_review'];

export function customerMayCancel(status: OrderStatus): boolean {
  return movesFrom(status, 'customer').some((m) => m.to === 'cancelled');
}

/** The status tabs of "my orders": every status, grouped as a customer thinks of them. */
export const ORDER_STATUS_TABS = {
  all: ORDER_STATUSES,
  review: ['pending_review', 'pending_quote', 'quote_to_confirm'],
  booking: ['pending_booking', 'pending_preallocation', 'in_progress'],
  bl: ['pending_bl_draft', 'bl_checking', 'pending_bl_issue', 'bl_issued'],
  completed: ['completed'],
  closed: ['rejected', 'cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderStatusTab = keyof typeof ORDER_STATUS_TABS;
export const ORDER_STATUS_TAB_KEYS = Object.keys(ORDER_STATUS_TABS) as OrderStatusTab[];

// Business nodes and DCSA events

export const DCSA_EVENT_TYPES = ['SHIPMENT', 'EQUIPMENT', 'TRANSPORT'] as const;
export type DcsaEventType = (typeof DCSA_EVENT_TYPES)[number];

/**
 * The nine business nodes (spec §4), in the order they happen, each with the DCSA Track & Trace event
 * it is (freight-facts §1): a shipment event names the document it concerns (BKG booking, TRD
 * transport document); an equipment or transport event names the facility type where it happened.
 */
export const BUSINESS_NODES = [
  { node: 'booked', eventType: 'SHIPMENT', code: 'CONF', document: 'BKG', facility: null },
  { node: 'pickup', eventType: 'EQUIPMENT', code: 'PICK', document: null, facility: 'CLOC' },
  { node: 'warehoused', eventType: 'EQUIPMENT', code: 'GTIN', document: null, facility: 'COFS' },
  { node: 'bill_check', eventType: 'SHIPMENT', code: 'DRFT', document: 'TRD', facility: null },
  { node: 'customs_released', eventType: 'EQUIPMENT', code: 'CUSR', document: null, facility: 'POTE' },
  { node: 'sailed', eventType: 'TRANSPORT', code: 'DEPA', document: null, facility: 'POTE' },
  { node: 'bill_issued', eventType: 'SHIPMENT', code: 'ISSU', document: 'TRD', facility: null },
  { node: 'arrived', eventType: 'TRANSPORT', code: 'ARRI', document: null, facility: 'POTE' },
  { node: 'delivered', eventType: 'EQUIPMENT', code: 'GTOT', document: null, facility: 'COFS' },
] as const satisfies readonly {
  node: string;
  eventType: DcsaEventType;
  code: string;
  document: string | null;
  facility: string | null;
}[];
export type BusinessNode = (typeof BUSINESS_NODES)[number]['node'];
export const BUSINESS_NODE_KEYS = BUSINESS_NODES.map((n) => n.node) as BusinessNode[];

export function dcsaEventOf(node: BusinessNode) {
  const found = BUSINESS_NODES.find((n) => n.node === node);
  if (!found) throw new Error(`unknown business node ${node}`);
  return found;
}

/** The eleven progress steps shown to the customer (spec §4), each done by a node or by the status. */
export const PROGRESS_STEPS = [
  { step: 'review', node: null },
  { step: 'booking', node: 'booked' },
  { step: 'pickup', node: 'pickup' },
  { step: 'warehouse', node: 'warehoused' },
  { step: 'packing', node: null },
  { step: 'bl_confirmation', node: 'bill_check' },
  { step: 'customs_release', node: 'customs_released' },
  { step: 'loading', node: 'sailed' },
  { step: 'bl_issued', node: 'bill_issued' },
  { step: 'arrival', node: 'arrived' },
  { step: 'destination_pickup', node: 'delivered' },
] as const satisfies readonly { step: string; node: BusinessNode | null }[];
export type ProgressStepKey = (typeof PROGRESS_STEPS)[number]['step'];

export type ProgressStepState = 'done' | 'current' | 'waiting' | 'stopped' | 'skipped';
export type ProgressStep = { step: ProgressStepKey; state: ProgressStepState; at: string | null };

const REVIEWING: readonly OrderStatus[] = ['pending_review', 'pending_quote', 'quote_to_confirm'];

/** The nodes after packing that show the cargo left the warehouse (or the shipper's door) packed. */
const PACKED_BY: readonly BusinessNode[] = ['customs_released', 'sailed', 'arrived', 'delivered'];

/**
 * The steps from the status and the recorded nodes (node → ISO time). A step is done only when what it
 * names happened (issue 14): its node is recorded; review once the order left the review statuses (a cancelled one: once a node was recorded);
 * packing, which has no node, once the cargo was picked up or warehoused and has since been released or
 * sailed. A step not done before a done one was passed over (`skipped`: no tick, the node still reads
 * "not yet" — a pickup the customer did not order, a node the operator did not record). The first step
 * not done after the last done one is current, unless the order was rejected or cancelled: then it is
 * stopped. A completed order has no current step.
 */
export function progressSteps(status: OrderStatus, nodes: Partial<Record<BusinessNode, string>>): ProgressStep[] {
  const has = (node: BusinessNode) => nodes[node] !== undefined;
  const done = PROGRESS_STEPS.map((s) => {
    // A cancelled order passed review when anything happened to it after.
    if (s.step === 'review')
      return status === 'cancelled'
        ? Object.values(nodes).some((at) => at !== undefined)
        : !REVIEWING.includes(status) && status !== 'rejected';
    if (s.step === 'packing') return (has('pickup') || has('warehoused')) && PACKED_BY.some(has);
    return s.node !== null && has(s.node);
  });
  // A completed order passed every step: what was not recorded was skipped.
  const lastDone = status === 'completed' ? done.length : done.lastIndexOf(true);
  const stopped = status === 'rejected' || status === 'cancelled';
  const next = done.indexOf(false, lastDone + 1);
  return PROGRESS_STEPS.map((s, i) => ({
    step: s.step,
    state: done[i] ? 'done' : i < lastDone ? 'skipped' : i === next ? (stopped ? 'stopped' : 'current') : 'waiting',
    at: s.node ? (nodes[s.node] ?? null) : null,
  }));
}
