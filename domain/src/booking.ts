// Over 400 lines on purpose: the order draft is one wire contract (cargo, parties, the six services, the
// FCL blocks and their cross-field rules) read by the entrust forms and the order calls alike; its parts
// refer to one another and are checked together, so they stay in one file (decision 016).
import { z } from 'zod';
import {
  ADDRESS_LIMITS,
  AddressContentSchema,
  isBlText,
  normalizeBlText,
  PartyContentSchema,
  PartyPhoneSchema,
  RegionSchema,
} from './addresses.ts';
import { isPhone } from './auth-rules.ts';
import {
  BOND_TYPES,
  CARGO_TYPES,
  CHINESE_PLATE_PATTERN,
  CONTAINER_CODES,
  CUSTOMS_TYPES,
  cbmToLitres,
  DANGEROUS_GOODS_CLASSES_ACCEPTED,
  DEFAULT_INSURANCE_MARKUP_PERCENT,
  DIMENSION_LIMITS,
  FCL_PER_CONTAINER,
  HS_CODE_PATTERN,
  INQUIRY_STATUSES,
  INSURANCE_RISK_TYPES,
  insuredAmountOf,
  isContainerNumber,
  isIsoDate,
  isPickupDateAllowed,
  isUnNumber,
  MAX_CONTAINERS,
  MAX_CUSTOMS_DOCUMENTS,
  MAX_INSURANCE_MARKUP_PERCENT,
  normalizeContainerNumber,
  normalizeHsCode,
  normalizePlate,
  normalizeUnNumber,
  OPTIONAL_SERVICES,
  type OptionalService,
  PACKING_GROUPS,
  PACKING_TYPES,
  PICKUP_SLOTS,
  QUOTE_ACCEPTANCES,
  requiredServices,
  rowsPieces,
  rowsVolumeLitres,
  SHIPMENT_TERMS,
  TRADE_TERMS,
} from './booking-rules.ts';
import type { ErrorKey } from './errors.ts';
import { CURRENCIES, type Money } from './money.ts';
import { CARGO_LIMITS } from './pricing.ts';
import { DateStringSchema, PodCodeSchema, PolCodeSchema } from './rates.ts';

export * from './booking-rules.ts';

/**
 * Booking: the order draft an entrust or create-order page submits (LCL and FCL), and the inquiry
 * sheet. The browser checks the form with these schemas and the server parses the request with the
 * same ones. Every object strips unknown keys, so a price, a status or an owner sent along is dropped
 * before anything reads the request; prices and states come from the server alone.
 */

/** Whether an issue is already reported at or under `path`: cross-field checks then stay quiet. */
function hasIssue(ctx: z.RefinementCtx, path: readonly PropertyKey[]): boolean {
  return ctx.issues.some((issue) => path.every((key, i) => issue.path?.[i] === key));
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A number from a form: a missing one says `missing`, anything that is not a finite number `invalid`. */
function numberField(missing: ErrorKey, invalid: ErrorKey) {
  return z.number({ error: (issue) => (isBlank(issue.input) ? missing : invalid) });
}

function count(key: ErrorKey, min: number, max: number) {
  return numberField(key, key).int({ error: key }).min(min, { error: key }).max(max, { error: key });
}

function requiredText(key: ErrorKey, max: number) {
  return z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'FIELD_TOO_LONG' });
}

function optionalText(max: number) {
  return z.string({ error: 'VALIDATION' }).trim().max(max, { error: 'FIELD_TOO_LONG' }).optional();
}

/** An id from the files subsystem (an upload of the caller's). */
export const FileRefSchema = z
  .string({ error: 'FILE_REQUIRED' })
  .trim()
  .min(1, { error: 'FILE_REQUIRED' })
  .max(80, { error: 'VALIDATION' });

/** A mainland mobile (spec §5): pickup contacts and truck drivers are called on it. */
export const MobileSchema = z
  .string({ error: 'PHONE_INVALID' })
  .trim()
  .refine((value) => isPhone(value), { error: 'PHONE_INVALID' });
