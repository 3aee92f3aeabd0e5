import { defineCall } from './call.ts';

const tags = ['development'] as const;
const schemas = () => import('./dev.ts');
const envelope = () => import('./envelope.ts');
// Every call answers 404 where the development providers are off, or to a caller from elsewhere.

/** The development stand-ins' calls (decision 025): only with the development providers, never in production. */
export const devCalls = {
  outbox: defineCall({
    method: 'GET',
    path: '/v2/dev/outbox',
    operationId: 'listDevOutbox',
    summary: 'What the development SMS and e-mail providers "sent", newest first',
    tags,
    who: { kind: 'public' },
    errors: ['NOT_FOUND'],
    schemas: async () => {
      const m = await schemas();
      return { query: m.OutboxQuerySchema, answer: m.OutboxPageSchema };
    },
  }),
  wxIdentities: defineCall({
    method: 'GET',
    path: '/v2/dev/wx/identities',
    operationId: 'listDevWxIdentities',
    summary: 'The demo messaging-app identities the development phone can scan as',
    tags,
    who: { kind: 'public' },
    errors: ['NOT_FOUND'],
    schemas: async () => ({ answer: (await schemas()).DevWxIdentityListSchema }),
  }),
  wxScan: defineCall({
    method: 'POST',
    path: '/v2/dev/wx/scan',
    operationId: 'scanDevWxLogin',
    summary: 'Scan a QR login with the development phone',
    tags,
    who: { kind: 'public' },
    errors: ['NOT_FOUND', 'QR_EXPIRED'],
    schemas: async () => ({ body: (await schemas()).DevWxScanSchema, answer: (await envelope()).OkSchema }),
  }),
  wxConfirm: defineCall({
    method: 'POST',
    path: '/v2/dev/wx/confirm',
    operationId: 'confirmDevWxLogin',
    summary: 'Confirm a scanned QR login on the development phone',
    tags,
    who: { kind: 'public' },
    errors: ['NOT_FOUND', 'QR_EXPIRED'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.DevWxLoginIdSchema, answer: m.DevWxConfirmResultSchema };
    },
  }),
  wxExpire: defineCall({
    method: 'POST',
    path: '/v2/dev/wx/expire',
    operationId: 'expireDevWxLogin',
    summary: 'Let a QR login expire at once',
    tags,
    who: { kind: 'public' },
    errors: ['NOT_FOUND'],
    schemas: async () => ({ body: (await schemas()).DevWxLoginIdSchema, answer: (await envelope()).OkSchema }),
  }),
};
