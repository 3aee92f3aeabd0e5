import { z } from 'zod';
import { UNLOCODE_PATTERN } from './catalog-search.ts';
import { isIsoDate } from './china-time.ts';
import { CARGO_LIMITS, ISO_DAY_PATTERN, ROUTINGS, SERVICE_KINDS, SORT_KEYS } from './quote-rules.ts';

/**
 * The requests of the quote searches (LCL and FCL) and the cargo typed on a search or a quote, apart from
 * the rest of the rates contract: a search in the address is checked with these in the browser, which then
 * builds only these schemas instead of every rate schema, with the catalogue's and money's (decision 064).
 * `rates.ts` re-exports them.
 */

/**
 * A port code field that names itself when missing: POL_REQUIRED or POD_REQUIRED ("please choose the
 * port of loading"), where PortCodeSchema can only say PORT_REQUIRED. A malformed code is PORT_UNKNOWN.
 */
function portField(required: 'POL_REQUIRED' | 'POD_REQUIRED') {
  return z
    .string({ error: required })
    .trim()
    .toUpperCase()
    .min(1, { error: required, abort: true })
    .regex(UNLOCODE_PATTERN, { error: 'PORT_UNKNOWN' });
}
export const PolCodeSchema = portField('POL_REQUIRED');
export const PodCodeSchema = portField('POD_REQUIRED');
export const DateStringSchema = z
  .string({ error: 'SAILING_DATE_INVALID' })
  .regex(ISO_DAY_PATTERN, { error: 'SAILING_DATE_INVALID' })
  .refine(isIsoDate, { error: 'SAILING_DATE_INVALID' });

/** Cargo as typed on a search or a quote: positive, finite, within one LCL shipment's limits. */
export const CargoMeasureSchema = z.object({
  weightKg: z.coerce
    .number({ error: 'CARGO_WEIGHT_INVALID' })
    .positive({ error: 'CARGO_WEIGHT_INVALID' })
    .max(CARGO_LIMITS.maxWeightKg, { error: 'CARGO_WEIGHT_INVALID' })
    .multipleOf(0.001, { error: 'CARGO_WEIGHT_INVALID' }),
  volumeCbm: z.coerce
    .number({ error: 'CARGO_VOLUME_INVALID' })
    .positive({ error: 'CARGO_VOLUME_INVALID' })
    .max(CARGO_LIMITS.maxVolumeCbm, { error: 'CARGO_VOLUME_INVALID' })
    .multipleOf(0.001, { error: 'CARGO_VOLUME_INVALID' }),
  pieces: z.coerce
    .number({ error: 'CARGO_PIECES_INVALID' })
    .int({ error: 'CARGO_PIECES_INVALID' })
    .positive({ error: 'CARGO_PIECES_INVALID' })
    .max(CARGO_LIMITS.maxPieces, { error: 'CARGO_PIECES_INVALID' }),
});
export type CargoMeasureInput = z.infer<typeof CargoMeasureSchema>;

/** POST /v2/oe_sea/price — the LCL search. */
export const QuoteSearchSchema = z.object({
  kind: z.enum(SERVICE_KINDS, { error: 'VALIDATION' }).default('export'),
  pol: PolCodeSchema,
  pod: PodCodeSchema,
  /** First sailing date to list (today or later); the search covers SEARCH_WINDOW_DAYS from it. */
  sailingDate: DateStringSchema.optional(),
  cargo: CargoMeasureSchema.optional(),
  sort: z.enum(SORT_KEYS, { error: 'VALIDATION' }).default('price'),
  order: z.enum(['asc', 'desc'], { error: 'VALIDATION' }).default('asc'),
  /** SCAC codes; empty means every carrier. */
  carriers: z.array(z.string().max(8), { error: 'VALIDATION' }).max(50, { error: 'VALIDATION' }).default([]),
  routing: z.enum(ROUTINGS, { error: 'VALIDATION' }).default('all'),
  /** Monday (YYYY-MM-DD) of the sailing week to keep; omitted means every week in the window. */
  week: DateStringSchema.optional(),
  page: z.coerce
    .number()
    .int({ error: 'VALIDATION' })
    .min(1, { error: 'VALIDATION' })
    .max(1000, { error: 'VALIDATION' })
    .default(1),
  pageSize: z.coerce
    .number()
    .int({ error: 'VALIDATION' })
    .min(1, { error: 'VALIDATION' })
    .max(100, { error: 'VALIDATION' })
    .default(20),
});
export type QuoteSearch = z.infer<typeof QuoteSearchSchema>;
export type QuoteSearchInput = z.input<typeof QuoteSearchSchema>;

/** POST /v2/fcl/price — FCL: a price per container type. */
export const FclSearchSchema = z.object({
  pol: PolCodeSchema,
  pod: PodCodeSchema,
  sailingDate: DateStringSchema.optional(),
  sort: z.enum(SORT_KEYS, { error: 'VALIDATION' }).default('price'),
  order: z.enum(['asc', 'desc'], { error: 'VALIDATION' }).default('asc'),
  carriers: z.array(z.string().max(8)).max(50).default([]),
  page: z.coerce.number().int().min(1, { error: 'VALIDATION' }).max(1000, { error: 'VALIDATION' }).default(1),
  pageSize: z.coerce.number().int().min(1, { error: 'VALIDATION' }).max(100, { error: 'VALIDATION' }).default(20),
});
export type FclSearch = z.infer<typeof FclSearchSchema>;
