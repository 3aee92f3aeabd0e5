import { billSettledNotice } from '@seabook/domain/bill-notices';
import { canPayPart } from '@seabook/domain/bill-rules';
import type { PayAnswer, PayInput, PayStatus } from '@seabook/domain/bills';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../../app-types.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { nextDailyNumber } from '../../db/daily-numbers.ts';
import { forgetKey, once, rememberAnswer } from '../../db/idempotency.ts';
import type { AccountActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import type { GatewayTrade, PaymentProvider } from '../../providers/payment.ts';
import type { Payments } from '../../providers/payment-config.ts';
import { notify } from '../messages/messages.service.ts';
import {
  changeBill,
  customerWho,
  dueColumn,
  lockBill,
  paidColumn,
  partsOf,
  pendingRemittanceCurrencies,
  SYSTEM,
} from './bill-facts.ts';
import { bills, paymentBills, paymentEvents, paymentSequences, payments } from './money.tables.ts';

/**
 * Online payments (decision 036). The amount of a payment is what is left of its bills' parts in its
 * currency, read under lock from the stored bills. A payment is paid only by a notification whose
 * signature verifies and whose number, amount and currency match, or by our own query; the move
 * `created/sent → paid` is one conditional update, so the same notification twice (or at once) settles
 * once. Every step, refused notifications included, is a row of `payment_events`.
 */

type PaymentRow = typeof payments.$inferSelect;
type Channel = 'dev' | 'alipay';

async function step(
  tx: DbOrTx,
  payment: { id: string | null; paymentNo: string; channel: string },
  name: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(paymentEvents).values({
    paymentId: payment.id,
    paymentNo: payment.paymentNo,
    channel: payment.channel,
    step: name,
    detail,
  });
}

function providerOf(payments: Payments, channel: Channel): PaymentProvider {
  const provider = payments.providers[channel];
  if (!provider)
    throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE', { fields: { channel: 'PAYMENT_CHANNEL_UNAVAILABLE' } });
  return provider;
}

/** A started payment as stored under its Idempotency-Key; the cashier address once the gateway gave it. */
type StartedPayment = {
  paymentId: string;
  paymentNo: string;
  amount: { amount: number; currency: PayInput['currency'] };
  billNos: string[];
  firstBill: string;
  cashierUrl?: string;
};

/**
 * POST /v2/trade/pay, once per Idempotency-Key (server/src/db/idempotency.ts): a payment of what is left
 * in one currency of the caller's bills, and the gateway's cashier address. The payment is stored with the
 * key in one transaction; the gateway is asked after the commit and its address is added to the stored
 * answer, so the same key again (or at once) answers the same payment and address and stores one payment.
 * A twin that arrives before the address is stored asks the gateway for the same payment (the development
 * gateway answers the same trade). When the gateway fails, the payment fails and the key is forgotten.
 */
export async function payBills(
  db: Db,
  pay: Payments,
  actor: AccountActor,
  key: string,
  input: PayInput,
): Promise<PayAnswer> {
  const provider = providerOf(pay, input.channel);
  if (!provider.currencies.includes(input.currency)) {
    throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE', { fields: { currency: 'PAYMENT_CHANNEL_UNAVAILABLE' } });
  }
  const started = await once<StartedPayment>(
    db,
    { tenantId: actor.tenantId, key, scope: 'pay', body: input },
    async () => (tx) => createPayment(tx, actor, input),
  );
  const answer = (cashierUrl: string): PayAnswer => ({
    paymentId: started.paymentId,
    paymentNo: started.paymentNo,
    amount: started.amount,
    cashierUrl,
  });
  if (started.cashierUrl) return answer(started.cashierUrl);

  const [payment] = await db.select().from(payments).where(eq(payments.id, started.paymentId));
  if (!payment || payment.status === 'failed') throw new AppError('PAYMENT_GATEWAY_FAILED');
  let cashierUrl: string;
  try {
    cashierUrl = await provider.cashierUrl({
      paymentNo: payment.paymentNo,
      amount: { amount: payment.amount, currency: payment.currency },
      subject: `Seabook ${started.billNos.join(' ')}`.slice(0, 120),
      notifyUrl: pay.notifyUrl(input.channel),
      returnUrl: pay.returnUrl(`/center/billdetail?id=${started.firstBill}&payment=${payment.id}`),
    });
  } catch (error) {
    await db.transaction(async (tx) => {
      const [failed] = await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created'])))
        .returning({ id: payments.id });
      if (failed)
        await step(tx, payment, 'failed', { reason: 'gateway', error: error instanceof Error ? error.message : '' });
      await forgetKey(tx, actor.tenantId, key);
    });
    throw error instanceof AppError ? error : new AppError('PAYMENT_GATEWAY_FAILED');
  }
  await db.transaction(async (tx) => {
    // A notification may already have moved it to paid: only a payment still `created` becomes `sent`.
    const [sent] = await tx
      .update(payments)
      .set({ status: 'sent', updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')))
      .returning({ id: payments.id });
    if (sent) await step(tx, payment, 'sent');
    await rememberAnswer(tx, actor.tenantId, key, { ...started, cashierUrl });
  });
  return answer(cashierUrl);
}

/** The payment row, its bills' shares and the bills' `pay_start` steps, under the bills' locks. */
async function createPayment(tx: DbOrTx, actor: AccountActor, input: PayInput): Promise<StartedPayment> {
  const who = await customerWho(tx, actor);
  const locked = [];
  // Locked in one order, so two payments of overlapping bills cannot wait on each other.
  for (const id of [...input.billIds].sort()) locked.push(await lockBill(tx, id, actor.tenantId));
  const shares: { billId: string; amount: number }[] = [];
  for (const bill of locked) {
    if (bill.status === 'settled') throw new AppError('BILL_SETTLED');
    const pending = await pendingRemittanceCurrencies(tx, bill.id);
    if (!canPayPart(bill.kind, bill.status, partsOf(bill), input.currency, pending))
      throw new AppError('BILL_NOT_PAYABLE');
    shares.push({ billId: bill.id, amount: bill[dueColumn(input.currency)] - bill[paidColumn(input.currency)] });
  }
  const amount = shares.reduce((sum, share) => sum + share.amount, 0);
  const paymentNo = await nextDailyNumber(tx, paymentSequences, 'PY');
  const [payment] = await tx
    .insert(payments)
    .values({
      tenantId: actor.tenantId,
      accountId: actor.accountId,
      paymentNo,
      channel: input.channel,
      currency: input.currency,
      amount,
    })
    .returning();
  if (!payment) throw new Error('payment not created');
  await tx.insert(paymentBills).values(shares.map((share) => ({ ...share, paymentId: payment.id })));
  await step(tx, payment, 'created', { amount, currency: input.currency, bills: locked.map((b) => b.billNo) });
  for (const bill of locked) await changeBill(tx, bill, who, 'pay_start', {}, paymentNo);
  return {
    paymentId: payment.id,
    paymentNo,
    amount: { amount, currency: input.currency },
    billNos: locked.map((b) => b.billNo),
    firstBill: locked[0]?.id ?? '',
  };
}

/**
 * Marks a payment paid and applies it to its bills, once: only the call whose conditional update moves it
 * from `created`/`sent` does anything. What a bill no longer needs (paid meanwhile) stays `unapplied`.
 */
async function settlePayment(
  db: Db,
  notifier: Notifier,
  payment: PaymentRow,
  trade: GatewayTrade,
  via: 'notify' | 'query',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: new Date(), gatewayTradeNo: trade.tradeNo, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'sent'])))
      .returning();
    if (!paid) return false;
    const shares = await tx
      .select()
      .from(paymentBills)
      .where(eq(paymentBills.paymentId, paid.id))
      .orderBy(asc(paymentBills.billId));
    let unapplied = 0;
    for (const share of shares) {
      const bill = await lockBill(tx, share.billId, null);
      const paidSoFar = bill[paidColumn(paid.currency)];
      const applied = Math.max(0, Math.min(share.amount, bill[dueColumn(paid.currency)] - paidSoFar));
      unapplied += share.amount - applied;
      await tx
        .update(paymentBills)
        .set({ applied })
        .where(and(eq(paymentBills.paymentId, paid.id), eq(paymentBills.billId, bill.id)));
      const updated = await changeBill(
        tx,
        bill,
        SYSTEM,
        'paid',
        { [paidColumn(paid.currency)]: paidSoFar + applied },
        paid.paymentNo,
      );
      if (updated.status === 'settled' && bill.status !== 'settled') {
        await notify(
          tx,
          notifier,
          {
            tenantId: bill.tenantId,
            accountId: bill.accountId,
            kind: 'bill',
            link: `/center/billdetail?id=${bill.id}`,
          },
          billSettledNotice(bill.billNo),
        );
      }
    }
    if (unapplied > 0) await tx.update(payments).set({ unapplied }).where(eq(payments.id, paid.id));
    await step(tx, paid, 'paid', { via, tradeNo: trade.tradeNo, unapplied });
    return true;
  });
}

