import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTAINER_CODES,
  canInquiry,
  canRemoveService,
  cbmToLitres,
  DANGEROUS_GOODS_CLASSES,
  DANGEROUS_GOODS_CLASSES_ACCEPTED,
  type DimensionRow,
  FREE_INSURANCE_COVER,
  formatCbm,
  freeCoverIn,
  INQUIRY_ACTIONS,
  INQUIRY_STATUSES,
  type InquiryAction,
  type InquiryClock,
  type InquiryState,
  type InquiryStatus,
  inquiryAllowance,
  inquiryLimitRefusal,
  inquiryMonth,
  inquiryRefusal,
  insuranceQuote,
  insuredAmountOf,
  isAcceptedDangerousClass,
  isChinesePlate,
  isContainerNumber,
  isNightEntry,
  iso6346CheckDigit,
  isPickupDateAllowed,
  isQuoteExpired,
  isUnNumber,
  nextInquiryState,
  normalizeContainerNumber,
  normalizeHsCode,
  normalizePlate,
  normalizeUnNumber,
  OPTIONAL_SERVICES,
  type OptionalService,
  pickupDateWindow,
  QUOTE_ACCEPTANCES,
  requiredServices,
  rowsPieces,
  rowsVolumeLitres,
  SHIPMENT_TERMS,
  type ShipmentTerm,
  selectedServices,
  servicesFor,
  TRADE_TERMS,
  type TradeTerm,
  withRequiredServices,
} from './booking-rules.ts';
import { chinaMinutes } from './china-time.ts';
import { errorMessage } from './error-messages.ts';
import { LOCALES } from './i18n.ts';
import type { Money } from './money-rules.ts';

/** Spec §5 restated as a table, so the test does not share the implementation's lists. */
function specSays(tradeTerm: TradeTerm, shipmentTerm: ShipmentTerm): Partial<Record<OptionalService, string>> {
  const out: Partial<Record<OptionalService, string>> = {};
  if (['CIF', 'DAP', 'DDU', 'DDP'].includes(tradeTerm)) out.insurance = tradeTerm;
  if (['DAP', 'DDU', 'DDP'].includes(tradeTerm)) out.destinationDelivery = tradeTerm;
  if (['DDU', 'DDP'].includes(tradeTerm)) out.destinationClearance = tradeTerm;
  if (['DOOR-CFS', 'DOOR-DOOR'].includes(shipmentTerm)) out.pickup = shipmentTerm;
  return out;
}

const tradeTerm = fc.constantFrom(...TRADE_TERMS);
const shipmentTerm = fc.constantFrom(...SHIPMENT_TERMS);
const services = fc.subarray([...OPTIONAL_SERVICES]);

describe('trade and shipment terms', () => {
  it('select exactly the services of spec §5, for every pair of terms, with the term as the reason', () => {
    for (const t of TRADE_TERMS)
      for (const s of SHIPMENT_TERMS) {
        const expected = specSays(t, s);
        const selection = servicesFor(t, s);
        expect(selection.map((x) => x.service)).toEqual([...OPTIONAL_SERVICES]);
        for (const { service, auto, reason } of selection) {
          expect(auto).toBe(service in expected);
          expect(reason?.term).toBe(expected[service]);
          if (reason) expect(reason.by).toBe(service === 'pickup' ? 'shipmentTerm' : 'tradeTerm');
        }
        expect(requiredServices(t, s)).toEqual(OPTIONAL_SERVICES.filter((x) => x in expected));
      }
  });

  it('say why: insurance under CIF, pickup under DOOR-DOOR, nothing under FOB CFS-CFS', () => {
    expect(servicesFor('CIF', 'CFS-CFS').find((x) => x.service === 'insurance')).toEqual({
      service: 'insurance',
      auto: true,
      reason: { by: 'tradeTerm', term: 'CIF' },
    });
    expect(servicesFor('FOB', 'DOOR-DOOR').find((x) => x.service === 'pickup')?.reason).toEqual({
      by: 'shipmentTerm',
      term: 'DOOR-DOOR',
    });
    expect(requiredServices('FOB', 'CFS-CFS')).toEqual([]);
    expect(requiredServices('DDP', 'DOOR-DOOR')).toEqual([
      'pickup',
      'insurance',
      'destinationClearance',
      'destinationDelivery',
    ]);
  });

  it('never let the user remove a service the terms select, and let them remove any other', () => {
    fc.assert(
      fc.property(tradeTerm, shipmentTerm, fc.constantFrom(...OPTIONAL_SERVICES), (t, s, service) => {
        expect(canRemoveService(service, t, s)).toBe(!requiredServices(t, s).includes(service));
      }),
    );
  });

  it('add what the terms select to what the user chose, once each, in form order', () => {
    fc.assert(
      fc.property(tradeTerm, shipmentTerm, services, (t, s, chosen) => {
        const result = withRequiredServices(chosen, t, s);
        expect(new Set(result).size).toBe(result.length);
        expect(result).toEqual(OPTIONAL_SERVICES.filter((x) => result.includes(x)));
        for (const x of [...chosen, ...requiredServices(t, s)]) expect(result).toContain(x);
        for (const x of result) expect(chosen.includes(x) || requiredServices(t, s).includes(x)).toBe(true);
      }),
    );
  });

  it('read the selected services from the blocks present', () => {
    expect(selectedServices({ pickup: {}, insurance: undefined, warehouse: { palletCount: 1 } })).toEqual([
      'pickup',
      'warehouse',
    ]);
  });
});

