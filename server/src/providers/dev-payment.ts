import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { isBillCurrency } from '@seabook/domain/bill-rules';
import { chinaDateTime } from '@seabook/domain/china-time';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rsa2Sign, rsa2Verify } from './alipay.ts';
import { devPaymentTrades } from './dev-payment.tables.ts';
import {
  type GatewayTrade,
  moneyOfWire,
  type PaymentProvider,
  signingText,
  tradeStatusOf,
  wireAmount,
} from './payment.ts';

/**
 * The development payment gateway (decision 036): a stand-in that behaves like Alipay. `cashierUrl`
 * books the trade and answers the development cashier page (`/dev/cashier`, this machine only, never in
 * production, decision 025), where a person pays, fails or abandons. Then the gateway posts its
 * notification to our notify URL, signed RSA2 with its own key (made when the server starts), and
 * posts it again a moment later, as real gateways do; `query` answers from its own book.
 */
export type DevPaymentGateway = PaymentProvider & {
  channel: 'dev';
  /** A trade as the cashier page shows it; null when unknown. */
  trade(tradeNo: string): Promise<DevTrade | null>;
  /** The person at the cashier pays, fails or abandons; answers where the browser goes back to. */
  decide(tradeNo: string, outcome: 'pay' | 'fail' | 'abandon'): Promise<{ returnUrl: string } | null>;
  /** The notification the gateway sends for a trade in its current state, signed (tests replay and tamper with it). */
  notification(tradeNo: string): Promise<Record<string, string> | null>;
};

export type DevTrade = {
  tradeNo: string;
  paymentNo: string;
  amount: string;
  currency: string;
  subject: string;
  status: string;
};

const APP_ID = 'seabook-dev';
/** How long after the first notification the gateway sends it again. */
export const DEV_NOTIFY_REPEAT_MS = 1500;

export function createDevPaymentProvider(
  db: Db,
  deliver: (notifyUrl: string, fields: Record<string, string>) => Promise<void>,
): DevPaymentGateway {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 }) as {
    privateKey: KeyObject;
    publicKey: KeyObject;
  };

  async function row(tradeNo: string) {
    const [found] = await db.select().from(devPaymentTrades).where(eq(devPaymentTrades.tradeNo, tradeNo));
    return found;
  }

  async function notification(tradeNo: string): Promise<Record<string, string> | null> {
    const trade = await row(tradeNo);
    if (!trade) return null;
    const fields: Record<string, string> = {
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(12).toString('hex'),
      notify_time: chinaDateTime(Date.now(), 'second'),
      app_id: APP_ID,
      charset: 'utf-8',
      version: '1.0',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      total_amount: wireAmount({ amount: trade.amount, currency: trade.currency as 'CNY' }),
      currency: trade.currency,
      trade_status: trade.status,
      subject: trade.subject,
    };
    return { ...fields, sign_type: 'RSA2', sign: rsa2Sign(signingText(fields, ['sign', 'sign_type']), privateKey) };
  }

  async function send(tradeNo: string, notifyUrl: string) {
    const fields = await notification(tradeNo);
    if (!fields) return;
    await deliver(notifyUrl, fields).catch(() => {});
    // A real gateway repeats itself: the same notification again, later (decision 036).
    setTimeout(() => void deliver(notifyUrl, fields).catch(() => {}), DEV_NOTIFY_REPEAT_MS).unref();
  }

  return {
    channel: 'dev',
    currencies: ['CNY', 'USD'],
    async cashierUrl(order) {
      const tradeNo = `DEV${Date.now()}${randomBytes(3).toString('hex')}`;
      const [booked] = await db
        .insert(devPaymentTrades)
        .values({
          tradeNo,
          outTradeNo: order.paymentNo,
          amount: order.amount.amount,
          currency: order.amount.currency,
          subject: order.subject,
          notifyUrl: order.notifyUrl,
          returnUrl: order.returnUrl,
        })
        .onConflictDoUpdate({ target: devPaymentTrades.outTradeNo, set: { subject: sql`excluded.subject` } })
        .returning({ tradeNo: devPaymentTrades.tradeNo });
      return `/dev/cashier?trade=${booked?.tradeNo ?? tradeNo}`;
    },
    verifyNotify(fields) {
      if (!fields.sign || fields.app_id !== APP_ID) return null;
      if (!rsa2Verify(signingText(fields, ['sign', 'sign_type']), fields.sign, publicKey)) return null;
      const currency = fields.currency;
      const status = tradeStatusOf(fields.trade_status);
      const amount = isBillCurrency(currency) ? moneyOfWire(fields.total_amount, currency) : null;
      if (!status || !amount || !fields.out_trade_no) return null;
      return { paymentNo: fields.out_trade_no, tradeNo: fields.trade_no ?? '', amount, status };
    },
    async query(paymentNo): Promise<GatewayTrade | null> {
      const [trade] = await db.select().from(devPaymentTrades).where(eq(devPaymentTrades.outTradeNo, paymentNo));
      const status = tradeStatusOf(trade?.status);
      if (!trade || !status || !isBillCurrency(trade.currency)) return null;
      return { paymentNo, tradeNo: trade.tradeNo, amount: { amount: trade.amount, currency: trade.currency }, status };
    },
    async trade(tradeNo) {
      const trade = await row(tradeNo);
      if (!trade) return null;
      return {
        tradeNo: trade.tradeNo,
        paymentNo: trade.outTradeNo,
        amount: wireAmount({ amount: trade.amount, currency: trade.currency as 'CNY' }),
        currency: trade.currency,
        subject: trade.subject,
        status: trade.status,
      };
    },
    async decide(tradeNo, outcome) {
      const trade = await row(tradeNo);
      if (!trade) return null;
      if (outcome !== 'abandon') {
        const [moved] = await db
          .update(devPaymentTrades)
          .set({
            status: outcome === 'pay' ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
            paidAt: outcome === 'pay' ? new Date() : null,
          })
          .where(sql`${devPaymentTrades.tradeNo} = ${tradeNo} and ${devPaymentTrades.status} = 'WAIT_BUYER_PAY'`)
          .returning();
        if (moved) await send(tradeNo, trade.notifyUrl);
      }
      return { returnUrl: trade.returnUrl };
    },
    notification,
  };
}
