import { progressSteps } from '@seabook/domain/order-flow';
import type { TrackingAnswer, TrackingShipment } from '@seabook/domain/tracking';
import { LOS_ANGELES, SHANGHAI } from '../rates/rates-test-utils.tsx';

/** Test helpers of the tracking page: shipments as the server answers them. */

/** A shipment that sailed from Shanghai to Los Angeles, as a visitor sees it unless patched. */
export function shipment(patch: Partial<TrackingShipment> = {}): TrackingShipment {
  const milestones: TrackingShipment['milestones'] = [
    { node: 'booked', eventType: 'SHIPMENT', code: 'CONF', at: '2026-06-16T02:00:00.000Z', location: 'CNSHA' },
    { node: 'sailed', eventType: 'TRANSPORT', code: 'DEPA', at: '2026-06-22T10:00:00.000Z', location: 'CNSHA' },
  ];
  return {
    ref: 'COSU6123456780',
    pol: { code: SHANGHAI.code, name: SHANGHAI.name },
    pod: { code: LOS_ANGELES.code, name: LOS_ANGELES.name },
    vessel: 'COSCO SHIPPING ARIES',
    voyage: '026E',
    etd: '2026-06-22',
    eta: '2026-07-08',
    atd: '2026-06-22',
    ata: null,
    status: 'in_progress',
    steps: progressSteps('in_progress', { booked: milestones[0]?.at, sailed: milestones[1]?.at }),
    milestones,
    containers: [
      { containerNo: 'CSQU3054383', type: '40HQ', sealNo: null },
      { containerNo: 'MSCU6639870', type: '20GP', sealNo: null },
    ],
    owner: false,
    ...patch,
  };
}

export function answer(shipments: TrackingShipment[], patch: Partial<TrackingAnswer> = {}): TrackingAnswer {
  return { type: 1, no: shipments[0]?.ref ?? 'COSU6123456780', shipments, ...patch };
}
