import {
  type BookingMode,
  type CargoType,
  type ContainerCode,
  type InquiryDraftInput,
  InquiryDraftSchema,
  isIsoDate,
  type OptionalService,
  type PackingType,
  type ShipmentTerm,
  type TradeTerm,
  withRequiredServices,
} from '@seabook/domain/booking';
import { chinaDate } from '@seabook/domain/china-time';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The inquiry form's values and how they become an InquiryDraft. Field names follow the draft's paths
 * (`cargo.weightKg`, `containers.0.quantity`…), so the schema's issues and the server's 422 fields land
 * on the field of the same name. The services sent are the user's choice plus those the terms select.
 */

export type InquiryValues = {
  pol?: string;
  pod?: string;
  sailingDate?: Dayjs | null;
  cargo?: {
    type?: CargoType;
    weightKg?: number | null;
    volumeCbm?: number | null;
    pieces?: number | null;
    packingType?: PackingType;
    hazardous?: boolean;
    dangerousGoods?: { class?: string; unNumber?: string };
  };
  containers?: ({ type?: ContainerCode; quantity?: number | null } | undefined)[];
  tradeTerm?: TradeTerm;
  shipmentTerm?: ShipmentTerm;
  /** The services the user ticked; those the terms select are added when the draft is made. */
  services?: OptionalService[];
  pickupCityCode?: string;
  remark?: string;
};

const PORT = /^[A-Za-z]{5}$/;

function positive(text: string | null): number | undefined {
  const value = text ? Number(text) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The first values, from a search that found no price (`?pol=&pod=&date=&w=&v=&p=`): FOB CFS-CFS,
 * general cargo in cartons, and for FCL one 40HQ. A sailing date before today (China) is dropped.
 */
export function initialValues(mode: BookingMode, params: URLSearchParams, now: number = Date.now()): InquiryValues {
  const port = (key: string) => {
    const code = params.get(key)?.trim() ?? '';
    return PORT.test(code) ? code.toUpperCase() : undefined;
  };
  const date = params.get('date') ?? '';
  return {
    pol: port('pol'),
    pod: port('pod'),
    sailingDate: isIsoDate(date) && date >= chinaDate(now) ? dayjs(date) : null,
    cargo: {
      type: 'general',
      packingType: 'cartons',
      weightKg: positive(params.get('w')),
      volumeCbm: positive(params.get('v')),
      pieces: positive(params.get('p')),
      hazardous: false,
    },
    containers: mode === 'fcl' ? [{ type: '40HQ', quantity: 1 }] : undefined,
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    services: [],
  };
}

function text(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
function num(value: number | null | undefined): number {
  // A missing number stays missing: the schema names it (CARGO_INCOMPLETE) rather than a zero.
  return (value ?? undefined) as number;
}

/** The services the draft carries: the ticked ones and those the terms select, in form order. */
export function wantedServices(values: InquiryValues): OptionalService[] {
  const chosen = values.services ?? [];
  if (!values.tradeTerm || !values.shipmentTerm) return chosen;
  return withRequiredServices(chosen, values.tradeTerm, values.shipmentTerm);
}

/** The body of POST /v2/oe_order/createdetailed. */
export function toInquiryDraft(mode: BookingMode, values: InquiryValues): InquiryDraftInput {
  const cargo = values.cargo ?? {};
  const services = wantedServices(values);
  const dg = cargo.dangerousGoods ?? {};
  const shared = {
    pol: values.pol as string,
    pod: values.pod as string,
    sailingDate: values.sailingDate ? values.sailingDate.format('YYYY-MM-DD') : undefined,
    tradeTerm: values.tradeTerm as TradeTerm,
    shipmentTerm: values.shipmentTerm as ShipmentTerm,
    services,
    pickupCityCode: services.includes('pickup') ? text(values.pickupCityCode) : undefined,
    remark: text(values.remark),
    cargo: {
      type: cargo.type as CargoType,
      weightKg: num(cargo.weightKg),
      volumeCbm: num(cargo.volumeCbm),
      pieces: num(cargo.pieces),
      packingType: cargo.packingType,
      hazardous: cargo.hazardous ?? false,
      dangerousGoods: cargo.hazardous ? { class: dg.class as '3', unNumber: dg.unNumber as string } : undefined,
    },
  };
  if (mode === 'lcl') return { mode, ...shared };
  const containers = (values.containers ?? []).map((row) => ({
    type: row?.type as ContainerCode,
    quantity: num(row?.quantity),
  }));
  return { mode, ...shared, containers };
}

export type FieldIssue = { path: (string | number)[]; message: string };

/** The draft's problems by the server's own schema: each a path and a catalogue key. */
export function checkInquiry(draft: InquiryDraftInput): FieldIssue[] {
  const result = InquiryDraftSchema.safeParse(draft);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.filter((key): key is string | number => typeof key !== 'symbol'),
    message: issue.message,
  }));
}

/** A field name of a 422 answer (`cargo.weightKg`, `containers.0.type`) as a form path. */
export function fieldPath(name: string): (string | number)[] {
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
