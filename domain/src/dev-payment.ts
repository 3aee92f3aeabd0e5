import { z } from 'zod';

/** The development cashier's wire (decision 036): a trade of the development gateway, and the person's choice. */
export const DevTradeQuerySchema = z.object({ trade: z.string().trim().min(1, { error: 'NOT_FOUND' }).max(64) });
export const DevTradeSchema = z.object({
  tradeNo: z.string(),
  paymentNo: z.string(),
  /** As the gateway writes it: "88.88". */
  amount: z.string(),
  currency: z.string(),
  subject: z.string(),
  /** WAIT_BUYER_PAY, TRADE_SUCCESS or TRADE_CLOSED. */
  status: z.string(),
});
export type DevTrade = z.infer<typeof DevTradeSchema>;
export const DevDecideSchema = z.object({
  trade: z.string().trim().min(1, { error: 'NOT_FOUND' }).max(64),
  outcome: z.enum(['pay', 'fail', 'abandon'], { error: 'VALIDATION' }),
});
export const DevDecidedSchema = z.object({ returnUrl: z.string() });

/** POST /v2/trade/notify/:channel: the gateway's form fields, whatever they are (checked by signature). */
export const NotifyParamsSchema = z.object({ channel: z.enum(['dev', 'alipay'], { error: 'NOT_FOUND' }) });
export const NotifyBodySchema = z.record(z.string(), z.string()).default({});
