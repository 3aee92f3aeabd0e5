import { z } from 'zod';
import { CONTAINER_CODES, isContainerNumber, isIsoDate } from './booking-rules.ts';
import { list, PageQuerySchema } from './envelope.ts';
import { InquiryQuoteChargeSchema } from './inquiries.ts';
import { BUSINESS_NODE_KEYS, ORDER_STATUSES, type OrderStatus } from './order-flow.ts';
import {
  blankAsMissing,
  type LoadingInfo,
  ORDER_FILE_CATEGORIES,
  OrderInfoSchema,
  optionalText,
  RecordIdSchema,
} from './order-info.ts';
import { ORDER_KEYWORD_MAX, OrderListItemSchema } from './orders.ts';

/**
 * The operators' calls on orders (`/v2/ops/order/…`, decision 020), beside the customer's in
 * order-info.ts: GET list → `OpsOrderList`; GET counts → `OpsOrderCounts`; GET file → the bytes;
 * getinfo, move, quote, milestone, todo, loading, upload → `OpsOrderInfo`; bulkmove → `OpsBulkMoveResult`.
 */

/** A carrier's B/L or booking number as the operator types it: trimmed, in capitals. */
export const REFERENCE_PATTERN = /^[A-Z0-9][A-Z0-9\-/]{2,29}$/;
const ReferenceSchema = z
  .string({ error: 'VALIDATION' })
  .trim()
  .toUpperCase()
  .regex(REFERENCE_PATTERN, { error: 'VALIDATION' });
/** A booking number: a reference, refused with its own message (BOOKING_NO_INVALID). */
const BookingNoSchema = z
  .string({ error: 'BOOKING_NO_INVALID' })
  .trim()
  .toUpperCase()
  .regex(REFERENCE_PATTERN, { error: 'BOOKING_NO_INVALID' });

/** The move that confirms the carrier's booking: it records the booking number and the booked (CONF) node. */
export const CONFIRM_BOOKING_TO: OrderStatus = 'pending_preallocation';

/**
 * POST /v2/ops/order/move: any move the table lets an operator make. Confirming the booking
 * (→ pending_preallocation) needs `bookingNo` (BOOKING_NO_REQUIRED on the field); other moves ignore it.
 */
export const OpsOrderMoveRequestSchema = z
  .object({
    id: RecordIdSchema,
    to: z.enum(ORDER_STATUSES, { error: 'VALIDATION' }),
    remark: optionalText(500),
    // Spaces alone are no number: missing, not malformed.
    bookingNo: z.preprocess(
      (value) => blankAsMissing(typeof value === 'string' ? value.trim() : value),
      BookingNoSchema.optional(),
    ),
  })
  .superRefine((move, ctx) => {
    if (move.to === CONFIRM_BOOKING_TO && move.bookingNo === undefined)
      ctx.addIssue({ code: 'custom', message: 'BOOKING_NO_REQUIRED', path: ['bookingNo'] });
  });
export type OpsOrderMoveRequest = z.input<typeof OpsOrderMoveRequestSchema>;

/** POST /v2/ops/order/milestone: records (or corrects) a business node. */
export const OpsMilestoneRequestSchema = z.object({
  id: RecordIdSchema,
  node: z.enum(BUSINESS_NODE_KEYS, { error: 'VALIDATION' }),
  at: z.iso.datetime({ offset: true, error: 'MILESTONE_TIME_INVALID' }),
  location: optionalText(50),
  remark: optionalText(200),
});
export type OpsMilestoneRequest = z.input<typeof OpsMilestoneRequestSchema>;

/** POST /v2/ops/order/todo: asks the customer to do something. */
export const OpsTodoRequestSchema = z.object({
  id: RecordIdSchema,
  text: z.string({ error: 'VALIDATION' }).trim().min(1, { error: 'VALIDATION' }).max(200, { error: 'FIELD_TOO_LONG' }),
});
export type OpsTodoRequest = z.input<typeof OpsTodoRequestSchema>;

const DaySchema = z.string({ error: 'VALIDATION' }).trim().refine(isIsoDate, { error: 'VALIDATION' });
const optionalDay = z.preprocess(blankAsMissing, DaySchema.nullable().default(null));
const optionalCount = z.preprocess(
  blankAsMissing,
  z
    .number({ error: 'VALIDATION' })
    .int({ error: 'VALIDATION' })
    .min(1, { error: 'VALIDATION' })
    .nullable()
    .default(null),
);
/**
 * A container number as the operator types it: spaces and dashes dropped, upper case; owner, category
 * and serial well formed (CONTAINER_NUMBER_INVALID) and the check digit right (CONTAINER_NO_CHECK_DIGIT).
 */
