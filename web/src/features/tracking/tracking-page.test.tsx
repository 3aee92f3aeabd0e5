import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorText } from '../../i18n/error-text.ts';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { t } from '../orders/orders-test-utils.tsx';
import TrackingPage from './tracking-page.tsx';
import { answer, shipment } from './tracking-test-utils.tsx';

loggedInTests();

const SEARCH = '/v2/tracking/search';

type Answer = ReturnType<typeof answer>;

/** The tracking call behind a stubbed fetch; its answer may depend on the query. */
function serve(reply: Answer | ((query: URLSearchParams) => Answer)) {
  const searches: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const [path = '', query = ''] = String(input).split('?');
      if (path !== SEARCH) return new Response('{}', { status: 404 });
      const params = new URLSearchParams(query);
      searches.push(params);
      const data = typeof reply === 'function' ? reply(params) : reply;
      return new Response(JSON.stringify({ error: {}, result: { data } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { searches };
}

describe('cargo tracking page', { timeout: 30_000 }, () => {
  it('shows where a visitor’s shipment is: route, vessel, dates, phase, steps, DCSA events and boxes, and no order', async () => {
    const server = serve(answer([shipment()]));
    renderAt('/cargo_tracking?type=1&no=cosu6123456780', <TrackingPage />);

    const card = await screen.findByTestId('tracking-shipment');
    expect(server.searches[0]?.get('type')).toBe('1');
    expect(server.searches[0]?.get('no')).toBe('COSU6123456780');
    expect(within(card).getByTestId('tracking-ref').textContent).toBe('COSU6123456780');
    expect(within(card).getByTestId('tracking-phase').textContent).toBe(t('tracking:phases.in_transit'));
    expect(within(card).getByTestId('tracking-route').textContent).toBe('上海 (CNSHA) → 洛杉矶 (USLAX)');
    expect(within(card).getByText('COSCO SHIPPING ARIES / 026E')).toBeTruthy();
    expect(within(card).getByText('2026-07-08')).toBeTruthy();
    expect(within(card).getByTestId('order-step-loading').dataset.state).toBe('done');
    // Sailed, but never recorded as warehoused: warehouse and packing are not ticked (issue 14).
    for (const step of ['warehouse', 'packing']) {
      const item = within(card).getByTestId(`order-step-${step}`);
      expect(item.dataset.state).toBe('skipped');
      expect(item.closest('.ant-steps-item')?.className).not.toContain('ant-steps-item-finish');
    }
    expect(within(card).getByTestId('order-node-warehoused').dataset.happened).toBe('false');
    expect(within(card).getByTestId('order-node-sailed').dataset.happened).toBe('true');
    expect(within(card).getByTestId('order-node-sailed').textContent).toContain('DEPA');
    expect(within(card).getByTestId('order-node-sailed').textContent).toContain('CNSHA');
    expect(within(card).getByTestId('order-node-arrived').dataset.happened).toBe('false');
    expect(
      within(card)
        .getAllByTestId('tracking-container')
        .map((b) => b.textContent),
    ).toEqual(['CSQU3054383 · 40HQ', 'MSCU6639870 · 20GP']);
    expect(within(card).queryByTestId('tracking-view-order')).toBeNull();
  });

  it('gives the owner’s company the way to its order, with the seals', async () => {
    const id = '00000000-0000-4000-8000-000000000123';
    serve(
      answer([
        shipment({
          owner: true,
          orderId: id,
          containers: [{ containerNo: 'CSQU3054383', type: '40HQ', sealNo: 'SL778899' }],
        }),
      ]),
    );
    renderAt('/cargo_tracking?type=1&no=COSU6123456780', <TrackingPage />);

    const link = await screen.findByTestId('tracking-view-order');
    expect(link.getAttribute('href')).toBe(`/center/orderdetail?id=${id}`);
    expect(screen.getByText(t('tracking:result.yours'))).toBeTruthy();
    expect(screen.getByTestId('tracking-container').textContent).toContain('SL778899');
  });

  it('says when no shipment is found', async () => {
    serve(answer([], { no: 'HT-2026-001', type: 3 }));
    renderAt('/cargo_tracking?type=3&no=HT-2026-001', <TrackingPage />);
    const empty = await screen.findByTestId('tracking-empty');
    expect(empty.textContent).toContain(t('tracking:result.empty'));
  });

  it('checks the number before searching, with the server’s messages', async () => {
    const server = serve(answer([]));
    renderAt('/cargo_tracking', <TrackingPage />);

    const input = await screen.findByRole('textbox', { name: t('tracking:form.no') });
    fireEvent.change(input, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: t('tracking:form.search') }));
    expect(await screen.findByText(errorText('TRACKING_NUMBER_INVALID'))).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: t('tracking:types.2') }));
    fireEvent.change(input, { target: { value: 'CSQU3054384' } });
    fireEvent.click(screen.getByRole('button', { name: t('tracking:form.search') }));
    expect(await screen.findByText(errorText('CONTAINER_NO_CHECK_DIGIT'))).toBeTruthy();
    expect(server.searches).toHaveLength(0);
  });

  it('hints when the number looks like a container number and searches as one when asked', async () => {
    const server = serve(answer([shipment({ ref: 'CSQU3054383' })], { type: 2, no: 'CSQU3054383' }));
    const { router } = renderAt('/cargo_tracking', <TrackingPage />);

    const input = await screen.findByRole('textbox', { name: t('tracking:form.no') });
    fireEvent.change(input, { target: { value: 'csqu 305438 3' } });
    const hint = await screen.findByTestId('tracking-hint');
    expect(hint.textContent).toContain(t('tracking:form.detected.2'));
    fireEvent.click(within(hint).getByRole('button'));
    expect(screen.queryByTestId('tracking-hint')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('tracking:form.search') }));

    await screen.findByTestId('tracking-shipment');
    expect(router.state.location.search).toBe('?type=2&no=CSQU3054383');
    expect(server.searches[0]?.get('type')).toBe('2');
  });

  it('opens a container’s own tracking when its number is clicked', async () => {
    const server = serve((query) =>
      query.get('type') === '2'
        ? answer(
            [
              shipment({
                ref: 'MSCU6639870',
                containers: [{ containerNo: 'MSCU6639870', type: '20GP', sealNo: null }],
              }),
            ],
            {
              type: 2,
              no: 'MSCU6639870',
            },
          )
        : answer([shipment()]),
    );
    const { router } = renderAt('/cargo_tracking?type=1&no=COSU6123456780', <TrackingPage />);
    const boxes = await screen.findAllByTestId('tracking-container');
    fireEvent.click(boxes[1] as HTMLElement);

    await waitFor(() => expect(screen.getByTestId('tracking-ref').textContent).toBe('MSCU6639870'));
    expect(router.state.location.search).toBe('?type=2&no=MSCU6639870');
    expect(server.searches.at(-1)?.get('no')).toBe('MSCU6639870');
    expect(screen.getAllByTestId('tracking-container')).toHaveLength(1);
  });
});
