import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { quoteLine } from '../rates/rates-test-utils.tsx';
import { SLOW, stub, t, type } from './booking-test-utils.tsx';
import EntrustPage from './entrust-page.tsx';

// Mounting and unmounting the whole entrust form takes a while on a busy machine.
vi.setConfig({ hookTimeout: 60_000 });
loggedInTests();

const LINE = 'svc-1:2099-06-02';
const SCHEDULE = { data: { line: quoteLine('svc-1', '2099-06-02'), sailings: [] } };

describe('saving the entrust form as a draft', { timeout: 120_000 }, () => {
  it('saves what is filled without checking it, then saves over the same draft', async () => {
    const server = stub({
      '/v2/oe_sea/schedule': [SCHEDULE],
      '/v2/oe_order/draftcreateorder': [
        { data: { draftId: 'd-new', updatedAt: '2026-06-02T00:00:00.000Z' } },
        { data: { draftId: 'd-new', updatedAt: '2026-06-02T00:01:00.000Z' } },
      ],
    });
    renderAt(`/lcl/entrust?line=${encodeURIComponent(LINE)}&w=500&v=2&p=10`, <EntrustPage />);
    const button = await screen.findByTestId('save-draft', undefined, SLOW);
    // Half filled: no cargo name or marks, which an order would need.
    fireEvent.click(button);
    await waitFor(() => expect(server.of('/v2/oe_order/draftcreateorder')).toHaveLength(1), SLOW);
    const first = server.of('/v2/oe_order/draftcreateorder')[0]?.body as Record<string, unknown>;
    expect(first).toMatchObject({
      mode: 'lcl',
      line: LINE,
      draft: { source: { from: 'quote', lineId: LINE }, cargo: { weightKg: 500, volumeCbm: 2, pieces: 10 } },
    });
    expect(first.id).toBeUndefined();
    const saved = await screen.findByTestId('draft-saved', undefined, SLOW);
    expect(saved.textContent).toContain(t('drafts:save.saved'));
    expect(saved.querySelector('a')?.getAttribute('href')).toBe('/center/draft');
    expect(server.of('/v2/oe_order/price')).toHaveLength(0);

    type(t('booking:cargo.nameEn'), 'TEA SETS');
    fireEvent.click(button);
    await waitFor(() => expect(server.of('/v2/oe_order/draftcreateorder')).toHaveLength(2), SLOW);
    expect(server.of('/v2/oe_order/draftcreateorder')[1]?.body).toMatchObject({
      id: 'd-new',
      draft: { cargo: { nameEn: 'TEA SETS' } },
    });
  });

  it('tells the reason when the draft cannot be saved', async () => {
    const server = stub({
      '/v2/oe_sea/schedule': [SCHEDULE],
      '/v2/oe_order/draftcreateorder': [{ status: 422, error: { code: 42560, msg: 'Too large' } }],
    });
    renderAt(`/lcl/entrust?line=${encodeURIComponent(LINE)}`, <EntrustPage />);
    fireEvent.click(await screen.findByTestId('save-draft', undefined, SLOW));
    await waitFor(() => expect(server.of('/v2/oe_order/draftcreateorder')).toHaveLength(1), SLOW);
    const failed = t('drafts:save.failed', { reason: 'Too large' });
    await waitFor(() => expect(document.body.textContent).toContain(failed), SLOW);
    expect(screen.queryByTestId('draft-saved')).toBeNull();
  });
});
