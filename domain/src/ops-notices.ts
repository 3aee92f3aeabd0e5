import { z } from 'zod';
import { chinaInstant } from './china-time.ts';
import { list, PageQuerySchema } from './envelope.ts';
import { OPERATE_NOTICE_KINDS, OperateNoticeSchema } from './messages.ts';
import { blankAsMissing } from './order-info.ts';

/**
 * The operators' notice desk (`/ops/notices`, issue 16, decision 038): operation notices in three
 * languages with a start and an optional end, published, scheduled and withdrawn by staff holding
 * `ops.notices`. Customers read the current ones through getoperatelist (messages.ts).
 */

export const NOTICE_TITLE_MAX = 80;
export const NOTICE_BODY_MAX = 500;
export const NOTICE_LINK_MAX = 200;

/** Where a notice stands now: not started, shown, past its end, or withdrawn by an operator. */
export const NOTICE_STATES = ['scheduled', 'current', 'ended', 'withdrawn'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/** The state of a notice at `now` (ms): the desk's tag and the rule of what customers see. */
export function noticeState(
  notice: { startsAt: string; endsAt: string | null; withdrawnAt: string | null },
  now: number,
): NoticeState {
  if (notice.withdrawnAt) return 'withdrawn';
  if (notice.endsAt && Date.parse(notice.endsAt) <= now) return 'ended';
  if (Date.parse(notice.startsAt) > now) return 'scheduled';
  return 'current';
}

function localizedText(max: number, key: 'NOTICE_TITLE_REQUIRED' | 'NOTICE_BODY_REQUIRED') {
  const text = z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'VALIDATION' });
  return z.object({ 'zh-CN': text, 'zh-TW': text, en: text }, { error: key });
}

/** A China wall time as typed or picked ("2026-12-01 08:00"), answered as its instant in ISO. */
const WallTimeSchema = z.string({ error: 'NOTICE_WINDOW_INVALID' }).transform((value, ctx) => {
  const at = chinaInstant(value);
  if (at === null) {
    ctx.addIssue({ code: 'custom', message: 'NOTICE_WINDOW_INVALID' });
    return z.NEVER;
  }
  return new Date(at).toISOString();
});

/** An in-app path a notice may lead to: ours only, never another site. */
const NoticeLinkSchema = z.preprocess(
  blankAsMissing,
  z
    .string()
    .trim()
    .max(NOTICE_LINK_MAX, { error: 'VALIDATION' })
    .regex(/^\/(?!\/)[\w\-./?=&%#]*$/, { error: 'VALIDATION' })
    .optional(),
);

/** POST /v2/ops/notices/publish: a new notice; it shows from `startsAt` (now or later) until `endsAt`. */
export const NoticeInputSchema = z
  .object({
    kind: z.enum(OPERATE_NOTICE_KINDS, { error: 'VALIDATION' }),
    title: localizedText(NOTICE_TITLE_MAX, 'NOTICE_TITLE_REQUIRED'),
    body: localizedText(NOTICE_BODY_MAX, 'NOTICE_BODY_REQUIRED'),
    startsAt: WallTimeSchema,
    endsAt: z.preprocess(blankAsMissing, WallTimeSchema.optional()),
    link: NoticeLinkSchema,
  })
  .refine((value) => !value.endsAt || Date.parse(value.endsAt) > Date.parse(value.startsAt), {
    error: 'NOTICE_WINDOW_INVALID',
    path: ['endsAt'],
  });
export type NoticeInput = z.input<typeof NoticeInputSchema>;
export type NoticeDraft = z.output<typeof NoticeInputSchema>;

/** A notice as the desk lists it: the customer's view plus its state and who published or withdrew it. */
export const OpsNoticeSchema = OperateNoticeSchema.extend({
  state: z.enum(NOTICE_STATES),
  withdrawnAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  withdrawnBy: z.string().nullable(),
});
export type OpsNotice = z.infer<typeof OpsNoticeSchema>;

/** GET /v2/ops/notices/list: newest start first; one state or all. */
export const OpsNoticeQuerySchema = PageQuerySchema.extend({
  state: z.preprocess(blankAsMissing, z.enum(NOTICE_STATES, { error: 'VALIDATION' }).optional()),
});
export type OpsNoticeQuery = z.input<typeof OpsNoticeQuerySchema>;
export type OpsNoticeFilter = z.output<typeof OpsNoticeQuerySchema>;

export const OpsNoticeListSchema = list(OpsNoticeSchema);
export type OpsNoticeList = z.infer<typeof OpsNoticeListSchema>;

/** POST /v2/ops/notices/withdraw. */
export const NoticeIdSchema = z.object({ id: z.uuid({ error: 'NOT_FOUND' }) });
