import type { OperateNotice } from '@seabook/domain/messages';
import {
  type NoticeDraft,
  type NoticeState,
  noticeState,
  type OpsNotice,
  type OpsNoticeFilter,
  type OpsNoticeList,
} from '@seabook/domain/ops-notices';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, staffNames } from '../ops/ops.service.ts';
import { operateNotices } from './messages.tables.ts';

/**
 * The platform's operation notices (decision 038): operators publish them with a start and an optional
 * end and may withdraw them; everyone reads the current ones (GET /v2/member/message/getoperatelist),
 * in the notice bar and the message centre. "Current" is decided by the database's clock in the query.
 */

type Row = typeof operateNotices.$inferSelect;

function toNotice(row: Row): OperateNotice {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    publishedAt: row.startsAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    link: row.link,
  };
}

const shownNow: SQL = and(
  isNull(operateNotices.withdrawnAt),
  lte(operateNotices.startsAt, sql`now()`),
  or(isNull(operateNotices.endsAt), gt(operateNotices.endsAt, sql`now()`)),
) as SQL;

/** GET getoperatelist: the notices shown now, newest start first (at most 50). */
export async function currentNotices(db: Db): Promise<OperateNotice[]> {
  const rows = await db
    .select()
    .from(operateNotices)
    .where(shownNow)
    .orderBy(desc(operateNotices.startsAt), desc(operateNotices.id))
    .limit(50);
  return rows.map(toNotice);
}

const STATE_WHERE: Record<NoticeState, SQL> = {
  current: shownNow,
  withdrawn: isNotNull(operateNotices.withdrawnAt),
  scheduled: and(isNull(operateNotices.withdrawnAt), gt(operateNotices.startsAt, sql`now()`)) as SQL,
  ended: and(isNull(operateNotices.withdrawnAt), lte(operateNotices.endsAt, sql`now()`)) as SQL,
};

async function toOpsNotices(db: DbOrTx, rows: Row[]): Promise<OpsNotice[]> {
  const ids = rows.flatMap((row) => [row.createdBy, ...(row.withdrawnBy ? [row.withdrawnBy] : [])]);
  const names = await staffNames(db, [...new Set(ids)]);
  const now = Date.now();
  return rows.map((row) => {
    const notice = toNotice(row);
    const withdrawnAt = row.withdrawnAt?.toISOString() ?? null;
    return {
      ...notice,
      state: noticeState({ ...notice, withdrawnAt }, now),
      withdrawnAt,
      createdAt: row.createdAt.toISOString(),
      createdBy: names.get(row.createdBy) ?? '',
      withdrawnBy: row.withdrawnBy ? (names.get(row.withdrawnBy) ?? '') : null,
    };
  });
}

/** GET /v2/ops/notices/list: every notice (or those of one state), newest start first. */
export async function listOpsNotices(db: Db, filter: OpsNoticeFilter): Promise<OpsNoticeList> {
  const where = filter.state ? STATE_WHERE[filter.state] : undefined;
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(operateNotices).where(where),
    db
      .select()
      .from(operateNotices)
      .where(where)
      .orderBy(desc(operateNotices.startsAt), desc(operateNotices.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
  ]);
  return { items: await toOpsNotices(db, rows), total: counted?.total ?? 0 };
}

/** POST /v2/ops/notices/publish: a new notice and its audit row, in one transaction. */
export async function publishNotice(db: Db, actor: StaffActor, draft: NoticeDraft): Promise<OpsNotice> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operateNotices)
      .values({
        kind: draft.kind,
        title: draft.title,
        body: draft.body,
        link: draft.link ?? null,
        startsAt: new Date(draft.startsAt),
        endsAt: draft.endsAt ? new Date(draft.endsAt) : null,
        createdBy: actor.staffId,
      })
      .returning();
    if (!row) throw new Error('notice not written');
    await recordAudit(tx, actor, {
      action: 'notice.publish',
      objectType: 'notice',
      objectId: row.id,
      objectLabel: draft.title['zh-CN'],
      after: { kind: draft.kind, title: draft.title, startsAt: draft.startsAt, endsAt: draft.endsAt ?? null },
    });
    const [notice] = await toOpsNotices(tx, [row]);
    return notice as OpsNotice;
  });
}