describe('dangerous goods', () => {
  it('accept classes 3, 4.1, 6.1, 8 and 9 only', () => {
    expect(DANGEROUS_GOODS_CLASSES.filter(isAcceptedDangerousClass)).toEqual(['3', '4.1', '6.1', '8', '9']);
    expect(isAcceptedDangerousClass('2.1')).toBe(false);
    expect(isAcceptedDangerousClass('7')).toBe(false);
  });

  it('name the accepted classes in the refusal, in every language', () => {
    for (const locale of LOCALES)
      for (const c of DANGEROUS_GOODS_CLASSES_ACCEPTED) expect(errorMessage('DG_CLASS_REFUSED', locale)).toContain(c);
  });

  it('read UN numbers however they are typed', () => {
    expect(normalizeUnNumber('un 1263')).toBe('UN1263');
    expect(normalizeUnNumber('1263')).toBe('UN1263');
    expect(normalizeUnNumber('UN-3480')).toBe('UN3480');
    expect(isUnNumber('UN1263')).toBe(true);
    expect(isUnNumber('UN0000')).toBe(false);
    expect(isUnNumber(normalizeUnNumber('UN12'))).toBe(false);
    expect(isUnNumber('1263')).toBe(false);
  });

  it('strip dots and spaces from HS codes', () => {
    expect(normalizeHsCode('8471.30.00')).toBe('84713000');
    expect(normalizeHsCode(' 9403 20 ')).toBe('940320');
  });
});

