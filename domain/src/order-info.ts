import { z } from 'zod';
import { OrderSchema } from './booking-price.ts';
import { CONTAINER_CODES } from './booking-rules.ts';
import { FILE_TYPES } from './files.ts';
import {
  BUSINESS_NODE_KEYS,
  customerMayCancel,
  DCSA_EVENT_TYPES,
  EDITABLE_STATUSES,
  findMove,
  ORDER_ACTIONS,
  ORDER_ACTORS,
  ORDER_STATUSES,
  type OrderActor,
  type OrderStatus,
  PROGRESS_STEPS,
  plainMovesFrom,
} from './order-flow.ts';

/**
 * One order after the booking (decision 020): the wire shapes of `/v2/oe_order/getorderinfo` and the
 * customer's calls on it, and of the operators' calls under `/v2/ops/order/…`. Answers are plain
 * shapes (what the server serialises); requests carry the error keys of their refusals.
 *
 * Sections: the parts of an order (files, loading, nodes, steps, to-dos, log, actions) and
 * `OrderInfoSchema`; the customer's requests. The operators' calls are in ops-orders.ts.
 *
 * What each call answers:
 * - GET getorderinfo, POST cancelorder / ordermove / userdefine / tododone → `OrderInfo`
 * - GET getfilelist, POST addfile → `OrderFile[]`; GET zhuangyun → `LoadingInfo | null`
 */

// ---------------------------------------------------------------------------------------------------
// Parts of an order

/** What an order's document is, as the customer or operator files it. */
export const ORDER_FILE_CATEGORIES = ['booking', 'packing_list', 'invoice', 'customs', 'bl', 'photo', 'other'] as const;
export type OrderFileCategory = (typeof ORDER_FILE_CATEGORIES)[number];

/** A file attached to an order. */
export const OrderFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  sizeBytes: z.number().int(),
  /** The type recognised from the file's content when uploaded. */
  detectedType: z.enum(FILE_TYPES),
  category: z.enum(ORDER_FILE_CATEGORIES),
  addedBy: z.enum(ORDER_ACTORS),
  addedAt: z.string(),
});
export type OrderFile = z.infer<typeof OrderFileSchema>;

/** A loaded container: its number (ISO 6346), type, seal and what is in it, as far as known. */
export const LoadedContainerSchema = z.object({
  containerNo: z.string(),
  type: z.enum(CONTAINER_CODES).nullable(),
  sealNo: z.string().nullable(),
  pieces: z.number().int().nullable(),
  weightKg: z.number().nullable(),
});
export type LoadedContainer = z.infer<typeof LoadedContainerSchema>;

/** Loading and shipment information (`zhuangyun`), set by the operator; dates are YYYY-MM-DD. */
export const LoadingInfoSchema = z.object({
  vessel: z.string(),
  voyage: z.string(),
  etd: z.string(),
  eta: z.string(),
  atd: z.string().nullable(),
  ata: z.string().nullable(),
  /** The cargo cut-off (ISO instant). */
  cutoff: z.string().nullable(),
  containers: z.array(LoadedContainerSchema),
  remark: z.string().nullable(),
});
export type LoadingInfo = z.infer<typeof LoadingInfoSchema>;

/** A business node that happened, as its DCSA event. */
export const OrderMilestoneSchema = z.object({
  node: z.enum(BUSINESS_NODE_KEYS),
  eventType: z.enum(DCSA_EVENT_TYPES),
  code: z.string(),
  /** When it happened (ISO instant). */
  at: z.string(),
  location: z.string().nullable(),
  remark: z.string().nullable(),
});
export type OrderMilestone = z.infer<typeof OrderMilestoneSchema>;

const PROGRESS_STEP_KEYS = PROGRESS_STEPS.map((s) => s.step) as [
  (typeof PROGRESS_STEPS)[number]['step'],
  ...(typeof PROGRESS_STEPS)[number]['step'][],
];

