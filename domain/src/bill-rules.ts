import type { Localized } from './i18n.ts';
import type { Money } from './money-rules.ts';

/**
 * Bills (spec §3 Bill, §4 bill states, §9; decision 036), without zod so any page can use them.
 *
 * A bill is made by finance from an order's fee lines and sent to the customer, who confirms it (or
 * disputes it with a remark, which returns it to finance) and pays it online or by remittance. Its
 * amounts are integer minor units in CNY and USD (decision 002): a bill has one part per currency, each
 * with what is due and what has been paid, and the status follows from those facts (`billStatusOf`), so
 * no code path can set a status the payments do not support.
 */

/** What a bill is: money the customer owes us, or money we owe them (a refund). */
export const BILL_KINDS = ['receivable', 'payable'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/**
 * The states of a bill. The spec's four (to confirm, to pay, reconciling, settled) are what a customer
 * sees; `draft` is finance's before it is sent (never shown to the customer) and `disputed` is a bill
 * the customer sent back with a remark, which finance corrects and sends again.
 */
export const BILL_STATUSES = ['draft', 'to_confirm', 'disputed', 'to_pay', 'reconciling', 'settled'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/**
 * The statuses in which a sent bill can be overdue: with the customer and not settled (a disputed one is
 * back with finance). Finance's overdue list counts these once their confirmation deadline has passed.
 */
export const OVERDUE_BILL_STATUSES: readonly BillStatus[] = ['to_confirm', 'to_pay', 'reconciling'];

/**
 * Refunds (issue 17): a payable bill of one order, made by finance and sent like any bill; the customer
 * confirms it, finance records the transfer (its bank reference) and it is settled. Finance may refund at
 * most what the customer paid for the order in that currency, overpayments included, less the refunds
 * already made: `refundableLeft`.
 */
export const REFUND_FEE_CODE = 'refund';
/** The line code of a refund that returns an overpaid payment's unapplied money. */
export const REFUND_OVERPAID_CODE = 'refund_overpaid';
export const REFUND_TEXT_LIMITS = { reason: 200, reference: 60 } as const;

/** What may still be refunded of an order in one currency (minor units, never below 0). */
export function refundableLeft(paid: { onBills: number; overpaid: number }, refunded: number): number {
  return Math.max(0, paid.onBills + paid.overpaid - refunded);
}

/** Whether finance may record a refund's transfer: a payable bill the customer confirmed, not yet settled. */
export function canRecordRefund(kind: BillKind, status: BillStatus): boolean {
  return kind === 'payable' && status === 'to_pay';
}

/** The customer's tabs (spec: to confirm, to pay, reconciling, settled), and the statuses in each. */
export const BILL_TABS = {
  all: ['to_confirm', 'disputed', 'to_pay', 'reconciling', 'settled'],
  to_confirm: ['to_confirm', 'disputed'],
  to_pay: ['to_pay'],
  reconciling: ['reconciling'],
  settled: ['settled'],
} as const satisfies Record<string, readonly BillStatus[]>;
export type BillTab = keyof typeof BILL_TABS;
export const BILL_TAB_KEYS = Object.keys(BILL_TABS) as BillTab[];

/** The currencies a bill is kept in; fee lines in any other currency are converted to USD when billed. */
export const BILL_CURRENCIES = ['CNY', 'USD'] as const;
export type BillCurrency = (typeof BILL_CURRENCIES)[number];

export function isBillCurrency(value: unknown): value is BillCurrency {
  return value === 'CNY' || value === 'USD';
}

/** Spec §9: a bill is confirmed within 2 working days of being sent. */
export const CONFIRM_WORKING_DAYS = 2;
/** Spec §9: a remittance is released 1–2 working days after its slip. */
export const REMITTANCE_RELEASE_WORKING_DAYS = { from: 1, to: 2 } as const;
/** How many bills one payment may settle. */
export const MAX_BILLS_PER_PAYMENT = 20;
/** Length limits of typed texts. */
export const BILL_TEXT_LIMITS = { remark: 500, reason: 500, keyword: 50, lineName: 60 } as const;

/** One currency of a bill: what is due and what has been paid (minor units, both ≥ 0). */
export type BillPart = { currency: BillCurrency; due: number; paid: number };

/** What is left to pay of each part, only the parts with something left. */
export function amountsLeft(parts: readonly BillPart[]): Money[] {
  return parts
    .filter((part) => part.due > part.paid)
    .map((part) => ({ currency: part.currency, amount: part.due - part.paid }));
}

/** The facts a bill's status follows from. */
export type BillFacts = {
  sent: boolean;
  confirmed: boolean;
  disputed: boolean;
  parts: readonly BillPart[];
  /** Remittances of this bill waiting for finance to check them against the bank. */
  pendingRemittances: number;
};

/**
 * The one place a bill's status is decided: not sent is a draft; a dispute waits for finance; an
 * unconfirmed bill waits for the customer; a bill whose every part is paid is settled; one with a
 * remittance being checked is reconciling; otherwise it is to pay.
 */
export function billStatusOf(facts: BillFacts): BillStatus {
  if (!facts.sent) return 'draft';
  if (facts.disputed) return 'disputed';
  if (!facts.confirmed) return 'to_confirm';
  if (amountsLeft(facts.parts).length === 0) return 'settled';
  if (facts.pendingRemittances > 0) return 'reconciling';
  return 'to_pay';
}

/** Whether the customer may confirm or dispute a bill in this status. */
export function canConfirm(status: BillStatus): boolean {
  return status === 'to_confirm';
}

/**
 * Whether the customer may pay a bill's part in `currency`: a receivable bill, confirmed and not settled, the
 * part has something left, and no remittance of that currency is being checked (paying it twice).
 */
export function canPayPart(
  kind: BillKind,
  status: BillStatus,
  parts: readonly BillPart[],
  currency: BillCurrency,
  pendingCurrencies: readonly BillCurrency[],
): boolean {
  // A payable bill is a refund: we pay it (finance records the transfer); the customer never does.
  if (kind !== 'receivable') return false;
  if (status !== 'to_pay' && status !== 'reconciling') return false;
  if (pendingCurrencies.includes(currency)) return false;
  return amountsLeft(parts).some((left) => left.currency === currency);
}

/** Whether finance may still change a bill's lines: before it is sent, or after the customer disputed it. */
export function canEditBill(status: BillStatus): boolean {
  return status === 'draft' || status === 'disputed';
}

/** The steps of a payment, each kept (spec: created, sent, paid, failed, refunded). */
export const PAYMENT_STATUSES = ['created', 'sent', 'paid', 'failed', 'closed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a payment arrives: an online gateway, or a bank remittance with its voucher. */
export const PAYMENT_CHANNELS = ['dev', 'alipay', 'remittance'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
export type OnlineChannel = Exclude<PaymentChannel, 'remittance'>;

/** A remittance's life: sent by the customer, then confirmed by finance against the bank, or sent back. */
export const REMITTANCE_STATUSES = ['pending', 'confirmed', 'returned'] as const;
export type RemittanceStatus = (typeof REMITTANCE_STATUSES)[number];

/** What a bill's history records. */
export const BILL_EVENTS = [
  'create',
  'edit',
  'send',
  'confirm',
  'auto_confirm',
  'dispute',
  'pay_start',
  'paid',
  'remit',
  'remit_confirm',
  'remit_return',
  'refund_paid',
] as const;
export type BillEvent = (typeof BILL_EVENTS)[number];

export const BILL_STATUS_LABELS: Record<BillStatus, Localized> = {
  draft: { 'zh-CN': '草稿', 'zh-TW': '草稿', en: 'Draft' },
  to_confirm: { 'zh-CN': '待确认', 'zh-TW': '待確認', en: 'To confirm' },
  disputed: { 'zh-CN': '有异议', 'zh-TW': '有異議', en: 'Disputed' },
  to_pay: { 'zh-CN': '待支付', 'zh-TW': '待支付', en: 'To pay' },
  reconciling: { 'zh-CN': '对账中', 'zh-TW': '對帳中', en: 'Reconciling' },
  settled: { 'zh-CN': '已结清', 'zh-TW': '已結清', en: 'Settled' },
};

/** The order statuses an order may not be billed in: its price is not settled yet, or it was cancelled or rejected. */
export const UNBILLABLE_ORDER_STATUSES = [
  'pending_review',
  'pending_quote',
  'quote_to_confirm',
  'rejected',
  'cancelled',
] as const;

export function isBillableOrderStatus(status: string): boolean {
  return !(UNBILLABLE_ORDER_STATUSES as readonly string[]).includes(status);
}
