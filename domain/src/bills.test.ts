import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountsLeft, type BillPart, billStatusOf, canPayPart, refundableLeft } from './bill-rules.ts';
import { BillConfirmSchema, PayInputSchema, RemitInputSchema } from './bills.ts';
import { chinaIso } from './china-time.ts';
import { addWorkingDays, isCalendarException, isWorkingDay, workingDaysDeadline } from './working-days.ts';

const sent = { sent: true, confirmed: true, disputed: false, pendingRemittances: 0 };
const part = (currency: 'CNY' | 'USD', due: number, paid = 0): BillPart => ({ currency, due, paid });

describe('bill status', () => {
  it('follows the facts: draft, disputed, to confirm, to pay, reconciling, settled', () => {
    const parts = [part('CNY', 10_000), part('USD', 5_000)];
    expect(billStatusOf({ ...sent, sent: false, parts })).toBe('draft');
    expect(billStatusOf({ ...sent, disputed: true, parts })).toBe('disputed');
    expect(billStatusOf({ ...sent, confirmed: false, parts })).toBe('to_confirm');
    expect(billStatusOf({ ...sent, parts })).toBe('to_pay');
    expect(billStatusOf({ ...sent, parts, pendingRemittances: 1 })).toBe('reconciling');
    expect(billStatusOf({ ...sent, parts: [part('CNY', 10_000, 10_000), part('USD', 5_000, 5_000)] })).toBe('settled');
  });

  it('a partly paid bill is to pay and shows what is left', () => {
    const parts = [part('CNY', 10_000, 4_000), part('USD', 5_000, 5_000)];
    expect(billStatusOf({ ...sent, parts })).toBe('to_pay');
    expect(amountsLeft(parts)).toEqual([{ currency: 'CNY', amount: 6_000 }]);
  });

  it('is settled exactly when nothing is left, whatever was paid', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), fc.nat(1e9), fc.nat(1e9), (dueC, paidC, dueU, paidU) => {
        const parts = [part('CNY', dueC, paidC), part('USD', dueU, paidU)];
        const settled = billStatusOf({ ...sent, parts }) === 'settled';
        expect(settled).toBe(paidC >= dueC && paidU >= dueU);
      }),
    );
  });

  it('a currency is payable only when confirmed, open, and no remittance of it is being checked', () => {
    const parts = [part('CNY', 100), part('USD', 100, 100)];
    expect(canPayPart('receivable', 'to_pay', parts, 'CNY', [])).toBe(true);
    expect(canPayPart('receivable', 'to_pay', parts, 'USD', [])).toBe(false);
    expect(canPayPart('receivable', 'to_confirm', parts, 'CNY', [])).toBe(false);
    expect(canPayPart('receivable', 'reconciling', parts, 'CNY', ['CNY'])).toBe(false);
    expect(canPayPart('receivable', 'settled', parts, 'CNY', [])).toBe(false);
    // A refund (payable bill) is paid by us, never by the customer.
    expect(canPayPart('payable', 'to_pay', parts, 'CNY', [])).toBe(false);
  });
});

describe('working days', () => {
  it('are Monday to Friday', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-11-29')).toBe(false);
  });

  it('skip the weekend', () => {
    expect(addWorkingDays('2026-11-26', 2)).toBe('2026-11-30'); // Thursday → Monday
    expect(addWorkingDays('2026-11-27', 2)).toBe('2026-12-01'); // Friday → Tuesday
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30'); // Saturday → Monday
  });

  it('a bill sent on Friday afternoon may be confirmed until the end of Tuesday, China time', () => {
    const friday = Date.parse('2026-11-27T15:00:00+08:00');
    expect(chinaIso(workingDaysDeadline(friday, 2))).toBe('2026-12-02T00:00:00+08:00');
  });
});

describe('payment input', () => {
  const id = '0b6c1a52-3c1e-4c51-9a4e-2f8f1e8d9a10';
  it('reads no amount: an amount the client sends is dropped', () => {
    const parsed = PayInputSchema.parse({ billIds: [id, id], currency: 'CNY', channel: 'dev', amount: 1 });
    expect(parsed).toEqual({ billIds: [id], currency: 'CNY', channel: 'dev' });
  });
  it('refuses no bills, an unknown channel and a currency a bill is not kept in', () => {
    expect(PayInputSchema.safeParse({ billIds: [], currency: 'CNY', channel: 'dev' }).error?.issues[0]?.message).toBe(
      'BILLS_REQUIRED',
    );
    expect(PayInputSchema.safeParse({ billIds: [id], currency: 'CNY', channel: 'paypal' }).success).toBe(false);
    expect(PayInputSchema.safeParse({ billIds: [id], currency: 'EUR', channel: 'dev' }).success).toBe(false);
  });
  it('a remittance needs a positive whole amount and its voucher', () => {
    expect(
      RemitInputSchema.safeParse({ billIds: [id], currency: 'CNY', amount: 10.5, voucherFileId: id }).success,
    ).toBe(false);
    expect(RemitInputSchema.safeParse({ billIds: [id], currency: 'CNY', amount: 100 }).error?.issues[0]?.message).toBe(
      'VOUCHER_REQUIRED',
    );
  });
  it('a dispute needs its remark', () => {
    expect(BillConfirmSchema.safeParse({ id, action: 'dispute', remark: '  ' }).error?.issues[0]?.message).toBe(
      'DISPUTE_REMARK_REQUIRED',
    );
  });
});

describe('what may still be refunded of an order', () => {
  it('is what was paid on its bills and overpaid, less the refunds made, never below 0', () => {
    expect(refundableLeft({ onBills: 10_000, overpaid: 2_500 }, 0)).toBe(12_500);
    expect(refundableLeft({ onBills: 10_000, overpaid: 2_500 }, 12_500)).toBe(0);
    expect(refundableLeft({ onBills: 0, overpaid: 0 }, 100)).toBe(0);
  });
});

describe('working days with the kept calendar', () => {
  // 2026-10-01 (Thursday) to 10-07 off, Saturday 2026-10-10 worked in exchange.
  const calendar = {
    holidays: new Set(['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07']),
    workdays: new Set(['2026-10-10']),
  };
  it('skips holidays on weekdays and counts a weekend day worked in exchange', () => {
    expect(isWorkingDay('2026-10-01', calendar)).toBe(false);
    expect(isWorkingDay('2026-10-10', calendar)).toBe(true);
    expect(isWorkingDay('2026-10-10')).toBe(false);
    // Sent on Wednesday 30 September: the 8th and the 9th are the two working days.
    expect(addWorkingDays('2026-09-30', 2, calendar)).toBe('2026-10-09');
    expect(addWorkingDays('2026-10-09', 1, calendar)).toBe('2026-10-10');
    expect(addWorkingDays('2026-09-30', 2)).toBe('2026-10-02');
  });
  it('knows which days are exceptions worth keeping', () => {
    expect(isCalendarException('2026-10-01', 'holiday')).toBe(true);
    expect(isCalendarException('2026-10-03', 'holiday')).toBe(false);
    expect(isCalendarException('2026-10-10', 'workday')).toBe(true);
    expect(isCalendarException('2026-10-09', 'workday')).toBe(false);
  });
});
