import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedInTests, renderAt } from '../../features/addresses/addresses-test-utils.tsx';
import { fclLine, SLOW, stub, t } from '../../features/booking/booking-test-utils.tsx';
import { quoteLine, searchResult } from '../../features/rates/rates-test-utils.tsx';
import { SailingChooser } from './sailing-chooser.tsx';

loggedInTests();

const usd = (amount: number) => ({ amount, currency: 'USD' as const });

function rows() {
  return screen.getAllByTestId('sailing-option');
}

// The first test of the file loads antd's table cold, which takes seconds on a busy machine.
describe('SailingChooser', { timeout: 30_000 }, () => {
  it('lists the lane’s priced LCL sailings, marks the current service and chooses one', async () => {
    const server = stub({
      '/v2/oe_sea/price': [
        {
          data: searchResult([
            quoteLine('svc-1', '2099-06-02', { totalUsd: usd(18500) }),
            quoteLine('svc-2', '2099-06-03', {
              carrier: { code: 'MAEU', name: { 'zh-CN': '马士基', 'zh-TW': '馬士基', en: 'Maersk' }, shortName: 'MSK' },
              totalUsd: usd(21000),
            }),
            quoteLine('svc-3', '2099-06-04', { priced: false, oceanPerWm: null, totalUsd: null }),
            quoteLine('svc-1', '2099-06-09', { totalUsd: usd(18500) }),
          ]),
        },
      ],
    });
    const onChoose = vi.fn();
    renderAt(
      '/',
      <SailingChooser
        mode="lcl"
        pol="CNSHA"
        pod="USLAX"
        current="svc-1:2099-05-26"
        cargo={{ weightKg: 500, volumeCbm: 2, pieces: 10 }}
        onChoose={onChoose}
      />,
    );
    await screen.findAllByTestId('sailing-option', undefined, SLOW);
    // The unpriced service cannot be booked: three sailings, first sailings first as asked.
    expect(rows().map((row) => row.getAttribute('data-line-id'))).toEqual([
      'svc-1:2099-06-02',
      'svc-2:2099-06-03',
      'svc-1:2099-06-09',
    ]);
    const search = server.of('/v2/oe_sea/price')[0]?.body as Record<string, unknown>;
    expect(search).toMatchObject({ pol: 'CNSHA', pod: 'USLAX', sort: 'sailing', order: 'asc' });
    expect(search.cargo).toEqual({ weightKg: 500, volumeCbm: 2, pieces: 10 });
    expect(search.sailingDate).toBeUndefined();

    const second = rows()[1] as HTMLElement;
    expect(second.textContent).toContain('MSK');
    expect(second.textContent).toContain('2099-06-03');
    expect(second.textContent).toContain('USD 210.00');
    // The earlier order's service is marked on each of its sailings, not on the other carrier's.
    expect(within(rows()[0] as HTMLElement).getByTestId('same-service')).toBeTruthy();
    expect(within(second).queryByTestId('same-service')).toBeNull();
    expect(within(rows()[2] as HTMLElement).getByTestId('same-service')).toBeTruthy();

    fireEvent.click(within(second).getByTestId('choose-sailing'));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose.mock.calls[0]?.[0]).toBe('svc-2:2099-06-03');
    expect(onChoose.mock.calls[0]?.[1]).toMatchObject({
      mode: 'lcl',
      serviceId: 'svc-2',
      lastPickupDate: '2099-06-03',
    });
  });

  it('shows the current line as chosen and FCL lines with their container prices', async () => {
    const server = stub({
      '/v2/fcl/price': [
        {
          data: {
            items: [fclLine('F7:2099-06-02'), fclLine('F8:2099-06-05', { containers: [] })],
            total: 2,
            notice: null,
            from: '2099-06-01',
            to: '2099-06-28',
          },
        },
      ],
    });
    const onChoose = vi.fn();
    renderAt(
      '/',
      <SailingChooser
        mode="fcl"
        pol="CNSHA"
        pod="USLAX"
        date="2099-06-01"
        current="F7:2099-06-02"
        onChoose={onChoose}
      />,
    );
    await screen.findAllByTestId('sailing-option', undefined, SLOW);
    // A line without any container price cannot be booked.
    expect(rows()).toHaveLength(1);
    expect(rows()[0]?.textContent).toContain('20GP');
    expect(rows()[0]?.textContent).toContain('USD 1,500.00');
    expect(within(rows()[0] as HTMLElement).getByTestId('sailing-chosen')).toBeTruthy();
    expect(screen.queryByTestId('choose-sailing')).toBeNull();
    expect(server.of('/v2/oe_sea/price')).toHaveLength(0);
    expect(server.of('/v2/fcl/price')[0]?.body).toMatchObject({
      pol: 'CNSHA',
      pod: 'USLAX',
      sailingDate: '2099-06-01',
    });
  });

  it('offers to ask for a quote when the lane has nothing to book', async () => {
    stub({ '/v2/oe_sea/price': [{ data: searchResult([], { notice: 'NO_ROUTE' }) }] });
    const { router } = renderAt('/', <SailingChooser mode="lcl" pol="CNSHA" pod="ISREY" onChoose={vi.fn()} />);
    const empty = await screen.findByTestId('no-sailings', undefined, SLOW);
    expect(empty.textContent).toContain(t('reorder:chooser.empty'));
    fireEvent.click(within(empty).getByText(t('reorder:chooser.askQuote')));
    expect(router.state.location.pathname).toBe('/lcl/inquiry');
    expect(new URLSearchParams(router.state.location.search).get('pod')).toBe('ISREY');
  });

  it('treats a lane the search does not know as one without sailings', async () => {
    stub({ '/v2/fcl/price': [{ status: 404, error: { code: 40410, msg: 'no route' } }] });
    renderAt('/', <SailingChooser mode="fcl" pol="CNSHA" pod="XXXXX" onChoose={vi.fn()} />);
    expect(await screen.findByTestId('no-sailings', undefined, SLOW)).toBeTruthy();
    expect(screen.getByTestId('chooser-ask-quote').getAttribute('href')).toBe('/fcl/inquiry?pol=CNSHA&pod=XXXXX');
  });
});
