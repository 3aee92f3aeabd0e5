import { z } from 'zod';
import { PortRefSchema } from './catalog.ts';
import { ORDER_STATUSES } from './order-flow.ts';
import { OrderMilestoneSchema, ProgressStepSchema } from './order-info.ts';
import {
  normalizeTrackingNo,
  searchableTrackingNo,
  TRACKING_TYPES,
  trackingNoProblem,
  trackingTypeOf,
} from './tracking-rules.ts';

export * from './tracking-rules.ts';

/**
 * Cargo tracking (`/cargo_tracking`, GET /v2/tracking/search): the query and the answer. Anyone may
 * track; the answer tells where the cargo is (route, vessel, dates, progress, DCSA events, boxes) and
 * nothing about whose it is. Only the owner's tenant also gets the order id to open the full order.
 */

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * GET /v2/tracking/search?type=&no=: the number is cleaned (spaces out, capitals) and checked
 * (tracking-rules.ts trackingNoProblem); the output carries the type to search by (null: neither chosen
 * nor evident, the server tries 1 then 3) and the number as searched.
 */
export const TrackingQuerySchema = z
  .object({
    type: z.preprocess((value) => {
      const missing = blankAsMissing(value);
      return typeof missing === 'string' ? Number(missing) : missing;
    }, z.literal(TRACKING_TYPES, { error: 'VALIDATION' }).optional()),
    no: z.string({ error: 'TRACKING_NUMBER_INVALID' }).transform(normalizeTrackingNo),
  })
  .transform((query, ctx) => {
    const problem = trackingNoProblem(query.type, query.no);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, path: ['no'], input: query.no });
      return z.NEVER;
    }
    const type = trackingTypeOf(query.type, query.no);
    return { type, no: searchableTrackingNo(type, query.no) };
  });
export type TrackingQueryInput = z.input<typeof TrackingQuerySchema>;
export type TrackingQuery = z.output<typeof TrackingQuerySchema>;

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A business node that happened, as its DCSA event, without the operator's remark. */
export const TrackingMilestoneSchema = OrderMilestoneSchema.omit({ remark: true });
export type TrackingMilestone = z.infer<typeof TrackingMilestoneSchema>;

/** A box of the shipment: its number and ISO size-type; the seal number only for the owner. */
export const TrackingContainerSchema = z.object({
  containerNo: z.string(),
  type: z.string().nullable(),
  sealNo: z.string().nullable(),
});
export type TrackingContainer = z.infer<typeof TrackingContainerSchema>;

/**
 * One shipment found. Dates are China calendar days: ETD/ETA planned, ATD/ATA actual. `status` is the
 * order's (the web shows it coarsely: trackingPhase). `orderId` is present only for the owner's tenant.
 */
export const TrackingShipmentSchema = z.object({
  ref: z.string(),
  pol: PortRefSchema,
  pod: PortRefSchema,
  vessel: z.string().nullable(),
  voyage: z.string().nullable(),
  etd: DateSchema.nullable(),
  eta: DateSchema.nullable(),
  atd: DateSchema.nullable(),
  ata: DateSchema.nullable(),
  status: z.enum(ORDER_STATUSES),
  steps: z.array(ProgressStepSchema),
  milestones: z.array(TrackingMilestoneSchema),
  containers: z.array(TrackingContainerSchema),
  owner: z.boolean(),
  orderId: z.string().optional(),
});
export type TrackingShipment = z.infer<typeof TrackingShipmentSchema>;

/** The answer: the type searched and the number as searched; no shipment found is an empty list. */
export const TrackingAnswerSchema = z.object({
  type: z.literal(TRACKING_TYPES),
  no: z.string(),
  shipments: z.array(TrackingShipmentSchema),
});
export type TrackingAnswer = z.infer<typeof TrackingAnswerSchema>;

/** Most shipments one search answers (a container is reused over the years; newest first). */
export const TRACKING_MAX_SHIPMENTS = 20;