/** A city's administrative code (GB/T 2260); door pickup is priced by it (/v2/oe_smth/price). */
export const CityCodeSchema = z
  .string({ error: 'CITY_REQUIRED' })
  .trim()
  .regex(/^\d{6}$/, { error: 'CITY_REQUIRED' });

export const TradeTermSchema = z.enum(TRADE_TERMS, { error: 'TRADE_TERM_REQUIRED' });
export const ShipmentTermSchema = z.enum(SHIPMENT_TERMS, { error: 'SHIPMENT_TERM_REQUIRED' });
export const OptionalServiceSchema = z.enum(OPTIONAL_SERVICES, { error: 'VALIDATION' });

// ---------------------------------------------------------------------------------------------------
// Cargo

const centimetres = numberField('DIMENSIONS_INVALID', 'DIMENSIONS_INVALID')
  .positive({ error: 'DIMENSIONS_INVALID' })
  .max(DIMENSION_LIMITS.maxCm, { error: 'DIMENSIONS_INVALID' })
  .multipleOf(0.1, { error: 'DIMENSIONS_INVALID' });

/** A row of identical packages: length × width × height in cm (one decimal at most) × pieces. */
export const DimensionRowSchema = z.object(
  {
    lengthCm: centimetres,
    widthCm: centimetres,
    heightCm: centimetres,
    pieces: count('DIMENSIONS_INVALID', 1, CARGO_LIMITS.maxPieces),
  },
  { error: 'DIMENSIONS_INVALID' },
);
export const DimensionRowsSchema = z
  .array(DimensionRowSchema, { error: 'DIMENSIONS_INVALID' })
  .max(DIMENSION_LIMITS.maxRows, { error: 'DIMENSIONS_INVALID' });

/** Class, UN number and packing group of hazardous cargo; a class we do not carry is refused by name. */
export const DangerousGoodsSchema = z.object(
  {
    /** "4.1" or 4.1; a class we do not carry, or one that does not exist, is refused naming ours. */
    class: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.enum(DANGEROUS_GOODS_CLASSES_ACCEPTED, {
        error: (issue) => (isBlank(issue.input) ? 'CARGO_INCOMPLETE' : 'DG_CLASS_REFUSED'),
      }),
    ),
    unNumber: z
      .string({ error: 'UN_NUMBER_INVALID' })
      .transform(normalizeUnNumber)
      .refine(isUnNumber, { error: 'UN_NUMBER_INVALID' }),
    packingGroup: z.enum(PACKING_GROUPS, { error: 'VALIDATION' }).optional(),
  },
  { error: 'CARGO_INCOMPLETE' },
);
export type DangerousGoods = z.infer<typeof DangerousGoodsSchema>;

type BlockRule = { required: ErrorKey; tooLong: ErrorKey; max: number; lines: number; english?: ErrorKey };

/** A block printed on the B/L: normalized like the address book's, within its lines, in English if asked. */
function blBlock(rule: BlockRule) {
  const text = z
    .string()
    .min(1, { error: rule.required })
    .max(rule.max, { error: rule.tooLong })
    .refine((value) => value.split('\n').length <= rule.lines, { error: rule.tooLong });
  const checked = rule.english ? text.refine(isBlText, { error: rule.english }) : text;
  return z.string({ error: rule.required }).transform(normalizeBlText).pipe(checked);
}

function englishText(required: ErrorKey, max: number, lines: number) {
  return blBlock({ required, tooLong: 'FIELD_TOO_LONG', max, lines, english: 'CARGO_TEXT_ENGLISH' });
}

/** An amount in minor units, at least `min` and at most 10¹³ (100 billion), with its currency. */
function moneyField(key: ErrorKey, min: number) {
  return z.object(
    { amount: count(key, min, 10_000_000_000_000), currency: z.enum(CURRENCIES, { error: key }) },
    { error: key },
  ) satisfies z.ZodType<Money>;
}

/** A cargo value: a positive amount and its currency. */
export const CargoValueSchema = moneyField('CARGO_VALUE_INVALID', 1);

type MeasureLimits = {
  maxWeightKg: number;
  maxVolumeCbm: number;
  weightError: ErrorKey;
  volumeError: ErrorKey;
};

