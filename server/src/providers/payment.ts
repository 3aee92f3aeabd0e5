import type { BillCurrency, OnlineChannel } from '@seabook/domain/bill-rules';
import { fromDecimalString, type Money, toDecimalString } from '@seabook/domain/money-rules';

/**
 * Online payment gateways (decision 036), beside SMS, e-mail and WeChat: the server asks a gateway for
 * a cashier address, the gateway tells our notify URL when the customer paid (signed with its key, maybe
 * more than once, late or out of order), and the server can ask the gateway itself. Both the development
 * gateway (dev-payment.ts) and Alipay (alipay.ts) speak Alipay's wire: form fields signed over their
 * sorted `key=value` pairs.
 */

/** What we ask a gateway to collect: amounts only from our stored bills. */
export type PaymentOrder = {
  paymentNo: string;
  amount: Money;
  subject: string;
  /** Where the gateway posts its notification. */
  notifyUrl: string;
  /** Where the customer's browser goes back to. */
  returnUrl: string;
};

/** A trade as the gateway reports it (notification or query). */
export type GatewayTrade = {
  paymentNo: string;
  tradeNo: string;
  amount: Money;
  status: 'waiting' | 'paid' | 'closed';
};

export type PaymentProvider = {
  readonly channel: OnlineChannel;
  /** The currencies this gateway collects. */
  readonly currencies: readonly BillCurrency[];
  /** The address the browser goes to, to pay. */
  cashierUrl(order: PaymentOrder): Promise<string>;
  /** The trade a notification reports, when its signature verifies (and it is for us); null otherwise. */
  verifyNotify(fields: Record<string, string>): GatewayTrade | null;
  /** Our own question to the gateway; null when it knows no such trade. */
  query(paymentNo: string): Promise<GatewayTrade | null>;
};

export type PaymentProviders = Partial<Record<OnlineChannel, PaymentProvider>>;

/** What a notification answers: the gateway stops sending on `success` (Alipay's word). */
export const NOTIFY_ACCEPTED = 'success';
export const NOTIFY_REFUSED = 'fail';

/**
 * The text Alipay signs: every field but `sign` (and `sign_type`, for what Alipay sends us) with a
 * value, sorted by name, as `key=value` joined by `&`, values not encoded.
 */
export function signingText(fields: Record<string, string>, without: readonly string[] = ['sign']): string {
  return Object.keys(fields)
    .filter((key) => !without.includes(key) && fields[key] !== '' && fields[key] !== undefined)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

/** Alipay's trade status → ours. */
export function tradeStatusOf(status: string | undefined): GatewayTrade['status'] | null {
  if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') return 'paid';
  if (status === 'WAIT_BUYER_PAY') return 'waiting';
  if (status === 'TRADE_CLOSED') return 'closed';
  return null;
}

/** An amount as Alipay writes it ("88.88" yuan), and back (null when it is not one). */
export function wireAmount(money: Money): string {
  return toDecimalString(money.amount, money.currency);
}
export function moneyOfWire(text: string | undefined, currency: BillCurrency): Money | null {
  if (!text) return null;
  const amount = fromDecimalString(text, currency);
  return amount === null ? null : { amount, currency };
}
