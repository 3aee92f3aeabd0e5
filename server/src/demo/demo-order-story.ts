import { chinaInstant } from '@seabook/domain/china-time';
import type { BusinessNode, OrderStatus } from '@seabook/domain/order-flow';
import type { LoadedContainer, LoadingInfo } from '@seabook/domain/order-info';
import {
  attachDemoFile,
  doneDemoTodo,
  lockOrder,
  moveOrder,
  raiseTodo,
  recordMilestone,
  setDemoQuoteValidTo,
  setDemoReferences,
} from '../modules/orders/orders.service.ts';
import { DAY_MS, dayToIso, todayDay } from '../modules/rates/rates.service.ts';
import { type DemoOrderPlan, STEP_HOURS, type Step } from './demo-order-plans.ts';
import { backdate, type PlannedOrder, placeOrder, type Stage, saveLoading, type TimedStep } from './demo-order-rows.ts';
import { storeDemoFile } from './demo-paperwork.ts';

/**
 * One demo order's story as timed steps (demo-orders.ts plays the steps of all orders in time order).
 * Each step goes through the order services: the moves through `moveOrder`, the nodes through
 * `recordMilestone`, the to-dos through `raiseTodo`. Those stamp their rows with the database's clock,
 * so after each step every row of the demo company still newer than the step's moment is set back to
 * it: the log, the messages and the outbox read as if it all happened over the past weeks.
 */

const MINUTE = 60_000;
const H = 60 * MINUTE;
/** How long a demo order's quote holds. */
const QUOTE_VALID_DAYS = 14;

const MOVES: Partial<Record<Step, { to: OrderStatus; by: 'operator' | 'customer'; remark?: string }>> = {
  approve: { to: 'pending_booking', by: 'operator' },
  require_quote: { to: 'pending_quote', by: 'operator' },
  quote: { to: 'quote_to_confirm', by: 'operator' },
  accept_quote: { to: 'pending_booking', by: 'customer' },
  reject: { to: 'rejected', by: 'operator' },
  cancel: { to: 'cancelled', by: 'customer' },
  confirm_booking: { to: 'pending_preallocation', by: 'operator' },
  preallocate: { to: 'in_progress', by: 'operator' },
  draft_bl: { to: 'pending_bl_draft', by: 'operator' },
  bill_check: { to: 'bl_checking', by: 'operator' },
  confirm_bl: { to: 'pending_bl_issue', by: 'customer', remark: '提单信息无误，请安排签发' },
  issue_bl: { to: 'bl_issued', by: 'operator' },
  complete: { to: 'completed', by: 'operator' },
};

const NODES: Partial<Record<Step, BusinessNode>> = {
  confirm_booking: 'booked',
  pickup: 'pickup',
  warehoused: 'warehoused',
  bill_check: 'bill_check',
  customs_released: 'customs_released',
  sailed: 'sailed',
  issue_bl: 'bill_issued',
  arrived: 'arrived',
  delivered: 'delivered',
};

const VESSELS: Record<string, string> = {
  COSU: 'COSCO SHIPPING VIRGO',
  MAEU: 'MAERSK EMDEN',
  ONEY: 'ONE APUS',
  HDMU: 'HMM PROMISE',
  CMDU: 'CMA CGM TIGRIS',
  ZIMU: 'ZIM SAMMY OFER',
  EGLV: 'EVER LUCID',
  WHLC: 'WAN HAI 517',
};

/** The steps an order went through, up to the plan's last one. */
function pathOf(plan: DemoOrderPlan): Step[] {
  const review: Step[] = {
    approve: ['approve'],
    quote: ['require_quote', 'quote', 'accept_quote'],
    reject: ['reject'],
    cancel: ['approve', 'cancel'],
  }[plan.review] as Step[];
  const booked: Step[] = [
    'confirm_booking',
    'preallocate',
    plan.mode === 'fcl' ? 'pickup' : 'warehoused',
    'draft_bl',
    'bill_check',
    'confirm_bl',
    'customs_released',
    'sailed',
    'issue_bl',
    'arrived',
    'delivered',
    'complete',
  ];
  const path: Step[] = ['create', ...review, ...(plan.review === 'reject' || plan.review === 'cancel' ? [] : booked)];
  const last = path.indexOf(plan.until);
  if (last < 0) throw new Error(`demo order ${plan.key}: no step ${plan.until} on its path`);
  return path.slice(0, last + 1);
}