/** The cargo fields of spec §3, with the weight and volume limits of the mode. */
function cargoShape(limits: MeasureLimits) {
  const { weightError, volumeError } = limits;
  return {
    type: z.enum(CARGO_TYPES, { error: 'CARGO_INCOMPLETE' }),
    weightKg: numberField('CARGO_INCOMPLETE', weightError)
      .positive({ error: weightError })
      .max(limits.maxWeightKg, { error: weightError })
      .multipleOf(0.001, { error: weightError }),
    volumeCbm: numberField('CARGO_INCOMPLETE', volumeError)
      .positive({ error: volumeError })
      .max(limits.maxVolumeCbm, { error: volumeError })
      .multipleOf(0.001, { error: volumeError }),
    pieces: numberField('CARGO_INCOMPLETE', 'CARGO_PIECES_INVALID')
      .int({ error: 'CARGO_PIECES_INVALID' })
      .positive({ error: 'CARGO_PIECES_INVALID' })
      .max(CARGO_LIMITS.maxPieces, { error: 'CARGO_PIECES_INVALID' }),
    packingType: z.enum(PACKING_TYPES, { error: 'CARGO_INCOMPLETE' }),
    /** The description of goods on the B/L. */
    nameEn: englishText('CARGO_NAME_REQUIRED', 200, 3),
    /** Shipping marks as printed on the packages; "N/M" when there are none. */
    marks: englishText('CARGO_MARKS_REQUIRED', 500, 10),
    dimensions: DimensionRowsSchema.optional(),
    hsCode: z
      .string({ error: 'HS_CODE_INVALID' })
      .transform(normalizeHsCode)
      .refine((value) => HS_CODE_PATTERN.test(value), { error: 'HS_CODE_INVALID' })
      .optional(),
    /** The commercial value; required once insurance is selected. */
    value: CargoValueSchema.optional(),
    hazardous: z.boolean({ error: 'VALIDATION' }).default(false),
    dangerousGoods: DangerousGoodsSchema.optional(),
    insuranceMarkupPercent: count('INSURANCE_MARKUP_INVALID', 0, MAX_INSURANCE_MARKUP_PERCENT).default(
      DEFAULT_INSURANCE_MARKUP_PERCENT,
    ),
  };
}

type CargoValues = {
  type: string;
  pieces: number;
  volumeCbm: number;
  hazardous: boolean;
  dangerousGoods?: unknown;
  dimensions?: { lengthCm: number; widthCm: number; heightCm: number; pieces: number }[];
};

/** Hazardous cargo is of type "dangerous" and names its class; dimension rows add up to the totals. */
function checkCargo(cargo: CargoValues, ctx: z.RefinementCtx) {
  if (cargo.hazardous !== (cargo.type === 'dangerous'))
    ctx.addIssue({ code: 'custom', message: 'CARGO_DG_MISMATCH', path: ['hazardous'] });
  if (cargo.hazardous && cargo.dangerousGoods === undefined)
    ctx.addIssue({ code: 'custom', message: 'CARGO_INCOMPLETE', path: ['dangerousGoods'] });
  if (!cargo.hazardous && cargo.dangerousGoods !== undefined)
    ctx.addIssue({ code: 'custom', message: 'CARGO_DG_MISMATCH', path: ['dangerousGoods'] });
  const rows = cargo.dimensions ?? [];
  if (rows.length === 0 || hasIssue(ctx, ['dimensions'])) return;
  if (rowsPieces(rows) !== cargo.pieces)
    ctx.addIssue({ code: 'custom', message: 'CARGO_PIECES_MISMATCH', path: ['pieces'] });
  if (rowsVolumeLitres(rows) !== cbmToLitres(cargo.volumeCbm))
    ctx.addIssue({ code: 'custom', message: 'CARGO_VOLUME_MISMATCH', path: ['volumeCbm'] });
}

