import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { waitedMinutes, waitedText } from '../../lib/waiting.ts';
import {
  chargeOf,
  defaultValidTo,
  lineDefaultsFor,
  minorOf,
  previewOf,
  quoteRequest,
  rowsOfQuote,
} from './quote-values.ts';

const cargo = { weightKg: 1200, volumeCbm: 2.5, pieces: 40 };

describe('the quote form’s values', () => {
  it('reads prices typed in major units as integer minor units of their currency', () => {
    expect(minorOf('40', 'USD')).toBe(4000);
    expect(minorOf(' 12.5 ', 'CNY')).toBe(1250);
    expect(minorOf('0.01', 'EUR')).toBe(1);
    expect(minorOf('500', 'JPY')).toBe(500);
    expect(minorOf('1.5', 'JPY')).toBeNull();
    expect(minorOf('1.234', 'USD')).toBeNull();
    expect(minorOf('-1', 'USD')).toBeNull();
    expect(minorOf('abc', 'USD')).toBeNull();
    expect(minorOf('', 'USD')).toBeNull();
    expect(minorOf('1', undefined)).toBeNull();
  });

  it('makes a charge of a complete line only; a blank minimum is none, a container type only per container', () => {
    const row = { code: 'sea_price', stage: 'ocean', basis: 'wm', currency: 'USD', unitPrice: '40' } as const;
    expect(chargeOf(row)).toEqual({
      code: 'sea_price',
      stage: 'ocean',
      basis: 'wm',
      currency: 'USD',
      unitPrice: 4000,
      minAmount: 0,
    });
    expect(chargeOf({ ...row, unitPrice: '' })).toBeNull();
    expect(chargeOf({ ...row, code: undefined })).toBeNull();
    expect(chargeOf({ ...row, minAmount: '1.001' })).toBeNull();
    expect(chargeOf({ ...row, containerType: '40HQ' })).not.toHaveProperty('containerType');
    expect(chargeOf({ ...row, basis: 'container', containerType: '40HQ' })).toMatchObject({ containerType: '40HQ' });
  });

  it('builds the request with the validity and the optional facts only when given', () => {
    const body = quoteRequest('inq-1', {
      charges: [
        { code: 'sea_price', stage: 'ocean', basis: 'wm', currency: 'USD', unitPrice: '45' },
        { code: 'file_price', stage: 'origin', basis: 'bl', currency: 'CNY', unitPrice: '450', minAmount: '' },
      ],
      validTo: dayjs('2026-07-08'),
      carrier: ' ',
      transitDays: null,
      sailingDate: null,
      remark: ' Space on hold ',
    });
    expect(body).toEqual({
      id: 'inq-1',
      charges: [
        { code: 'sea_price', stage: 'ocean', basis: 'wm', currency: 'USD', unitPrice: 4500, minAmount: 0 },
        { code: 'file_price', stage: 'origin', basis: 'bl', currency: 'CNY', unitPrice: 45000, minAmount: 0 },
      ],
      validTo: '2026-07-08',
      remark: 'Space on hold',
    });
    expect(
      quoteRequest('x', { charges: [], validTo: dayjs('2026-07-08'), carrier: 'COSU', transitDays: 20 }),
    ).toMatchObject({ carrier: 'COSU', transitDays: 20 });
  });

  it('turns a stored quote back into lines, and presets stage and currency by fee', () => {
    expect(
      rowsOfQuote({
        charges: [
          { code: 'cfs_price', stage: 'origin', basis: 'wm', currency: 'CNY', unitPrice: 5000, minAmount: 10000 },
          {
            code: 'sea_price',
            stage: 'ocean',
            basis: 'container',
            containerType: '20GP',
            currency: 'USD',
            unitPrice: 150000,
            minAmount: 0,
          },
        ],
      }),
    ).toEqual([
      { code: 'cfs_price', stage: 'origin', basis: 'wm', currency: 'CNY', unitPrice: '50.00', minAmount: '100.00' },
      {
        code: 'sea_price',
        stage: 'ocean',
        basis: 'container',
        containerType: '20GP',
        currency: 'USD',
        unitPrice: '1500.00',
        minAmount: '',
      },
    ]);
    expect(lineDefaultsFor('sea_price')).toEqual({ stage: 'ocean', currency: 'USD' });
    expect(lineDefaultsFor('mdgqg_price')).toEqual({ stage: 'destination', currency: 'USD' });
    expect(lineDefaultsFor('doc_price')).toEqual({ stage: 'origin', currency: 'CNY' });
    expect(defaultValidTo('2026-12-28')).toBe('2027-01-04');
  });

  it('previews the lines as the server prices them, leaving out the incomplete ones', () => {
    const preview = previewOf(
      [
        { code: 'sea_price', stage: 'ocean', basis: 'wm', currency: 'USD', unitPrice: '40' },
        { code: 'cfs_price', stage: 'origin', basis: 'wm', currency: 'CNY', unitPrice: '50', minAmount: '100' },
        { code: 'doc_price', stage: 'origin', basis: 'bl', currency: 'CNY', unitPrice: '300' },
        { stage: 'origin', basis: 'wm', currency: 'CNY' },
      ],
      cargo,
      [],
    );
    // 2.5 W/M: ocean 2.5 × 40.00 = 100.00 USD; CFS 2.5 × 50.00 = 125.00 CNY; DOC 300.00 CNY.
    expect(preview.fees.map((fee) => [fee.code, fee.quantity, fee.amount.amount])).toEqual([
      ['sea_price', '2.5', 10_000],
      ['cfs_price', '2.5', 12_500],
      ['doc_price', '1', 30_000],
    ]);
    expect(preview.totals).toEqual([
      { amount: 42_500, currency: 'CNY' },
      { amount: 10_000, currency: 'USD' },
    ]);
    expect(preview.incomplete).toBe(1);
    const boxes = previewOf(
      [
        {
          code: 'sea_price',
          stage: 'ocean',
          basis: 'container',
          containerType: '40HQ',
          currency: 'USD',
          unitPrice: '2500',
        },
      ],
      cargo,
      [{ type: '40HQ', quantity: 2 }],
    );
    expect(boxes.totals).toEqual([{ amount: 500_000, currency: 'USD' }]);
  });
});

describe('the waiting time', () => {
  const at = Date.parse('2026-06-01T10:00:00Z');
  it('counts whole minutes and says them in minutes, hours or days', () => {
    expect(waitedMinutes('2026-06-01T09:29:30Z', at)).toBe(30);
    expect(waitedMinutes('2026-06-01T10:05:00Z', at)).toBe(0);
    expect(waitedText(31)).toEqual({ key: 'ops:waited.minutes', values: { minutes: 31 } });
    expect(waitedText(135)).toEqual({ key: 'ops:waited.hours', values: { hours: 2, minutes: 15 } });
    expect(waitedText(60 * 50)).toEqual({ key: 'ops:waited.days', values: { days: 2, hours: 2 } });
  });
});
