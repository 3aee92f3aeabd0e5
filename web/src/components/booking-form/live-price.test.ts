import { type BookingTariffs, priceBooking } from '@seabook/domain/price-booking';
import { STANDARD_WM_RULE } from '@seabook/domain/pricing';
import { describe, expect, it } from 'vitest';
import { checkDraft, type EntrustTarget, initialValues, shownIssues, toDraft } from './draft.ts';
import { bookingOrderOf } from './live-price.ts';

const NOW = Date.parse('2026-06-10T04:00:00Z');
const target: EntrustTarget = { mode: 'lcl', source: { from: 'quote', lineId: 'svc-1:2026-06-20' } };

/** USD 20 per W/M ocean, USD 150 a destination clearance, USD 10 per W/M delivery (minimum USD 50). */
const tariffs: BookingTariffs = {
  freight: {
    kind: 'lcl',
    priced: true,
    rule: STANDARD_WM_RULE,
    charges: [
      { code: 'sea_price', stage: 'ocean', currency: 'USD', unitPrice: 2_000, basis: 'wm', minAmount: 0, remark: null },
    ],
  },
  origin: {},
  destination: {
    mdgqg_price: { code: 'mdgqg_price', currency: 'USD', unitPrice: 15_000, minAmount: 0, rateBp: 0 },
    mdgsend_price: { code: 'mdgsend_price', currency: 'USD', unitPrice: 1_000, minAmount: 5_000, rateBp: 0 },
  },
  pickup: null,
  rates: [{ currency: 'USD', usdPerUnit: '1', asOf: '2026-06-01' }],
};

describe('the live price of the booking form', () => {
  it('prices the cargo of the search before anything else is typed', () => {
    const draft = toDraft(initialValues({ w: '500', v: '2.5', p: '10' }), target);
    expect(checkDraft(draft, undefined, NOW).length).toBeGreaterThan(0);
    const order = bookingOrderOf(draft);
    expect(order).toMatchObject({ mode: 'lcl', cargo: { weightKg: 500, volumeCbm: 2.5, pieces: 10 } });
    const result = order && priceBooking(tariffs, order);
    expect(result).toMatchObject({ ok: true, totalUsd: { amount: 5_000, currency: 'USD' } });
  });

  it('waits for the cargo’s measures, and adds a service as soon as it is switched on', () => {
    expect(bookingOrderOf(toDraft(initialValues({}), target))).toBeNull();
    const values = initialValues({ w: '500', v: '2.5', p: '10' });
    const draft = toDraft({ ...values, on: { destinationClearance: true, destinationDelivery: true } }, target);
    const order = bookingOrderOf(draft);
    const result = order && priceBooking(tariffs, order);
    expect(result?.ok && result.fees.map((fee) => [fee.code, fee.amount.amount])).toEqual([
      ['sea_price', 5_000],
      ['mdgqg_price', 15_000],
      ['mdgsend_price', 5_000],
    ]);
  });
});

describe('the problems the form shows', () => {
  it('shows an incomplete delivery address once, not once per field', () => {
    const values = initialValues({ w: '500', v: '2.5', p: '10' });
    const draft = toDraft({ ...values, on: { destinationDelivery: true } }, target);
    const all = checkDraft(draft, undefined, NOW);
    const delivery = (list: { path: (string | number)[] }[]) =>
      list.filter((issue) => issue.path[0] === 'destinationDelivery');
    expect(delivery(all).length).toBeGreaterThan(1);
    expect(delivery(shownIssues(all, draft.cargo.value))).toHaveLength(1);
  });

  it('does not state the insured-amount rule before a cargo value is typed', () => {
    const values = initialValues({ w: '500', v: '2.5', p: '10' });
    const cif = toDraft({ ...values, tradeTerm: 'CIF' }, target);
    const shown = shownIssues(checkDraft(cif, undefined, NOW), cif.cargo.value);
    expect(shown.map((issue) => issue.message)).not.toContain('INSURED_AMOUNT_MISMATCH');
    expect(shown.map((issue) => issue.message)).toContain('INSURANCE_VALUE_REQUIRED');
  });

  it('lists each field once', () => {
    const draft = toDraft(initialValues({}), target);
    const shown = shownIssues(checkDraft(draft, undefined, NOW), undefined);
    const paths = shown.map((issue) => issue.path.join('.'));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
