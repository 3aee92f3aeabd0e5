import { describe, expect, it } from 'vitest';
import type { ServiceTariff } from './booking-price.ts';
import type { CurrencyTable } from './money.ts';
import {
  type BookingOrder,
  type BookingTariffs,
  BookingTariffsSchema,
  pickupFeeLines,
  priceBooking,
} from './price-booking.ts';
import { STANDARD_WM_RULE } from './pricing.ts';

const rates: CurrencyTable = [{ currency: 'CNY', usdPerUnit: '0.14000000', asOf: '2026-01-01' }];
const tariff = (code: ServiceTariff['code'], unitPrice: number, minAmount = 0, currency: 'CNY' | 'USD' = 'CNY') =>
  ({ code, currency, unitPrice, minAmount, rateBp: 0 }) satisfies ServiceTariff;

/** An LCL sailing: CNY 300 documents per B/L at origin, USD 20/W/M ocean, USD 10/W/M destination (min USD 30). */
const lcl: BookingTariffs = {
  freight: {
    kind: 'lcl',
    priced: true,
    rule: STANDARD_WM_RULE,
    charges: [
      {
        code: 'doc_price',
        stage: 'origin',
        currency: 'CNY',
        unitPrice: 30_000,
        basis: 'bl',
        minAmount: 0,
        remark: null,
      },
      { code: 'sea_price', stage: 'ocean', currency: 'USD', unitPrice: 2_000, basis: 'wm', minAmount: 0, remark: null },
      {
        code: 'dthc_price',
        stage: 'destination',
        currency: 'USD',
        unitPrice: 1_000,
        basis: 'wm',
        minAmount: 3_000,
        remark: null,
      },
    ],
  },
  origin: { declare_price: tariff('declare_price', 15_000), datuo_price: tariff('datuo_price', 8_000) },
  destination: {
    mdgqg_price: tariff('mdgqg_price', 12_000, 0, 'USD'),
    mdgsend_price: tariff('mdgsend_price', 4_000, 28_000, 'USD'),
  },
  pickup: { cityCode: '320500', served: true, zone: { basePrice: 20_000, perWm: 5_000, minAmount: 30_000 } },
  rates: [...rates, { currency: 'USD', usdPerUnit: '1', asOf: '2026-01-01' }],
};

const cargo = { weightKg: 2_500, volumeCbm: 1.14, pieces: 10, insuranceMarkupPercent: 10 };
const order = (more: Partial<BookingOrder> = {}): BookingOrder => ({ mode: 'lcl', cargo, ...more });
const amounts = (result: ReturnType<typeof priceBooking>) =>
  result.ok ? result.fees.map((fee) => [fee.code, fee.quantity, fee.amount.amount, fee.amount.currency]) : result;