async function failPayment(db: Db, payment: PaymentRow, via: 'notify' | 'query'): Promise<void> {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payments)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'sent'])))
      .returning();
    if (failed) await step(tx, failed, 'failed', { via });
  });
}

/** Whether what the gateway reports is the payment we asked for: its amount and currency. */
function matches(payment: PaymentRow, trade: GatewayTrade): boolean {
  return trade.amount.amount === payment.amount && trade.amount.currency === payment.currency;
}

/**
 * POST /v2/trade/notify/:channel. Answers `true` (the gateway may stop) or `false`. An unsigned or
 * tampered notification, one for an unknown payment, or one whose amount or currency differ, changes
 * nothing and is kept as a refused step.
 */
export async function receiveNotify(
  db: Db,
  notifier: Notifier,
  pay: Payments,
  channel: Channel,
  fields: Record<string, string>,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const provider = pay.providers[channel];
  const claimed = { id: null, paymentNo: String(fields.out_trade_no ?? '').slice(0, 64), channel };
  const trade = provider?.verifyNotify(fields) ?? null;
  if (!trade) {
    log.warn({ channel, paymentNo: claimed.paymentNo }, 'payment notification refused: signature');
    await step(db, claimed, 'notify_refused', { reason: 'signature' });
    return false;
  }
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.paymentNo, trade.paymentNo), eq(payments.channel, channel)));
  if (!payment) {
    log.warn({ channel, paymentNo: trade.paymentNo }, 'payment notification refused: unknown payment');
    await step(db, claimed, 'notify_refused', { reason: 'unknown' });
    return false;
  }
  if (!matches(payment, trade)) {
    log.warn({ channel, paymentNo: trade.paymentNo }, 'payment notification refused: amount or currency');
    await step(db, payment, 'notify_refused', { reason: 'amount', amount: trade.amount });
    return false;
  }
  if (trade.status === 'paid') {
    const settled = await settlePayment(db, notifier, payment, trade, 'notify');
    if (!settled) await step(db, payment, 'notify_repeat', { tradeNo: trade.tradeNo });
  } else if (trade.status === 'closed') {
    await failPayment(db, payment, 'notify');
  } else {
    await step(db, payment, 'notify_waiting');
  }
  return true;
}