export const LoadedContainerNoSchema = z
  .string({ error: 'CONTAINER_NUMBER_INVALID' })
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .refine((value) => /^[A-Z]{3}[UJZ]\d{7}$/.test(value), { error: 'CONTAINER_NUMBER_INVALID', abort: true })
  .refine(isContainerNumber, { error: 'CONTAINER_NO_CHECK_DIGIT' });

const LoadedContainerInputSchema = z.object(
  {
    containerNo: LoadedContainerNoSchema,
    type: z.preprocess(blankAsMissing, z.enum(CONTAINER_CODES, { error: 'VALIDATION' }).nullable().default(null)),
    sealNo: z.preprocess(
      blankAsMissing,
      z
        .string({ error: 'SEAL_NUMBER_INVALID' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9-]{4,20}$/, { error: 'SEAL_NUMBER_INVALID' })
        .nullable()
        .default(null),
    ),
    pieces: optionalCount,
    weightKg: z.preprocess(
      blankAsMissing,
      z.number({ error: 'VALIDATION' }).positive({ error: 'VALIDATION' }).max(100_000).nullable().default(null),
    ),
  },
  { error: 'VALIDATION' },
);

/** The loading information as the operator sends it: ETA not before ETD, each container once. */
export const LoadingInfoInputSchema = z
  .object(
    {
      vessel: z
        .string({ error: 'VALIDATION' })
        .trim()
        .min(1, { error: 'VALIDATION' })
        .max(60, { error: 'FIELD_TOO_LONG' }),
      voyage: z
        .string({ error: 'VALIDATION' })
        .trim()
        .min(1, { error: 'VALIDATION' })
        .max(20, { error: 'FIELD_TOO_LONG' }),
      etd: DaySchema,
      eta: DaySchema,
      atd: optionalDay,
      ata: optionalDay,
      cutoff: z.preprocess(
        blankAsMissing,
        z.iso
          .datetime({ offset: true, error: 'VALIDATION' })
          .transform((value) => new Date(value).toISOString())
          .nullable()
          .default(null),
      ),
      containers: z
        .array(LoadedContainerInputSchema, { error: 'VALIDATION' })
        .max(50, { error: 'VALIDATION' })
        .default([]),
      remark: z.preprocess(
        blankAsMissing,
        z.string({ error: 'VALIDATION' }).trim().max(500, { error: 'FIELD_TOO_LONG' }).nullable().default(null),
      ),
    },
    { error: 'VALIDATION' },
  )
  .superRefine((loading, ctx) => {
    if (loading.eta < loading.etd) ctx.addIssue({ code: 'custom', message: 'VALIDATION', path: ['eta'] });
    if (loading.atd && loading.ata && loading.ata < loading.atd)
      ctx.addIssue({ code: 'custom', message: 'VALIDATION', path: ['ata'] });
    const seen = new Set<string>();
    loading.containers.forEach((row, index) => {
      if (seen.has(row.containerNo))
        ctx.addIssue({
          code: 'custom',
          message: 'CONTAINER_NUMBER_DUPLICATE',
          path: ['containers', index, 'containerNo'],
        });
      seen.add(row.containerNo);
    });
  }) satisfies z.ZodType<LoadingInfo, unknown>;
export type LoadingInfoInput = z.input<typeof LoadingInfoInputSchema>;

/** POST /v2/ops/order/loading: the loading information, and the B/L and booking numbers when known. */
export const OpsLoadingRequestSchema = z.object({
  id: RecordIdSchema,
  loading: LoadingInfoInputSchema,
  blNo: z.preprocess(blankAsMissing, ReferenceSchema.optional()),
  bookingNo: z.preprocess(blankAsMissing, BookingNoSchema.optional()),
});
export type OpsLoadingRequest = z.input<typeof OpsLoadingRequestSchema>;

/** A query flag: `1`/`true` or `0`/`false` (a boolean too), blank for the default. */
const queryFlag = z.preprocess(
  (value) => {
    if (value === '1' || value === 'true') return true;
    if (value === '0' || value === 'false') return false;
    return blankAsMissing(value);
  },
  z.boolean({ error: 'VALIDATION' }).default(false),
);

/** Comma-separated statuses (`pending_review,pending_quote`), or an array of them; blank for all. */
const statusList = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return blankAsMissing(value);
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    return parts.length === 0 ? undefined : parts;
  },
  z
    .array(z.enum(ORDER_STATUSES, { error: 'VALIDATION' }), { error: 'VALIDATION' })
    .max(ORDER_STATUSES.length, { error: 'VALIDATION' })
    .optional(),
);

