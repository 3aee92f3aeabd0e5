import type { OrderDraftInput } from '@seabook/domain/booking';
import type { FileInfo } from '@seabook/domain/files';
import { describe, expect, it } from 'vitest';
import { checkDraft, type EntrustTarget, toDraft } from './draft.ts';
import { valuesFromDraft } from './draft-values.ts';

const NOW = Date.parse('2026-06-10T04:00:00Z');
const file = (id: string, name: string): FileInfo => ({
  id,
  name,
  size: 2048,
  type: 'pdf',
  kind: 'order',
  createdAt: '2026-06-09T08:00:00.000Z',
});
const FILES = [
  file('f-1', 'invoice.pdf'),
  file('f-2', 'packing.pdf'),
  file('f-3', 'bond.pdf'),
  file('f-4', 'photo.jpg'),
];

const party = (address: string) => ({
  address,
  company: 'ACME TRADING',
  contact: 'LI LEI',
  phone: '13800000001',
  region: 'CN',
});

const cargo = {
  type: 'dangerous' as const,
  weightKg: 1200.5,
  volumeCbm: 24,
  pieces: 20,
  packingType: 'cartons' as const,
  nameEn: 'PAINT',
  marks: 'N/M',
  dimensions: [{ lengthCm: 100, widthCm: 120, heightCm: 100, pieces: 20 }],
  hsCode: '3208100000',
  value: { amount: 1200050, currency: 'USD' as const },
  hazardous: true,
  dangerousGoods: { class: '3' as const, unNumber: 'UN1263' },
  insuranceMarkupPercent: 10,
};

const services = {
  customs: { type: 'formal' as const, documentCount: 2 },
  pickup: {
    cityCode: '310100',
    address: 'No. 1 Road, Shanghai',
    contact: 'Wang',
    phone: '13800000002',
    date: '2026-06-15',
    slot: 'afternoon' as const,
  },
  insurance: {
    insuredAmount: { amount: 1320055, currency: 'USD' as const },
    insurer: 'PICC',
    riskType: 'allRisks' as const,
    insuredDate: '2026-06-16',
    insuredPerson: 'ACME',
  },
  destinationClearance: { fileIds: ['f-1', 'f-2'] },
  destinationDelivery: {
    name: 'Bob',
    street: '1 Main St',
    apartment: 'Unit 2',
    city: 'Los Angeles',
    country: 'US',
    zip: '90001',
    phone: '+1 213 555 0100',
  },
  warehouse: { palletCount: 2, wrapCount: 1, weighing: true, labelCount: 20 },
};

const LCL: OrderDraftInput = {
  mode: 'lcl',
  source: { from: 'quote', lineId: 'line-1' },
  tradeTerm: 'CIF',
  shipmentTerm: 'DOOR-DOOR',
  cargo,
  consignor: party('ACME TRADING\nNO. 1 ROAD SHANGHAI'),
  consignee: party('BOB LLC\n1 MAIN ST LOS ANGELES'),
  notifier: party('SAME AS CONSIGNEE'),
  ...services,
};

const FCL: OrderDraftInput = {
  ...LCL,
  mode: 'fcl',
  source: { from: 'quote', lineId: 'line-2' },
  cargo: { ...cargo, weightKg: 18000 },
  containers: [
    { type: '20GP', quantity: 1 },
    { type: '40HQ', quantity: 2 },
  ],
  bond: { type: 'processingManual', number: 'C123', fileId: 'f-3', customsPlace: 'Shanghai', documentCount: 1 },
  trucking: { company: 'Fast Truck', driverName: 'Zhang', phone: '13800000003', plate: '沪A12345' },
  containerDetails: [
    {
      type: '40HQ',
      containerNo: 'CSQU3054383',
      sealNo: 'SEAL-01',
      pieces: 10,
      weightKg: 9000,
      packingPhotoFileId: 'f-4',
      dimensions: [{ lengthCm: 100, widthCm: 120, heightCm: 100, pieces: 10 }],
    },
    { type: '20GP' },
  ],
};

const target = (draft: OrderDraftInput): EntrustTarget => ({ mode: draft.mode, source: draft.source });

describe('valuesFromDraft', () => {
  it('round-trips a complete LCL draft through the form values', () => {
    expect(checkDraft(LCL, undefined, NOW)).toEqual([]);
    const values = valuesFromDraft(LCL, 'lcl', FILES);
    expect(values.cargo?.value).toEqual({ amount: 12000.5, currency: 'USD' });
    expect(values.pickup?.date?.format('YYYY-MM-DD')).toBe('2026-06-15');
    expect(values.destinationClearance?.fileIds?.map((f) => f.name)).toEqual(['invoice.pdf', 'packing.pdf']);
    expect(toDraft(values, target(LCL))).toEqual(LCL);
  });

  it('round-trips a complete FCL draft, its bond, truck and container details included', () => {
    expect(checkDraft(FCL, undefined, NOW)).toEqual([]);
    const values = valuesFromDraft(FCL, 'fcl', FILES);
    expect(values.bond?.fileId?.name).toBe('bond.pdf');
    expect(toDraft(values, target(FCL))).toEqual(FCL);
  });

  it('keeps files it does not know under their id', () => {
    const values = valuesFromDraft(FCL, 'fcl');
    expect(values.bond?.fileId?.id).toBe('f-3');
    expect(values.bond?.fileId?.name).toBe('f-3');
    expect(toDraft(values, target(FCL))).toEqual(FCL);
  });

  it('reads a half-filled draft and drops what does not fit, without throwing', () => {
    const values = valuesFromDraft(
      {
        cargo: { weightKg: '12', volumeCbm: 1.5, type: 'rocks', value: { amount: 'x', currency: 'USD' } },
        tradeTerm: 'XYZ',
        shipmentTerm: 'CFS-CFS',
        pickup: { date: 'soon', address: 7 },
        consignor: 'not an object',
        containers: [{ type: '20GP', quantity: 1 }],
        extra: { anything: true },
      },
      'lcl',
    );
    expect(values).toEqual({
      cargo: { volumeCbm: 1.5, value: { currency: 'USD', amount: null } },
      shipmentTerm: 'CFS-CFS',
      on: { pickup: true },
    });
    for (const input of [null, undefined, 42, 'text', [], { cargo: [] }])
      expect(() => valuesFromDraft(input, 'fcl')).not.toThrow();
    expect(valuesFromDraft(null, 'fcl').bond).toEqual({ type: 'none' });
  });
});
