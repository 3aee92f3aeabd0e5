import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BondSchema,
  CargoSchema,
  ConsigneeAddressSchema,
  ConsignorSchema,
  DangerousGoodsSchema,
  InquiryDraftSchema,
  OrderDraftSchema,
  orderDraftSchemaOn,
  PartySchema,
  PickupSchema,
  requiredServices,
  SHIPMENT_TERMS,
  TRADE_TERMS,
  TruckingSchema,
  WarehouseSchema,
} from './booking.ts';
import { errorMessage } from './error-messages.ts';
import { isErrorKey } from './errors.ts';

type Result = { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } };

/** Every issue as "path: message". */
const issues = (result: Result) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

const cargo = {
  type: 'general',
  weightKg: 1200.5,
  volumeCbm: 0.48,
  pieces: 4,
  packingType: 'cartons',
  nameEn: 'LED DESK LAMPS',
  marks: 'N/M',
};

const pickup = {
  contact: 'Wang Wei',
  phone: '13812345678',
  cityCode: '330100',
  address: 'No. 18 Wenyi Road, Xihu District',
  date: '2026-03-12',
  slot: 'morning',
};

const lcl = {
  mode: 'lcl',
  source: { from: 'quote', lineId: 'svc-1:2026-03-20' },
  tradeTerm: 'FOB',
  shipmentTerm: 'CFS-CFS',
  cargo,
};

const fcl = {
  mode: 'fcl',
  source: { from: 'inquiry', inquiryId: 'inq-1' },
  tradeTerm: 'FOB',
  shipmentTerm: 'CFS-CFS',
  cargo: { ...cargo, weightKg: 18_000, volumeCbm: 60, pieces: 800 },
  containers: [{ type: '40HQ', quantity: 1 }],
};

/** A block for each service, valid for `lcl` (insurance matches its cargo value below). */
const blocks = {
  customs: { type: 'formal', documentCount: 2 },
  pickup,
  insurance: {
    insuredAmount: { amount: 3_300_000, currency: 'USD' },
    riskType: 'allRisks',
    insuredPerson: 'NINGBO LIGHTING CO., LTD.',
  },
  destinationClearance: { fileIds: ['7f1e0c1a-2b3c-4d5e-8f90-123456789abc'] },
  destinationDelivery: {
    name: 'ACME Imports',
    street: '1200 Harbor Blvd',
    city: 'Los Angeles',
    country: 'us',
    zip: '90731',
    phone: '+1 310 555 0100',
  },
  warehouse: { palletCount: 2 },
};
const insuredCargo = { ...cargo, value: { amount: 3_000_000, currency: 'USD' } };

