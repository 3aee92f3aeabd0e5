import type { StaffRow } from '@seabook/domain/ops-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../i18n/error-text.ts';
import { renderAt } from '../addresses/addresses-test-utils.tsx';
import { type Reply, stub } from '../booking/booking-test-utils.tsx';
import { adminDeskTests, choose, operator, t } from './admin-test-utils.tsx';
import StaffPage from './staff-page.tsx';

adminDeskTests();

const LIST = '/v2/ops/staff/list';
const SAVE = '/v2/ops/staff/save';
const STATUS = '/v2/ops/staff/status';

function row(id: string, patch: Partial<StaffRow> = {}): StaffRow {
  return {
    id,
    username: id,
    name: `Name ${id}`,
    role: 'staff.sales',
    status: 'enabled',
    createdAt: '2026-06-01T01:00:00.000Z',
    ...patch,
  };
}

const ADMIN = row('admin', { name: '系统管理员', role: 'staff.admin' });
const SALES = row('sales', { name: '张销售' });

function server(
  routes: Record<string, Reply[]> = {},
  me = operator('admin', 'staff.admin', ['ops.dashboard', 'ops.staff']),
) {
  return stub({
    '/v2/ops/me': [{ data: me }],
    [LIST]: [{ data: { items: [ADMIN, SALES], total: 2 } }],
    ...routes,
  });
}

const rowOf = (username: string) =>
  screen.getAllByTestId('staff-row').find((r) => r.getAttribute('data-username') === username) as HTMLElement;

/** Confirms the open modal or pop-confirm. */
async function confirm() {
  const buttons = await screen.findAllByRole('button', { name: t('common:actions.confirm') });
  fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
}

describe('the staff accounts', { timeout: 120_000 }, () => {
  it('lists operators with role and status; the admin’s own row cannot be disabled', async () => {
    server();
    renderAt('/ops/staff', <StaffPage />);
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(2));
    expect(rowOf('sales').textContent).toContain('张销售');
    expect(rowOf('sales').textContent).toContain('销售');
    expect(within(rowOf('sales')).getByTestId('staff-status').textContent).toBe('启用');
    // The buttons follow the signed-in operator (GET /v2/ops/me), which may answer after the list.
    await waitFor(() => expect(rowOf('admin').textContent).toContain(t('opsAdmin:staff.you')));
    expect(within(rowOf('sales')).getByTestId('staff-toggle')).toBeTruthy();
    expect(within(rowOf('admin')).queryByTestId('staff-toggle')).toBeNull();
  });

  it('creates an operator after a confirmation, and puts a refusal on its field', async () => {
    const created = row('li.lei', { name: '李雷', role: 'staff.operations' });
    const calls = server({
      [SAVE]: [
        {
          status: 409,
          error: { code: 40975, msg: '该用户名已被使用，请换一个', fields: { username: '该用户名已被使用，请换一个' } },
        },
        { data: created },
      ],
    });
    renderAt('/ops/staff', <StaffPage />);
    fireEvent.click(await screen.findByTestId('staff-add'));
    const drawer = await screen.findByTestId('staff-drawer');
    fireEvent.change(within(drawer).getByTestId('staff-username'), { target: { value: 'Li.Lei' } });
    fireEvent.change(within(drawer).getByTestId('staff-name'), { target: { value: '李雷' } });
    await choose(t('opsAdmin:staff.form.role'), t('ops:roles.staff.operations'));
    fireEvent.change(within(drawer).getByTestId('staff-password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('staff-save'));
    // The domain's password rule stops a short password before anything is sent.
    expect(await within(drawer).findByText(errorText('PASSWORD_TOO_SHORT', 'zh-CN'))).toBeTruthy();
    fireEvent.change(within(drawer).getByTestId('staff-password'), { target: { value: 'Desk#2026' } });
    fireEvent.click(screen.getByTestId('staff-save'));
    await screen.findAllByText(t('opsAdmin:staff.confirm.createTitle', { username: 'li.lei' }));
    await confirm();
    expect(await within(drawer).findByText('该用户名已被使用，请换一个')).toBeTruthy();
    expect(calls.of(SAVE)[0]?.body).toEqual({
      username: 'li.lei',
      name: '李雷',
      role: 'staff.operations',
      password: 'Desk#2026',
    });

    fireEvent.change(within(drawer).getByTestId('staff-username'), { target: { value: 'li.lei2' } });
    fireEvent.click(screen.getByTestId('staff-save'));
    await screen.findAllByText(t('opsAdmin:staff.confirm.createTitle', { username: 'li.lei2' }));
    await confirm();
    expect(await screen.findByText(t('opsAdmin:staff.created', { username: 'li.lei' }))).toBeTruthy();
    expect(calls.of(SAVE)[1]?.body).toMatchObject({ username: 'li.lei2' });
  });

  it('edits name and role without a password unless one is given to reset', async () => {
    const calls = server({ [SAVE]: [{ data: { ...SALES, role: 'staff.service' } }] });
    renderAt('/ops/staff', <StaffPage />);
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(2));
    fireEvent.click(within(rowOf('sales')).getByTestId('staff-edit'));
    const drawer = await screen.findByTestId('staff-drawer');
    expect(within(drawer).getByText('sales')).toBeTruthy();
    expect(within(drawer).queryByTestId('staff-username')).toBeNull();
    await choose(t('opsAdmin:staff.form.role'), t('ops:roles.staff.service'));
    fireEvent.click(screen.getByTestId('staff-save'));
    expect(await screen.findByText(t('opsAdmin:staff.confirm.editContent'))).toBeTruthy();
    await confirm();
    await waitFor(() =>
      expect(calls.of(SAVE)[0]?.body).toEqual({ id: 'sales', name: '张销售', role: 'staff.service' }),
    );
    expect(await screen.findByText(t('opsAdmin:staff.saved'))).toBeTruthy();
  });

  it('disables an operator after a confirmation', async () => {
    const calls = server({ [STATUS]: [{ data: { ...SALES, status: 'disabled' } }] });
    renderAt('/ops/staff', <StaffPage />);
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(2));
    fireEvent.click(within(rowOf('sales')).getByTestId('staff-toggle'));
    expect(await screen.findByText(t('opsAdmin:staff.confirm.disableTitle', { name: '张销售' }))).toBeTruthy();
    await confirm();
    await waitFor(() => expect(calls.of(STATUS)[0]?.body).toEqual({ id: 'sales', status: 'disabled' }));
    expect(await screen.findByText(t('opsAdmin:staff.disabled', { name: '张销售' }))).toBeTruthy();
  });

  it('hides the buttons a role without the staff desk’s writes lacks', async () => {
    const reader = operator('x', 'staff.admin', []);
    reader.permissions = [{ permissionId: 'ops.staff', actionEntitySet: [{ action: 'query' }] }];
    server({}, reader);
    renderAt('/ops/staff', <StaffPage />);
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(2));
    expect(screen.queryByTestId('staff-add')).toBeNull();
    expect(screen.queryByTestId('staff-edit')).toBeNull();
    expect(screen.queryByTestId('staff-toggle')).toBeNull();
  });
});
