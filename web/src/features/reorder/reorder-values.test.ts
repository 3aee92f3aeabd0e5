import { describe, expect, it } from 'vitest';
import { FCL_DRAFT, LCL_DRAFT } from './reorder-test-utils.tsx';
import { againValues, editValues } from './reorder-values.ts';

const WITH_SERVICES = {
  ...FCL_DRAFT,
  tradeTerm: 'CIF',
  cargo: { ...FCL_DRAFT.cargo, value: { amount: 1_000_000, currency: 'USD' } },
  pickup: {
    contact: 'Wang Wei',
    phone: '13812345678',
    cityCode: '330100',
    address: 'No. 18 Wenyi Road',
    date: '2099-05-18',
    slot: 'afternoon',
  },
  insurance: { insuredAmount: { amount: 1_100_000, currency: 'USD' }, riskType: 'allRisks', insuredDate: '2099-05-19' },
  destinationClearance: { fileIds: ['file-1', 'file-2'] },
  bond: { type: 'processingManual', number: 'C2231000123', fileId: 'file-3', documentCount: 2 },
};

describe('the form values of an earlier order', () => {
  it('edits the order as booked, over the form’s defaults', () => {
    const values = editValues({ mode: 'fcl', draft: WITH_SERVICES });
    expect(values.cargo).toMatchObject({ nameEn: 'LED DESK LAMPS', weightKg: 12000, value: { amount: 10000 } });
    expect(values.pickup?.date?.format('YYYY-MM-DD')).toBe('2099-05-18');
    expect(values.pickup?.slot).toBe('afternoon');
    expect(values.containerDetails?.[0]?.containerNo).toBe('MSKU1234565');
    expect(values.bond?.fileId?.id).toBe('file-3');
    expect(values.on).toMatchObject({ pickup: true, insurance: true, destinationClearance: true });
    // A block the order had no use for starts as a new form's does.
    expect(values.customs).toEqual({ type: 'formal', documentCount: 1 });
  });

  it('orders again without what belonged to that shipment only', () => {
    const values = againValues({ mode: 'fcl', draft: WITH_SERVICES });
    expect(values.cargo).toMatchObject({ nameEn: 'LED DESK LAMPS', marks: 'N/M', pieces: 300 });
    expect(values.containers).toEqual([{ type: '20GP', quantity: 2 }]);
    expect(values.containerDetails).toEqual([
      { type: '20GP', pieces: 150, weightKg: 6000 },
      { type: '20GP', pieces: 150, weightKg: 6000 },
    ]);
    expect(values.pickup).toMatchObject({ address: 'No. 18 Wenyi Road', slot: 'afternoon', date: null });
    expect(values.insurance).toMatchObject({ riskType: 'allRisks', insuredDate: null });
    expect(values.destinationClearance).toEqual({ fileIds: [] });
    expect(values.bond).toMatchObject({ type: 'processingManual', number: 'C2231000123', fileId: null });
    expect(values.on).toMatchObject({ pickup: true, insurance: true, destinationClearance: true });
    expect(values.consignor?.company).toBe('NINGBO LIGHTING');
  });

  it('reads an LCL order without FCL blocks, and tolerates a draft that is not one', () => {
    const values = againValues({ mode: 'lcl', draft: LCL_DRAFT });
    expect(values.cargo?.nameEn).toBe('CERAMIC MUGS');
    expect(values.containers).toBeUndefined();
    expect(values.bond).toBeUndefined();
    expect(againValues({ mode: 'lcl', draft: 'garbage' })).toMatchObject({
      tradeTerm: 'FOB',
      cargo: { type: 'general' },
    });
  });
});