describe('cargo', () => {
  it('accepts a complete cargo and fills the defaults', () => {
    const result = CargoSchema.safeParse(cargo);
    expect(issues(result)).toEqual([]);
    expect(result.data).toMatchObject({ hazardous: false, insuranceMarkupPercent: 10 });
  });

  it('asks to complete the cargo when a required field is missing (spec §8 wording)', () => {
    for (const field of ['type', 'weightKg', 'volumeCbm', 'pieces', 'packingType']) {
      const { [field as keyof typeof cargo]: _left, ...rest } = cargo;
      expect(issues(CargoSchema.safeParse(rest))).toEqual([`${field}: CARGO_INCOMPLETE`]);
    }
    expect(issues(OrderDraftSchema.safeParse({ ...lcl, cargo: undefined }))).toEqual(['cargo: CARGO_INCOMPLETE']);
    expect(errorMessage('CARGO_INCOMPLETE', 'en')).toBe('Please complete the cargo information.');
  });

  it('refuses values that are not valid numbers or positive whole counts', () => {
    expect(issues(CargoSchema.safeParse({ ...cargo, weightKg: 'heavy' }))).toEqual(['weightKg: CARGO_WEIGHT_INVALID']);
    expect(issues(CargoSchema.safeParse({ ...cargo, weightKg: 0 }))).toEqual(['weightKg: CARGO_WEIGHT_INVALID']);
    expect(issues(CargoSchema.safeParse({ ...cargo, volumeCbm: Number.NaN }))).toEqual([
      'volumeCbm: CARGO_VOLUME_INVALID',
    ]);
    expect(issues(CargoSchema.safeParse({ ...cargo, pieces: 1.5 }))).toEqual(['pieces: CARGO_PIECES_INVALID']);
    expect(issues(CargoSchema.safeParse({ ...cargo, pieces: -4 }))).toEqual(['pieces: CARGO_PIECES_INVALID']);
  });

  it('needs an English name and marks, in English; N/M is fine', () => {
    expect(issues(CargoSchema.safeParse({ ...cargo, nameEn: '  ' }))).toEqual(['nameEn: CARGO_NAME_REQUIRED']);
    expect(issues(CargoSchema.safeParse({ ...cargo, nameEn: '台灯' }))).toEqual(['nameEn: CARGO_TEXT_ENGLISH']);
    expect(issues(CargoSchema.safeParse({ ...cargo, marks: undefined }))).toEqual(['marks: CARGO_MARKS_REQUIRED']);
    expect(issues(CargoSchema.safeParse({ ...cargo, marks: 'ACME\nLOS ANGELES\nC/NO. 1-4' }))).toEqual([]);
  });

  it('takes the volume and pieces from the dimension rows', () => {
    const dimensions = [{ lengthCm: 60, widthCm: 50, heightCm: 40, pieces: 4 }];
    expect(issues(CargoSchema.safeParse({ ...cargo, dimensions }))).toEqual([]);
    expect(issues(CargoSchema.safeParse({ ...cargo, volumeCbm: 0.5, dimensions }))).toEqual([
      'volumeCbm: CARGO_VOLUME_MISMATCH',
    ]);
    expect(issues(CargoSchema.safeParse({ ...cargo, pieces: 5, dimensions }))).toEqual([
      'pieces: CARGO_PIECES_MISMATCH',
    ]);
    expect(issues(CargoSchema.safeParse({ ...cargo, dimensions: [{ ...dimensions[0], heightCm: 40.25 }] }))).toEqual([
      'dimensions.0.heightCm: DIMENSIONS_INVALID',
    ]);
    expect(issues(CargoSchema.safeParse({ ...cargo, dimensions: [{ ...dimensions[0], pieces: 0 }] }))[0]).toBe(
      'dimensions.0.pieces: DIMENSIONS_INVALID',
    );
  });

  it('accepts any rows whose volume is typed as the rows compute it', () => {
    const row = fc.record({
      lengthCm: fc.integer({ min: 10, max: 2000 }).map((mm) => mm / 10),
      widthCm: fc.integer({ min: 10, max: 2000 }).map((mm) => mm / 10),
      heightCm: fc.integer({ min: 10, max: 2000 }).map((mm) => mm / 10),
      pieces: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 5 }), (dimensions) => {
        let mm3 = 0n;
        for (const r of dimensions)
          mm3 += BigInt(r.lengthCm * 10) * BigInt(r.widthCm * 10) * BigInt(r.heightCm * 10) * BigInt(r.pieces);
        const litres = Number((mm3 + 500_000n) / 1_000_000n);
        fc.pre(litres > 0 && litres <= 200_000);
        const pieces = dimensions.reduce((sum, r) => sum + r.pieces, 0);
        const result = CargoSchema.safeParse({ ...cargo, pieces, volumeCbm: litres / 1000, dimensions });
        expect(issues(result)).toEqual([]);
      }),
    );
  });

  it('normalizes the HS code and refuses a short one', () => {
    expect(CargoSchema.parse({ ...cargo, hsCode: '9405.21.00' }).hsCode).toBe('94052100');
    expect(issues(CargoSchema.safeParse({ ...cargo, hsCode: '9405' }))).toEqual(['hsCode: HS_CODE_INVALID']);
  });

  it('takes a cargo value in minor units, above zero', () => {
    expect(CargoSchema.parse({ ...cargo, value: { amount: 100, currency: 'CNY' } }).value?.amount).toBe(100);
    expect(issues(CargoSchema.safeParse({ ...cargo, value: { amount: 0, currency: 'CNY' } }))).toEqual([
      'value.amount: CARGO_VALUE_INVALID',
    ]);
    expect(issues(CargoSchema.safeParse({ ...cargo, value: { amount: 1.5, currency: 'CNY' } }))).toEqual([
      'value.amount: CARGO_VALUE_INVALID',
    ]);
    expect(issues(CargoSchema.safeParse({ ...cargo, insuranceMarkupPercent: 40 }))).toEqual([
      'insuranceMarkupPercent: INSURANCE_MARKUP_INVALID',
    ]);
  });
});

