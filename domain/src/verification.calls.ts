import { defineCall } from './call.ts';

const tags = ['members'] as const;
const schemas = () => import('./verification.ts');

/** The customer's side of verification (issue 16, decision 034). */
export const verificationCalls = {
  status: defineCall({
    method: 'GET',
    path: '/v2/member/attestation',
    operationId: 'getAttestation',
    summary: 'Where the caller stands in verification, the last application and what it may send now',
    tags,
    who: { kind: 'account', permission: 'center' },
    schemas: async () => ({ answer: (await schemas()).AttestationStatusSchema }),
  }),
  submit: defineCall({
    method: 'POST',
    path: '/v2/member/attestation',
    operationId: 'submitAttestation',
    summary: 'Send a verification: personal, company, or upgrade of a verified person to a company',
    description:
      'Upload the images first (`POST /v2/files`, kind `idImage` for the ID front and back, `licence` for the business licence), then send their ids. The account is `pending` until a reviewer decides; ordering opens once it is verified.',
    tags,
    who: { kind: 'account', permission: 'information', action: 'edit' },
    errors: [
      'ID_NUMBER_INVALID',
      'ID_CHECK_DIGIT',
      'CREDIT_CODE_INVALID',
      'CREDIT_CODE_CHECK',
      'CREDIT_CODE_TAKEN',
      'ID_NUMBER_TAKEN',
      'VERIFICATION_IN_REVIEW',
      'VERIFICATION_NOT_ALLOWED',
      'FILE_KIND_NOT_ALLOWED',
      'NOT_FOUND',
    ],
    schemas: async () => {
      const m = await schemas();
      return { body: m.AttestationInputSchema, answer: m.AttestationStatusSchema };
    },
  }),
};