describe('volume from dimension rows', () => {
  it('computes m³ exactly and rounds half up to 0.001 m³ once', () => {
    expect(rowsVolumeLitres([{ lengthCm: 60, widthCm: 50, heightCm: 40, pieces: 4 }])).toBe(480);
    expect(formatCbm(480)).toBe('0.480');
    // 500 cm³ is half a litre: up. 490 cm³: down.
    expect(rowsVolumeLitres([{ lengthCm: 10, widthCm: 10, heightCm: 5, pieces: 1 }])).toBe(1);
    expect(rowsVolumeLitres([{ lengthCm: 10, widthCm: 10, heightCm: 4.9, pieces: 1 }])).toBe(0);
    // Millimetres count: 45.5 × 30.5 × 20.5 cm = 28,449.125 cm³ ≈ 0.028 m³, × 1000 pieces = 28.449 m³.
    expect(rowsVolumeLitres([{ lengthCm: 45.5, widthCm: 30.5, heightCm: 20.5, pieces: 1000 }])).toBe(28_449);
    expect(rowsVolumeLitres([])).toBe(0);
    expect(formatCbm(28_449)).toBe('28.449');
  });

  it('stays exact where floats drift (big rows, many pieces)', () => {
    const row = { lengthCm: 1499.9, widthCm: 1499.9, heightCm: 1499.9, pieces: 100_000 };
    // 14999³ mm³ × 100,000 = 337,432,504,499,900,000 mm³ → 337,432,504,499.9 litres → …500.
    expect(rowsVolumeLitres([row])).toBe(337_432_504_500);
  });

  const row = fc.record({
    lengthCm: fc.integer({ min: 1, max: 15_000 }).map((mm) => mm / 10),
    widthCm: fc.integer({ min: 1, max: 15_000 }).map((mm) => mm / 10),
    heightCm: fc.integer({ min: 1, max: 15_000 }).map((mm) => mm / 10),
    pieces: fc.integer({ min: 1, max: 100_000 }),
  });

  it('matches the exact product rounded half up, and is an integer', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows: DimensionRow[]) => {
        let mm3 = 0n;
        for (const r of rows)
          mm3 +=
            BigInt(Math.round(r.lengthCm * 10)) *
            BigInt(Math.round(r.widthCm * 10)) *
            BigInt(Math.round(r.heightCm * 10)) *
            BigInt(r.pieces);
        const litres = rowsVolumeLitres(rows);
        expect(Number.isInteger(litres)).toBe(true);
        // |litres × 10⁶ − mm³| ≤ ½ litre, and exactly half rounds up.
        const diff = BigInt(litres) * 1_000_000n - mm3;
        expect(diff <= 500_000n && diff > -500_000n).toBe(true);
      }),
    );
  });

  it('adds up row by row within the rounding of each part', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 5 }), fc.array(row, { maxLength: 5 }), (a, b) => {
        const whole = rowsVolumeLitres([...a, ...b]);
        expect(Math.abs(whole - rowsVolumeLitres(a) - rowsVolumeLitres(b))).toBeLessThanOrEqual(1);
        expect(rowsPieces([...a, ...b])).toBe(rowsPieces(a) + rowsPieces(b));
      }),
    );
  });

  it('reads typed m³ as litres without float noise', () => {
    expect(cbmToLitres(0.1 + 0.2)).toBe(300);
    expect(cbmToLitres(1.005)).toBe(1005);
  });
});

describe('insurance', () => {
  const cny = (amount: number): Money => ({ amount, currency: 'CNY' });

  it('is free for cargo worth up to 200,000 RMB, markup included', () => {
    const quote = insuranceQuote({ cargoValue: cny(20_000_000), markupPercent: 10, rateBp: 5, minimum: cny(5000) });
    expect(quote).toEqual({
      insuredAmount: cny(22_000_000),
      freeAmount: cny(22_000_000),
      chargeableAmount: cny(0),
      premium: cny(0),
      minimumApplied: false,
    });
  });

  it('charges the rate on the insured amount of the value above the free cover', () => {
    // 300,000 RMB, +10 %: 100,000 above the cover → 110,000 insured at 5 bp = 55 RMB.
    const quote = insuranceQuote({ cargoValue: cny(30_000_000), markupPercent: 10, rateBp: 5, minimum: cny(5000) });
    expect(quote.insuredAmount).toEqual(cny(33_000_000));
    expect(quote.chargeableAmount).toEqual(cny(11_000_000));
    expect(quote.freeAmount).toEqual(cny(22_000_000));
    expect(quote.premium).toEqual(cny(5500));
    expect(quote.minimumApplied).toBe(false);
  });

  it('raises a small premium to the minimum once anything is charged', () => {
    const quote = insuranceQuote({ cargoValue: cny(20_000_001), markupPercent: 10, rateBp: 5, minimum: cny(5000) });
    expect(quote.premium).toEqual(cny(5000));
    expect(quote.minimumApplied).toBe(true);
  });

  it('computes the insured amount half up in minor units', () => {
    expect(insuredAmountOf({ amount: 105, currency: 'USD' }, 10)).toEqual({ amount: 116, currency: 'USD' });
    expect(insuredAmountOf({ amount: 999, currency: 'JPY' }, 0)).toEqual({ amount: 999, currency: 'JPY' });
  });

  it('refuses mixed currencies, negative amounts and a markup out of range', () => {
    const base = { cargoValue: cny(100), markupPercent: 10, rateBp: 5, minimum: cny(0) };
    expect(() => insuranceQuote({ ...base, minimum: { amount: 0, currency: 'USD' } })).toThrow(RangeError);
    expect(() => insuranceQuote({ ...base, cargoValue: cny(-1) })).toThrow(RangeError);
    expect(() => insuranceQuote({ ...base, markupPercent: 31 })).toThrow(RangeError);
    expect(() => insuranceQuote({ ...base, markupPercent: 10.5 })).toThrow(RangeError);
    expect(() => insuranceQuote({ ...base, rateBp: 0.5 })).toThrow(RangeError);
  });

  it('never gives a float or a negative amount, and keeps free + chargeable = insured', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 100_000 }),
        (value, markupPercent, rateBp, minimum) => {
          const q = insuranceQuote({ cargoValue: cny(value), markupPercent, rateBp, minimum: cny(minimum) });
          for (const m of [q.insuredAmount, q.freeAmount, q.chargeableAmount, q.premium]) {
            expect(Number.isSafeInteger(m.amount)).toBe(true);
            expect(m.amount).toBeGreaterThanOrEqual(0);
            expect(m.currency).toBe('CNY');
          }
          expect(q.freeAmount.amount + q.chargeableAmount.amount).toBe(q.insuredAmount.amount);
          expect(q.insuredAmount).toEqual(insuredAmountOf(cny(value), markupPercent));
          if (value <= FREE_INSURANCE_COVER.amount) expect(q.premium.amount).toBe(0);
          if (q.chargeableAmount.amount > 0) expect(q.premium.amount).toBeGreaterThanOrEqual(minimum);
        },
      ),
    );
  });

  it('never charges less for more valuable cargo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e10 }), (value, extra) => {
        const quote = (v: number) =>
          insuranceQuote({ cargoValue: cny(v), markupPercent: 10, rateBp: 3, minimum: cny(3000) }).premium.amount;
        expect(quote(value + extra)).toBeGreaterThanOrEqual(quote(value));
      }),
    );
  });

  it('converts the free cover at the day’s rates, rounding down', () => {
    const table = [
      { currency: 'CNY' as const, usdPerUnit: '0.14', asOf: '2026-03-01' },
      { currency: 'JPY' as const, usdPerUnit: '0.0066', asOf: '2026-03-01' },
    ];
    expect(freeCoverIn('CNY', [])).toEqual(FREE_INSURANCE_COVER);
    expect(freeCoverIn('USD', table)).toEqual({ amount: 2_800_000, currency: 'USD' });
    // 200,000 × 0.14 / 0.0066 = 4,242,424.24 yen.
    expect(freeCoverIn('JPY', table)).toEqual({ amount: 4_242_424, currency: 'JPY' });
    expect(freeCoverIn('EUR', table)).toBeNull();
    expect(freeCoverIn('USD', [])).toBeNull();
  });
});