describe('dangerous goods', () => {
  const hazardous = { ...cargo, type: 'dangerous', hazardous: true };

  it('accepts classes 3, 4.1, 6.1, 8 and 9 with a UN number', () => {
    for (const c of ['3', '4.1', '6.1', '8', '9', 4.1, 9]) {
      const result = CargoSchema.safeParse({ ...hazardous, dangerousGoods: { class: c, unNumber: '1263' } });
      expect(issues(result)).toEqual([]);
      expect(result.data?.dangerousGoods).toMatchObject({ class: String(c), unNumber: 'UN1263' });
    }
  });

  it('refuses every other class, naming the accepted ones', () => {
    for (const c of ['1.1', '2.1', '4.2', '5.1', '6.2', '7', 7, '10', 'x'])
      expect(issues(DangerousGoodsSchema.safeParse({ class: c, unNumber: 'UN1234' }))).toEqual([
        'class: DG_CLASS_REFUSED',
      ]);
    expect(errorMessage('DG_CLASS_REFUSED', 'en')).toBe(
      'We accept dangerous goods of classes 3, 4.1, 6.1, 8 and 9 only.',
    );
  });

  it('checks the UN number and the agreement of type and flag', () => {
    expect(issues(DangerousGoodsSchema.safeParse({ class: '3', unNumber: 'UN12' }))).toEqual([
      'unNumber: UN_NUMBER_INVALID',
    ]);
    expect(issues(CargoSchema.safeParse(hazardous))).toEqual(['dangerousGoods: CARGO_INCOMPLETE']);
    expect(
      issues(CargoSchema.safeParse({ ...cargo, hazardous: true, dangerousGoods: { class: '3', unNumber: '1263' } })),
    ).toEqual(['hazardous: CARGO_DG_MISMATCH']);
    expect(issues(CargoSchema.safeParse({ ...cargo, type: 'dangerous' }))).toEqual(['hazardous: CARGO_DG_MISMATCH']);
    expect(issues(CargoSchema.safeParse({ ...cargo, dangerousGoods: { class: '3', unNumber: '1263' } }))).toEqual([
      'dangerousGoods: CARGO_DG_MISMATCH',
    ]);
  });
});

describe('parties', () => {
  it('keeps the consignor optional and in English letters or digits (spec §5)', () => {
    expect(issues(OrderDraftSchema.safeParse(lcl))).toEqual([]);
    expect(issues(ConsignorSchema.safeParse({ address: 'NINGBO LIGHTING CO., LTD.\nNO. 8 JIANGNAN RD' }))).toEqual([]);
    expect(issues(ConsignorSchema.safeParse({ address: '宁波照明有限公司' }))).toEqual([
      'address: ADDRESS_CONTENT_ENGLISH',
    ]);
    expect(
      issues(ConsignorSchema.safeParse({ address: 'NINGBO LIGHTING', contact: '王伟', company: '宁波照明' })),
    ).toEqual([]);
  });

  it('lets the consignee and notify party be written in any script', () => {
    expect(issues(PartySchema.safeParse({ address: '株式会社アクメ\n東京都港区1-2-3', email: '' }))).toEqual([]);
    expect(issues(PartySchema.safeParse({ address: '' }))).toEqual(['address: ADDRESS_CONTENT_REQUIRED']);
    expect(issues(PartySchema.safeParse({ address: 'ACME', email: 'not-mail' }))).toEqual(['email: EMAIL_INVALID']);
    expect(issues(PartySchema.safeParse({ address: 'ACME', phone: 'call me' }))).toEqual([
      'phone: CONTACT_PHONE_INVALID',
    ]);
  });
});

