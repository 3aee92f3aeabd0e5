import type { BookingFeeLine } from '@seabook/domain/booking-price';
import { addDays, type ContainerCode } from '@seabook/domain/booking-rules';
import {
  type ContainerCount,
  type InquiryQuote,
  type InquiryQuoteCharge,
  type InquiryQuoteInput,
  priceInquiryQuote,
  quoteTotals,
} from '@seabook/domain/inquiries';
import { type Currency, fromDecimalString, type Money, toDecimalString } from '@seabook/domain/money-rules';
import type { CargoMeasure, ChargeBasis, ChargeStage } from '@seabook/domain/pricing';
import type { FeeCode } from '@seabook/domain/rates';
import type { Dayjs } from 'dayjs';

/**
 * The quote form of the inquiry desk without React: its values (prices typed in major units, dates as
 * the pickers hold them), the request they make (integer minor units), the defaults of a new line and
 * the live preview, priced by the same domain function the server prices the quote with.
 */

/** One fee line as the form holds it: every field may still be empty; prices are typed text ("12.50"). */
export type ChargeRow = {
  code?: FeeCode;
  stage?: ChargeStage;
  basis?: ChargeBasis;
  containerType?: ContainerCode;
  currency?: Currency;
  unitPrice?: string;
  minAmount?: string;
};

export type QuoteValues = {
  charges?: ChargeRow[];
  validTo?: Dayjs | null;
  carrier?: string;
  transitDays?: number | null;
  sailingDate?: Dayjs | null;
  remark?: string;
};

/** Days a new quote holds unless the operator picks another day. */
export const DEFAULT_VALID_DAYS = 7;

const OCEAN_CODES: readonly FeeCode[] = ['sea_price', 'part_sea_price', 'hub_price', 'part_add_price'];
const DESTINATION_CODES: readonly FeeCode[] = ['destination_price', 'discharge_price', 'mdgqg_price', 'mdgsend_price'];

/** Where a fee is incurred and its usual currency: ocean and destination in USD, the rest at origin in CNY. */
export function lineDefaultsFor(code: FeeCode): { stage: ChargeStage; currency: Currency } {
  if (OCEAN_CODES.includes(code)) return { stage: 'ocean', currency: 'USD' };
  if (DESTINATION_CODES.includes(code)) return { stage: 'destination', currency: 'USD' };
  return { stage: 'origin', currency: 'CNY' };
}

/** A new line without a fee: at origin in CNY, counted per W/M for LCL and per container for FCL. */
export function newChargeRow(mode: 'lcl' | 'fcl'): ChargeRow {
  return { stage: 'origin', currency: 'CNY', basis: mode === 'fcl' ? 'container' : 'wm' };
}

/** A money amount typed in major units as minor units; null when empty, negative or too precise. */
export function minorOf(text: string | undefined, currency: Currency | undefined): number | null {
  if (text === undefined || currency === undefined || text.trim() === '') return null;
  const value = fromDecimalString(text, currency);
  return value === null || value < 0 ? null : value;
}

/** The charge a complete line makes (minor units); null while a field is missing or a price is malformed. */
export function chargeOf(row: ChargeRow | undefined): InquiryQuoteCharge | null {
  if (!row?.code || !row.stage || !row.basis || !row.currency) return null;
  const unitPrice = minorOf(row.unitPrice, row.currency);
  const minAmount = row.minAmount?.trim() ? minorOf(row.minAmount, row.currency) : 0;
  if (unitPrice === null || minAmount === null) return null;
  return {
    code: row.code,
    stage: row.stage,
    basis: row.basis,
    ...(row.basis === 'container' && row.containerType ? { containerType: row.containerType } : {}),
    currency: row.currency,
    unitPrice,
    minAmount,
  };
}

/** The form's values as the body of POST /v2/ops/inquiry/quote (the form has checked every line). */
export function quoteRequest(id: string, values: QuoteValues): InquiryQuoteInput {
  const charges = (values.charges ?? []).map(chargeOf).filter((c): c is InquiryQuoteCharge => c !== null);
  const carrier = values.carrier?.trim();
  const remark = values.remark?.trim();
  return {
    id,
    charges,
    validTo: values.validTo?.format('YYYY-MM-DD') ?? '',
    ...(carrier ? { carrier } : {}),
    ...(values.transitDays ? { transitDays: values.transitDays } : {}),
    ...(values.sailingDate ? { sailingDate: values.sailingDate.format('YYYY-MM-DD') } : {}),
    ...(remark ? { remark } : {}),
  };
}

/** A stored quote's charges back as form lines (a re-quote starts from the current one). */
export function rowsOfQuote(quote: Pick<InquiryQuote, 'charges'>): ChargeRow[] {
  return quote.charges.map((charge) => ({
    code: charge.code as FeeCode,
    stage: charge.stage,
    basis: charge.basis,
    ...(charge.containerType ? { containerType: charge.containerType } : {}),
    currency: charge.currency,
    unitPrice: toDecimalString(charge.unitPrice, charge.currency),
    minAmount: charge.minAmount > 0 ? toDecimalString(charge.minAmount, charge.currency) : '',
  }));
}

/** The default validity: today (China) plus DEFAULT_VALID_DAYS, as YYYY-MM-DD. */
export function defaultValidTo(today: string): string {
  return addDays(today, DEFAULT_VALID_DAYS);
}

export type QuotePreview = { fees: BookingFeeLine[]; totals: Money[]; incomplete: number };

/** The complete lines priced for the inquiry's cargo and boxes, their totals per currency, and how many lines are not yet complete. */
export function previewOf(
  rows: readonly (ChargeRow | undefined)[],
  cargo: CargoMeasure,
  containers: readonly ContainerCount[],
): QuotePreview {
  const charges = rows.map(chargeOf);
  const complete = charges.filter((c): c is InquiryQuoteCharge => c !== null);
  const fees = priceInquiryQuote(complete, cargo, containers);
  return { fees, totals: quoteTotals(fees), incomplete: charges.length - complete.length };
}
