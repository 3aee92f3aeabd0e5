import type { InquiryDraft } from '@seabook/domain/booking';
import { bookingTotals } from '@seabook/domain/booking-price';
import {
  INQUIRY_ACTIONS,
  INQUIRY_ACTORS,
  type InquiryAction,
  type InquiryClock,
  type InquiryState,
  inquiryRefusal,
  isQuoteExpired,
} from '@seabook/domain/booking-rules';
import {
  type ContainerCount,
  type Inquiry,
  type InquiryListItem,
  type InquiryQuote,
  priceInquiryQuote,
} from '@seabook/domain/inquiries';
import type { CurrencyTable } from '@seabook/domain/money';
import type { Db } from '../../db/client.ts';
import { type Catalog, getCatalog } from '../catalog/catalog.service.ts';
import { carrierOf, getRatesIndex, portRefOf, today } from '../rates/rates.service.ts';
import type { inquiries, StoredInquiryQuote } from './inquiries.tables.ts';

/**
 * How a stored sheet reads on the wire (domain/inquiries.ts): ports and carrier named from the
 * catalogue, the quote priced for the sheet's cargo with totals per currency and in US dollars, and
 * the actions the state table allows the caller's side today (China calendar).
 */

export type Row = typeof inquiries.$inferSelect;
type Cargo = InquiryDraft['cargo'];
/** Whose actions a view lists: the customer's on the customer calls, the operator's on the desk's. */
export type Who = 'customer' | 'operator';
/** What every view of a sheet needs besides the row: names, exchange rates and today (China). */
export type ViewContext = { catalog: Catalog; rates: CurrencyTable; today: string };

export async function viewContext(db: Db): Promise<ViewContext> {
  const [catalog, index] = await Promise.all([getCatalog(db), getRatesIndex(db)]);
  return { catalog, rates: index.rates, today: today() };
}

export const stateOf = (row: Row): InquiryState => ({ status: row.status, acceptance: row.acceptance });
export const clockOf = (row: Row, day: string): InquiryClock => ({ today: day, quoteValidTo: row.quoteValidTo });

/** The actions of one side (INQUIRY_ACTORS) the state table allows now. */
function actionsOf(row: Row, who: Who, day: string): InquiryAction[] {
  return INQUIRY_ACTIONS.filter(
    (action) => INQUIRY_ACTORS[action] === who && inquiryRefusal(stateOf(row), action, clockOf(row, day)) === null,
  );
}

/** The stored quote priced for the sheet's cargo and boxes, as the customer reads it. */
function quoteView(row: Row, quote: StoredInquiryQuote, ctx: ViewContext): InquiryQuote {
  const cargo = row.cargo as Cargo;
  const fees = priceInquiryQuote(quote.charges, cargo, row.containers as ContainerCount[]);
  const { totals, totalUsd } = bookingTotals(fees, ctx.rates);
  return {
    charges: quote.charges,
    fees,
    totals,
    totalUsd,
    validTo: row.quoteValidTo ?? quote.validTo,
    expired: isQuoteExpired(row.quoteValidTo, ctx.today),
    carrier: quote.carrier ? carrierOf(ctx.catalog, quote.carrier) : null,
    transitDays: quote.transitDays,
    sailingDate: quote.sailingDate,
    remark: quote.remark,
    quotedAt: (row.quotedAt ?? row.updatedAt).toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

export function listItem(row: Row, ctx: ViewContext, who: Who): InquiryListItem {
  return {
    id: row.id,
    inquiryNo: row.inquiryNo,
    mode: row.mode,
    status: row.status,
    acceptance: row.acceptance,
    createdAt: row.createdAt.toISOString(),
    pol: portRefOf(ctx.catalog, row.pol),
    pod: portRefOf(ctx.catalog, row.pod),
    sailingDate: row.sailingDate,
    tradeTerm: row.tradeTerm as InquiryListItem['tradeTerm'],
    shipmentTerm: row.shipmentTerm as InquiryListItem['shipmentTerm'],
    services: row.services,
    quoteValidTo: row.quoteValidTo,
    quoteTotalUsd: row.quote ? quoteView(row, row.quote, ctx).totalUsd : null,
    actions: actionsOf(row, who, ctx.today),
  };
}

export function inquiryView(row: Row, ctx: ViewContext, who: Who): Inquiry {
  const cargo = row.cargo as Cargo;
  const quote = row.quote ? quoteView(row, row.quote, ctx) : null;
  return {
    ...listItem(row, ctx, who),
    quoteTotalUsd: quote?.totalUsd ?? null,
    cargo: {
      type: cargo.type,
      weightKg: cargo.weightKg,
      volumeCbm: cargo.volumeCbm,
      pieces: cargo.pieces,
      packingType: cargo.packingType ?? null,
      hazardous: cargo.hazardous,
      dangerousGoods: cargo.dangerousGoods ?? null,
    },
    containers: row.containers as Inquiry['containers'],
    pickupCityCode: row.pickupCityCode,
    remark: row.remark,
    rejectReason: row.rejectReason,
    quote,
    orderId: row.orderId,
  };
}
