import { lineId } from '@seabook/domain/rates';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../app-types.ts';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import type { Storage } from '../modules/files/files.service.ts';
import {
  type Bookable,
  checkDraftLine,
  type PricedDraft,
  parseDraft,
  priceDraft,
} from '../modules/orders/orders.service.ts';
import {
  dayToIso,
  fclLaneKey,
  getRatesIndex,
  laneKey,
  nextSailings,
  type RatesIndex,
  todayDay,
} from '../modules/rates/rates.service.ts';
import { createDevEmailProvider } from '../providers/email.ts';
import { createDevSmsProvider } from '../providers/sms.ts';
import { DEMO_ORDER_PLANS, type DemoOrderPlan, draftOf } from './demo-order-plans.ts';
import { type DemoCast, type PlannedOrder, readOldMessages, type Stage } from './demo-order-rows.ts';
import { storyOf } from './demo-order-story.ts';
import { loadDemoPaperwork } from './demo-paperwork.ts';

export { DEMO_TRACKING } from './demo-order-plans.ts';

/**
 * The demo company's orders (demo-order-plans.ts) with their whole lives, so every order page has
 * something real to show on a fresh start. Each order is priced like a submission (the draft checked
 * and priced on a bookable line of the demo rates, so its fee lines are real), then its story is played
 * through the order services in time order: the operator's and the customer's moves (moveOrder: the
 * log, the messages, the SMS and e-mail to the development outbox), business nodes, loading
 * information, to-dos and documents, each at its own moment of the past weeks.
 *
 * Pricing reads the committed rates, so it runs before the demo transaction (`prepareDemoOrders`);
 * the writing runs inside it (the returned function). An order that has sailed books the same service
 * on the sailing of the same weekday that fits its story: its line names that past sailing. On a rate
 * sheet that does not price a plan's lane (not the demo's), the demo goes without that order.
 */

/** The development providers log every message at info; the demo load has nothing to say. */
const quiet = { info: () => undefined } as unknown as FastifyBaseLogger;

type QuoteLine = Exclude<Bookable, { kind: 'inquiry' }>;

/**
 * A line of the lane the plan's carriers (or another) price for its cargo, on its next bookable
 * sailing; null when the rates have none (a rate sheet other than the demo's).
 */
function bookableLine(index: RatesIndex, plan: DemoOrderPlan, today: number): QuoteLine | null {
  const rank = (carrier: string) => {
    const at = plan.carriers.indexOf(carrier);
    return at < 0 ? plan.carriers.length : at;
  };
  if (plan.mode === 'lcl') {
    const entries = (index.lanes.get(laneKey('export', plan.pol, plan.pod)) ?? []).filter((e) => e.oceanRate !== null);
    for (const entry of entries.sort((a, b) => rank(a.carrier) - rank(b.carrier))) {
      const [sailing] = nextSailings(entry, today, 1);
      if (sailing) return { kind: 'lcl', entry, sailing };
    }
  } else {
    const types = ((plan.draft.containers ?? []) as { type: string }[]).map((row) => row.type);
    const entries = (index.fclLanes.get(fclLaneKey(plan.pol, plan.pod)) ?? []).filter((e) =>
      types.every((type) => e.containers.some((offered) => offered.type === type)),
    );
    for (const entry of entries.sort((a, b) => rank(a.carrier) - rank(b.carrier))) {
      const [sailing] = nextSailings(entry, today, 1);
      if (sailing) return { kind: 'fcl', entry, sailing };
    }
  }
  return null;
}

/**
 * The draft priced on the line as createorder prices it; an order that has sailed books its past
 * sailing. Null when the rates cannot price it: the demo then goes without that order.
 */
async function priceOrder(db: Db, index: RatesIndex, plan: DemoOrderPlan, today: number): Promise<PlannedOrder | null> {
  const found = bookableLine(index, plan, today);
  if (!found) return null;
  const line = lineId(found.entry.id, dayToIso(found.sailing.day));
  let price: PricedDraft;
  try {
    const draft = parseDraft(
      { ...draftOf(plan), mode: plan.mode, source: { from: 'quote', lineId: line } },
      found,
      today,
    );
    checkDraftLine(line, found, draft);
    price = await priceDraft(db, index, line, found, draft);
  } catch (error) {
    // A draft of the plans themselves that does not parse is a bug; the rates not offering a service is not.
    if (error instanceof AppError && error.key === 'SERVICE_NOT_OFFERED') return null;
    throw error;
  }
  const { carrier, transitDays, cutoffDays } = found.entry;
  const route = { plan, carrier, transitDays, cutoffDays };
  if (!plan.sailedDaysAgo) return { ...route, price, sailingDay: found.sailing.day };
  // Whole weeks back keep the service's weekday.
  const latest = today - plan.sailedDaysAgo(transitDays);
  const sailingDay = found.sailing.day - 7 * Math.ceil((found.sailing.day - latest) / 7);
  const pastLine = lineId(found.entry.id, dayToIso(sailingDay));
  const past: PricedDraft = {
    ...price,
    line: pastLine,
    booked: { ...price.booked, sailingDate: dayToIso(sailingDay) },
    draft: { ...price.draft, source: { from: 'quote', lineId: pastLine } },
  };
  return { ...route, price: past, sailingDay };
}

/**
 * Prices the demo orders on the committed demo rates and answers the function that writes them, with
 * their stories, drafts and letters, for the demo company in the caller's transaction. `now` is the
 * moment the stories lead up to.
 */
export async function prepareDemoOrders(
  db: Db,
  storage: Storage,
  now: number = Date.now(),
): Promise<(tx: Tx, cast: DemoCast) => Promise<void>> {
  const index = await getRatesIndex(db);
  const today = todayDay(now);
  const planned: PlannedOrder[] = [];
  for (const plan of DEMO_ORDER_PLANS) {
    const order = await priceOrder(db, index, plan, today);
    if (order) planned.push(order);
  }
  const showcase = bookableLine(index, DEMO_ORDER_PLANS[0] as DemoOrderPlan, today);
  const draftLine = showcase && lineId(showcase.entry.id, dayToIso(showcase.sailing.day));
  const notifier: Notifier = { sms: createDevSmsProvider(quiet), email: createDevEmailProvider(quiet) };
  // Timed (and checked to lie in the past) before anything is written.
  const steps = planned.flatMap((order, i) => storyOf(order, i, now)).sort((a, b) => a.at - b.at || a.seq - b.seq);

  return async (tx, cast) => {
    const stage: Stage = { tx, notifier, storage, cast, now };
    for (const step of steps) await step.run(stage);
    await readOldMessages(stage, 5);
    await loadDemoPaperwork(tx, storage, cast, draftLine, now);
  };
}
