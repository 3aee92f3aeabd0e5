import { z } from 'zod';
import { PACKING_TYPES, type PackingType } from './booking-rules.ts';
import type { ErrorKey } from './errors.ts';
import { MoneySchema } from './money.ts';
import { ORDER_STATUSES } from './order-flow.ts';

/**
 * The bill of lading (issue 19, decision 037): the document the operator drafts from the booking, the
 * customer checks and may modify (paying the amendment fee `change_price`), confirms, and the operator
 * issues. Modelled on DCSA's transport document: DRAFT → APPROVED (by the shipper) → ISSUED, with the
 * customer's modification as an amendment beside the draft. Every version is kept.
 */

/** How the bill is released: 3 originals (THREE), telex release (0, EXPRESS), or a sea waybill. */
export const BL_ISSUE_TYPES = ['original', 'telex', 'seaway'] as const;
export type BlIssueType = (typeof BL_ISSUE_TYPES)[number];

/** The number of originals each issue type prints by default, and the word the bill prints for it. */
export const BL_ORIGINALS: Record<BlIssueType, { count: number; words: string }> = {
  original: { count: 3, words: 'THREE' },
  telex: { count: 0, words: 'EXPRESS' },
  seaway: { count: 0, words: 'SEA WAYBILL' },
};

const NUMBER_WORDS = ['ZERO', 'ONE', 'TWO', 'THREE'];

/** What the bill prints in "No. of original B(s)/L": `3 / THREE`, `0 / EXPRESS`, `0 / SEA WAYBILL`. */
export function originalsText(issueType: BlIssueType, originals: number = BL_ORIGINALS[issueType].count): string {
  if (issueType !== 'original') return `0 / ${BL_ORIGINALS[issueType].words}`;
  return `${originals} / ${NUMBER_WORDS[originals] ?? String(originals)}`;
}

/** How the bill prints a packing type: the English word and the Chinese one. */
export const BL_PACKING_WORDS: Record<PackingType, { en: string; zh: string }> = {
  cartons: { en: 'CARTONS', zh: '纸箱' },
  pallets: { en: 'PALLETS', zh: '托盘' },
  woodenCases: { en: 'WOODEN CASES', zh: '木箱' },
  crates: { en: 'CRATES', zh: '板条箱' },
  bags: { en: 'BAGS', zh: '袋' },
  drums: { en: 'DRUMS', zh: '桶' },
  bales: { en: 'BALES', zh: '包' },
  rolls: { en: 'ROLLS', zh: '卷' },
  bundles: { en: 'BUNDLES', zh: '捆' },
  pieces: { en: 'PIECES', zh: '件' },
};

export const BL_LIMITS = {
  party: 600,
  short: 60,
  place: 120,
  marks: 1000,
  description: 2000,
  remark: 500,
  maxWeightKg: 30_000 * 20,
  maxVolumeCbm: 90 * 20,
  maxPieces: 1_000_000,
  maxContainers: 50,
} as const;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** A free text of the bill: trimmed, line ends kept (parties and marks are printed line by line). */
function text(max: number) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string({ error: 'VALIDATION' })
      .transform((value) => value.replace(/\r\n?/g, '\n').trim())
      .pipe(z.string().max(max, { error: 'FIELD_TOO_LONG' })),
  );
}

/**
 * A positive number with up to three decimals; a text like "1,000.50" is read as 1000.5. Empty is
 * BL_FIELD_REQUIRED (spec §5), anything else that is not a positive number `invalid`.
 */
function measure(invalid: ErrorKey, max: number) {
  return z.preprocess(
    (value) => {
      if (blank(value)) return undefined;
      if (typeof value === 'string') {
        const cleaned = value.trim().replace(/,(?=\d{3}(\D|$))/g, '');
        return /^[+-]?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
      }
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? 'BL_FIELD_REQUIRED' : invalid) })
      .positive({ error: invalid })
      .max(max, { error: invalid })
      .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, { error: invalid }),
  );
}

const ContainerLineSchema = z.object({
  containerNo: text(20),
  sealNo: text(40),
  type: text(10),
});
export type BlContainer = z.infer<typeof ContainerLineSchema>;

