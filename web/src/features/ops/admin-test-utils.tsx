import type { OpsMe } from '@seabook/domain/ops-audit';
import { grant, type StaffPermission } from '@seabook/domain/permissions';
import { fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n.ts';
import { operatorTests } from '../../test/ops-test-utils.tsx';

/** Test helpers of the dashboard, audit and staff pages: a signed-in operator and a stubbed server. */

export const t = (key: string, values?: Record<string, string | number>) => i18n.t(key as never, values);

/** Each test of the file runs as a signed-in operator, in simplified Chinese, with fetch stubbed afresh. */
export const adminDeskTests = () => operatorTests({ token: 'tok-admin-desk' });

/** GET /v2/ops/me of an operator holding these desks (every action on each). */
export function operator(id: string, role: string, desks: readonly StaffPermission[]): OpsMe {
  return { id, username: id, name: `Operator ${id}`, role, permissions: desks.map((desk) => grant(desk)) } as OpsMe;
}

/**
 * Picks an option of an antd select found by its accessible name; a searchable one is typed into
 * first, as its long list shows only the first options at once.
 */
export async function choose(label: string, option: string, search = false): Promise<void> {
  const box = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(box);
  if (search) fireEvent.change(box, { target: { value: option } });
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}