/**
 * GET /v2/ops/order/list: every tenant's orders, newest first (`oldestFirst=1`: oldest first, for a
 * queue), by status (`status`, or `statuses` as a comma-separated group; both given: either matches
 * nothing outside `statuses`) and keyword.
 */
export const OpsOrderListQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(ORDER_STATUSES, { error: 'VALIDATION' }).optional()),
  statuses: statusList,
  oldestFirst: queryFlag,
  keyword: z.string({ error: 'VALIDATION' }).trim().max(ORDER_KEYWORD_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
});
export type OpsOrderListQuery = z.input<typeof OpsOrderListQuerySchema>;

/** Whose order it is, for the operators: the company (or person) and the account that booked. */
const orderOwner = { company: z.string(), accountName: z.string() };

export const OpsOrderListItemSchema = OrderListItemSchema.extend(orderOwner);
/** `total` stops at the count cap (decision 045); `totalCapped` says it did. */
export const OpsOrderListSchema = list(OpsOrderListItemSchema).extend({ totalCapped: z.boolean() });
export type OpsOrderList = z.infer<typeof OpsOrderListSchema>;

/** GET /v2/ops/order/getinfo and the answer of every ops call: the order with its owner; `actions` are the operator's. */
export const OpsOrderInfoSchema = OrderInfoSchema.extend(orderOwner);
export type OpsOrderInfo = z.infer<typeof OpsOrderInfoSchema>;

/**
 * GET /v2/ops/order/counts: how many orders of every tenant are in each status (0 for none); a count
 * stops at the cap (decision 045) and `capped` lists the statuses whose count did.
 */
export const OpsOrderCountsSchema = z.object({
  counts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  capped: z.array(z.enum(ORDER_STATUSES)),
});
export type OpsOrderCounts = z.infer<typeof OpsOrderCountsSchema>;

/** Most charge lines an order's quote may have. */
export const MAX_ORDER_QUOTE_CHARGES = 30;

/**
 * POST /v2/ops/order/quote: prices the charges for the order's cargo (and boxes) like an inquiry's
 * quote, replaces the order's fees and moves it pending_quote → quote_to_confirm. `validTo` is the last
 * day the quote holds (China calendar): today to MAX_QUOTE_VALID_DAYS ahead, checked by the server.
 */
export const OpsOrderQuoteRequestSchema = z.object({
  id: RecordIdSchema,
  charges: z
    .array(InquiryQuoteChargeSchema, { error: 'QUOTE_CHARGES_REQUIRED' })
    .min(1, { error: 'QUOTE_CHARGES_REQUIRED' })
    .max(MAX_ORDER_QUOTE_CHARGES, { error: 'VALIDATION' }),
  validTo: z.string({ error: 'QUOTE_VALIDITY_INVALID' }).trim().refine(isIsoDate, { error: 'QUOTE_VALIDITY_INVALID' }),
  remark: optionalText(500),
});
export type OpsOrderQuoteRequest = z.input<typeof OpsOrderQuoteRequestSchema>;

/**
 * POST /v2/ops/order/upload (multipart): the order `id`, the file's `category` and the `file` itself;
 * the fields before the file. The file lands in the order's documents for the customer too.
 */
export const OpsOrderUploadFieldsSchema = z.object({
  id: RecordIdSchema,
  category: z.enum(ORDER_FILE_CATEGORIES, { error: 'VALIDATION' }),
});
export type OpsOrderUploadFields = z.input<typeof OpsOrderUploadFieldsSchema>;

/** GET /v2/ops/order/file?id=<order id>&fileId=<OrderFile.fileId>: the file's bytes as an attachment. */
export const OpsOrderFileQuerySchema = z.object({ id: RecordIdSchema, fileId: RecordIdSchema });
export type OpsOrderFileQuery = z.input<typeof OpsOrderFileQuerySchema>;

/** Most orders one bulk move may name. */
export const MAX_BULK_MOVE = 50;

/** POST /v2/ops/order/bulkmove: the same move for several orders, each on its own. */
export const OpsBulkMoveRequestSchema = z.object({
  ids: z
    .array(RecordIdSchema, { error: 'VALIDATION' })
    .min(1, { error: 'VALIDATION' })
    .max(MAX_BULK_MOVE, { error: 'VALIDATION' }),
  to: z.enum(ORDER_STATUSES, { error: 'VALIDATION' }),
  remark: optionalText(500),
});
export type OpsBulkMoveRequest = z.input<typeof OpsBulkMoveRequestSchema>;

/** What a bulk move did: the ids moved, and each refused order with the localized reason. */
export const OpsBulkMoveResultSchema = z.object({
  moved: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), orderNo: z.string(), msg: z.string() })),
});
export type OpsBulkMoveResult = z.infer<typeof OpsBulkMoveResultSchema>;
