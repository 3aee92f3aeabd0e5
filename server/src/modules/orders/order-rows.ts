import type { BookingFeeLine } from '@seabook/domain/booking-price';
import type { DbOrTx } from '../../db/client.ts';
import type { PricedDraft } from './booking-price.ts';
import { orderContainers, orderFees, type orders } from './orders.tables.ts';

/** The rows an order's priced draft becomes: the order's booked columns, its fee lines, its containers. */

/** What an order stores of its priced draft: the line booked, terms, cargo, parties, services, totals. */
export function bookedColumns(price: PricedDraft, priceToken: string) {
  const { draft, booked } = price;
  return {
    lineId: price.line,
    serviceId: booked.serviceId,
    inquiryId: booked.inquiryId,
    sailingDate: booked.sailingDate,
    pol: booked.pol,
    pod: booked.pod,
    carrier: booked.carrier,
    tradeTerm: draft.tradeTerm,
    shipmentTerm: draft.shipmentTerm,
    cargo: draft.cargo,
    parties: {
      consignor: draft.consignor ?? null,
      consignee: draft.consignee ?? null,
      notifier: draft.notifier ?? null,
    },
    services: {
      customs: draft.customs ?? null,
      pickup: draft.pickup ?? null,
      insurance: draft.insurance ?? null,
      destinationClearance: draft.destinationClearance ?? null,
      destinationDelivery: draft.destinationDelivery ?? null,
      warehouse: draft.warehouse ?? null,
    },
    draft,
    totals: price.totals,
    totalUsd: price.totalUsd,
    priceToken,
    customerReference: draft.customerReference || null,
  } satisfies Partial<typeof orders.$inferInsert>;
}

/** An order's fee lines as `order_fees` rows, in their order. */
export function feeRows(orderId: string, fees: readonly BookingFeeLine[]): (typeof orderFees.$inferInsert)[] {
  return fees.map((fee, seq) => ({
    orderId,
    seq,
    code: fee.code,
    name: fee.name,
    stage: fee.stage,
    service: fee.service,
    basis: fee.basis,
    unit: fee.unit,
    currency: fee.amount.currency,
    unitPrice: fee.unitPrice.amount,
    quantity: fee.quantity,
    amount: fee.amount.amount,
    minimumApplied: fee.minimumApplied,
    remark: fee.remark,
  }));
}

/**
 * The rows of an order that follow its priced draft: its fee lines and, for FCL, the container numbers
 * known at booking (trackable from the start; loading replaces them later).
 */
export async function insertBookedRows(tx: DbOrTx, orderId: string, price: PricedDraft): Promise<void> {
  await tx.insert(orderFees).values(feeRows(orderId, price.fees));
  const { draft } = price;
  if (draft.mode !== 'fcl') return;
  const numbered = (draft.containerDetails ?? []).filter((detail) => detail.containerNo);
  if (numbered.length > 0)
    await tx.insert(orderContainers).values(
      numbered.map((detail) => ({
        orderId,
        containerNo: detail.containerNo as string,
        type: detail.type ?? null,
        sealNo: detail.sealNo ?? null,
      })),
    );
}