describe('services', () => {
  it('check the pickup fields of spec §5', () => {
    expect(issues(PickupSchema.safeParse(pickup))).toEqual([]);
    expect(issues(PickupSchema.safeParse({ ...pickup, phone: '12345678901' }))).toEqual(['phone: PHONE_INVALID']);
    expect(issues(PickupSchema.safeParse({ ...pickup, slot: 'evening' }))).toEqual(['slot: PICKUP_SLOT_REQUIRED']);
    expect(issues(PickupSchema.safeParse({ ...pickup, contact: '' }))).toEqual(['contact: PICKUP_CONTACT_REQUIRED']);
    expect(issues(PickupSchema.safeParse({ ...pickup, address: undefined }))).toEqual([
      'address: PICKUP_ADDRESS_REQUIRED',
    ]);
    expect(issues(PickupSchema.safeParse({ ...pickup, date: '2026-02-30' }))).toEqual(['date: PICKUP_DATE_INVALID']);
  });

  it('book pickups from tomorrow in China, within 30 days and the cargo cut date', () => {
    const draft = { ...lcl, pickup };
    expect(issues(orderDraftSchemaOn({ today: '2026-03-11' }).safeParse(draft))).toEqual([]);
    expect(issues(orderDraftSchemaOn({ today: '2026-03-12' }).safeParse(draft))).toEqual([
      'pickup.date: PICKUP_DATE_INVALID',
    ]);
    expect(issues(orderDraftSchemaOn({ today: '2026-02-01' }).safeParse(draft))).toEqual([
      'pickup.date: PICKUP_DATE_INVALID',
    ]);
    expect(issues(orderDraftSchemaOn({ today: '2026-03-10', lastPickupDate: '2026-03-11' }).safeParse(draft))).toEqual([
      'pickup.date: PICKUP_DATE_INVALID',
    ]);
  });

  it('need a cargo value for insurance, and the insured amount it gives', () => {
    expect(issues(OrderDraftSchema.safeParse({ ...lcl, cargo: insuredCargo, insurance: blocks.insurance }))).toEqual(
      [],
    );
    expect(issues(OrderDraftSchema.safeParse({ ...lcl, insurance: blocks.insurance }))).toEqual([
      'cargo.value: INSURANCE_VALUE_REQUIRED',
    ]);
    const wrong = { ...blocks.insurance, insuredAmount: { amount: 3_000_000, currency: 'USD' } };
    expect(issues(OrderDraftSchema.safeParse({ ...lcl, cargo: insuredCargo, insurance: wrong }))).toEqual([
      'insurance.insuredAmount: INSURED_AMOUNT_MISMATCH',
    ]);
    const noMarkup = { ...insuredCargo, insuranceMarkupPercent: 0 };
    expect(issues(OrderDraftSchema.safeParse({ ...lcl, cargo: noMarkup, insurance: wrong }))).toEqual([]);
    const { riskType: _risk, ...noRisk } = blocks.insurance;
    expect(issues(OrderDraftSchema.safeParse({ ...lcl, cargo: insuredCargo, insurance: noRisk }))).toEqual([
      'insurance.riskType: INSURANCE_RISK_REQUIRED',
    ]);
  });

  it('need documents for destination clearance (spec §8 wording)', () => {
    expect(issues(OrderDraftSchema.safeParse({ ...lcl, destinationClearance: { fileIds: [] } }))).toEqual([
      'destinationClearance.fileIds: DEST_DOCS_REQUIRED',
    ]);
    expect(errorMessage('DEST_DOCS_REQUIRED', 'zh-CN')).toBe('请上传目的港清关资料');
  });

  it('need a customs type and a document count', () => {
    expect(issues(OrderDraftSchema.safeParse({ ...lcl, customs: { documentCount: 0 } }))).toEqual([
      'customs.type: CUSTOMS_TYPE_REQUIRED',
      'customs.documentCount: CUSTOMS_DOCUMENTS_INVALID',
    ]);
  });

  it('need a complete delivery address', () => {
    expect(ConsigneeAddressSchema.parse(blocks.destinationDelivery).country).toBe('US');
    const { street: _street, ...noStreet } = blocks.destinationDelivery;
    expect(issues(ConsigneeAddressSchema.safeParse(noStreet))).toEqual(['street: DELIVERY_ADDRESS_INCOMPLETE']);
    expect(issues(ConsigneeAddressSchema.safeParse({ ...blocks.destinationDelivery, phone: '' }))).toEqual([
      'phone: DELIVERY_ADDRESS_INCOMPLETE',
    ]);
    expect(issues(ConsigneeAddressSchema.safeParse({ ...blocks.destinationDelivery, country: 'USA' }))).toEqual([
      'country: REGION_UNKNOWN',
    ]);
    expect(issues(ConsigneeAddressSchema.safeParse({ ...blocks.destinationDelivery, zip: '#' }))).toEqual([
      'zip: ZIP_INVALID',
    ]);
  });

  it('need at least one warehouse service, with counts of zero or more', () => {
    expect(issues(WarehouseSchema.safeParse({ weighing: true }))).toEqual([]);
    expect(issues(WarehouseSchema.safeParse({}))).toEqual([': WAREHOUSE_SERVICE_REQUIRED']);
    expect(issues(WarehouseSchema.safeParse({ palletCount: -1 }))).toEqual(['palletCount: WAREHOUSE_COUNT_INVALID']);
  });
});