/** One of the eleven progress steps (`progressSteps` of order-flow.ts). */
export const ProgressStepSchema = z.object({
  step: z.enum(PROGRESS_STEP_KEYS),
  state: z.enum(['done', 'current', 'waiting', 'stopped', 'skipped']),
  at: z.string().nullable(),
});

/** What the operator asked the customer to do; names are as they were at the time. */
export const OrderTodoSchema = z.object({
  id: z.string(),
  text: z.string(),
  raisedAt: z.string(),
  raisedBy: z.string(),
  doneAt: z.string().nullable(),
  doneBy: z.string().nullable(),
});
export type OrderTodo = z.infer<typeof OrderTodoSchema>;

/** One line of the order's log: a move (`from` → `to`) or an edit (`changes`: field → [before, after]). */
export const OrderLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorKind: z.enum(ORDER_ACTORS),
  actorName: z.string(),
  /** An order action (order-flow.ts) or `create`, `userdefine`, `addfile`, `todo_raised`, `todo_done`, `milestone`, `loading`. */
  action: z.string(),
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES).nullable(),
  remark: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
});
export type OrderLogEntry = z.infer<typeof OrderLogEntrySchema>;

export const OrderMoveOptionSchema = z.object({ action: z.enum(ORDER_ACTIONS), to: z.enum(ORDER_STATUSES) });
export type OrderMoveOption = z.infer<typeof OrderMoveOptionSchema>;

/** What the caller may do with the order now: change the booking, cancel it, and its other moves. */
export const OrderActionsSchema = z.object({
  edit: z.boolean(),
  cancel: z.boolean(),
  moves: z.array(OrderMoveOptionSchema),
});
export type OrderActions = z.infer<typeof OrderActionsSchema>;

/**
 * Whether the operator's quote of an order waiting for the customer is past its validity day (it holds
 * through that day, China calendar). An order quoted before validities were kept (null) does not expire.
 */
export function orderQuoteExpired(status: OrderStatus, quoteValidTo: string | null, today: string): boolean {
  return status === 'quote_to_confirm' && quoteValidTo !== null && today > quoteValidTo;
}

/**
 * The caller's actions on an order of `status`. A customer cancels with its own button, so its cancel
 * move is not among `moves`; an operator's `moves` are all of its moves, cancel included. A customer
 * cannot accept an expired quote (`quoteExpired`), only decline it.
 */
export function orderActions(
  status: OrderStatus,
  actor: Exclude<OrderActor, 'system'>,
  quoteExpired = false,
): OrderActions {
  if (actor === 'operator')
    return {
      edit: false,
      cancel: findMove(status, 'cancelled', 'operator') !== undefined,
      moves: plainMovesFrom(status, 'operator').map(({ action, to }) => ({ action, to })),
    };
  return {
    edit: EDITABLE_STATUSES.includes(status),
    cancel: customerMayCancel(status),
    moves: plainMovesFrom(status, 'customer')
      .filter((m) => m.action !== 'cancel' && !(quoteExpired && m.action === 'accept_quote'))
      .map(({ action, to }) => ({ action, to })),
  };
}

/** A reference field of the customer's own (`userdefine`). */
export const UserFieldSchema = z.object({ label: z.string(), value: z.string() });

/** GET /v2/oe_order/getorderinfo: the order as booked with everything that happened to it since. */
export const OrderInfoSchema = OrderSchema.extend({
  blNo: z.string().nullable(),
  bookingNo: z.string().nullable(),
  customerReference: z.string().nullable(),
  contractNo: z.string().nullable(),
  userFields: z.array(UserFieldSchema),
  vessel: z.string().nullable(),
  voyage: z.string().nullable(),
  /** The operator's last remark on a move (approve, reject, quote…). */
  reviewRemark: z.string().nullable(),
  /** The last day (inclusive, China calendar) the operator's quote holds; null until quoted. */
  quoteValidTo: z.string().nullable(),
  /** The order waits for the customer on a quote past `quoteValidTo`: it can no longer be accepted. */
  quoteExpired: z.boolean(),
  loading: LoadingInfoSchema.nullable(),
  milestones: z.array(OrderMilestoneSchema),
  steps: z.array(ProgressStepSchema),
  todos: z.array(OrderTodoSchema),
  /** Newest first. */
  log: z.array(OrderLogEntrySchema),
  files: z.array(OrderFileSchema),
  actions: OrderActionsSchema,
});
export type OrderInfo = z.infer<typeof OrderInfoSchema>;