/**
 * POST /v2/ops/notices/withdraw: customers stop seeing it at once. Decided in one statement, so of two
 * operators withdrawing together one withdraws and the other hears NOTICE_NOT_ACTIVE; an ended notice
 * is not withdrawn (it is already gone).
 */
export async function withdrawNotice(db: Db, actor: StaffActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(operateNotices)
      .set({ withdrawnAt: sql`now()`, withdrawnBy: actor.staffId })
      .where(
        and(
          eq(operateNotices.id, id),
          isNull(operateNotices.withdrawnAt),
          or(isNull(operateNotices.endsAt), gt(operateNotices.endsAt, sql`now()`)),
        ),
      )
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: operateNotices.id }).from(operateNotices).where(eq(operateNotices.id, id));
      throw new AppError(exists ? 'NOTICE_NOT_ACTIVE' : 'NOT_FOUND');
    }
    await recordAudit(tx, actor, {
      action: 'notice.withdraw',
      objectType: 'notice',
      objectId: row.id,
      objectLabel: row.title['zh-CN'],
      before: { withdrawnAt: null },
      after: { withdrawnAt: row.withdrawnAt?.toISOString() ?? null },
    });
  });
}

type DemoNotice = Omit<OperateNotice, 'id' | 'publishedAt' | 'endsAt'>;

/** The demo's notices (server/src/demo/), published by the demo administrator. */
export async function loadDemoNotices(tx: DbOrTx, staffId: string): Promise<void> {
  await tx.insert(operateNotices).values(
    DEMO_NOTICES.map((notice) => ({
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      startsAt: new Date(notice.startsAt),
      createdBy: staffId,
    })),
  );
}

const DEMO_NOTICES: readonly DemoNotice[] = [
  {
    kind: 'service',
    title: {
      'zh-CN': '货物跟踪上线：提单号、箱号、合同号均可查询',
      'zh-TW': '貨物追蹤上線：提單號、櫃號、合約號均可查詢',
      en: 'Cargo tracking is live: search by B/L, container or contract number',
    },
    body: {
      'zh-CN': '在页头点击“货物跟踪”，输入提单号或订舱号、箱号或客户合同号，即可查看船名航次、节点与预计到港时间。',
      'zh-TW': '在頁首點擊「貨物追蹤」，輸入提單號或訂艙號、櫃號或客戶合約號，即可查看船名航次、節點與預計到港時間。',
      en: 'Click "Cargo tracking" in the header and enter a B/L or booking number, a container number or your contract number to see the vessel, voyage, milestones and ETA.',
    },
    startsAt: '2026-06-01T00:00:00.000Z',
    link: '/cargo_tracking',
  },
  {
    kind: 'service',
    title: {
      'zh-CN': '订单状态变更将通过站内消息、短信和邮件通知',
      'zh-TW': '訂單狀態變更將透過站內訊息、簡訊和郵件通知',
      en: 'Order updates now reach you by message, SMS and e-mail',
    },
    body: {
      'zh-CN': '订单每次状态变更、货物节点更新或新增待办事项，我们都会写入消息中心，并发送短信和邮件提醒。',
      'zh-TW': '訂單每次狀態變更、貨物節點更新或新增待辦事項，我們都會寫入訊息中心，並發送簡訊和郵件提醒。',
      en: 'Every status change, cargo milestone and new to-do on your orders is written to your messages and sent by SMS and e-mail.',
    },
    startsAt: '2026-05-20T00:00:00.000Z',
    link: '/center/message',
  },
  {
    kind: 'holiday',
    title: {
      'zh-CN': '端午节期间客服与仓库作业时间安排',
      'zh-TW': '端午節期間客服與倉庫作業時間安排',
      en: 'Customer service and warehouse hours over the Dragon Boat Festival',
    },
    body: {
      'zh-CN': '节日期间在线客服正常值班，各地仓库照常收货；报关与订舱以船公司和海关的工作安排为准，请提前安排出货。',
      'zh-TW': '節日期間線上客服正常值班，各地倉庫照常收貨；報關與訂艙以船公司和海關的工作安排為準，請提前安排出貨。',
      en: 'Online customer service stays open and our warehouses receive cargo as usual; customs and bookings follow the carriers’ and customs’ holiday schedules, so please plan shipments early.',
    },
    startsAt: '2026-05-10T00:00:00.000Z',
    link: null,
  },
];
