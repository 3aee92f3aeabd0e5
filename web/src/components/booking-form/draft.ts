import {
  type BondType,
  type BookingMode,
  type CargoType,
  type ContainerCode,
  DEFAULT_INSURANCE_MARKUP_PERCENT,
  type DimensionRow,
  insuredAmountOf,
  OPTIONAL_SERVICES,
  type OptionalService,
  type OrderDraftInput,
  orderDraftSchemaOn,
  type PackingType,
  requiredServices,
  type ShipmentTerm,
  type TradeTerm,
} from '@seabook/domain/booking';
import { chinaDate } from '@seabook/domain/china-time';
import type { ErrorKey } from '@seabook/domain/errors';
import type { FileInfo } from '@seabook/domain/files';
import { inquiryLineId } from '@seabook/domain/inquiries';
import { type Currency, fromDecimalString, type Money } from '@seabook/domain/money';
import type { Dayjs } from 'dayjs';

/**
 * The entrust form's values and how they become an OrderDraft. Field names follow the draft's paths
 * (`cargo.weightKg`, `pickup.date`, `containers.0.type`…) so the schema's issues and the server's
 * `draft.<path>` errors land on the field of the same name. A service's block is sent only while its
 * switch is on or its terms select it; the insured amount is computed here, never typed. One form books
 * an LCL or an FCL quote line, or an inquiry's accepted quote: its target says which.
 */

/** Where the order comes from: a quote line (entrust pages) or an inquiry's accepted quote. */
export type OrderSource = OrderDraftInput['source'];
/** What the form books: the mode of the draft and its source. */
export type EntrustTarget = { mode: BookingMode; source: OrderSource };

/** The `line` of the price and createorder calls: the quote line's id, or `inquiry:<id>`. */
export function lineOf(source: OrderSource): string {
  return source.from === 'quote' ? source.lineId : inquiryLineId(source.inquiryId);
}