// ---------------------------------------------------------------------------------------------------
// The customer's calls

export const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

export const RecordIdSchema = z
  .string({ error: 'NOT_FOUND' })
  .trim()
  .min(1, { error: 'NOT_FOUND' })
  .max(80, { error: 'NOT_FOUND' });

export function optionalText(max: number) {
  return z.preprocess(
    blankAsMissing,
    z.string({ error: 'VALIDATION' }).trim().max(max, { error: 'FIELD_TOO_LONG' }).optional(),
  );
}

/** Names one order (GET calls). */
export const OrderRefSchema = z.object({ id: RecordIdSchema });

/** POST /v2/oe_order/cancelorder: the customer's cancel, with an optional reason for the log. */
export const CancelOrderRequestSchema = z.object({ id: RecordIdSchema, reason: optionalText(200) });
export type CancelOrderRequest = z.input<typeof CancelOrderRequestSchema>;

/** POST /v2/oe_order/ordermove: the customer's other moves (accept_quote, decline_quote, confirm_bl…). */
export const OrderMoveRequestSchema = z.object({
  id: RecordIdSchema,
  action: z.enum(ORDER_ACTIONS, { error: 'VALIDATION' }),
  remark: optionalText(500),
});
export type OrderMoveRequest = z.input<typeof OrderMoveRequestSchema>;

/** POST /v2/oe_order/addfile: attaches one of the tenant's uploads to the order. */
export const AddOrderFileRequestSchema = z.object({
  id: RecordIdSchema,
  fileId: RecordIdSchema,
  category: z.enum(ORDER_FILE_CATEGORIES, { error: 'VALIDATION' }),
});
export type AddOrderFileRequest = z.input<typeof AddOrderFileRequestSchema>;

export const MAX_USER_FIELDS = 5;
export const CONTRACT_NO_PATTERN = /^[A-Za-z0-9\-/_]+$/;

/**
 * POST /v2/oe_order/userdefine: the customer's own references, all of them at once (a blank or missing
 * one is cleared): the reference, the contract number (letters, digits, `-`, `/`, `_`) and up to five
 * labelled fields.
 */
export const UserDefineRequestSchema = z.object({
  id: RecordIdSchema,
  customerReference: optionalText(50),
  contractNo: z.preprocess(
    blankAsMissing,
    z
      .string({ error: 'VALIDATION' })
      .trim()
      .max(50, { error: 'FIELD_TOO_LONG' })
      .regex(CONTRACT_NO_PATTERN, { error: 'VALIDATION' })
      .optional(),
  ),
  fields: z
    .array(
      z.object(
        {
          label: z
            .string({ error: 'VALIDATION' })
            .trim()
            .min(1, { error: 'VALIDATION' })
            .max(20, { error: 'FIELD_TOO_LONG' }),
          value: z.string({ error: 'VALIDATION' }).trim().max(100, { error: 'FIELD_TOO_LONG' }),
        },
        { error: 'VALIDATION' },
      ),
      { error: 'VALIDATION' },
    )
    .max(MAX_USER_FIELDS, { error: 'VALIDATION' })
    .default([]),
});
export type UserDefineRequest = z.input<typeof UserDefineRequestSchema>;

/** POST /v2/oe_order/tododone: the customer marks an operator's to-do done. */
export const TodoDoneRequestSchema = z.object({ id: RecordIdSchema, todoId: RecordIdSchema });
export type TodoDoneRequest = z.input<typeof TodoDoneRequestSchema>;
