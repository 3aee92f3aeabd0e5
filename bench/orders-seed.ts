// The orders bench's bulk data (bench/orders.ts): orders copied from a demo order with SQL, and their boxes.
import { iso6346CheckDigit } from '@seabook/domain/booking-rules';
import type pg from 'pg';

const log = (message: string) => console.log(`  ${message}`);

/** The numbers of generated boxes: owner code BNCU, a serial, and the ISO 6346 check digit. */
function containerNumbers(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const first10 = `BNCU${String(i + 1).padStart(6, '0')}`;
    return `${first10}${iso6346CheckDigit(first10)}`;
  });
}

/**
 * `count` orders of `tenantId` copied from one of its orders (its cargo, parties, price), numbered
 * `prefix` + i, with varied statuses (most completed or cancelled, as with an old customer), dates over
 * three years, B/L numbers once past booking, booking numbers once booked, contract numbers on a third,
 * and one box on every fourth (FCL-like).
 */
export async function addOrders(client: pg.Client, prefix: string, count: number, owners: string, template: string) {
  const found = await client.query<{ n: string }>(`select count(*) as n from (${owners}) o`);
  if (Number(found.rows[0]?.n ?? 0) === 0) throw new Error(`${prefix}: no account to own the orders`);
  const chunk = 200_000;
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    const h = (seed: number, m: number) => `(((hashint8extended(i::bigint, ${seed}) % ${m}) + ${m}) % ${m})`;
    await client.query(`
      with owners as (${owners}), o as (select row_number() over () - 1 as k, * from owners),
      n as (select count(*) as c from o),
      tpl as (select * from orders where tenant_id = '${template}' order by created_at limit 1),
      r as (
        select i, ${h(1, 100)} as bucket, ${h(2, 3 * 365 * 24 * 60)} as minutes_ago
        from generate_series(${from}, ${to}) as i
      )
      insert into orders (tenant_id, account_id, order_no, mode, status, line_id, service_id, sailing_date, pol, pod,
        carrier, trade_term, shipment_term, cargo, parties, services, draft, totals, total_usd, price_token,
        created_at, updated_at, bl_no, booking_no, customer_reference, contract_no, vessel, voyage)
      select o.tenant_id, o.account_id, '${prefix}' || lpad(r.i::text, 8, '0'), tpl.mode, s.status, tpl.line_id,
        tpl.service_id, (now() - make_interval(mins => r.minutes_ago::int))::date + 7, tpl.pol, tpl.pod, tpl.carrier,
        tpl.trade_term, tpl.shipment_term, tpl.cargo, tpl.parties, tpl.services, tpl.draft, tpl.totals, tpl.total_usd,
        tpl.price_token, now() - make_interval(mins => r.minutes_ago::int), now() - make_interval(mins => r.minutes_ago::int),
        case when s.rank >= 6 then 'SBL${prefix}' || upper(substr(md5(r.i::text), 1, 8)) end,
        case when s.rank >= 4 then 'BKG${prefix}' || lpad(r.i::text, 8, '0') end,
        'PO-' || r.i,
        case when r.i % 3 = 0 then 'HT-${prefix}-' || lpad(r.i::text, 7, '0') end,
        case when s.rank >= 4 then 'BENCH EXPRESS' end,
        case when s.rank >= 4 then (r.i % 900 + 100)::text || 'E' end
      from r
      cross join tpl
      cross join n
      join o on o.k = r.i % n.c
      cross join lateral (
        select case
          when r.bucket < 2 then 'pending_review' when r.bucket < 3 then 'pending_quote'
          when r.bucket < 4 then 'quote_to_confirm' when r.bucket < 6 then 'pending_booking'
          when r.bucket < 7 then 'pending_preallocation' when r.bucket < 11 then 'in_progress'
          when r.bucket < 13 then 'pending_bl_draft' when r.bucket < 14 then 'bl_checking'
          when r.bucket < 15 then 'pending_bl_issue' when r.bucket < 20 then 'bl_issued'
          when r.bucket < 85 then 'completed' when r.bucket < 88 then 'rejected' else 'cancelled' end as status,
        case
          when r.bucket < 4 then 0 when r.bucket < 6 then 3 when r.bucket < 11 then 4
          when r.bucket < 20 then 6 when r.bucket < 85 then 7 else 0 end as rank
      ) s`);
    log(`${prefix}: inserted ${to.toLocaleString('en')} / ${count.toLocaleString('en')} orders`);
  }
  // One box on every fourth new order: its number valid (ISO 6346), unique across the run.
  const rows = await client.query<{ id: string }>(
    `select id from orders where order_no like $1 and right(order_no, 2)::int % 4 = 0 order by order_no`,
    [`${prefix}%`],
  );
  const ids = rows.rows.map((row) => row.id);
  const offset = prefix === 'BN' ? 0 : 500_000;
  const numbers = containerNumbers(offset + ids.length).slice(offset);
  for (let i = 0; i < ids.length; i += 50_000) {
    await client.query(
      `insert into order_containers (order_id, container_no, type, seal_no)
       select id, no, '40HQ', 'SL' || no from unnest($1::uuid[], $2::text[]) as b(id, no)`,
      [ids.slice(i, i + 50_000), numbers.slice(i, i + 50_000)],
    );
  }
  log(`${prefix}: ${ids.length.toLocaleString('en')} boxes`);
}