describe('pickup and night entry', () => {
  it('offers pickups from tomorrow to 30 days ahead, not after the cargo cut date', () => {
    expect(pickupDateWindow('2026-03-10')).toEqual({ first: '2026-03-11', last: '2026-04-09' });
    expect(pickupDateWindow('2026-03-10', '2026-03-15')).toEqual({ first: '2026-03-11', last: '2026-03-15' });
    expect(isPickupDateAllowed('2026-03-10', '2026-03-10')).toBe(false);
    expect(isPickupDateAllowed('2026-03-11', '2026-03-10')).toBe(true);
    expect(isPickupDateAllowed('2026-04-09', '2026-03-10')).toBe(true);
    expect(isPickupDateAllowed('2026-04-10', '2026-03-10')).toBe(false);
    expect(isPickupDateAllowed('2026-03-16', '2026-03-10', '2026-03-15')).toBe(false);
    expect(isPickupDateAllowed('2026-03-11', '2026-03-10', '2026-03-10')).toBe(false);
    expect(isPickupDateAllowed('2026-02-30', '2026-02-10')).toBe(false);
  });

  it('opens the night entry window from 21:00 to 05:00 China time', () => {
    const at = (utc: string) => Date.parse(`2026-05-01T${utc}:00Z`);
    expect(isNightEntry(at('12:59'))).toBe(false); // 20:59
    expect(isNightEntry(at('13:00'))).toBe(true); // 21:00
    expect(isNightEntry(at('15:59'))).toBe(true); // 23:59
    expect(isNightEntry(at('16:00'))).toBe(true); // 00:00
    expect(isNightEntry(at('20:59'))).toBe(true); // 04:59
    expect(isNightEntry(at('21:00'))).toBe(false); // 05:00
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const minutes = chinaMinutes(ms);
        expect(minutes).toBeGreaterThanOrEqual(0);
        expect(minutes).toBeLessThan(1440);
        expect(isNightEntry(ms)).toBe(minutes >= 1260 || minutes < 300);
      }),
    );
  });
});