const LCL_LIMITS: MeasureLimits = {
  maxWeightKg: CARGO_LIMITS.maxWeightKg,
  maxVolumeCbm: CARGO_LIMITS.maxVolumeCbm,
  weightError: 'CARGO_WEIGHT_INVALID',
  volumeError: 'CARGO_VOLUME_INVALID',
};
/** FCL cargo is bounded by the containers booked; the order checks it against them. */
const FCL_LIMITS: MeasureLimits = {
  maxWeightKg: FCL_PER_CONTAINER.maxWeightKg * MAX_CONTAINERS,
  maxVolumeCbm: FCL_PER_CONTAINER.maxVolumeCbm * MAX_CONTAINERS,
  weightError: 'FCL_WEIGHT_INVALID',
  volumeError: 'FCL_VOLUME_INVALID',
};

/**
 * The cargo of an LCL order (spec §3, §5). When dimension rows are given they must account for every
 * piece, and the volume must be theirs rounded half up to 0.001 m³ (the form fills it from the rows).
 */
export const CargoSchema = z.object(cargoShape(LCL_LIMITS), { error: 'CARGO_INCOMPLETE' }).superRefine(checkCargo);
export type Cargo = z.infer<typeof CargoSchema>;
export type CargoInput = z.input<typeof CargoSchema>;
export const FclCargoSchema = z.object(cargoShape(FCL_LIMITS), { error: 'CARGO_INCOMPLETE' }).superRefine(checkCargo);

// ---------------------------------------------------------------------------------------------------
// Parties

/**
 * A party as the B/L prints it: the address book's block, in English only for the consignor (spec §5). The
 * company and contact are for whoever handles the booking and may be in any script, as in the address book.
 */
function partySchema(english: boolean) {
  return z.object(
    {
      /** Name and address as the B/L prints them (the address book's "content"). */
      address: english ? AddressContentSchema : PartyContentSchema,
      company: optionalText(ADDRESS_LIMITS.company),
      contact: optionalText(ADDRESS_LIMITS.contact),
      phone: PartyPhoneSchema,
      email: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
        z.email({ error: 'EMAIL_INVALID' }).optional(),
      ),
      region: RegionSchema,
    },
    { error: 'VALIDATION' },
  );
}

/** Spec §5: the consignor is optional and in English letters or digits only (printable ASCII). */
export const ConsignorSchema = partySchema(true);
/** Consignee and notify party: the spec puts no script rule on them. */
export const PartySchema = partySchema(false);
export type Party = z.infer<typeof PartySchema>;

// ---------------------------------------------------------------------------------------------------
// Optional services

/** Export customs declaration (spec §5: type and document count required). */
export const CustomsSchema = z.object(
  {
    /** The customs office declaring; the port of loading's when left out. */
    place: optionalText(60),
    type: z.enum(CUSTOMS_TYPES, { error: 'CUSTOMS_TYPE_REQUIRED' }),
    documentCount: count('CUSTOMS_DOCUMENTS_INVALID', 1, MAX_CUSTOMS_DOCUMENTS),
  },
  { error: 'CUSTOMS_TYPE_REQUIRED' },
);

/** Door pickup (spec §5: date, slot, address, contact and phone). The date window needs a clock: see orderDraftSchemaOn. */
export const PickupSchema = z.object(
  {
    contact: requiredText('PICKUP_CONTACT_REQUIRED', 60),
    phone: MobileSchema,
    cityCode: CityCodeSchema,
    address: requiredText('PICKUP_ADDRESS_REQUIRED', 200),
    date: z.string({ error: 'PICKUP_DATE_INVALID' }).refine(isIsoDate, { error: 'PICKUP_DATE_INVALID' }),
    slot: z.enum(PICKUP_SLOTS, { error: 'PICKUP_SLOT_REQUIRED' }),
  },
  { error: 'PICKUP_ADDRESS_REQUIRED' },
);
export type Pickup = z.infer<typeof PickupSchema>;

