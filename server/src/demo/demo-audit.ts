import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * The demo operator's part in the demo orders' history, in the audit trail (issue 6): the demo plays
 * each order's story through the order services, which write the order's log but know no staff session,
 * so the rows the desks would have written are taken from the log's operator entries — moves, business
 * nodes, to-dos, loading information and documents — with the same actions and before → after shapes
 * as the order desk's calls (ops-orders.service.ts). A fresh install's /ops/audit then has a history.
 */
export async function auditDemoOrderHistory(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    insert into ops_audit (at, staff_id, staff_name, action, object_type, object_id, object_label, before, after, remark)
    select e.at, e.actor_id, e.actor_name,
      case
        when e.from_status is not null and e.to_status is not null then 'order.move'
        when e.action = 'milestone' then 'order.milestone'
        when e.action = 'todo_raised' then 'order.todo'
        when e.action = 'loading' then 'order.loading'
        else 'order.file'
      end,
      'order', o.id::text, o.order_no,
      case when e.from_status is not null then jsonb_build_object('status', e.from_status) end,
      case
        when e.to_status is not null then jsonb_build_object('status', e.to_status)
        when e.action = 'milestone' then jsonb_build_object('node', e.remark)
        when e.action = 'todo_raised' then jsonb_build_object('text', e.remark)
        when e.action = 'loading' then e.changes
        else jsonb_build_object('name', e.remark)
      end,
      case when e.to_status is not null then e.remark end
    from order_events e
    join orders o on o.id = e.order_id
    where e.actor_kind = 'operator' and e.actor_id is not null
      and ((e.from_status is not null and e.to_status is not null)
        or e.action in ('milestone', 'todo_raised', 'loading', 'addfile'))
  `);
}