describe('terms in the order', () => {
  const fullDraft = { ...lcl, cargo: insuredCargo, ...blocks };

  it('accept a draft with every service', () => {
    expect(issues(OrderDraftSchema.safeParse(fullDraft))).toEqual([]);
  });

  it('refuse a draft missing a service its terms select, at that service, for every pair of terms', () => {
    for (const tradeTerm of TRADE_TERMS)
      for (const shipmentTerm of SHIPMENT_TERMS) {
        const draft = { ...fullDraft, tradeTerm, shipmentTerm };
        expect(issues(OrderDraftSchema.safeParse(draft))).toEqual([]);
        for (const service of requiredServices(tradeTerm, shipmentTerm)) {
          const { [service]: _left, ...without } = draft;
          const expected = service === 'destinationClearance' ? 'DEST_DOCS_REQUIRED' : 'SERVICE_REQUIRED_BY_TERMS';
          expect(issues(OrderDraftSchema.safeParse(without))).toEqual([`${service}: ${expected}`]);
        }
      }
  });

  it('names the term fields when missing', () => {
    expect(issues(OrderDraftSchema.safeParse({ ...lcl, tradeTerm: 'FOO', shipmentTerm: undefined }))).toEqual([
      'tradeTerm: TRADE_TERM_REQUIRED',
      'shipmentTerm: SHIPMENT_TERM_REQUIRED',
    ]);
  });
});