describe('priceBooking: one booking, every fee line', () => {
  it('prices the freight of an LCL sailing for the cargo (2.5 W/M by weight)', () => {
    const result = priceBooking(lcl, order());
    expect(amounts(result)).toEqual([
      ['doc_price', '1', 30_000, 'CNY'],
      ['sea_price', '2.5', 5_000, 'USD'],
      ['dthc_price', '2.5', 3_000, 'USD'],
    ]);
    expect(result).toMatchObject({
      ok: true,
      chargeableMicro: 2_500_000,
      totals: [
        { amount: 30_000, currency: 'CNY' },
        { amount: 8_000, currency: 'USD' },
      ],
      totalUsd: { amount: 12_200, currency: 'USD' },
    });
  });

  it('adds the services in their stages: customs and pickup at origin, clearance and delivery at destination', () => {
    const result = priceBooking(
      lcl,
      order({
        customs: { documentCount: 2 },
        pickup: { cityCode: '320500' },
        destinationClearance: {},
        destinationDelivery: {},
        warehouse: { palletCount: 1, wrapCount: 0, weighing: false, labelCount: 0 },
      }),
    );
    expect(amounts(result)).toEqual([
      ['doc_price', '1', 30_000, 'CNY'],
      ['declare_price', '2', 30_000, 'CNY'],
      ['smth_price', '1', 20_000, 'CNY'],
      ['smth_price', '2.5', 12_500, 'CNY'],
      ['datuo_price', '1', 8_000, 'CNY'],
      ['sea_price', '2.5', 5_000, 'USD'],
      ['dthc_price', '2.5', 3_000, 'USD'],
      ['mdgqg_price', '1', 12_000, 'USD'],
      ['mdgsend_price', '2.5', 28_000, 'USD'],
    ]);
  });

  it('prices the pickup like the quote pages, the minimum over the whole pickup', () => {
    const small = { weightKg: 100, volumeCbm: 0.5, pieces: 1 };
    const { fees, total } = pickupFeeLines({ basePrice: 20_000, perWm: 5_000, minAmount: 30_000 }, small);
    expect(fees.map((fee) => [fee.quantity, fee.amount.amount, fee.minimumApplied])).toEqual([
      ['1', 20_000, false],
      ['0.5', 10_000, true],
    ]);
    expect(total).toEqual({ amount: 30_000, currency: 'CNY' });
  });

  it('refuses what the tables do not offer, naming the field', () => {
    expect(
      priceBooking(lcl, order({ insurance: {}, cargo: { ...cargo, value: { amount: 1_000_00, currency: 'USD' } } })),
    ).toEqual({ ok: false, key: 'SERVICE_NOT_OFFERED', field: 'draft.insurance' });
    expect(priceBooking(lcl, order({ pickup: { cityCode: '110000' } }))).toEqual({
      ok: false,
      key: 'CITY_UNKNOWN',
      field: 'draft.pickup.cityCode',
    });
    expect(
      priceBooking({ ...lcl, freight: { ...lcl.freight, priced: false } as BookingTariffs['freight'] }, order()),
    ).toEqual({ ok: false, key: 'NO_FREIGHT', field: null });
  });

  it('prices FCL boxes at the line’s price per type and refuses a type without one', () => {
    const fcl: BookingTariffs = {
      ...lcl,
      freight: {
        kind: 'fcl',
        containers: [{ type: '40HQ', price: { amount: 150_000, currency: 'USD' } }],
        origin: [
          {
            code: 'thc_price',
            stage: 'origin',
            currency: 'CNY',
            unitPrice: 90_000,
            basis: 'container',
            minAmount: 0,
            remark: null,
          },
        ],
      },
      origin: { trailer_price: tariff('trailer_price', 180_000) },
      pickup: { cityCode: '320500', served: true, zone: null },
    };
    const boxes = { mode: 'fcl' as const, containers: [{ type: '40HQ' as const, quantity: 2 }] };
    expect(amounts(priceBooking(fcl, order({ ...boxes, pickup: { cityCode: '320500' } })))).toEqual([
      ['thc_price', '2', 180_000, 'CNY'],
      ['trailer_price', '2', 360_000, 'CNY'],
      ['sea_price', '2', 300_000, 'USD'],
    ]);
    expect(priceBooking(fcl, order({ mode: 'fcl', containers: [{ type: '20GP', quantity: 1 }] }))).toEqual({
      ok: false,
      key: 'CONTAINER_TYPE_NOT_OFFERED',
      field: 'draft.containers.0.type',
    });
  });

  it('adds no line for a service an inquiry’s quote covers, and prices one the order adds', () => {
    const quoted: BookingTariffs = {
      ...lcl,
      freight: {
        kind: 'inquiry',
        covers: ['destinationClearance', 'destinationDelivery'],
        charges: [{ code: 'sea_price', stage: 'ocean', basis: 'wm', currency: 'USD', unitPrice: 2_000, minAmount: 0 }],
      },
    };
    const asked = order({ destinationClearance: {}, destinationDelivery: {} });
    expect(amounts(priceBooking(quoted, asked))).toEqual([['sea_price', '2.5', 5_000, 'USD']]);
    expect(amounts(priceBooking(quoted, { ...asked, customs: { documentCount: 1 } }))).toEqual([
      ['declare_price', '1', 15_000, 'CNY'],
      ['sea_price', '2.5', 5_000, 'USD'],
    ]);
  });

  it('travels as JSON: the inputs the server sends price the same in the browser', () => {
    const sent = BookingTariffsSchema.parse(JSON.parse(JSON.stringify(lcl)));
    const full = order({ customs: { documentCount: 1 }, destinationDelivery: {} });
    expect(priceBooking(sent, full)).toEqual(priceBooking(lcl, full));
  });
});