describe('inquiry states', () => {
  const valid: InquiryClock = { today: '2026-03-10', quoteValidTo: '2026-03-10' };
  const expired: InquiryClock = { today: '2026-03-11', quoteValidTo: '2026-03-10' };
  const state = (status: InquiryStatus, acceptance: 'pending' | 'accepted' = 'pending'): InquiryState => ({
    status,
    acceptance,
  });

  /** The whole table written out: [status, acceptance, clock] → action → next status, or the refusal. */
  const expectations: Array<[InquiryState, InquiryClock, Partial<Record<InquiryAction, InquiryStatus | string>>]> = [
    [state('waiting'), valid, { quote: 'quoted', reject: 'rejected', cancel: 'cancelled' }],
    [state('quoted'), valid, { quote: 'quoted', accept: 'quoted', order: 'QUOTE_NOT_ACCEPTED', cancel: 'cancelled' }],
    [
      state('quoted'),
      expired,
      { quote: 'quoted', accept: 'QUOTE_EXPIRED', order: 'QUOTE_NOT_ACCEPTED', cancel: 'cancelled' },
    ],
    [state('quoted', 'accepted'), valid, { order: 'ordered', cancel: 'cancelled' }],
    [state('quoted', 'accepted'), expired, { quote: 'quoted', order: 'QUOTE_EXPIRED', cancel: 'cancelled' }],
    [state('rejected'), valid, { delete: 'deleted' }],
    [state('cancelled'), valid, { delete: 'deleted' }],
    [state('cancelled', 'accepted'), expired, { delete: 'deleted' }],
    [state('deleted'), valid, {}],
    [state('ordered', 'accepted'), valid, {}],
  ];

  it('follows the table for every action', () => {
    for (const [from, clock, allowed] of expectations)
      for (const action of INQUIRY_ACTIONS) {
        const outcome = allowed[action];
        const next = nextInquiryState(from, action, clock);
        if (outcome === undefined) {
          expect(inquiryRefusal(from, action, clock), `${from.status} ${action}`).toBe('INQUIRY_ACTION_NOT_ALLOWED');
          expect(next).toBeNull();
        } else if ((INQUIRY_STATUSES as readonly string[]).includes(outcome)) {
          expect(inquiryRefusal(from, action, clock), `${from.status} ${action}`).toBeNull();
          expect(next?.status).toBe(outcome);
        } else {
          expect(inquiryRefusal(from, action, clock), `${from.status} ${action}`).toBe(outcome);
          expect(next).toBeNull();
        }
      }
  });

  it('resets acceptance on a new quote and records it on accept', () => {
    expect(nextInquiryState(state('waiting'), 'quote', valid)).toEqual(state('quoted', 'pending'));
    expect(nextInquiryState(state('quoted'), 'accept', valid)).toEqual(state('quoted', 'accepted'));
    expect(nextInquiryState(state('quoted', 'accepted'), 'quote', expired)).toEqual(state('quoted', 'pending'));
    expect(nextInquiryState(state('quoted', 'accepted'), 'order', valid)).toEqual(state('ordered', 'accepted'));
  });

  it('treats a quote as valid through its last day and missing validity as expired', () => {
    expect(isQuoteExpired('2026-03-10', '2026-03-10')).toBe(false);
    expect(isQuoteExpired('2026-03-10', '2026-03-11')).toBe(true);
    expect(isQuoteExpired(null, '2026-03-10')).toBe(true);
  });

  const anyState = fc.record({
    status: fc.constantFrom(...INQUIRY_STATUSES),
    acceptance: fc.constantFrom(...QUOTE_ACCEPTANCES),
  });
  const anyClock = fc.record({
    today: fc.constantFrom('2026-03-09', '2026-03-10', '2026-03-11'),
    quoteValidTo: fc.constantFrom(null, '2026-03-10'),
  });

  it('agrees with itself: an action is allowed exactly when it has a next state', () => {
    fc.assert(
      fc.property(anyState, fc.constantFrom(...INQUIRY_ACTIONS), anyClock, (s, action, clock) => {
        expect(canInquiry(s, action, clock)).toBe(nextInquiryState(s, action, clock) !== null);
      }),
    );
  });

  it('never leaves ordered or deleted, and orders only an accepted quote that is still valid', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...INQUIRY_ACTIONS), anyClock), { maxLength: 12 }), (steps) => {
        let current: InquiryState = state('waiting');
        for (const [action, clock] of steps) {
          const next = nextInquiryState(current, action, clock);
          if (current.status === 'ordered' || current.status === 'deleted') expect(next).toBeNull();
          if (next?.status === 'ordered') {
            expect(current).toEqual(state('quoted', 'accepted'));
            expect(isQuoteExpired(clock.quoteValidTo, clock.today)).toBe(false);
          }
          if (next?.status === 'deleted') expect(['cancelled', 'rejected']).toContain(current.status);
          if (next) current = next;
        }
      }),
    );
  });
});

