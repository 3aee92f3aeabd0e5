import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n.ts';
import { DestinationPreview } from './destination-fee.tsx';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

describe('the destination-fee preview', () => {
  beforeEach(async () => {
    await setLocale('en');
  });

  it('names the currency once: its column says USD, the price column the amount (issue 14)', () => {
    render(
      <DestinationPreview
        destination={{
          charges: [
            {
              code: 'DTHC',
              name: { 'zh-CN': '目的港码头费', 'zh-TW': '目的港碼頭費', en: 'Destination THC' },
              stage: 'destination',
              basis: 'wm',
              unitPrice: usd(2600),
              minAmount: usd(0),
              remark: null,
            },
          ],
          totalUsd: usd(2600),
        }}
      />,
    );
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]?.textContent).toBe('USD');
    expect(cells[2]?.textContent).toContain('26.00');
    expect(cells[2]?.textContent).not.toContain('USD');
  });
});
