import type { Order } from '@seabook/domain/booking-price';
import { quoteLine } from '../rates/rates-test-utils.tsx';

/** Fixtures of the reorder pages: an earlier order as getorder answers it. */

const base = quoteLine('svc-1', '2099-05-20');

/** The earlier FCL order: two 20GP with known container numbers, a pickup, and the parties. */
export const FCL_DRAFT = {
  mode: 'fcl',
  source: { from: 'quote', lineId: 'F7:2099-05-20' },
  tradeTerm: 'FOB',
  shipmentTerm: 'CFS-CFS',
  cargo: {
    type: 'general',
    weightKg: 12000,
    volumeCbm: 40,
    pieces: 300,
    packingType: 'cartons',
    nameEn: 'LED DESK LAMPS',
    marks: 'N/M',
    hazardous: false,
    insuranceMarkupPercent: 10,
  },
  containers: [{ type: '20GP', quantity: 2 }],
  containerDetails: [
    { type: '20GP', containerNo: 'MSKU1234565', sealNo: 'SEAL-1', pieces: 150, weightKg: 6000 },
    { type: '20GP', containerNo: 'MSKU7654321', sealNo: 'SEAL-2', pieces: 150, weightKg: 6000 },
  ],
  consignor: { address: 'NINGBO LIGHTING CO., LTD.\nNO. 8 JIANGNAN ROAD', company: 'NINGBO LIGHTING' },
};

export const LCL_DRAFT = {
  mode: 'lcl',
  source: { from: 'quote', lineId: 'svc-1:2099-05-20' },
  tradeTerm: 'FOB',
  shipmentTerm: 'CFS-CFS',
  cargo: {
    type: 'general',
    weightKg: 800,
    volumeCbm: 3,
    pieces: 60,
    packingType: 'cartons',
    nameEn: 'CERAMIC MUGS',
    marks: 'SB/LAX',
    hazardous: false,
    insuranceMarkupPercent: 10,
  },
};

export function order(patch: Partial<Order> = {}): Order {
  const fcl = patch.mode === 'fcl';
  return {
    orderId: 'order-1',
    orderNo: 'SB2605200007',
    status: 'pending_review',
    mode: 'lcl',
    line: fcl ? 'F7:2099-05-20' : 'svc-1:2099-05-20',
    inquiryId: null,
    pol: base.pol,
    draftFiles: [],
    pod: base.pod,
    carrier: base.carrier,
    sailingDate: '2099-05-20',
    tradeTerm: 'FOB',
    shipmentTerm: 'CFS-CFS',
    fees: [],
    totals: [{ amount: 18500, currency: 'USD' }],
    totalUsd: { amount: 18500, currency: 'USD' },
    draft: fcl ? FCL_DRAFT : LCL_DRAFT,
    createdAt: '2099-05-01T02:00:00.000Z',
    ...patch,
  };
}