/**
 * When each step happened: an order that sailed is timed around its sailing (18:00 China time on the
 * sailing day), any other back from its last step, `hoursAgo` before now.
 */
function timesOf(order: PlannedOrder, path: Step[], now: number): Map<Step, number> {
  const { plan } = order;
  const sailed = path.indexOf('sailed');
  const departure = chinaInstant(`${dayToIso(order.sailingDay)} 18:00`) as number;
  const anchor = sailed >= 0 ? sailed : path.length - 1;
  if (sailed < 0 && plan.hoursAgo === undefined) throw new Error(`demo order ${plan.key}: when?`);
  const times: number[] = [];
  times[anchor] = sailed >= 0 ? departure : now - (plan.hoursAgo ?? 0) * H;
  for (let i = anchor - 1; i >= 0; i--) times[i] = (times[i + 1] as number) - STEP_HOURS[path[i + 1] as Step] * H;
  for (let i = anchor + 1; i < path.length; i++)
    times[i] =
      path[i] === 'arrived'
        ? (order.sailingDay + order.transitDays) * DAY_MS
        : (times[i - 1] as number) + STEP_HOURS[path[i] as Step] * H;
  times.forEach((at, i) => {
    if (at > now - 60_000 || (i > 0 && at <= (times[i - 1] as number)))
      throw new Error(`demo order ${plan.key}: step ${path[i]} out of time`);
  });
  return new Map(path.map((step, i) => [step, times[i] as number]));
}

