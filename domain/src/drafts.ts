import { z } from 'zod';
import { FclOrderDraftSchema, LclOrderDraftSchema } from './booking.ts';
import { BOOKING_MODES } from './booking-rules.ts';
import { PortRefSchema } from './catalog.ts';
import { UNLOCODE_PATTERN } from './catalog-search.ts';
import { list, PageQuerySchema } from './envelope.ts';
import { FILE_TYPES, FileInfoSchema } from './files.ts';

/**
 * Order drafts (spec §4 "草稿箱", §7 `draftcreateorder`, `deleteorder`): an entrust form saved at any
 * point, to be continued later, and the account centre's drafts, letters and files. A draft is not an
 * order: it is not checked as one (it may be half filled), only bounded. Its content keeps the order
 * draft's top-level keys (each of the right JSON type; a misfit is dropped, never refused), plus the
 * lane (`pol`, `pod`) and a wanted `sailingDate`, so a draft whose sailing has gone (or that never had
 * one) can be put on a sailing of its lane.
 */

/** The largest draft content saved, as JSON text in UTF-8. */
export const DRAFT_MAX_BYTES = 64 * 1024;
export const DRAFT_TITLE_MAX = 100;
/** Where a draft came from: the entrust form, a letter of instruction read into it, or "order again". */
export const DRAFT_SOURCES = ['form', 'letter', 'order_again'] as const;
export type DraftSource = (typeof DRAFT_SOURCES)[number];

/** The draft files download: at most this many files and bytes in one zip. */
export const DRAFT_ZIP_MAX_FILES = 200;
export const DRAFT_ZIP_MAX_BYTES = 500 * 1024 * 1024;

const drop = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const block = drop(z.record(z.string(), z.unknown()));
const rows = drop(z.array(z.unknown()).max(50));
const word = drop(z.string().max(40));
const port = drop(z.string().trim().toUpperCase().regex(UNLOCODE_PATTERN));

/**
 * The content of a draft: every top-level key of an LCL or FCL order draft, each kept only when it has
 * the JSON type the order expects (an object for a block, an array for a list, a string for a term),
 * unknown keys dropped. `pol` and `pod` name the lane (UN/LOCODE), set by the server from the line
 * when it knows it, and by the letters module from the instruction when there is no line.
 */
export const DraftContentSchema = z.object({
  mode: drop(z.enum(BOOKING_MODES)),
  source: block,
  tradeTerm: word,
  shipmentTerm: word,
  cargo: block,
  consignor: block,
  consignee: block,
  notifier: block,
  customs: block,
  pickup: block,
  insurance: block,
  destinationClearance: block,
  destinationDelivery: block,
  warehouse: block,
  containers: rows,
  bond: block,
  trucking: block,
  containerDetails: rows,
  customerReference: drop(z.string().max(200)),
  remark: drop(z.string().max(2000)),
  pol: port,
  pod: port,
  /** The sailing date wanted (an instruction names one): where the sailing chooser starts. */
  sailingDate: drop(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type DraftContent = z.infer<typeof DraftContentSchema>;

/** The top-level keys of the order draft schemas: the content must keep every one of them. */
export const ORDER_DRAFT_KEYS = [
  ...new Set([...Object.keys(LclOrderDraftSchema.shape), ...Object.keys(FclOrderDraftSchema.shape)]),
];

function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

/** A draft's content as sent: a JSON object of at most DRAFT_MAX_BYTES, then read as DraftContentSchema. */
export const DraftInputSchema = z
  .custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
    error: 'VALIDATION',
  })
  .refine((value) => jsonBytes(value) <= DRAFT_MAX_BYTES, { error: 'DRAFT_TOO_LARGE' })
  .pipe(DraftContentSchema);

const recordId = z.string({ error: 'NOT_FOUND' }).trim().min(1, { error: 'NOT_FOUND' }).max(80, { error: 'NOT_FOUND' });

/**
 * POST /v2/oe_order/draftcreateorder: saves a new draft, or the one named by `id`. `line` is the quote
 * line (or `inquiry:<id>`) the form books, null when none is chosen yet. Without a title the draft is
 * shown as "POL → POD, cargo name".
 */
export const SaveDraftRequestSchema = z.object({
  id: recordId.optional(),
  mode: z.enum(BOOKING_MODES, { error: 'VALIDATION' }),
  line: z
    .string({ error: 'QUOTE_UNAVAILABLE' })
    .trim()
    .min(1, { error: 'QUOTE_UNAVAILABLE' })
    .max(80, { error: 'QUOTE_UNAVAILABLE' })
    .nullable(),
  draft: DraftInputSchema,
  title: z.string({ error: 'VALIDATION' }).trim().max(DRAFT_TITLE_MAX, { error: 'FIELD_TOO_LONG' }).optional(),
  /** `order_again` from the order-again page; letters make their drafts themselves. Kept on update. */
  source: z.enum(['form', 'order_again'], { error: 'VALIDATION' }).optional(),
});
export type SaveDraftRequest = z.input<typeof SaveDraftRequestSchema>;

export const SavedDraftSchema = z.object({ draftId: z.string(), updatedAt: z.string() });
export type SavedDraft = z.infer<typeof SavedDraftSchema>;

/** Names one of the caller's drafts (draft_info, deleteorder). */
export const DraftIdSchema = z.object({ id: recordId });

/** One draft in the list. `lineExpired`: its line can no longer be booked (a null line is not expired). */
export const DraftSummarySchema = z.object({
  id: z.string(),
  mode: z.enum(BOOKING_MODES),
  title: z.string(),
  pol: PortRefSchema.nullable(),
  pod: PortRefSchema.nullable(),
  line: z.string().nullable(),
  lineExpired: z.boolean(),
  source: z.enum(DRAFT_SOURCES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DraftSummary = z.infer<typeof DraftSummarySchema>;

export const DraftListSchema = list(DraftSummarySchema);
export type DraftList = z.infer<typeof DraftListSchema>;

/** GET /v2/oe_order/draft_info: the draft in full, with the uploads it names (the caller's live files). */
export const DraftSchema = DraftSummarySchema.extend({
  draft: z.record(z.string(), z.unknown()),
  files: z.array(FileInfoSchema),
});
export type Draft = z.infer<typeof DraftSchema>;

export const DraftListQuerySchema = PageQuerySchema;
export type DraftListQuery = z.input<typeof DraftListQuerySchema>;

/** What a file in the drafts' Files tab is attached to. */
export const DRAFT_FILE_OWNERS = ['order', 'letter'] as const;

/** A file of the tenant's orders or letters (GET /v2/oe_order/draft_files). */
export const DraftFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.enum(FILE_TYPES),
  /** The order file's category (domain/order-info.ts), or `letter` for an instruction. */
  category: z.string(),
  owner: z.enum(DRAFT_FILE_OWNERS),
  ownerId: z.string(),
  /** The order number (SB…) or letter number (LT…). */
  ownerNo: z.string(),
  addedAt: z.string(),
});
export type DraftFile = z.infer<typeof DraftFileSchema>;

export const DraftFileListSchema = list(DraftFileSchema);
export type DraftFileList = z.infer<typeof DraftFileListSchema>;

/** The lane and cargo name a draft is shown by when it has no title of its own. */
export function draftTitle(pol: string | null, pod: string | null, cargoName: string | null): string {
  const lane = pol || pod ? `${pol ?? '?'} → ${pod ?? '?'}` : '';
  const name = cargoName?.split('\n')[0]?.trim() ?? '';
  return [lane, name].filter(Boolean).join(', ');
}
