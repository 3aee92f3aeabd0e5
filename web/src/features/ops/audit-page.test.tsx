import type { AuditEntry } from '@seabook/domain/ops-audit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../addresses/addresses-test-utils.tsx';
import { stub } from '../booking/booking-test-utils.tsx';
import { adminDeskTests, choose, t } from './admin-test-utils.tsx';
import { changedFields } from './audit-diff.tsx';
import AuditPage from './audit-page.tsx';

adminDeskTests();

const LIST = '/v2/ops/audit/list';

function entry(patch: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '41',
    at: '2026-06-15T02:30:05.000Z',
    staffId: '00000000-0000-4000-8000-000000000001',
    staffName: '刘客服',
    action: 'order.move',
    objectType: 'order',
    objectId: '7d4c1c1e-0000-4000-8000-000000000007',
    objectLabel: 'SB2606150007',
    before: { status: 'pending_review', remark: null },
    after: { status: 'pending_booking', remark: null },
    remark: '资料齐全',
    ...patch,
  };
}

function server(items: AuditEntry[] = [entry()]) {
  return stub({
    [LIST]: [{ data: { items, total: items.length } }],
    '/v2/ops/staff/options': [
      {
        data: [
          { id: '00000000-0000-4000-8000-000000000001', name: '刘客服', username: 'service' },
          { id: '00000000-0000-4000-8000-000000000002', name: '赵操作', username: 'operations' },
        ],
      },
    ],
  });
}

/** The button that opens a row of the table. */
function expander(row: HTMLElement): HTMLElement {
  const button = row.querySelector<HTMLElement>('.ant-table-row-expand-icon');
  if (!button) throw new Error('no expand button');
  return button;
}

describe('changed fields', () => {
  it('keeps only the fields that differ, in the order recorded, with a creation against nothing', () => {
    expect(changedFields({ status: 'a', name: 'x', n: 1 }, { status: 'b', name: 'x', n: 2, extra: true })).toEqual([
      { field: 'status', before: 'a', after: 'b' },
      { field: 'n', before: 1, after: 2 },
      { field: 'extra', before: undefined, after: true },
    ]);
    expect(changedFields(null, { username: 'li' })).toEqual([{ field: 'username', before: undefined, after: 'li' }]);
    expect(changedFields({ lines: [1, 2] }, { lines: [1, 2] })).toEqual([]);
    expect(changedFields(3, 4)).toEqual([{ field: 'value', before: 3, after: 4 }]);
  });
});

describe('the audit trail', { timeout: 60_000 }, () => {
  it('lists who did what to which object, and opens a row to before → after of the changed fields', async () => {
    server([
      entry(),
      entry({
        id: '40',
        action: 'staff.edit',
        objectType: 'staff',
        objectLabel: 'li.lei',
        before: { name: 'Li', role: 'staff.sales' },
        after: { name: 'Li', role: 'staff.operations', passwordReset: true },
        remark: null,
      }),
    ]);
    renderAt('/ops/audit', <AuditPage />);
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('audit-row') as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('2026-06-15 10:30:05');
    expect(first.textContent).toContain('刘客服');
    expect(within(first).getByTestId('audit-action').textContent).toBe('变更订单状态');
    expect(first.textContent).toContain('订单');
    expect(within(first).getByTestId('audit-object').textContent).toBe('SB2606150007');
    expect(first.textContent).toContain('资料齐全');
    expect(within(second).getByTestId('audit-action').textContent).toBe('修改员工');

    fireEvent.click(expander(first));
    const diff = await screen.findByTestId('audit-diff');
    const rows = within(diff).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toBe('status待审核待订舱');

    fireEvent.click(expander(second));
    await waitFor(() => expect(screen.getAllByTestId('audit-diff')).toHaveLength(2));
    const staffDiff = screen.getAllByTestId('audit-diff')[1] as HTMLElement;
    const texts = within(staffDiff)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(texts.slice(1)).toEqual(['role销售操作', `passwordReset${t('opsAdmin:audit.diff.blank')}true`]);
  });

  it('searches by operator, action, object type and keyword, kept in the address', async () => {
    const calls = server();
    const { router } = renderAt('/ops/audit?keyword=SB2606150007', <AuditPage />);
    await screen.findAllByTestId('audit-row');
    expect(Object.fromEntries(calls.of(LIST)[0]?.query ?? [])).toEqual({
      keyword: 'SB2606150007',
      page: '1',
      pageSize: '20',
    });

    await choose(t('opsAdmin:audit.filters.action'), '驳回托书', true);
    await waitFor(() => expect(router.state.location.search).toContain('action=letter.reject'));
    await choose(t('opsAdmin:audit.filters.objectType'), '托书');
    await choose(t('opsAdmin:audit.filters.staff'), '赵操作 (operations)', true);
    await waitFor(() =>
      expect(Object.fromEntries(calls.of(LIST).at(-1)?.query ?? [])).toEqual({
        keyword: 'SB2606150007',
        action: 'letter.reject',
        objectType: 'letter',
        staffId: '00000000-0000-4000-8000-000000000002',
        page: '1',
        pageSize: '20',
      }),
    );
  });

  it('says when nothing matches, and when the trail is empty', async () => {
    server([]);
    renderAt('/ops/audit?objectType=currency', <AuditPage />);
    expect(await screen.findByText(t('opsAdmin:audit.noMatch'))).toBeTruthy();
  });
});
