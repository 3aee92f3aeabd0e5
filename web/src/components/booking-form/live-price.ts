import type { OrderDraftInput } from '@seabook/domain/booking';
import { DEFAULT_INSURANCE_MARKUP_PERCENT } from '@seabook/domain/booking-rules';
import { orderCalls } from '@seabook/domain/orders.calls';
import {
  type BookingOrder,
  type BookingPriceResult,
  type BookingTariffs,
  priceBooking,
} from '@seabook/domain/price-booking';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../lib/api.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { SESSION_KEY, useToken } from '../../lib/auth.ts';

/**
 * The live price of the booking form (decision 031): the domain's `priceBooking`, which the server books
 * with, run in the browser on every change over the inputs of `orderCalls.priceInputs`. It needs only
 * the cargo's measures, so it shows from the first paint (the cargo comes from the search) while the rest
 * of the form is still being filled; a service shows its line as soon as what it is counted by is typed.
 * The server's price preview still answers the token a submission is checked against.
 */

const count = (value: unknown): number => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : 0);
const measure = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * What the price depends on of a draft as typed so far, or null until the cargo's weight and volume
 * are. Counts not (validly) typed count nothing; a pickup without its city is left out until it has one.
 */
export function bookingOrderOf(draft: OrderDraftInput): BookingOrder | null {
  const weightKg = measure(draft.cargo?.weightKg);
  const volumeCbm = measure(draft.cargo?.volumeCbm);
  if (weightKg === null || volumeCbm === null || (weightKg === 0 && volumeCbm === 0)) return null;
  const markup = draft.cargo.insuranceMarkupPercent;
  const order: BookingOrder = {
    mode: draft.mode,
    cargo: {
      weightKg,
      volumeCbm,
      pieces: count(draft.cargo.pieces),
      value: draft.cargo.value,
      insuranceMarkupPercent:
        Number.isInteger(markup) && (markup as number) >= 0 && (markup as number) <= 30
          ? (markup as number)
          : DEFAULT_INSURANCE_MARKUP_PERCENT,
    },
  };
  if (draft.mode === 'fcl') {
    order.containers = (draft.containers ?? []).filter((row) => row?.type && count(row.quantity) > 0);
    if (draft.bond?.type)
      order.bond = { type: draft.bond.type, documentCount: count(draft.bond.documentCount) || undefined };
  }
  if (draft.customs) order.customs = { documentCount: count(draft.customs.documentCount) };
  if (draft.pickup?.cityCode) order.pickup = { cityCode: draft.pickup.cityCode };
  if (draft.insurance) order.insurance = {};
  if (draft.destinationClearance) order.destinationClearance = {};
  if (draft.destinationDelivery) order.destinationDelivery = {};
  if (draft.warehouse)
    order.warehouse = {
      palletCount: count(draft.warehouse.palletCount),
      wrapCount: count(draft.warehouse.wrapCount),
      weighing: draft.warehouse.weighing === true,
      labelCount: count(draft.warehouse.labelCount),
    };
  return order;
}

/** The inputs of a line's price (with the pickup city's tariff, and the order being edited). */
export function usePriceInputs(
  line: string | null,
  city: string | undefined,
  editing: string | undefined,
): { data: BookingTariffs | undefined; error: ApiError | null } {
  const token = useToken();
  const query = useQuery<BookingTariffs, ApiError>({
    queryKey: [SESSION_KEY, token, 'price-inputs', line, city ?? null, editing ?? null],
    queryFn: ({ signal }) =>
      call(orderCalls.priceInputs, { line: line ?? '', city, order: editing }, { signal, silent: true }),
    enabled: token !== null && line !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  return { data: query.data, error: query.error };
}

/** The booking's price as the draft stands, recomputed on every change; null until it can be priced. */
export function useLivePrice(
  line: string | null,
  draft: OrderDraftInput,
  editing?: string,
): { result: BookingPriceResult | null; error: ApiError | null } {
  const order = useMemo(() => bookingOrderOf(draft), [draft]);
  const inputs = usePriceInputs(line, order?.pickup?.cityCode, editing);
  const result = useMemo(() => (order && inputs.data ? priceBooking(inputs.data, order) : null), [order, inputs.data]);
  return { result, error: inputs.error };
}
