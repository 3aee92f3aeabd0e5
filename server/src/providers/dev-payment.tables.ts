import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The development payment gateway's own book (decision 036): the trades it was asked to collect, so it
 * can answer a query as a real gateway does. Written only by providers/dev-payment.ts.
 */
export const devPaymentTrades = pgTable('dev_payment_trades', {
  /** The gateway's number (trade_no). */
  tradeNo: text('trade_no').primaryKey(),
  /** The merchant's number (out_trade_no). */
  outTradeNo: text('out_trade_no').notNull().unique(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  subject: text('subject').notNull(),
  notifyUrl: text('notify_url').notNull(),
  returnUrl: text('return_url').notNull(),
  /** WAIT_BUYER_PAY, TRADE_SUCCESS or TRADE_CLOSED, as Alipay names them. */
  status: text('status').notNull().default('WAIT_BUYER_PAY'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});