export const PARTY_KINDS = ['consignor', 'consignee', 'notifier'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

export type PartyValues = { address?: string; company?: string; contact?: string; phone?: string; region?: string };

type Row = { lengthCm?: number | null; widthCm?: number | null; heightCm?: number | null; pieces?: number | null };

export type ContainerRowValues = { type?: ContainerCode; quantity?: number | null };

/** One packed container as far as it is known; every field may be filled in later. */
export type ContainerDetailValues = {
  type?: ContainerCode;
  containerNo?: string;
  sealNo?: string;
  pieces?: number | null;
  weightKg?: number | null;
  packingPhotoFileId?: FileInfo | null;
  dimensions?: Row[];
};

export type EntrustValues = {
  cargo?: {
    type?: CargoType;
    weightKg?: number | null;
    volumeCbm?: number | null;
    pieces?: number | null;
    packingType?: PackingType;
    nameEn?: string;
    marks?: string;
    dimensions?: Row[];
    hsCode?: string;
    /** In major units as typed (12,000.50); the draft carries minor units. */
    value?: { amount?: number | null; currency?: Currency };
    hazardous?: boolean;
    dangerousGoods?: { class?: string; unNumber?: string };
    insuranceMarkupPercent?: number | null;
  };
  tradeTerm?: TradeTerm;
  shipmentTerm?: ShipmentTerm;
  consignor?: PartyValues;
  consignee?: PartyValues;
  notifier?: PartyValues;
  save?: Partial<Record<PartyKind, boolean>>;
  on?: Partial<Record<OptionalService, boolean>>;
  customs?: { type?: string; documentCount?: number | null };
  pickup?: {
    cityCode?: string;
    address?: string;
    contact?: string;
    phone?: string;
    date?: Dayjs | null;
    slot?: string;
  };
  insurance?: { insurer?: string; riskType?: string; insuredDate?: Dayjs | null; insuredPerson?: string };
  destinationClearance?: { fileIds?: FileInfo[] };
  destinationDelivery?: {
    name?: string;
    street?: string;
    apartment?: string;
    city?: string;
    country?: string;
    zip?: string;
    phone?: string;
  };
  warehouse?: {
    palletCount?: number | null;
    wrapCount?: number | null;
    weighing?: boolean;
    labelCount?: number | null;
  };
  /** FCL: the boxes booked, the bond, the shipper's own truck and what is known of each box. */
  containers?: ContainerRowValues[];
  bond?: {
    type?: BondType;
    number?: string;
    fileId?: FileInfo | null;
    customsPlace?: string;
    documentCount?: number | null;
  };
  trucking?: { company?: string; driverName?: string; phone?: string; plate?: string };
  containerDetails?: ContainerDetailValues[];
};

/**
 * The first values: cargo from the search (`w`, `v`, `p`), FOB CFS-CFS, general cargo in cartons; for
 * FCL the first container rows and no bond.
 */
export function initialValues(
  cargo: { w?: string | null; v?: string | null; p?: string | null },
  containers?: ContainerRowValues[],
): EntrustValues {
  const num = (text: string | null | undefined) => {
    const value = text ? Number(text) : Number.NaN;
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  const values: EntrustValues = {
    cargo: {
      type: 'general',
      packingType: 'cartons',
      weightKg: num(cargo.w),
      volumeCbm: num(cargo.v),
      pieces: num(cargo.p),
      hazardous: false,
      insuranceMarkupPercent: DEFAULT_INSURANCE_MARKUP_PERCENT,
      value: { currency: 'USD' },
    },
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    insurance: { riskType: 'allRisks' },
    pickup: { slot: 'morning' },
    customs: { type: 'formal', documentCount: 1 },
  };
  return containers ? { ...values, containers, bond: { type: 'none' } } : values;
}

/** Empty texts and nulls are left out, so optional fields stay optional. */
function text(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
function num(value: number | null | undefined): number | undefined {
  return value === null || value === undefined ? undefined : value;
}
function day(value: Dayjs | null | undefined): string | undefined {
  return value ? value.format('YYYY-MM-DD') : undefined;
}

/** The cargo value in minor units, or undefined when not (validly) typed. */
export function cargoValueOf(values: EntrustValues): Money | undefined {
  const value = values.cargo?.value;
  if (value?.amount === null || value?.amount === undefined || !value.currency) return undefined;
  const amount = fromDecimalString(String(value.amount), value.currency);
  return amount === null ? undefined : { amount, currency: value.currency };
}

/** The insured amount the form shows and sends: cargo value × (1 + markup). */
export function insuredAmount(values: EntrustValues): Money | undefined {
  const value = cargoValueOf(values);
  const markup = values.cargo?.insuranceMarkupPercent ?? DEFAULT_INSURANCE_MARKUP_PERCENT;
  if (!value || !Number.isInteger(markup) || markup < 0 || markup > 30) return undefined;
  return insuredAmountOf(value, markup);
}

/** The services the form sends: those switched on and those the terms select, in form order. */
export function activeServices(values: EntrustValues): OptionalService[] {
  const required =
    values.tradeTerm && values.shipmentTerm ? requiredServices(values.tradeTerm, values.shipmentTerm) : [];
  return OPTIONAL_SERVICES.filter((s) => values.on?.[s] === true || required.includes(s));
}

function party(values: PartyValues | undefined) {
  if (!values || !text(values.address)) return undefined;
  return {
    address: values.address ?? '',
    company: text(values.company),
    contact: text(values.contact),
    phone: text(values.phone),
    region: text(values.region),
  };
}

function completeRows(rows: Row[] | undefined): DimensionRow[] | undefined {
  const kept = (rows ?? []).filter(Boolean);
  if (kept.length === 0) return undefined;
  return kept.map((row) => ({
    lengthCm: row.lengthCm as number,
    widthCm: row.widthCm as number,
    heightCm: row.heightCm as number,
    pieces: row.pieces as number,
  }));
}

/** Rows whose every number is typed: the ones the form can add up. */
export function filledRows(rows: Row[] | undefined): DimensionRow[] {
  return (rows ?? []).filter(
    (row): row is DimensionRow =>
      !!row && [row.lengthCm, row.widthCm, row.heightCm, row.pieces].every((n) => typeof n === 'number' && n > 0),
  );
}

type FclDraft = Extract<OrderDraftInput, { mode: 'fcl' }>;

/**
 * The FCL blocks: the container rows; the bond unless its type is none; the trucking once any of its
 * fields is typed; the detail rows as typed (an empty row is valid and keeps its index for errors).
 */
function fclBlocks(values: EntrustValues): Pick<FclDraft, 'containers' | 'bond' | 'trucking' | 'containerDetails'> {
  const bond = values.bond;
  const truck = values.trucking ?? {};
  const details = (values.containerDetails ?? []).map((detail) => ({
    type: detail?.type,
    containerNo: text(detail?.containerNo),
    sealNo: text(detail?.sealNo),
    pieces: num(detail?.pieces),
    weightKg: num(detail?.weightKg),
    packingPhotoFileId: detail?.packingPhotoFileId?.id,
    dimensions: completeRows(detail?.dimensions),
  }));
  return {
    containers: (values.containers ?? []).filter(Boolean).map((row) => ({
      type: row.type as ContainerCode,
      quantity: num(row.quantity) as number,
    })),
    bond:
      bond?.type && bond.type !== 'none'
        ? {
            type: bond.type,
            number: text(bond.number),
            fileId: bond.fileId?.id,
            customsPlace: text(bond.customsPlace),
            documentCount: num(bond.documentCount),
          }
        : undefined,
    trucking: [truck.company, truck.driverName, truck.phone, truck.plate].some((v) => text(v) !== undefined)
      ? {
          company: truck.company as string,
          driverName: truck.driverName as string,
          phone: truck.phone as string,
          plate: truck.plate as string,
        }
      : undefined,
    containerDetails: details.length > 0 ? details : undefined,
  };
}

/** The draft for the price and createorder calls. */
export function toDraft(values: EntrustValues, { mode, source }: EntrustTarget): OrderDraftInput {
  const cargo = values.cargo ?? {};
  const services = new Set(activeServices(values));
  const dg = cargo.dangerousGoods;
  const common = {
    source,
    tradeTerm: values.tradeTerm as TradeTerm,
    shipmentTerm: values.shipmentTerm as ShipmentTerm,
    cargo: {
      type: cargo.type as CargoType,
      weightKg: num(cargo.weightKg) as number,
      volumeCbm: num(cargo.volumeCbm) as number,
      pieces: num(cargo.pieces) as number,
      packingType: cargo.packingType as PackingType,
      nameEn: cargo.nameEn as string,
      marks: cargo.marks as string,
      dimensions: completeRows(cargo.dimensions),
      hsCode: text(cargo.hsCode),
      value: cargoValueOf(values),
      hazardous: cargo.hazardous ?? false,
      dangerousGoods: cargo.hazardous && dg ? { class: dg.class as '3', unNumber: dg.unNumber as string } : undefined,
      insuranceMarkupPercent: num(cargo.insuranceMarkupPercent),
    },
    consignor: party(values.consignor),
    consignee: party(values.consignee),
    notifier: party(values.notifier),
  };
  const draft: OrderDraftInput =
    mode === 'fcl' ? { mode, ...common, ...fclBlocks(values) } : { mode: 'lcl', ...common };
  if (services.has('customs'))
    draft.customs = {
      type: values.customs?.type as 'formal',
      documentCount: num(values.customs?.documentCount) as number,
    };
  if (services.has('pickup')) {
    const p = values.pickup ?? {};
    draft.pickup = {
      cityCode: p.cityCode as string,
      address: p.address as string,
      contact: p.contact as string,
      phone: p.phone as string,
      date: day(p.date) as string,
      slot: p.slot as 'morning',
    };
  }
  if (services.has('insurance')) {
    const i = values.insurance ?? {};
    draft.insurance = {
      insuredAmount: insuredAmount(values) as Money,
      insurer: text(i.insurer),
      riskType: i.riskType as 'allRisks',
      insuredDate: day(i.insuredDate),
      insuredPerson: i.insuredPerson as string,
    };
  }
  if (services.has('destinationClearance'))
    draft.destinationClearance = { fileIds: (values.destinationClearance?.fileIds ?? []).map((file) => file.id) };
  if (services.has('destinationDelivery')) {
    const d = values.destinationDelivery ?? {};
    draft.destinationDelivery = {
      name: d.name as string,
      street: d.street as string,
      apartment: text(d.apartment),
      city: d.city as string,
      country: d.country as string,
      zip: text(d.zip),
      phone: d.phone as string,
    };
  }
  if (services.has('warehouse')) {
    const w = values.warehouse ?? {};
    draft.warehouse = {
      palletCount: num(w.palletCount) ?? 0,
      wrapCount: num(w.wrapCount) ?? 0,
      weighing: w.weighing ?? false,
      labelCount: num(w.labelCount) ?? 0,
    };
  }
  return draft;
}

export type DraftIssue = { path: (string | number)[]; message: string };

/** Checks a draft as the server will, with today's China date and the sailing's cargo cut date. */
export function checkDraft(draft: OrderDraftInput, lastPickupDate?: string, now: number = Date.now()): DraftIssue[] {
  const result = orderDraftSchemaOn({ today: chinaDate(now), lastPickupDate }).safeParse(draft);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.filter((key): key is string | number => typeof key !== 'symbol'),
    message: issue.message,
  }));
}