/** GET /v2/trade/paystatus: until a notification arrived, the server asks the gateway itself. */
export async function payStatus(
  db: Db,
  notifier: Notifier,
  pay: Payments,
  actor: AccountActor,
  id: string,
): Promise<PayStatus> {
  const found = async () => {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.tenantId, actor.tenantId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };
  let payment = await found();
  const provider = pay.providers[payment.channel as Channel];
  if ((payment.status === 'created' || payment.status === 'sent') && provider) {
    const trade = await provider.query(payment.paymentNo).catch(() => null);
    await step(db, payment, 'query', { answer: trade?.status ?? 'none' });
    if (trade?.status === 'paid' && matches(payment, trade)) await settlePayment(db, notifier, payment, trade, 'query');
    else if (trade?.status === 'closed') await failPayment(db, payment, 'query');
    payment = await found();
  }
  const shares = await db
    .select({ id: bills.id, billNo: bills.billNo, status: bills.status })
    .from(paymentBills)
    .innerJoin(bills, eq(bills.id, paymentBills.billId))
    .where(eq(paymentBills.paymentId, payment.id))
    .orderBy(asc(bills.billNo));
  return {
    paymentNo: payment.paymentNo,
    status: payment.status,
    amount: { amount: payment.amount, currency: payment.currency },
    bills: shares,
  };
}
