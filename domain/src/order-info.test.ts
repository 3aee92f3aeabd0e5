import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { OpsLoadingRequestSchema, OpsMilestoneRequestSchema, OpsOrderListQuerySchema } from './ops-orders.ts';
import { ORDER_STATUSES } from './order-flow.ts';
import {
  CancelOrderRequestSchema,
  LoadingInfoSchema,
  OrderMoveRequestSchema,
  orderActions,
  orderQuoteExpired,
  UserDefineRequestSchema,
} from './order-info.ts';
import { OrderListQuerySchema } from './orders.ts';

/** The issues of a refused input as `path: message`. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const loading = {
  vessel: 'COSCO SHIPPING ARIES',
  voyage: '045E',
  etd: '2026-03-10',
  eta: '2026-03-28',
  containers: [{ containerNo: 'csqu 305438-3', type: '40HQ', sealNo: 'cn123456' }],
};

describe('orderActions', () => {
  it('gives the customer edit and cancel while the order waits for review, and no other move', () => {
    expect(orderActions('pending_review', 'customer')).toEqual({ edit: true, cancel: true, moves: [] });
  });

  it('gives the customer the quote moves, without the cancel move or the B/L check', () => {
    // Cancelling a quoted order is declining its quote: both lead to cancelled.
    expect(orderActions('quote_to_confirm', 'customer')).toEqual({
      edit: false,
      cancel: true,
      moves: [
        { action: 'accept_quote', to: 'pending_booking' },
        { action: 'decline_quote', to: 'cancelled' },
      ],
    });
    // The B/L's check has its own page and calls (/checkbill, decision 037): no plain move.
    expect(orderActions('bl_checking', 'customer').moves).toEqual([]);
    expect(orderActions('pending_booking', 'customer')).toEqual({ edit: false, cancel: true, moves: [] });
  });

  it('gives an operator the table’s moves, cancel included, except the B/L’s own, and never edit', () => {
    expect(orderActions('pending_review', 'operator')).toEqual({
      edit: false,
      cancel: true,
      moves: [
        { action: 'approve', to: 'pending_booking' },
        { action: 'require_quote', to: 'pending_quote' },
        { action: 'reject', to: 'rejected' },
        { action: 'cancel', to: 'cancelled' },
      ],
    });
    expect(orderActions('bl_issued', 'operator')).toEqual({
      edit: false,
      cancel: false,
      moves: [{ action: 'complete', to: 'completed' }],
    });
    for (const status of ['pending_bl_draft', 'bl_checking', 'pending_bl_issue'] as const)
      expect(orderActions(status, 'operator').moves).toEqual([]);
  });

  it('takes Accept away from the customer on an expired quote, leaving Decline, and lets the operator withdraw it', () => {
    expect(orderActions('quote_to_confirm', 'customer', true).moves).toEqual([
      { action: 'decline_quote', to: 'cancelled' },
    ]);
    expect(orderActions('quote_to_confirm', 'operator', true).moves).toEqual([
      { action: 'cancel', to: 'cancelled' },
      { action: 'withdraw_quote', to: 'pending_quote' },
    ]);
  });

  it('gives nobody anything on a final order', () => {
    for (const status of ['completed', 'rejected', 'cancelled'] as const)
      for (const actor of ['customer', 'operator'] as const)
        expect(orderActions(status, actor)).toEqual({ edit: false, cancel: false, moves: [] });
  });

  it('never offers the customer a move the table refuses', () => {
    for (const status of ORDER_STATUSES)
      for (const move of orderActions(status, 'customer').moves) expect(move.action).not.toBe('cancel');
  });
});

describe('customer requests', () => {
  it('treats a blank cancel reason as none and refuses a long one', () => {
    expect(CancelOrderRequestSchema.parse({ id: 'x', reason: '' })).toEqual({ id: 'x' });
    expect(issues(CancelOrderRequestSchema, { id: 'x', reason: 'r'.repeat(201) })).toEqual(['reason: FIELD_TOO_LONG']);
    expect(issues(CancelOrderRequestSchema, { id: '' })).toEqual(['id: NOT_FOUND']);
  });

  it('knows only the order actions', () => {
    expect(issues(OrderMoveRequestSchema, { id: 'x', action: 'ship' })).toEqual(['action: VALIDATION']);
    expect(OrderMoveRequestSchema.parse({ id: 'x', action: 'confirm_bl' })).toEqual({ id: 'x', action: 'confirm_bl' });
  });

  it('checks the customer’s own references', () => {
    expect(UserDefineRequestSchema.parse({ id: 'x', customerReference: ' PO-1 ', contractNo: 'SC/2026-09_A' })).toEqual(
      { id: 'x', customerReference: 'PO-1', contractNo: 'SC/2026-09_A', fields: [] },
    );
    expect(UserDefineRequestSchema.parse({ id: 'x', customerReference: '', contractNo: '' })).toEqual({
      id: 'x',
      fields: [],
    });
    expect(issues(UserDefineRequestSchema, { id: 'x', contractNo: 'SC 2026' })).toEqual(['contractNo: VALIDATION']);
    expect(issues(UserDefineRequestSchema, { id: 'x', contractNo: 'C'.repeat(51) })).toEqual([
      'contractNo: FIELD_TOO_LONG',
    ]);
    const field = { label: 'Buyer', value: 'ACME' };
    expect(issues(UserDefineRequestSchema, { id: 'x', fields: Array(6).fill(field) })).toEqual(['fields: VALIDATION']);
    expect(
      issues(UserDefineRequestSchema, {
        id: 'x',
        fields: [
          { label: '', value: 'v' },
          { label: 'L'.repeat(21), value: 'v' },
          { label: 'ok', value: 'v'.repeat(101) },
        ],
      }),
    ).toEqual(['fields.0.label: VALIDATION', 'fields.1.label: FIELD_TOO_LONG', 'fields.2.value: FIELD_TOO_LONG']);
  });
});

describe('loading information', () => {
  it('normalises container and seal numbers and fills what is not given', () => {
    const parsed = OpsLoadingRequestSchema.parse({ id: 'x', loading, blNo: ' cosu6123456780 ', bookingNo: '' });
    expect(parsed).toEqual({
      id: 'x',
      blNo: 'COSU6123456780',
      loading: {
        ...loading,
        atd: null,
        ata: null,
        cutoff: null,
        remark: null,
        containers: [{ containerNo: 'CSQU3054383', type: '40HQ', sealNo: 'CN123456', pieces: null, weightKg: null }],
      },
    });
    // What the request stores is what the answer carries.
    expect(LoadingInfoSchema.parse(parsed.loading)).toEqual(parsed.loading);
  });

  it('refuses a wrong check digit with its own key, on the container’s field', () => {
    const bad = { ...loading, containers: [loading.containers[0], { containerNo: 'CSQU3054384' }] };
    expect(issues(OpsLoadingRequestSchema, { id: 'x', loading: bad })).toEqual([
      'loading.containers.1.containerNo: CONTAINER_NO_CHECK_DIGIT',
    ]);
    expect(
      issues(OpsLoadingRequestSchema, { id: 'x', loading: { ...loading, containers: [{ containerNo: 'CSQ1' }] } }),
    ).toEqual(['loading.containers.0.containerNo: CONTAINER_NUMBER_INVALID']);
  });

  it('refuses the same container twice, an arrival before departure and bad dates', () => {
    const twice = { ...loading, containers: [{ containerNo: 'MSCU6639870' }, { containerNo: 'mscu 663987 0' }] };
    expect(issues(OpsLoadingRequestSchema, { id: 'x', loading: twice })).toEqual([
      'loading.containers.1.containerNo: CONTAINER_NUMBER_DUPLICATE',
    ]);
    expect(issues(OpsLoadingRequestSchema, { id: 'x', loading: { ...loading, eta: '2026-03-01' } })).toEqual([
      'loading.eta: VALIDATION',
    ]);
    expect(issues(OpsLoadingRequestSchema, { id: 'x', loading: { ...loading, etd: '2026-02-30' } })).toContain(
      'loading.etd: VALIDATION',
    );
    expect(
      issues(OpsLoadingRequestSchema, { id: 'x', loading: { ...loading, cutoff: '2026-03-09T18:00:00+08:00' } }),
    ).toEqual([]);
    expect(
      OpsLoadingRequestSchema.parse({ id: 'x', loading: { ...loading, cutoff: '2026-03-09T18:00:00+08:00' } }).loading
        .cutoff,
    ).toBe('2026-03-09T10:00:00.000Z');
  });
});

describe('operator requests', () => {
  it('needs an ISO time with its offset for a business node', () => {
    const ok = { id: 'x', node: 'sailed', at: '2026-03-10T08:00:00+08:00' };
    expect(issues(OpsMilestoneRequestSchema, ok)).toEqual([]);
    expect(issues(OpsMilestoneRequestSchema, { ...ok, at: '2026-03-10' })).toEqual(['at: MILESTONE_TIME_INVALID']);
    expect(issues(OpsMilestoneRequestSchema, { ...ok, node: 'launched' })).toEqual(['node: VALIDATION']);
  });

  it('reads blank list filters as none', () => {
    expect(OpsOrderListQuerySchema.parse({ status: '', statuses: ' , ' })).toEqual({
      page: 1,
      pageSize: 20,
      oldestFirst: false,
    });
    expect(OrderListQuerySchema.parse({ tab: '', status: '' })).toEqual({ page: 1, pageSize: 20 });
    expect(issues(OrderListQuerySchema, { tab: 'shipped' })).toEqual(['tab: VALIDATION']);
  });

  it('reads a status group and the queue order of the operators’ list', () => {
    const query = OpsOrderListQuerySchema.parse({ statuses: 'pending_review, pending_quote', oldestFirst: '1' });
    expect(query).toMatchObject({ statuses: ['pending_review', 'pending_quote'], oldestFirst: true });
    expect(OpsOrderListQuerySchema.parse({ oldestFirst: 'false' }).oldestFirst).toBe(false);
    expect(issues(OpsOrderListQuerySchema, { statuses: 'pending_review,shipped' })).toEqual(['statuses.1: VALIDATION']);
    expect(issues(OpsOrderListQuerySchema, { oldestFirst: 'yes' })).toEqual(['oldestFirst: VALIDATION']);
  });
});

describe('orderQuoteExpired', () => {
  it('holds a quote through its last day (China calendar) and expires it the day after', () => {
    expect(orderQuoteExpired('quote_to_confirm', '2026-11-23', '2026-11-23')).toBe(false);
    expect(orderQuoteExpired('quote_to_confirm', '2026-11-23', '2026-11-24')).toBe(true);
    expect(orderQuoteExpired('quote_to_confirm', '2026-12-31', '2027-01-01')).toBe(true);
  });

  it('expires only an order still waiting on its quote, and never one quoted without a validity', () => {
    expect(orderQuoteExpired('pending_booking', '2026-11-01', '2026-11-23')).toBe(false);
    expect(orderQuoteExpired('cancelled', '2026-11-01', '2026-11-23')).toBe(false);
    expect(orderQuoteExpired('quote_to_confirm', null, '2026-11-23')).toBe(false);
  });
});
