import { defineCall } from './call.ts';

const tags = ['members'] as const;
const schemas = () => import('./members.ts');

/** The account's own calls (the header's are in session.calls.ts). */
export const membersCalls = {
  loginInfo: defineCall({
    method: 'GET',
    path: '/v2/member/getlogininfo',
    operationId: 'getLoginInfo',
    summary: 'Login info for the header',
    tags,
    who: { kind: 'account' },
    errors: ['NOT_FOUND'],
    schemas: async () => ({ answer: (await schemas()).LoginInfoSchema }),
  }),
};