describe('FCL', () => {
  it('accepts containers, bond, trucking and details filled later', () => {
    const draft = {
      ...fcl,
      bond: { type: 'processingManual', number: 'C22012345678', fileId: 'f-1', documentCount: 1 },
      trucking: { company: 'Ningbo Trucking', driverName: 'Li Qiang', phone: '13912345678', plate: '浙B·12345' },
      containerDetails: [{ containerNo: 'csqu3054383', sealNo: 'ab123456' }, {}],
      containers: [{ type: '40HQ', quantity: 2 }],
    };
    const result = OrderDraftSchema.safeParse(draft);
    expect(issues(result)).toEqual([]);
    if (result.data?.mode !== 'fcl') throw new Error('expected FCL');
    expect(result.data.containerDetails?.[0]).toEqual({ containerNo: 'CSQU3054383', sealNo: 'AB123456' });
    expect(result.data.trucking?.plate).toBe('浙B12345');
  });

  it('needs container types and quantities of the catalogue, each type once', () => {
    expect(issues(OrderDraftSchema.safeParse({ ...fcl, containers: [] }))).toEqual(['containers: CONTAINERS_REQUIRED']);
    expect(issues(OrderDraftSchema.safeParse({ ...fcl, containers: [{ type: '53HC', quantity: 1 }] }))).toEqual([
      'containers.0.type: CONTAINERS_REQUIRED',
    ]);
    expect(issues(OrderDraftSchema.safeParse({ ...fcl, containers: [{ type: '40HQ', quantity: 0 }] }))).toEqual([
      'containers.0.quantity: CONTAINERS_REQUIRED',
    ]);
    const twice = [
      { type: '40HQ', quantity: 1 },
      { type: '40HQ', quantity: 1 },
    ];
    expect(issues(OrderDraftSchema.safeParse({ ...fcl, containers: twice }))).toEqual([
      'containers: CONTAINERS_REQUIRED',
    ]);
  });

  it('keeps the cargo within 30 t and 90 m³ a container', () => {
    const heavy = { ...fcl, cargo: { ...fcl.cargo, weightKg: 30_001 } };
    expect(issues(OrderDraftSchema.safeParse(heavy))).toEqual(['cargo.weightKg: FCL_WEIGHT_INVALID']);
    expect(issues(OrderDraftSchema.safeParse({ ...heavy, containers: [{ type: '20GP', quantity: 2 }] }))).toEqual([]);
    const bulky = { ...fcl, cargo: { ...fcl.cargo, volumeCbm: 90.001 } };
    expect(issues(OrderDraftSchema.safeParse(bulky))).toEqual(['cargo.volumeCbm: FCL_VOLUME_INVALID']);
    // Above 50 t is fine for FCL, which LCL would refuse.
    const big = { ...fcl, cargo: { ...fcl.cargo, weightKg: 80_000 }, containers: [{ type: '40GP', quantity: 3 }] };
    expect(issues(OrderDraftSchema.safeParse(big))).toEqual([]);
    expect(issues(OrderDraftSchema.safeParse({ ...lcl, cargo: { ...cargo, weightKg: 80_000 } }))).toEqual([
      'cargo.weightKg: CARGO_WEIGHT_INVALID',
    ]);
  });

  it('needs the bond number and file once a bond type is chosen (spec §5)', () => {
    expect(issues(BondSchema.safeParse({}))).toEqual([]);
    expect(issues(BondSchema.safeParse({ type: 'bondedZone' }))).toEqual([
      'number: BOND_DETAILS_REQUIRED',
      'fileId: BOND_DETAILS_REQUIRED',
    ]);
  });

  it('checks the truck plate and the driver’s phone', () => {
    const trucking = { company: 'T', driverName: 'D', phone: '13912345678', plate: '沪A12345' };
    expect(issues(TruckingSchema.safeParse(trucking))).toEqual([]);
    expect(issues(TruckingSchema.safeParse({ ...trucking, plate: 'ABC123' }))).toEqual(['plate: PLATE_INVALID']);
    expect(issues(TruckingSchema.safeParse({ ...trucking, phone: '021-12345678' }))).toEqual(['phone: PHONE_INVALID']);
    expect(issues(TruckingSchema.safeParse({ ...trucking, company: '' }))).toEqual(['company: TRUCKING_INCOMPLETE']);
  });

  it('checks container numbers, their uniqueness and the number of detail rows', () => {
    const detail = (containerNo: string) => ({ containerNo });
    expect(issues(OrderDraftSchema.safeParse({ ...fcl, containerDetails: [detail('CSQU3054384')] }))).toEqual([
      'containerDetails.0.containerNo: CONTAINER_NUMBER_INVALID',
    ]);
    const two = { ...fcl, containers: [{ type: '40HQ', quantity: 2 }] };
    expect(
      issues(OrderDraftSchema.safeParse({ ...two, containerDetails: [detail('CSQU3054383'), detail('CSQU3054383')] })),
    ).toEqual(['containerDetails.1.containerNo: CONTAINER_NUMBER_DUPLICATE']);
    expect(issues(OrderDraftSchema.safeParse({ ...fcl, containerDetails: [{}, {}] }))).toEqual([
      'containerDetails: CONTAINERS_REQUIRED',
    ]);
    expect(issues(OrderDraftSchema.safeParse({ ...fcl, containerDetails: [{ type: '20GP' }] }))).toEqual([
      'containerDetails.0.type: CONTAINERS_REQUIRED',
    ]);
  });
});