/** The fields of a bill of lading, as drafted, modified or issued. */
export const BlDocumentSchema = z.object(
  {
    /** Shipper (consignor): name and address, line by line. */
    shipper: text(BL_LIMITS.party),
    consignee: text(BL_LIMITS.party),
    notifyParty: text(BL_LIMITS.party),
    vessel: text(BL_LIMITS.short),
    voyage: text(BL_LIMITS.short),
    portOfLoading: text(BL_LIMITS.place),
    portOfDischarge: text(BL_LIMITS.place),
    placeOfDelivery: text(BL_LIMITS.place),
    marks: text(BL_LIMITS.marks),
    /** Number of packages (spec §5 "cargo number"). */
    pieces: z.preprocess(
      (value) => (blank(value) ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
      z
        .number({ error: (issue) => (issue.input === undefined ? 'BL_FIELD_REQUIRED' : 'BL_PIECES_INVALID') })
        .int({ error: 'BL_PIECES_INVALID' })
        .positive({ error: 'BL_PIECES_INVALID' })
        .max(BL_LIMITS.maxPieces, { error: 'BL_PIECES_INVALID' }),
    ),
    packingType: z.preprocess(
      (value) => (blank(value) ? undefined : value),
      z.enum(PACKING_TYPES, { error: 'BL_FIELD_REQUIRED' }),
    ),
    description: text(BL_LIMITS.description),
    grossWeightKg: measure('BL_WEIGHT_INVALID', BL_LIMITS.maxWeightKg),
    volumeCbm: measure('BL_VOLUME_INVALID', BL_LIMITS.maxVolumeCbm),
    /** FCL: the containers and their seals; empty for LCL. */
    containers: z.array(ContainerLineSchema).max(BL_LIMITS.maxContainers, { error: 'VALIDATION' }).default([]),
    freightPayableAt: text(BL_LIMITS.place),
    issueType: z.enum(BL_ISSUE_TYPES, { error: 'VALIDATION' }).default('original'),
    remark: text(BL_LIMITS.remark),
  },
  { error: 'VALIDATION' },
);
export type BlDocument = z.output<typeof BlDocumentSchema>;
export type BlDocumentInput = z.input<typeof BlDocumentSchema>;

/** A stored document as answered (no transforms: answers are encoded, not parsed). */
export const BlDocumentViewSchema = z.object({
  shipper: z.string(),
  consignee: z.string(),
  notifyParty: z.string(),
  vessel: z.string(),
  voyage: z.string(),
  portOfLoading: z.string(),
  portOfDischarge: z.string(),
  placeOfDelivery: z.string(),
  marks: z.string(),
  pieces: z.number(),
  packingType: z.enum(PACKING_TYPES),
  description: z.string(),
  grossWeightKg: z.number(),
  volumeCbm: z.number(),
  containers: z.array(z.object({ containerNo: z.string(), sealNo: z.string(), type: z.string() })),
  freightPayableAt: z.string(),
  issueType: z.enum(BL_ISSUE_TYPES),
  remark: z.string(),
}) satisfies z.ZodType<BlDocument>;

/** The fields compared and shown, in the order a bill prints them. */
export const BL_FIELDS = [
  'shipper',
  'consignee',
  'notifyParty',
  'vessel',
  'voyage',
  'portOfLoading',
  'portOfDischarge',
  'placeOfDelivery',
  'marks',
  'pieces',
  'packingType',
  'description',
  'grossWeightKg',
  'volumeCbm',
  'containers',
  'freightPayableAt',
  'issueType',
  'remark',
] as const satisfies readonly (keyof BlDocument)[];
export type BlField = (typeof BL_FIELDS)[number];

/** Spec §5: the bill of lading form may not lack these. */
export const BL_REQUIRED_FIELDS: readonly BlField[] = ['pieces', 'grossWeightKg', 'volumeCbm', 'packingType'];

/** The fields of a party: compared line by line, so reordered lines are not a change (decision 037). */
export const BL_PARTY_FIELDS: readonly BlField[] = ['shipper', 'consignee', 'notifyParty'];

/**
 * What the booking says, in the bill's words: the fields the customer entered when booking (parties,
 * ports, cargo, marks, weight, volume, pieces). Fields the booking does not know are absent.
 */
export type BlBookingView = Partial<Record<BlField, string>>;

// ---------------------------------------------------------------------------------------------------
// The wire

export const BL_STATES = ['editing', 'checking', 'amending', 'confirmed', 'issued'] as const;
/** editing: the operator drafts; checking: the customer checks the issued draft; amending: a modification waits for the operator; confirmed: the customer said OK; issued: the final bill. */
export type BlState = (typeof BL_STATES)[number];

export const BL_VERSION_KINDS = ['draft', 'amendment', 'final'] as const;
export type BlVersionKind = (typeof BL_VERSION_KINDS)[number];
export const BL_AMENDMENT_STATES = ['pending', 'accepted', 'rejected'] as const;
export type BlAmendmentState = (typeof BL_AMENDMENT_STATES)[number];

export const BlVersionSchema = z.object({
  id: z.string(),
  /** 1, 2, 3… in the order they were made. */
  no: z.number().int(),
  kind: z.enum(BL_VERSION_KINDS),
  /** A draft not yet issued to the customer (the operator's working copy; customers never see it). */
  issued: z.boolean(),
  /** An amendment's outcome. */
  amendment: z.enum(BL_AMENDMENT_STATES).nullable(),
  rejectReason: z.string().nullable(),
  fee: MoneySchema.nullable(),
  document: BlDocumentViewSchema,
  by: z.string(),
  at: z.string(),
});
export type BlVersion = z.infer<typeof BlVersionSchema>;

/** What the check page (gettidaninfo) and the operator's panel read. */
export const BlInfoSchema = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  mode: z.enum(['lcl', 'fcl']),
  orderStatus: z.enum(ORDER_STATUSES),
  /** Null before the operator created the draft. */
  state: z.enum(BL_STATES).nullable(),
  blNo: z.string().nullable(),
  issueType: z.enum(BL_ISSUE_TYPES).nullable(),
  originals: z.number().int().nullable(),
  issuedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  booking: z.record(z.string(), z.string()),
  /** Oldest first; a customer sees issued drafts, its amendments and the final bill only. */
  versions: z.array(BlVersionSchema),
});
export type BlInfo = z.infer<typeof BlInfoSchema>;