describe('inquiry allowance', () => {
  it('gives verified accounts 20 a month and others 3', () => {
    expect(inquiryAllowance('verified', 5)).toEqual({ limit: 20, used: 5, remaining: 15 });
    expect(inquiryAllowance('pending', 5)).toEqual({ limit: 3, used: 5, remaining: 0 });
  });

  it('asks an unverified account to verify when its count is used up (spec §8)', () => {
    expect(inquiryLimitRefusal('unverified', 2)).toBeNull();
    expect(inquiryLimitRefusal('unverified', 3)).toBe('INQUIRY_LIMIT_UNVERIFIED');
    expect(inquiryLimitRefusal('pending', 3)).toBe('INQUIRY_LIMIT_UNVERIFIED');
    expect(inquiryLimitRefusal('rejected', 3)).toBe('INQUIRY_LIMIT_UNVERIFIED');
    expect(inquiryLimitRefusal('verified', 19)).toBeNull();
    expect(inquiryLimitRefusal('verified', 20)).toBe('INQUIRY_LIMIT_REACHED');
    expect(errorMessage('INQUIRY_LIMIT_UNVERIFIED', 'en')).toBe(
      'Your inquiry count is used up. Verify your real name to continue.',
    );
  });

  it('counts by the calendar month in China', () => {
    expect(inquiryMonth(Date.parse('2026-01-31T15:59:59Z'))).toBe('2026-01');
    expect(inquiryMonth(Date.parse('2026-01-31T16:00:00Z'))).toBe('2026-02');
  });
});

describe('containers and trucks', () => {
  it('computes ISO 6346 check digits (freight-facts §4 vectors)', () => {
    const vectors: Array<[string, number]> = [
      ['MWCU605978', 4],
      ['CSQU305438', 3],
      ['RAIU690011', 4],
      ['ZEPU003725', 5],
      ['CBHU320273', 2],
      ['MSCU663987', 0],
    ];
    for (const [first10, digit] of vectors) {
      expect(iso6346CheckDigit(first10)).toBe(digit);
      expect(isContainerNumber(`${first10}${digit}`)).toBe(true);
      expect(isContainerNumber(`${first10}${(digit + 1) % 10}`)).toBe(false);
    }
    expect(normalizeContainerNumber('csqu 305438-3')).toBe('CSQU3054383');
    expect(isContainerNumber('CSQA3054383')).toBe(false);
  });

  it('accepts one check digit only for any owner code and serial', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    fc.assert(
      fc.property(
        fc.tuple(letter, letter, letter),
        fc.constantFrom('U', 'J', 'Z'),
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: 0, max: 9 }),
        (owner, category, serial, digit) => {
          const first10 = `${owner.join('')}${category}${String(serial).padStart(6, '0')}`;
          expect(isContainerNumber(`${first10}${digit}`)).toBe(digit === iso6346CheckDigit(first10));
        },
      ),
    );
  });

  it('checks Chinese plates', () => {
    expect(isChinesePlate(normalizePlate('沪A·12345'))).toBe(true);
    expect(isChinesePlate(normalizePlate('粤b d12345'))).toBe(true);
    expect(isChinesePlate('浙B1234挂')).toBe(true);
    expect(isChinesePlate('沪I12345')).toBe(false);
    expect(isChinesePlate('AB12345')).toBe(false);
    expect(isChinesePlate('沪A1234')).toBe(false);
  });

  it('use the container codes of the catalogue', () => {
    const url = new URL('../../server/src/modules/catalog/data/container-types.json', import.meta.url);
    const catalogue = JSON.parse(readFileSync(url, 'utf8')) as Array<{ code: string }>;
    expect([...CONTAINER_CODES].sort()).toEqual(catalogue.map((c) => c.code).sort());
  });
});