/** The policy; the cargo value and markup are the cargo's (spec §3), and the order checks the amount. */
export const InsuranceSchema = z.object(
  {
    /** As the form showed it; it must be the cargo value plus the markup. */
    insuredAmount: moneyField('INSURED_AMOUNT_MISMATCH', 0),
    /** The insurer chosen from the server's list; the platform's own when left out. */
    insurer: optionalText(100),
    riskType: z.enum(INSURANCE_RISK_TYPES, { error: 'INSURANCE_RISK_REQUIRED' }),
    insuredDate: z.string({ error: 'VALIDATION' }).refine(isIsoDate, { error: 'VALIDATION' }).optional(),
    insuredPerson: requiredText('INSURED_PERSON_REQUIRED', 120),
  },
  { error: 'INSURANCE_VALUE_REQUIRED' },
);

/** Destination clearance: the documents must be uploaded (spec §5, §8). */
export const DestinationClearanceSchema = z.object(
  {
    fileIds: z
      .array(FileRefSchema, { error: 'DEST_DOCS_REQUIRED' })
      .min(1, { error: 'DEST_DOCS_REQUIRED' })
      .max(20, { error: 'VALIDATION' }),
  },
  { error: 'DEST_DOCS_REQUIRED' },
);

const deliveryText = (max: number) => requiredText('DELIVERY_ADDRESS_INCOMPLETE', max);

/** Destination delivery: where the goods go (spec §3 consignee address). */
export const ConsigneeAddressSchema = z.object(
  {
    name: deliveryText(120),
    street: deliveryText(200),
    apartment: optionalText(100),
    city: deliveryText(100),
    /** ISO 3166-1 alpha-2. */
    country: z
      .string({ error: 'DELIVERY_ADDRESS_INCOMPLETE' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'REGION_UNKNOWN' }),
    /** Optional: Hong Kong and others have none. */
    zip: z
      .string({ error: 'ZIP_INVALID' })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, { error: 'ZIP_INVALID' })
      .optional(),
    phone: PartyPhoneSchema.refine((value) => value !== '', { error: 'DELIVERY_ADDRESS_INCOMPLETE' }),
  },
  { error: 'DELIVERY_ADDRESS_INCOMPLETE' },
);
export type ConsigneeAddress = z.infer<typeof ConsigneeAddressSchema>;

const vasCount = (max: number) => count('WAREHOUSE_COUNT_INVALID', 0, max).default(0);

/** Warehouse value-added services with their quantities; at least one must be asked for. */
export const WarehouseSchema = z
  .object(
    {
      palletCount: vasCount(999),
      wrapCount: vasCount(999),
      weighing: z.boolean({ error: 'VALIDATION' }).default(false),
      labelCount: vasCount(CARGO_LIMITS.maxPieces),
    },
    { error: 'WAREHOUSE_SERVICE_REQUIRED' },
  )
  .refine((w) => w.palletCount + w.wrapCount + w.labelCount > 0 || w.weighing, {
    error: 'WAREHOUSE_SERVICE_REQUIRED',
    when: (payload) => payload.issues.length === 0,
  });

// ---------------------------------------------------------------------------------------------------
// FCL

export const ContainerRowSchema = z.object(
  {
    type: z.enum(CONTAINER_CODES, { error: 'CONTAINERS_REQUIRED' }),
    quantity: count('CONTAINERS_REQUIRED', 1, MAX_CONTAINERS),
  },
  { error: 'CONTAINERS_REQUIRED' },
);
/** Container types and quantities: each type once, 50 boxes at most in all. */
export const ContainerRowsSchema = z
  .array(ContainerRowSchema, { error: 'CONTAINERS_REQUIRED' })
  .min(1, { error: 'CONTAINERS_REQUIRED' })
  .refine((rows) => new Set(rows.map((r) => r.type)).size === rows.length, { error: 'CONTAINERS_REQUIRED' })
  .refine((rows) => totalContainers(rows) <= MAX_CONTAINERS, { error: 'CONTAINERS_REQUIRED' });

