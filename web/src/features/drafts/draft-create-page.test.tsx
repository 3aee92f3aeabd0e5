import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { created, fee, price, readyToSubmit, SLOW, stub, t } from '../booking/booking-test-utils.tsx';
import { quoteLine, searchResult } from '../rates/rates-test-utils.tsx';
import { LCL_DRAFT } from '../reorder/reorder-test-utils.tsx';
import DraftCreatePage from './draft-create-page.tsx';
import { CONTENT, draft, LINE } from './drafts-test-utils.tsx';

// Mounting and unmounting the whole entrust form takes a while on a busy machine.
vi.setConfig({ hookTimeout: 60_000 });
loggedInTests();

const NEXT = 'svc-1:2099-06-09';
const SEARCH = { data: searchResult([quoteLine('svc-1', '2099-06-02'), quoteLine('svc-1', '2099-06-09')]) };

function inputOf(label: string): HTMLInputElement {
  return screen.getAllByLabelText(label)[0] as HTMLInputElement;
}

describe('continuing a draft', { timeout: 240_000 }, () => {
  it('fills the form from the draft on its own sailing, saves over it, and orders with its id', async () => {
    const server = stub({
      '/v2/oe_order/draft_info': [{ data: draft('d-1') }],
      '/v2/oe_sea/price': [SEARCH],
      '/v2/oe_order/price': [{ data: price(LINE, 'tok-1', [fee('ocean_price', 13500)]) }],
      '/v2/oe_order/draftcreateorder': [{ data: { draftId: 'd-1', updatedAt: '2026-06-02T00:00:00.000Z' } }],
      '/v2/oe_order/createorder': [{ data: created('SB2606020001') }],
    });
    const { router } = renderAt('/draftCreate?id=d-1', <DraftCreatePage />);

    expect((await screen.findByTestId('draft-note', undefined, SLOW)).textContent).toContain('CERAMIC MUGS');
    expect(screen.queryByTestId('sailing-chooser')).toBeNull();
    expect(inputOf(t('booking:cargo.nameEn')).value).toBe('CERAMIC MUGS');
    expect(inputOf(t('booking:cargo.pieces')).value).toBe('60');

    fireEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(server.of('/v2/oe_order/draftcreateorder')).toHaveLength(1), SLOW);
    expect(server.of('/v2/oe_order/draftcreateorder')[0]?.body).toMatchObject({
      id: 'd-1',
      mode: 'lcl',
      line: LINE,
      draft: { cargo: { nameEn: 'CERAMIC MUGS', pieces: 60 }, consignor: { company: 'NINGBO CERAMICS' } },
    });

    fireEvent.click(await readyToSubmit());
    await waitFor(() => expect(server.of('/v2/oe_order/createorder')).toHaveLength(1), SLOW);
    expect(server.of('/v2/oe_order/createorder')[0]?.body).toMatchObject({ line: LINE, draftId: 'd-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/order'), SLOW);
  });

  it('asks for another sailing of the lane when the draft’s has expired, then books on the one chosen', async () => {
    const server = stub({
      '/v2/oe_order/draft_info': [
        {
          data: draft('d-2', {
            line: 'svc-1:2020-01-07',
            lineExpired: true,
            draft: { ...CONTENT, sailingDate: '2099-06-05' },
          }),
        },
      ],
      '/v2/oe_sea/price': [SEARCH],
      '/v2/oe_order/price': [{ data: price(NEXT, 'tok-2', [fee('ocean_price', 13500)]) }],
    });
    renderAt('/draftCreate?id=d-2', <DraftCreatePage />);

    expect((await screen.findByTestId('draft-choose-note', undefined, SLOW)).textContent).toContain(
      t('drafts:create.expired'),
    );
    // The lane's sailings from the day the draft asks for, priced for the draft's cargo (not 1 W/M).
    expect(server.of('/v2/oe_sea/price')[0]?.body).toMatchObject({
      pol: 'CNSHA',
      pod: 'USLAX',
      sailingDate: '2099-06-05',
      cargo: {
        weightKg: LCL_DRAFT.cargo.weightKg,
        volumeCbm: LCL_DRAFT.cargo.volumeCbm,
        pieces: LCL_DRAFT.cargo.pieces,
      },
    });
    const rows = await screen.findAllByTestId('sailing-option', undefined, SLOW);
    const next = rows.find((row) => row.getAttribute('data-line-id') === NEXT) as HTMLElement;
    fireEvent.click(next.querySelector('[data-testid="choose-sailing"]') as HTMLElement);

    expect(await screen.findByTestId('draft-note', undefined, SLOW)).toBeTruthy();
    expect(inputOf(t('booking:cargo.nameEn')).value).toBe('CERAMIC MUGS');
    await waitFor(() => expect(server.of('/v2/oe_order/price').length).toBeGreaterThan(0), SLOW);
    expect(server.of('/v2/oe_order/price')[0]?.body).toMatchObject({ line: NEXT });
  });

  it('sends a draft without a lane to the search, and a new booking too', async () => {
    stub({ '/v2/oe_order/draft_info': [{ data: draft('d-3', { line: null, pol: null, pod: null }) }] });
    renderAt('/draftCreate?id=d-3', <DraftCreatePage />);
    const notice = await screen.findByTestId('draft-no-lane', undefined, SLOW);
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/lcl/export');
  });

  it('starts a new FCL booking at the FCL search', async () => {
    stub({});
    renderAt('/fcl/draftCreate', <DraftCreatePage />);
    const notice = await screen.findByTestId('draft-new', undefined, SLOW);
    expect(notice.textContent).toContain(t('drafts:create.newTitle'));
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/fcl/export');
  });

  it('says so when the draft is gone, and opens an FCL draft on the FCL page', async () => {
    stub({ '/v2/oe_order/draft_info': [{ status: 404, error: { code: 40400, msg: 'not found' } }] });
    renderAt('/draftCreate?id=gone', <DraftCreatePage />);
    expect(await screen.findByTestId('draft-missing', undefined, SLOW)).toBeTruthy();
  });

  it('moves an FCL draft to the FCL page', async () => {
    stub({ '/v2/oe_order/draft_info': [{ data: draft('d-4', { mode: 'fcl', line: null }) }] });
    const { router } = renderAt('/draftCreate?id=d-4', <DraftCreatePage />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fcl/draftCreate'), SLOW);
    expect(router.state.location.search).toBe('?id=d-4');
  });
});