/** The timed steps of one order's story; `index` tells its voyage number and orders ties. */
export function storyOf(order: PlannedOrder, index: number, now: number): TimedStep[] {
  const { plan } = order;
  const path = pathOf(plan);
  const times = timesOf(order, path, now);
  const state = { orderId: '', todos: [] as string[] };
  const lock = (stage: Stage) => lockOrder(stage.tx, state.orderId, { tenantId: stage.cast.tenantId, accountId: null });
  const who = (stage: Stage, by: 'operator' | 'customer') =>
    by === 'operator' ? stage.cast.operator : stage.cast.customer;
  const vessel = VESSELS[order.carrier] ?? 'SEABOOK PIONEER';
  const voyage = `${String(31 + index * 3).padStart(3, '0')}${{ US: 'E', DE: 'W' }[plan.pod.slice(0, 2)] ?? 'S'}`;
  const containers: LoadedContainer[] = plan.containers ?? [];

  /** What the loading information learns at a step. */
  const loadingAt = (step: Step): Parameters<typeof saveLoading>[2] | null => {
    if (step === 'confirm_booking') {
      const cutoffDay = order.sailingDay - order.cutoffDays;
      const loading: LoadingInfo = {
        vessel,
        voyage,
        etd: dayToIso(order.sailingDay),
        eta: dayToIso(order.sailingDay + order.transitDays),
        atd: null,
        ata: null,
        cutoff: new Date(cutoffDay * DAY_MS + 4 * H).toISOString(),
        containers: [],
        remark: null,
      };
      return { loading, bookingNo: plan.bookingNo };
    }
    if (step === 'pickup') return { loading: { containers } };
    if (step === 'draft_bl') return { loading: {}, blNo: plan.blNo };
    if (step === 'sailed')
      return { loading: { atd: dayToIso(order.sailingDay), ...(plan.mode === 'lcl' ? { containers } : {}) } };
    if (step === 'arrived') return { loading: { ata: dayToIso(order.sailingDay + order.transitDays) } };
    return null;
  };

  /** Where each business node happened, and what the operator noted. */
  const { pol, pod } = plan;
  const places: Record<BusinessNode, string | null> = {
    booked: pol,
    pickup: plan.pickupPlace ?? pol,
    warehoused: pol,
    bill_check: null,
    customs_released: pol,
    sailed: pol,
    bill_issued: pol,
    arrived: pod,
    delivered: pod,
  };
  const notes: Partial<Record<BusinessNode, string>> = {
    booked: `订舱号 ${plan.bookingNo}`,
    warehoused: `${(plan.draft.cargo as { pieces: number }).pieces} 件已入仓，外包装完好`,
    sailed: `${vessel} ${voyage}`,
  };

  const steps: TimedStep[] = [];
  const add = (at: number, run: (stage: Stage) => Promise<void>) => {
    if (at > now - 60_000) throw new Error(`demo order ${plan.key}: a step after now`);
    steps.push({
      at,
      seq: index * 100 + steps.length,
      async run(stage) {
        await run(stage);
        await backdate(stage, at);
      },
    });
  };
  const timeOf = (step: Step) => {
    const at = times.get(step);
    if (at === undefined) throw new Error(`demo order ${plan.key}: ${step} never happened`);
    return at;
  };

  // A step's move, loading information and business node a minute apart, so the log reads in order.
  for (const [step, at] of times) {
    if (step === 'create')
      add(at, async (stage) => {
        state.orderId = await placeOrder(stage, order, at);
      });
    const move = MOVES[step];
    if (move)
      add(at, async (stage) => {
        const remark = plan.remarks?.[step] ?? move.remark;
        // A quote holds for two weeks from the day it was given, as the order desk would set it.
        const validTo = step === 'quote' ? dayToIso(todayDay(at) + QUOTE_VALID_DAYS) : null;
        const changes = validTo ? { validTo: [null, validTo] as [unknown, unknown] } : undefined;
        const order = await lock(stage);
        await moveOrder(stage.tx, stage.notifier, order, move.to, who(stage, move.by), remark, changes);
        if (validTo) await setDemoQuoteValidTo(stage.tx, order.id, validTo);
      });
    const loading = loadingAt(step);
    if (loading) add(at + MINUTE, async (stage) => saveLoading(stage, await lock(stage), loading));
    const node = NODES[step];
    if (node)
      add(at + 2 * MINUTE, async (stage) => {
        const event = { at: new Date(at), location: places[node], remark: notes[node] ?? null };
        const { tx, notifier, cast } = stage;
        await recordMilestone(tx, notifier, await lock(stage), node, event, cast.operator, at + 2 * MINUTE);
      });
  }
  if (plan.references) {
    const references = plan.references;
    add(timeOf('create') + H, async ({ tx, cast }) => {
      await setDemoReferences(tx, state.orderId, references, cast.customer);
    });
  }
  plan.todos?.forEach((todo, i) => {
    add(timeOf(todo.after) + H, async (stage) => {
      state.todos[i] = await raiseTodo(stage.tx, stage.notifier, await lock(stage), todo.text, stage.cast.operator);
    });
    if (todo.doneAfter) {
      const at = timeOf(todo.doneAfter) + 3 * H;
      add(at, async ({ tx, cast }) => {
        await doneDemoTodo(tx, state.orderId, { id: state.todos[i] as string, text: todo.text }, cast.customer, at);
      });
    }
  });
  plan.files?.forEach((file, i) => {
    const at = timeOf(file.after) + H / 2;
    add(at, async (stage) => {
      const kind = file.name.endsWith('.jpg') ? 'image' : 'order';
      const key = `${plan.key}-${i + 1}`;
      const fileId = await storeDemoFile(stage.tx, stage.storage, stage.cast, {
        key,
        name: file.name,
        kind,
        at: new Date(at),
        seed: i + 1,
      });
      const attached = { id: fileId, name: file.name, category: file.category, addedBy: file.by, at };
      await attachDemoFile(stage.tx, state.orderId, attached, who(stage, file.by));
    });
  });
  return steps;
}