/**
 * The problems the form shows, each once: the list the summary counts as "to complete" and the fields
 * a submission marks are this one list, so they agree. The insured amount is computed, never typed: while
 * the cargo value it comes from is missing, the value is asked for instead of the amount's rule. A message
 * about a whole block (the delivery address is incomplete) shows once, on the block's first field.
 */
const BLOCK_MESSAGES: ReadonlySet<string> = new Set<ErrorKey>(['DELIVERY_ADDRESS_INCOMPLETE']);

export function shownIssues(issues: readonly DraftIssue[], cargoValue: Money | undefined): DraftIssue[] {
  const seen = new Set<string>();
  const shown: DraftIssue[] = [];
  for (const found of issues) {
    const valueMissing = found.path[0] === 'insurance' && found.path[1] === 'insuredAmount' && cargoValue === undefined;
    const issue: DraftIssue = valueMissing ? { path: ['cargo', 'value'], message: 'INSURANCE_VALUE_REQUIRED' } : found;
    const [block] = issue.path;
    const keys = [`path:${issue.path.join('.')}`];
    if (BLOCK_MESSAGES.has(issue.message)) keys.push(`block:${String(block)}:${issue.message}`);
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    shown.push(issue);
  }
  return shown;
}

/** A server field name (`draft.cargo.weightKg`) as a form path, or null when it is not the draft's. */
export function draftPath(name: string): (string | number)[] | null {
  if (!name.startsWith('draft.')) return null;
  return name
    .slice('draft.'.length)
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The registered field a path belongs to: the path itself, else its longest registered prefix
 * (`destinationClearance.fileIds.0` → the documents list). Null when none (the message is shown apart).
 */
export function fieldOf(path: (string | number)[], registered: (string | number)[][]): (string | number)[] | null {
  const key = (p: (string | number)[]) => p.join('.');
  const names = new Set(registered.map(key));
  for (let end = path.length; end > 0; end--) {
    const prefix = path.slice(0, end);
    if (names.has(key(prefix))) return prefix;
  }
  return null;
}
