import { z } from 'zod';
import { CONTAINER_CODES, isContainerNumber, isIsoDate } from './booking-rules.ts';
import { list, PageQuerySchema } from './envelope.ts';
import { BUSINESS_NODE_KEYS, ORDER_STATUSES } from './order-flow.ts';
import { blankAsMissing, type LoadingInfo, OrderInfoSchema, optionalText, RecordIdSchema } from './order-info.ts';
import { ORDER_KEYWORD_MAX, OrderListItemSchema } from './orders.ts';

/**
 * The operators' calls on orders (`/v2/ops/order/…`, decision 020), beside the customer's in
 * order-info.ts: GET list → `OpsOrderList`; getinfo, move, milestone, todo, loading → `OpsOrderInfo`.
 */

/** POST /v2/ops/order/move: any move the table lets an operator make. */
export const OpsOrderMoveRequestSchema = z.object({
  id: RecordIdSchema,
  to: z.enum(ORDER_STATUSES, { error: 'VALIDATION' }),
  remark: optionalText(500),
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
const ReferenceSchema = z
  .string({ error: 'VALIDATION' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9\-/]{2,29}$/, { error: 'VALIDATION' });

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
  bookingNo: z.preprocess(blankAsMissing, ReferenceSchema.optional()),
});
export type OpsLoadingRequest = z.input<typeof OpsLoadingRequestSchema>;

/** GET /v2/ops/order/list: every tenant's orders, newest first, by status and keyword. */
export const OpsOrderListQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(ORDER_STATUSES, { error: 'VALIDATION' }).optional()),
  keyword: z.string({ error: 'VALIDATION' }).trim().max(ORDER_KEYWORD_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
});
export type OpsOrderListQuery = z.input<typeof OpsOrderListQuerySchema>;

/** Whose order it is, for the operators: the company (or person) and the account that booked. */
const orderOwner = { company: z.string(), accountName: z.string() };

export const OpsOrderListItemSchema = OrderListItemSchema.extend(orderOwner);
export const OpsOrderListSchema = list(OpsOrderListItemSchema);
export type OpsOrderList = z.infer<typeof OpsOrderListSchema>;

/** GET /v2/ops/order/getinfo and the answer of every ops call: the order with its owner; `actions` are the operator's. */
export const OpsOrderInfoSchema = OrderInfoSchema.extend(orderOwner);
export type OpsOrderInfo = z.infer<typeof OpsOrderInfoSchema>;
