import type { InquiryQuote } from '@seabook/domain/inquiries';
import { describe, expect, it } from 'vitest';
import { orderable } from '../../features/booking/booking-test-utils.tsx';
import { inquiryOffers, inquiryValues, orderRefusal } from './inquiry-order.ts';

type Charge = InquiryQuote['charges'][number];
const charge = (patch: Partial<Charge>): Charge => ({
  code: 'ocean_price',
  stage: 'ocean',
  basis: 'container',
  currency: 'USD',
  unitPrice: 100000,
  minAmount: 0,
  ...patch,
});
const NOON = Date.parse('2026-06-10T04:00:00Z');

describe('orders from an inquiry', () => {
  it('can order when the server offers it, and names the reason otherwise', () => {
    expect(orderRefusal(orderable('1'), NOON)).toBeNull();
    expect(orderRefusal(orderable('2', { acceptance: 'pending', actions: ['accept'] }), NOON)).toBe(
      'QUOTE_NOT_ACCEPTED',
    );
    expect(orderRefusal(orderable('3', { quoteValidTo: '2026-06-09', actions: ['cancel'] }), NOON)).toBe(
      'QUOTE_EXPIRED',
    );
    expect(orderRefusal(orderable('4', { status: 'ordered', actions: [] }), NOON)).toBe('INQUIRY_ACTION_NOT_ALLOWED');
  });

  it('offers the container types the quote prices, with the ocean price of one box, and the inquiry’s own', () => {
    const base = orderable('5', { mode: 'fcl', containers: [{ type: '20GP', quantity: 1 }] });
    const quote = base.quote as InquiryQuote;
    const typed = {
      ...base,
      quote: {
        ...quote,
        charges: [
          charge({ containerType: '40HQ', stage: 'origin', unitPrice: 9000 }),
          charge({ containerType: '40HQ', unitPrice: 250000 }),
          charge({ containerType: '20GP', unitPrice: 150000 }),
          charge({ basis: 'bl', stage: 'origin', unitPrice: 5000 }),
        ],
      },
    };
    expect(inquiryOffers(typed)).toEqual([
      { type: '20GP', price: { amount: 150000, currency: 'USD' } },
      { type: '40HQ', price: { amount: 250000, currency: 'USD' } },
    ]);
    // Untyped container charges count any box: every type is offered, without a price of its own.
    expect(inquiryOffers(base).map((offer) => offer.type)).toEqual(['20GP', '40GP', '40HQ', '45HQ', '20RF', '40RH']);
    expect(inquiryOffers(base).every((offer) => offer.price === null)).toBe(true);
  });

  it('fills the form from what the inquiry asked', () => {
    const values = inquiryValues(
      orderable('6', {
        mode: 'fcl',
        tradeTerm: 'CIF',
        services: ['insurance', 'pickup'],
        pickupCityCode: '310100',
        containers: [{ type: '40HQ', quantity: 2 }],
        cargo: {
          type: 'dangerous',
          weightKg: 9000,
          volumeCbm: 50,
          pieces: 120,
          packingType: 'drums',
          hazardous: true,
          dangerousGoods: { class: '3', unNumber: 'UN1263' },
        },
      }),
    );
    expect(values).toMatchObject({
      tradeTerm: 'CIF',
      containers: [{ type: '40HQ', quantity: 2 }],
      bond: { type: 'none' },
      on: { insurance: true, pickup: true },
      pickup: { cityCode: '310100' },
      cargo: {
        type: 'dangerous',
        weightKg: 9000,
        packingType: 'drums',
        hazardous: true,
        dangerousGoods: { class: '3', unNumber: 'UN1263' },
      },
    });
  });
});
