import type { LclRateRow } from '@seabook/domain/ops-rates';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import { lclRow } from './rate-rows.fixtures.ts';
import { RateTable } from './rate-table.tsx';

// Saved at 01:00 on 26 November in China: still the 25th in UTC, and 16 hours earlier everywhere.
const row: LclRateRow = { ...lclRow, updatedAt: '2026-11-25T17:00:00.000Z' };

function renderTable() {
  render(
    <RateTable
      kind="lcl"
      rows={[row]}
      loading={false}
      pagination={false as never}
      selection={null}
      onEdit={null}
      onExpire={null}
    />,
  );
}

afterEach(async () => {
  cleanup();
  await setLocale('zh-CN');
});

describe('the rates desk’s table', () => {
  it('shows when a rate was last changed in China time with the zone, not the day before', async () => {
    renderTable();
    expect(await screen.findByText('2026-11-26 01:00 (UTC+8)')).toBeTruthy();
  });

  it('shows the same China day in English', async () => {
    await setLocale('en');
    renderTable();
    expect(await screen.findByText('Nov 26 2026 01:00 (UTC+8)')).toBeTruthy();
  });
});
