import { defineCall } from './call.ts';

const tags = ['ops'] as const;
const schemas = () => import('./ops-notices.ts');
const envelope = () => import('./envelope.ts');

/** The operators' notice desk (issue 16, decision 038): publish, schedule and withdraw operation notices. */
export const opsNoticesCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v2/ops/notices/list',
    operationId: 'listOpsNotices',
    summary: 'Operation notices with their state (scheduled, current, ended, withdrawn), newest start first',
    tags,
    who: { kind: 'staff', permission: 'ops.notices', action: 'query' },
    schemas: async () => {
      const m = await schemas();
      return { query: m.OpsNoticeQuerySchema, answer: m.OpsNoticeListSchema };
    },
  }),
  publish: defineCall({
    method: 'POST',
    path: '/v2/ops/notices/publish',
    operationId: 'publishNotice',
    summary: 'Publish a notice in three languages, shown from its start (now or later) until its end',
    tags,
    who: { kind: 'staff', permission: 'ops.notices', action: 'add' },
    errors: ['NOTICE_TITLE_REQUIRED', 'NOTICE_BODY_REQUIRED', 'NOTICE_WINDOW_INVALID'],
    schemas: async () => {
      const m = await schemas();
      return { body: m.NoticeInputSchema, answer: m.OpsNoticeSchema };
    },
  }),
  withdraw: defineCall({
    method: 'POST',
    path: '/v2/ops/notices/withdraw',
    operationId: 'withdrawNotice',
    summary: 'Withdraw a notice: customers no longer see it',
    tags,
    who: { kind: 'staff', permission: 'ops.notices', action: 'delete' },
    errors: ['NOT_FOUND', 'NOTICE_NOT_ACTIVE'],
    schemas: async () => ({ body: (await schemas()).NoticeIdSchema, answer: (await envelope()).OkSchema }),
  }),
};
