import { opsCalls } from '@seabook/domain/ops.calls';
import type { OpsOrderInfo, OpsOrderList } from '@seabook/domain/ops-orders';
import { opsOrderCalls } from '@seabook/domain/ops-orders.calls';
import { ORDER_STATUSES, type OrderStatus } from '@seabook/domain/order-flow';
import { orderActions } from '@seabook/domain/order-info';
import { BUILTIN_ROLES, type PermissionGrant } from '@seabook/domain/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { clearSession } from '../../../lib/session.ts';
import { operatorTests } from '../../../test/ops-test-utils.tsx';
import { renderAt } from '../../addresses/addresses-test-utils.tsx';
import { type Reply, stub } from '../../booking/booking-test-utils.tsx';
import { listItem, orderInfo } from '../orders-test-utils.tsx';
import OrderDeskPage from './order-desk-page.tsx';

/** Test helpers of the order desk: an operator signed in, the desk's answers, and the steps tests share. */

export const ADMIN = BUILTIN_ROLES.staffAdmin.permissions as PermissionGrant[];
export const FINANCE = BUILTIN_ROLES.staffFinance.permissions as PermissionGrant[];

export const LIST = opsOrderCalls.list.path;
export const INFO = opsOrderCalls.get.path;
export const COUNTS = opsOrderCalls.counts.path;

/** Each test of the file runs as a signed-in operator, in simplified Chinese, with the network stubbed afresh. */
export function deskTests(): void {
  operatorTests({ token: 'tok-staff' });
  // Some tests sign a customer in as well (the operator's session must stay apart from it).
  afterEach(() => clearSession());
}

const owner = { company: 'Seabook Demo Trading', accountName: 'Wang Lei' };

/** A row of the desk's list: the customer's list item with its owner. */
export function deskItem(patch: Partial<OpsOrderList['items'][number]> = {}): OpsOrderList['items'][number] {
  return { ...listItem(patch), ...owner, ...patch };
}

/** An order as getinfo answers an operator: the operator's moves for its status. */
export function deskOrder(patch: Partial<OpsOrderInfo> = {}): OpsOrderInfo {
  const status = patch.status ?? 'pending_review';
  return { ...orderInfo({ status }), ...owner, actions: orderActions(status, 'operator'), ...patch };
}

/** Counts per status: 0 unless given. */
export function counts(given: Partial<Record<OrderStatus, number>> = {}) {
  return { counts: Object.fromEntries(ORDER_STATUSES.map((s) => [s, given[s] ?? 0])), capped: [] };
}

/** Opens the desk at `path` with the operator's grants and the calls given (counts: none unless given). */
export function openDesk(
  routes: Record<string, Reply[]>,
  permissions: PermissionGrant[] = ADMIN,
  path = '/ops/orders',
) {
  const server = stub({
    [opsCalls.me.path]: [{ data: { id: 's-1', username: 'admin', name: 'Admin', role: 'staff.admin', permissions } }],
    [COUNTS]: [{ data: counts() }],
    ...routes,
  });
  const view = renderAt(path, <OrderDeskPage />);
  return { server, view };
}

/** The open modal dialog (antd keeps closed ones in the DOM, hidden). */
export async function dialog(): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('dialog').find((d) => !d.closest('[style*="display: none"]'));
    expect(found).toBeTruthy();
  });
  return found as HTMLElement;
}

/** Presses the confirm dialog's OK (the "asks first" of every save). */
export async function confirmOk(): Promise<void> {
  const ok = await screen.findByTestId('desk-confirm-ok');
  fireEvent.click(ok);
}

/** Opens a Select by its test id and picks the option with `text`. */
export async function pick(testId: string, text: string | RegExp): Promise<void> {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  const options = await screen.findAllByText(text, {
    selector: '.ant-select-item-option-content, .ant-select-item-option-content *',
  });
  fireEvent.click(options[options.length - 1] as HTMLElement);
}