describe('what the client may not set', () => {
  it('drops a price, a status or an owner wherever they are sent', () => {
    const sneaky = {
      ...lcl,
      cargo: { ...insuredCargo, price: 1, ownerId: 'u-2' },
      insurance: { ...blocks.insurance, premium: { amount: 0, currency: 'USD' } },
      pickup: { ...pickup, fee: 0 },
      price: { amount: 1, currency: 'USD' },
      fees: [],
      status: 'completed',
      owner: 'someone-else',
      tenantId: 't-2',
      id: 'o-1',
    };
    const data = OrderDraftSchema.parse(sneaky);
    const text = JSON.stringify(data);
    for (const key of ['price', 'fees', 'status', 'owner', 'ownerId', 'tenantId', '"id"', 'premium', 'fee'])
      expect(text).not.toContain(key);
  });
});

describe('inquiry drafts', () => {
  const inquiry = {
    mode: 'lcl',
    pol: 'cnnbo',
    pod: 'USLAX',
    tradeTerm: 'FOB',
    shipmentTerm: 'DOOR-CFS',
    services: ['pickup'],
    pickupCityCode: '330100',
    cargo: { type: 'general', weightKg: 500, volumeCbm: 2, pieces: 20 },
  };

  it('accepts route, cargo and wanted services', () => {
    const result = InquiryDraftSchema.safeParse({ ...inquiry, status: 'quoted', price: 1 });
    expect(issues(result)).toEqual([]);
    expect(result.data).not.toHaveProperty('status');
    expect(result.data?.pol).toBe('CNNBO');
  });

  it('needs the services the terms select among the wanted ones', () => {
    expect(issues(InquiryDraftSchema.safeParse({ ...inquiry, services: [] }))).toEqual([
      'services: SERVICE_REQUIRED_BY_TERMS',
    ]);
  });

  it('refuses the same port twice and refused dangerous goods', () => {
    expect(issues(InquiryDraftSchema.safeParse({ ...inquiry, pod: 'CNNBO' }))).toEqual(['pod: SAME_PORT']);
    const dg = {
      ...inquiry.cargo,
      type: 'dangerous',
      hazardous: true,
      dangerousGoods: { class: '2.1', unNumber: '1950' },
    };
    expect(issues(InquiryDraftSchema.safeParse({ ...inquiry, cargo: dg }))).toEqual([
      'cargo.dangerousGoods.class: DG_CLASS_REFUSED',
    ]);
  });

  it('asks FCL inquiries for containers', () => {
    const fclInquiry = { ...inquiry, mode: 'fcl', containers: [{ type: '20GP', quantity: 1 }] };
    expect(issues(InquiryDraftSchema.safeParse(fclInquiry))).toEqual([]);
    expect(issues(InquiryDraftSchema.safeParse({ ...fclInquiry, containers: undefined }))).toEqual([
      'containers: CONTAINERS_REQUIRED',
    ]);
  });
});

describe('error keys', () => {
  it('are all in the catalogue', () => {
    const samples = [
      OrderDraftSchema.safeParse({}),
      OrderDraftSchema.safeParse({ ...lcl, cargo: {}, customs: {}, pickup: {}, insurance: {}, warehouse: {} }),
      OrderDraftSchema.safeParse({
        ...fcl,
        containers: [{}],
        bond: { type: 'x' },
        trucking: {},
        containerDetails: [1],
      }),
      InquiryDraftSchema.safeParse({ mode: 'lcl' }),
    ];
    for (const result of samples)
      for (const issue of result.error?.issues ?? []) expect(isErrorKey(issue.message), issue.message).toBe(true);
  });
});
