import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { LetterList } from './letter-list.tsx';
import { letter, stubServer, t } from './letters-test-utils.tsx';

loggedInTests();

const LIST = '/v2/tuoshu2/list';

function serve(items = [letter()], total = items.length) {
  return stubServer({
    [LIST]: { data: { items, total } },
    '/v2/tuoshu2/cancel': (body) => ({ data: { ...items[0], id: (body as { id: string }).id, status: 'cancelled' } }),
  });
}

const rows = () => screen.getAllByTestId('letter-row');

describe('the letters list', { timeout: 30_000 }, () => {
  it('shows each letter with its status and what it allows', async () => {
    const pending = letter({ remark: 'next week' });
    const parsed = letter({ status: 'processed_parsed', mode: 'fcl', draftId: 'draft-1' });
    const manual = letter({ status: 'processed_manual', kind: 'simple', mode: 'fcl', orderId: 'o-1', orderNo: 'SB1' });
    const cancelled = letter({ status: 'cancelled' });
    serve([pending, parsed, manual, cancelled]);
    renderAt('/center/draft?tab=letters', <LetterList />);

    await waitFor(() => expect(rows()).toHaveLength(4));
    const [first, second, third, fourth] = rows() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText(pending.letterNo)).toBeTruthy();
    expect(within(first).getByText(pending.file.name)).toBeTruthy();
    expect(within(first).getByText('next week')).toBeTruthy();
    expect(within(first).getByTestId('letter-status').textContent).toBe(t('letters:statuses.pending'));
    expect(within(first).getByTestId('letter-cancel')).toBeTruthy();

    expect(within(second).getByTestId('letter-status').textContent).toBe(t('letters:statuses.processed_parsed'));
    expect(within(second).getByText(t('letters:list.openDraft')).closest('a')?.getAttribute('href')).toBe(
      '/fcl/draftCreate?id=draft-1',
    );
    expect(within(third).getByText(t('letters:kinds.simple'))).toBeTruthy();
    expect(within(third).getByText('SB1').closest('a')?.getAttribute('href')).toBe('/center/orderdetail?id=o-1');
    expect(within(fourth).getByTestId('letter-status').textContent).toBe(t('letters:statuses.cancelled'));
    expect(within(fourth).queryByTestId('letter-cancel')).toBeNull();
    expect(within(fourth).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows why an operator rejected a letter, and the order an operator confirmed', async () => {
    const rejected = letter({ status: 'rejected', rejectReason: 'The scan is unreadable' });
    const confirmed = letter({ status: 'processed_parsed', orderId: 'o-2', orderNo: 'SB2' });
    serve([rejected, confirmed]);
    renderAt('/center/draft?tab=letters', <LetterList />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('letter-status').textContent).toBe(t('letters:statuses.rejected'));
    expect(within(first).getByTestId('letter-reject-reason').textContent).toBe(
      t('letters:list.rejectReason', { reason: 'The scan is unreadable' }),
    );
    expect(within(first).queryByTestId('letter-cancel')).toBeNull();
    expect(within(second).getByText('SB2').closest('a')?.getAttribute('href')).toBe('/center/orderdetail?id=o-2');
    expect(within(second).queryByTestId('letter-reject-reason')).toBeNull();
  });

  it('cancels a pending letter after confirmation and reads the list again', async () => {
    const pending = letter();
    const server = serve([pending]);
    renderAt('/center/draft?tab=letters', <LetterList />);
    fireEvent.click(await screen.findByTestId('letter-cancel'));
    expect(await screen.findAllByText(t('letters:list.cancelTitle', { letterNo: pending.letterNo }))).not.toHaveLength(
      0,
    );
    fireEvent.click(screen.getAllByRole('button', { name: t('common:actions.confirm') }).at(-1) as HTMLElement);
    await waitFor(() => expect(server.to('/v2/tuoshu2/cancel')).toHaveLength(1));
    expect(server.to('/v2/tuoshu2/cancel')[0]?.body).toEqual({ id: pending.id });
    await waitFor(() => expect(server.to(LIST).length).toBeGreaterThanOrEqual(2));
  });

  it('downloads the file with the session header', async () => {
    const pending = letter();
    const server = serve([pending]);
    const created = vi.fn(() => 'blob:letter');
    // jsdom has no object URLs; the download hands the blob to one.
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    renderAt('/center/draft?tab=letters', <LetterList />);
    fireEvent.click(await screen.findByText(pending.file.name));
    await waitFor(() => expect(server.to(`/v2/files/${pending.file.id}`)).toHaveLength(1));
    expect(server.to(`/v2/files/${pending.file.id}`)[0]?.headers.get('accesstoken')).toBe('tok-address-book');
  });

  it('pages through the list', async () => {
    const server = serve([letter()], 25);
    renderAt('/center/draft?tab=letters', <LetterList />);
    await screen.findByText(t('letters:list.total', { total: 25 }));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(server.to(LIST).at(-1)?.query.get('page')).toBe('2'));
  });

  it('offers to order by letter when there is none', async () => {
    serve([], 0);
    renderAt('/center/draft?tab=letters', <LetterList />);
    expect(await screen.findByText(t('letters:list.empty'))).toBeTruthy();
    expect(screen.getByText(t('letters:list.emptyAction')).closest('a')?.getAttribute('href')).toBe('/orderByLetter');
  });
});