export const BlOrderQuerySchema = z.object({
  id: z.string({ error: 'NOT_FOUND' }).trim().min(1, { error: 'NOT_FOUND' }).max(80, { error: 'NOT_FOUND' }),
});
export const BlPdfQuerySchema = BlOrderQuerySchema.extend({
  /** A version number; the latest the caller may see when absent. */
  version: z.coerce
    .number({ error: 'NOT_FOUND' })
    .int({ error: 'NOT_FOUND' })
    .positive({ error: 'NOT_FOUND' })
    .optional(),
});

/** tidanprice: the fee a modification costs now. */
export const BlFeeSchema = z.object({
  code: z.literal('change_price'),
  fee: MoneySchema,
  /** After sailing the carrier charges more (freight-facts: amendment fees rise after sailing). */
  afterSailing: z.boolean(),
});
export type BlFee = z.infer<typeof BlFeeSchema>;

/** changetidan: the modified bill and the fee the customer accepted. */
export const BlChangeSchema = z.object({
  id: BlOrderQuerySchema.shape.id,
  document: BlDocumentSchema,
  acceptFee: MoneySchema.optional(),
});
export const BlOrderBodySchema = BlOrderQuerySchema;

/** The operator's edit of the working draft. */
export const BlSaveSchema = z.object({ id: BlOrderQuerySchema.shape.id, document: BlDocumentSchema });
export const BlRejectSchema = z.object({
  id: BlOrderQuerySchema.shape.id,
  reason: z
    .string({ error: 'BL_REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'BL_REASON_REQUIRED' })
    .max(500, { error: 'FIELD_TOO_LONG' }),
});
export const BlIssueSchema = z
  .object({
    id: BlOrderQuerySchema.shape.id,
    blNo: z
      .string({ error: 'BL_NUMBER_REQUIRED' })
      .trim()
      .toUpperCase()
      .min(1, { error: 'BL_NUMBER_REQUIRED' })
      .max(40, { error: 'FIELD_TOO_LONG' })
      .regex(/^[A-Z0-9-]+$/, { error: 'VALIDATION' }),
    issueType: z.enum(BL_ISSUE_TYPES, { error: 'VALIDATION' }),
    originals: z.number({ error: 'BL_ORIGINALS_INVALID' }).int({ error: 'BL_ORIGINALS_INVALID' }).optional(),
  })
  .superRefine((value, ctx) => {
    const n = value.originals;
    if (n === undefined) return;
    const ok = value.issueType === 'original' ? n >= 1 && n <= 3 : n === 0;
    if (!ok) ctx.addIssue({ code: 'custom', message: 'BL_ORIGINALS_INVALID', path: ['originals'] });
  });
export const BlDoneSchema = z.object({ state: z.enum(BL_STATES), orderStatus: z.enum(ORDER_STATUSES) });
