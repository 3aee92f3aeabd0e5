import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedInTests, renderAt } from '../../features/addresses/addresses-test-utils.tsx';
import { SLOW, stub, t } from '../../features/booking/booking-test-utils.tsx';
import DraftDetailPage from '../../features/drafts/draft-detail-page.tsx';
import { draft, draftFile, summary } from '../../features/drafts/drafts-test-utils.tsx';
import { attachmentName } from '../../lib/download.ts';
import DraftsPage from './drafts-page.tsx';

loggedInTests();

/** The confirm dialog's OK button (the page has a delete button of the same name). */
async function confirmButton(): Promise<HTMLElement> {
  const content = await screen.findByTestId('delete-draft-confirm', undefined, SLOW);
  const dialog = content.closest('.ant-modal') as HTMLElement;
  return within(dialog).getByText(t('drafts:delete.ok')).closest('button') as HTMLElement;
}

const LIST = {
  data: {
    items: [
      summary('d-1'),
      summary('d-2', { mode: 'fcl', title: '', line: null, pol: null, pod: null, source: 'letter' }),
      summary('d-3', { lineExpired: true, title: 'Old mugs' }),
    ],
    total: 3,
  },
};

describe('the drafts box', { timeout: 60_000 }, () => {
  it('lists the drafts with their lane, source and the way to continue each', async () => {
    const server = stub({ '/v2/oe_order/draft_list': [LIST] });
    renderAt('/center/draft', <DraftsPage />);
    const rows = await screen.findAllByTestId('draft-row', undefined, SLOW);
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByTestId('draft-title').textContent).toBe('Shanghai → Los Angeles, CERAMIC MUGS');
    expect(within(first).getByTestId('draft-continue').getAttribute('href')).toBe('/draftCreate?id=d-1');
    expect(within(first).getByTestId('draft-view').getAttribute('href')).toBe('/center/draft/bookDetail?id=d-1');
    expect(within(second).getByTestId('draft-title').textContent).toBe(t('drafts:untitled'));
    expect(within(second).getByTestId('draft-continue').getAttribute('href')).toBe('/fcl/draftCreate?id=d-2');
    expect(second.textContent).toContain(t('drafts:sources.letter'));
    expect(second.textContent).toContain(t('drafts:list.noLane'));
    expect(third.textContent).toContain(t('drafts:list.lineExpired'));
    expect(server.of('/v2/oe_order/draft_list')[0]?.query.get('page')).toBe('1');
  });

  it('deletes a draft only after saying it cannot be restored', async () => {
    const server = stub({
      '/v2/oe_order/draft_list': [LIST, { data: { items: [], total: 0 } }],
      '/v2/oe_order/deleteorder': [{ data: { ok: true } }],
    });
    renderAt('/center/draft', <DraftsPage />);
    const rows = await screen.findAllByTestId('draft-row', undefined, SLOW);
    fireEvent.click(within(rows[0] as HTMLElement).getByTestId('draft-delete'));
    const confirm = await screen.findByTestId('delete-draft-confirm', undefined, SLOW);
    expect(confirm.textContent).toContain(
      t('drafts:delete.content', { title: 'Shanghai → Los Angeles, CERAMIC MUGS' }),
    );
    expect(server.of('/v2/oe_order/deleteorder')).toHaveLength(0);
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(server.of('/v2/oe_order/deleteorder')).toHaveLength(1), SLOW);
    expect(server.of('/v2/oe_order/deleteorder')[0]?.body).toEqual({ id: 'd-1' });
    expect(await screen.findByTestId('drafts-empty', undefined, SLOW)).toBeTruthy();
  });

  it('lists the files of orders and letters and downloads them all as one zip', async () => {
    const server = stub({
      '/v2/oe_order/draft_files': [
        {
          data: {
            items: [
              draftFile('f-1'),
              draftFile('f-2', { owner: 'letter', ownerId: 'l-1', ownerNo: 'LT2606010001', category: 'letter' }),
            ],
            total: 2,
          },
        },
      ],
      '/v2/oe_order/draft_files/zip': [{ status: 422, error: { code: 42561, msg: 'Too many files' } }],
    });
    renderAt('/center/draft?tab=files', <DraftsPage />);
    const rows = await screen.findAllByTestId('file-row', undefined, SLOW);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('f-1.pdf');
    expect(rows[0]?.textContent).toContain(t('drafts:files.categories.invoice'));
    expect(
      within(rows[1] as HTMLElement)
        .getByText('LT2606010001')
        .getAttribute('href'),
    ).toBe('/center/draft?tab=letters');
    fireEvent.click(screen.getByTestId('download-all'));
    await waitFor(() => expect(server.of('/v2/oe_order/draft_files/zip')).toHaveLength(1), SLOW);
    expect(server.of('/v2/oe_order/draft_files/zip')[0]?.headers.get('accesstoken')).toBe('tok-address-book');
    expect(await screen.findByText('Too many files', undefined, SLOW)).toBeTruthy();
  });

  it('saves the zip under the name the server gives', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => {} }));
    const { downloadAttachment } = await import('../../lib/download.ts');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(new Uint8Array([80, 75, 5, 6]), {
            headers: { 'content-disposition': `attachment; filename="f.zip"; filename*=UTF-8''%E6%96%87%E4%BB%B6.zip` },
          }),
      ),
    );
    await downloadAttachment('/v2/oe_order/draft_files/zip', 'x.zip');
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('文件.zip');
    expect(attachmentName('attachment; filename="a.zip"', 'x.zip')).toBe('a.zip');
    expect(attachmentName(null, 'x.zip')).toBe('x.zip');
    click.mockRestore();
  });

  it('shows the shipping instructions tab from the address bar', async () => {
    stub({});
    renderAt('/center/draft?tab=letters', <DraftsPage />);
    const tab = await screen.findByTestId('tab-letters', undefined, SLOW);
    expect(tab.closest('[role="tab"]')?.getAttribute('aria-selected')).toBe('true');
  });
});

describe('a draft read-only', { timeout: 60_000 }, () => {
  it('shows the lane, cargo, parties and services, with continue and delete', async () => {
    const server = stub({
      '/v2/oe_order/draft_info': [{ data: draft('d-1') }],
      '/v2/oe_order/deleteorder': [{ data: { ok: true } }],
    });
    const { router } = renderAt('/center/draft/bookDetail?id=d-1', <DraftDetailPage />);
    const detail = await screen.findByTestId('draft-detail', undefined, SLOW);
    expect(detail.textContent).toContain('CERAMIC MUGS');
    expect(detail.textContent).toContain('NINGBO CERAMICS CO., LTD.');
    expect(detail.textContent).toContain('2099-06-02');
    expect(screen.getByTestId('detail-services').textContent).toBe(t('booking:services.names.customs'));
    expect(screen.getByTestId('detail-continue').getAttribute('href')).toBe('/draftCreate?id=d-1');
    fireEvent.click(screen.getByTestId('detail-delete'));
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/draft'), SLOW);
    expect(server.of('/v2/oe_order/deleteorder')[0]?.body).toEqual({ id: 'd-1' });
  });
});