export function totalContainers(rows: readonly { quantity: number }[]): number {
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

/** Spec §5: a bond type other than none needs the bond (manual or account) number and its file. */
export const BondSchema = z
  .object(
    {
      type: z.enum(BOND_TYPES, { error: 'VALIDATION' }).default('none'),
      number: optionalText(40),
      fileId: FileRefSchema.optional(),
      customsPlace: optionalText(60),
      documentCount: count('CUSTOMS_DOCUMENTS_INVALID', 1, MAX_CUSTOMS_DOCUMENTS).optional(),
    },
    { error: 'VALIDATION' },
  )
  .superRefine((bond, ctx) => {
    if (bond.type === 'none') return;
    if (!bond.number) ctx.addIssue({ code: 'custom', message: 'BOND_DETAILS_REQUIRED', path: ['number'] });
    if (!bond.fileId) ctx.addIssue({ code: 'custom', message: 'BOND_DETAILS_REQUIRED', path: ['fileId'] });
  });

/** The shipper's own truck bringing the container (spec §3 trucking info). */
export const TruckingSchema = z.object(
  {
    company: requiredText('TRUCKING_INCOMPLETE', 100),
    driverName: requiredText('TRUCKING_INCOMPLETE', 60),
    phone: MobileSchema,
    plate: z
      .string({ error: 'PLATE_INVALID' })
      .transform(normalizePlate)
      .refine((value) => CHINESE_PLATE_PATTERN.test(value), { error: 'PLATE_INVALID' }),
  },
  { error: 'TRUCKING_INCOMPLETE' },
);

/** What is known of one packed container; every field may be filled in after the order (spec §3). */
export const ContainerDetailSchema = z.object(
  {
    type: z.enum(CONTAINER_CODES, { error: 'CONTAINERS_REQUIRED' }).optional(),
    containerNo: z
      .string({ error: 'CONTAINER_NUMBER_INVALID' })
      .transform(normalizeContainerNumber)
      .refine(isContainerNumber, { error: 'CONTAINER_NUMBER_INVALID' })
      .optional(),
    sealNo: z
      .string({ error: 'SEAL_NUMBER_INVALID' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{4,20}$/, { error: 'SEAL_NUMBER_INVALID' })
      .optional(),
    pieces: count('CARGO_PIECES_INVALID', 1, CARGO_LIMITS.maxPieces).optional(),
    weightKg: numberField('FCL_WEIGHT_INVALID', 'FCL_WEIGHT_INVALID')
      .positive({ error: 'FCL_WEIGHT_INVALID' })
      .max(FCL_PER_CONTAINER.maxWeightKg, { error: 'FCL_WEIGHT_INVALID' })
      .multipleOf(0.001, { error: 'FCL_WEIGHT_INVALID' })
      .optional(),
    packingPhotoFileId: FileRefSchema.optional(),
    dimensions: DimensionRowsSchema.optional(),
  },
  { error: 'VALIDATION' },
);
export type ContainerDetail = z.infer<typeof ContainerDetailSchema>;

/** FCL cargo must fit the boxes booked: 30 t and 90 m³ a container at most. */
function checkFclMeasures(
  fcl: { cargo: { weightKg: number; volumeCbm: number }; containers: readonly { quantity: number }[] },
  ctx: z.RefinementCtx,
): void {
  if (hasIssue(ctx, ['containers'])) return;
  const boxes = totalContainers(fcl.containers);
  if (fcl.cargo.weightKg > boxes * FCL_PER_CONTAINER.maxWeightKg)
    ctx.addIssue({ code: 'custom', message: 'FCL_WEIGHT_INVALID', path: ['cargo', 'weightKg'] });
  if (fcl.cargo.volumeCbm > boxes * FCL_PER_CONTAINER.maxVolumeCbm)
    ctx.addIssue({ code: 'custom', message: 'FCL_VOLUME_INVALID', path: ['cargo', 'volumeCbm'] });
}

/** The per-container details of an order: no more rows than boxes, each container number once. */
export function checkContainerDetails(
  details: readonly ContainerDetail[],
  containers: readonly { type: string; quantity: number }[],
  ctx: z.RefinementCtx,
  path: (string | number)[] = ['containerDetails'],
): void {
  if (details.length > totalContainers(containers))
    ctx.addIssue({ code: 'custom', message: 'CONTAINERS_REQUIRED', path });
  const seen = new Set<string>();
  details.forEach((detail, index) => {
    if (detail.type && !containers.some((row) => row.type === detail.type))
      ctx.addIssue({ code: 'custom', message: 'CONTAINERS_REQUIRED', path: [...path, index, 'type'] });
    if (!detail.containerNo) return;
    if (seen.has(detail.containerNo))
      ctx.addIssue({ code: 'custom', message: 'CONTAINER_NUMBER_DUPLICATE', path: [...path, index, 'containerNo'] });
    seen.add(detail.containerNo);
  });
}

// ---------------------------------------------------------------------------------------------------
// The order draft

const recordId = z.string({ error: 'NOT_FOUND' }).trim().min(1, { error: 'NOT_FOUND' }).max(80, { error: 'NOT_FOUND' });

/** Where the order comes from: a quote line (entrust pages) or a quoted inquiry (create-order pages). */
export const OrderSourceSchema = z.discriminatedUnion(
  'from',
  [
    z.object({ from: z.literal('quote'), lineId: recordId }),
    z.object({ from: z.literal('inquiry'), inquiryId: recordId }),
  ],
  { error: 'NOT_FOUND' },
);

/** The service blocks: a block present means the service is selected (selectedServices). */
const servicesShape = {
  customs: CustomsSchema.optional(),
  pickup: PickupSchema.optional(),
  insurance: InsuranceSchema.optional(),
  destinationClearance: DestinationClearanceSchema.optional(),
  destinationDelivery: ConsigneeAddressSchema.optional(),
  warehouse: WarehouseSchema.optional(),
};

const orderShape = {
  source: OrderSourceSchema,
  tradeTerm: TradeTermSchema,
  shipmentTerm: ShipmentTermSchema,
  consignor: ConsignorSchema.optional(),
  consignee: PartySchema.optional(),
  notifier: PartySchema.optional(),
  ...servicesShape,
  /** The shipper's own reference, shown on the order and the bills. */
  customerReference: optionalText(50),
  remark: optionalText(500),
};

export const LclOrderDraftSchema = z.object({ mode: z.literal('lcl'), cargo: CargoSchema, ...orderShape });
export const FclOrderDraftSchema = z.object({
  mode: z.literal('fcl'),
  cargo: FclCargoSchema,
  containers: ContainerRowsSchema,
  bond: BondSchema.optional(),
  trucking: TruckingSchema.optional(),
  containerDetails: z.array(ContainerDetailSchema).max(MAX_CONTAINERS, { error: 'CONTAINERS_REQUIRED' }).optional(),
  ...orderShape,
});

type DraftValues = z.infer<typeof LclOrderDraftSchema> | z.infer<typeof FclOrderDraftSchema>;

/** The missing block of a service the terms select: destination clearance asks for its documents. */
const MISSING_SERVICE: Partial<Record<OptionalService, ErrorKey>> = { destinationClearance: 'DEST_DOCS_REQUIRED' };

/** The rules across blocks: services the terms select, the insured amount, FCL cargo within its boxes. */
function checkOrder(draft: DraftValues, ctx: z.RefinementCtx) {
  for (const service of requiredServices(draft.tradeTerm, draft.shipmentTerm))
    if (draft[service] === undefined)
      ctx.addIssue({
        code: 'custom',
        message: MISSING_SERVICE[service] ?? 'SERVICE_REQUIRED_BY_TERMS',
        path: [service],
      });
  if (draft.insurance && !hasIssue(ctx, ['cargo'])) {
    const value = draft.cargo.value;
    if (!value) ctx.addIssue({ code: 'custom', message: 'INSURANCE_VALUE_REQUIRED', path: ['cargo', 'value'] });
    else {
      const expected = insuredAmountOf(value, draft.cargo.insuranceMarkupPercent);
      const given = draft.insurance.insuredAmount;
      if (given.amount !== expected.amount || given.currency !== expected.currency)
        ctx.addIssue({ code: 'custom', message: 'INSURED_AMOUNT_MISMATCH', path: ['insurance', 'insuredAmount'] });
    }
  }
  if (draft.mode !== 'fcl') return;
  checkFclMeasures(draft, ctx);
  checkContainerDetails(draft.containerDetails ?? [], draft.containers, ctx);
}

/**
 * POST /v2/oe_order/createorder (LCL) and its FCL twin: everything but the calendar. Servers and forms
 * that know today use `orderDraftSchemaOn`, which adds the pickup date window.
 */
export const OrderDraftSchema = z
  .discriminatedUnion('mode', [LclOrderDraftSchema, FclOrderDraftSchema], { error: 'VALIDATION' })
  .superRefine(checkOrder);
export type OrderDraft = z.infer<typeof OrderDraftSchema>;
export type OrderDraftInput = z.input<typeof OrderDraftSchema>;

/**
 * The order draft checked against the calendar: a pickup from tomorrow (China time) to 30 days ahead,
 * and not after the sailing's cargo cut date when the caller knows it.
 */
export function orderDraftSchemaOn(clock: { today: string; lastPickupDate?: string }) {
  return OrderDraftSchema.superRefine((draft, ctx) => {
    if (draft.pickup && !isPickupDateAllowed(draft.pickup.date, clock.today, clock.lastPickupDate))
      ctx.addIssue({ code: 'custom', message: 'PICKUP_DATE_INVALID', path: ['pickup', 'date'] });
  });
}

// ---------------------------------------------------------------------------------------------------
// Inquiry sheets

/** What an inquiry says of the cargo: enough to quote; names, marks and values come with the order. */
function inquiryCargo(limits: MeasureLimits) {
  const { type, weightKg, volumeCbm, pieces, packingType, hazardous, dangerousGoods } = cargoShape(limits);
  return z
    .object(
      { type, weightKg, volumeCbm, pieces, packingType: packingType.optional(), hazardous, dangerousGoods },
      { error: 'CARGO_INCOMPLETE' },
    )
    .superRefine(checkCargo);
}

const inquiryShape = {
  pol: PolCodeSchema,
  pod: PodCodeSchema,
  /** The wanted sailing date, if any. */
  sailingDate: DateStringSchema.optional(),
  tradeTerm: TradeTermSchema,
  shipmentTerm: ShipmentTermSchema,
  /** The wanted services, each once; those the terms select must be among them. */
  services: z
    .array(OptionalServiceSchema, { error: 'VALIDATION' })
    .max(OPTIONAL_SERVICES.length, { error: 'VALIDATION' })
    .refine((list) => new Set(list).size === list.length, { error: 'VALIDATION' })
    .default([]),
  /** The pickup city (administrative code), when a pickup is wanted and should be priced. */
  pickupCityCode: CityCodeSchema.optional(),
  remark: optionalText(500),
};

/** POST /v2/oe_order/createdetailed: ask for a quote when there is no instant price. */
export const InquiryDraftSchema = z
  .discriminatedUnion(
    'mode',
    [
      z.object({ mode: z.literal('lcl'), cargo: inquiryCargo(LCL_LIMITS), ...inquiryShape }),
      z.object({
        mode: z.literal('fcl'),
        cargo: inquiryCargo(FCL_LIMITS),
        containers: ContainerRowsSchema,
        ...inquiryShape,
      }),
    ],
    { error: 'VALIDATION' },
  )
  .superRefine((inquiry, ctx) => {
    if (inquiry.pol === inquiry.pod) ctx.addIssue({ code: 'custom', message: 'SAME_PORT', path: ['pod'] });
    if (inquiry.mode === 'fcl') checkFclMeasures(inquiry, ctx);
    for (const service of requiredServices(inquiry.tradeTerm, inquiry.shipmentTerm))
      if (!inquiry.services.includes(service))
        ctx.addIssue({ code: 'custom', message: 'SERVICE_REQUIRED_BY_TERMS', path: ['services'] });
  });
export type InquiryDraft = z.infer<typeof InquiryDraftSchema>;
export type InquiryDraftInput = z.input<typeof InquiryDraftSchema>;

export const InquiryStatusSchema = z.enum(INQUIRY_STATUSES);
export const QuoteAcceptanceSchema = z.enum(QUOTE_ACCEPTANCES);
