import {
  CARGO_TYPES,
  CONTAINER_CODES,
  type ContainerCode,
  inquiryRefusal,
  PACKING_TYPES,
} from '@seabook/domain/booking';
import { chinaDate } from '@seabook/domain/china-time';
import type { ErrorKey } from '@seabook/domain/errors';
import type { Inquiry } from '@seabook/domain/inquiries';
import type { Money } from '@seabook/domain/money';
import { type EntrustValues, initialValues } from './draft.ts';

/**
 * Orders from an inquiry's accepted quote (/createorder, /fcl/createorder): whether the inquiry can be
 * ordered and why not, the form's first values taken from it, and the container types its quote prices.
 */

/** A container type the form offers, with the price of one box when the line or quote names one. */
export type ContainerOffer = { type: ContainerCode; price: Money | null };

/**
 * Why the inquiry cannot be ordered now, or null when it can. The server's `actions` decide; the reason
 * is the domain's (not accepted, expired, a status that allows no order).
 */
export function orderRefusal(inquiry: Inquiry, now: number = Date.now()): ErrorKey | null {
  if (inquiry.actions.includes('order')) return null;
  const state = { status: inquiry.status, acceptance: inquiry.acceptance };
  const clock = { today: chinaDate(now), quoteValidTo: inquiry.quoteValidTo };
  return inquiryRefusal(state, 'order', clock) ?? 'INQUIRY_ACTION_NOT_ALLOWED';
}

function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return (list as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** The class and UN number an inquiry gave for hazardous cargo (its wire shape leaves them unknown). */
function inquiryDangerousGoods(value: unknown): { class?: string; unNumber?: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const dg = value as Record<string, unknown>;
  return {
    class: typeof dg.class === 'string' ? dg.class : undefined,
    unNumber: typeof dg.unNumber === 'string' ? dg.unNumber : undefined,
  };
}

/**
 * The first values of an order from an inquiry: its cargo, containers, terms and wanted services (with
 * the pickup city); names, marks, parties and the services' details are the user's to fill.
 */
export function inquiryValues(inquiry: Inquiry): EntrustValues {
  const base = initialValues({}, inquiry.mode === 'fcl' ? inquiry.containers.map((row) => ({ ...row })) : undefined);
  const cargo = inquiry.cargo;
  return {
    ...base,
    cargo: {
      ...base.cargo,
      type: oneOf(CARGO_TYPES, cargo.type) ?? base.cargo?.type,
      packingType: oneOf(PACKING_TYPES, cargo.packingType) ?? base.cargo?.packingType,
      weightKg: cargo.weightKg,
      volumeCbm: cargo.volumeCbm,
      pieces: cargo.pieces,
      hazardous: cargo.hazardous,
      dangerousGoods: cargo.hazardous ? inquiryDangerousGoods(cargo.dangerousGoods) : undefined,
    },
    tradeTerm: inquiry.tradeTerm,
    shipmentTerm: inquiry.shipmentTerm,
    on: Object.fromEntries(inquiry.services.map((service) => [service, true])),
    pickup: { ...base.pickup, cityCode: inquiry.pickupCityCode ?? undefined },
  };
}

/**
 * The container types an order from the inquiry may book: those its quote prices by type (with the
 * ocean charge of one box), else every type, since an untyped container charge counts any box; the
 * inquiry's own types are always offered.
 */
export function inquiryOffers(inquiry: Inquiry): ContainerOffer[] {
  const charges = inquiry.quote?.charges ?? [];
  const typed = charges.filter((charge) => charge.containerType !== undefined);
  const priceOf = (type: ContainerCode): Money | null => {
    const ofType = typed.filter((charge) => charge.containerType === type);
    const charge = ofType.find((c) => c.stage === 'ocean') ?? ofType[0];
    return charge ? { amount: charge.unitPrice, currency: charge.currency } : null;
  };
  const types = CONTAINER_CODES.filter(
    (type) =>
      typed.length === 0 ||
      typed.some((charge) => charge.containerType === type) ||
      inquiry.containers.some((row) => row.type === type),
  );
  return types.map((type) => ({ type, price: priceOf(type) }));
}
