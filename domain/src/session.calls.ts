import { defineCall } from './call.ts';

const tags = ['members'] as const;
const schemas = () => import('./members.ts');
const envelope = () => import('./envelope.ts');

/**
 * The calls of the header on every page, the first one included: who the caller is, what they may see,
 * whether they may order, and logging out. Kept small: the first page's budget carries this table (the
 * sign-in calls are in auth.calls.ts, loaded with the login form; the account's own in members.calls.ts).
 */
export const sessionCalls = {
  logout: defineCall({
    method: 'POST',
    path: '/v2/member/loginout',
    operationId: 'logout',
    summary: 'Log out (revokes the session)',
    tags: ['auth'],
    who: { kind: 'session' },
    schemas: async () => ({ answer: (await envelope()).OkSchema }),
  }),
  userInfo: defineCall({
    method: 'GET',
    path: '/user/info',
    operationId: 'getUserInfo',
    summary: 'User info with role and permissions',
    tags,
    who: { kind: 'account' },
    errors: ['NOT_FOUND'],
    schemas: async () => ({ answer: (await schemas()).UserInfoSchema }),
  }),
  menu: defineCall({
    method: 'GET',
    path: '/v2/member/menu',
    operationId: 'getAccountMenu',
    summary: 'Account-centre menu',
    tags,
    who: { kind: 'account' },
    schemas: async () => ({ answer: (await schemas()).MenuSchema }),
  }),
  config: defineCall({
    method: 'GET',
    path: '/v2/base/config',
    operationId: 'getOrderingConfig',
    summary: 'Ordering allowed, and why not',
    tags,
    who: { kind: 'visitor' },
    schemas: async () => ({ answer: (await schemas()).ConfigSchema }),
  }),
};
