import { defineCall } from './call.ts';

const schemas = () => import('./dev-payment.ts');

/** The development cashier (decision 036): this machine only, with the development gateway, never in production. */
export const devPaymentCalls = {
  trade: defineCall({
    method: 'GET',
    path: '/v2/dev/cashier/trade',
    operationId: 'getDevTrade',
    summary: 'A trade of the development payment gateway, as its cashier page shows it',
    tags: ['development'],
    who: { kind: 'public' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.DevTradeQuerySchema, answer: m.DevTradeSchema };
    },
  }),
  decide: defineCall({
    method: 'POST',
    path: '/v2/dev/cashier/decide',
    operationId: 'decideDevTrade',
    summary:
      'Pay, fail or abandon at the development cashier; the gateway then notifies (twice) and the browser goes back',
    tags: ['development'],
    who: { kind: 'public' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.DevDecideSchema, answer: m.DevDecidedSchema };
    },
  }),
};

/** What a payment gateway calls: its notification, signed with its key (not called by the web). */
export const paymentNotifyCall = defineCall({
  method: 'POST',
  path: '/v2/trade/notify/:channel',
  operationId: 'paymentNotify',
  summary: 'A payment gateway’s notification (form fields, signed); answers `success` or `fail` as text',
  description:
    'Marks a payment paid only when the signature verifies and the payment number, amount and currency match the stored payment. Every notification, refused ones included, is kept in the payment’s steps.',
  tags: ['bills'],
  who: { kind: 'public' },
  file: true,
  schemas: async () => {
    const m = await schemas();
    return { params: m.NotifyParamsSchema, body: m.NotifyBodySchema };
  },
});
