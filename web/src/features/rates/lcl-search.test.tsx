import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorText } from '../../i18n/error-text.ts';
import { setLocale } from '../../i18n/i18n.ts';
import { LclSearch } from './lcl-search.tsx';
import {
  LOS_ANGELES,
  quoteLine,
  renderAt,
  SHANGHAI,
  searchResult,
  stubServer,
  testQueryClient,
} from './rates-test-utils.tsx';
import { readStoredSearch } from './search-state.ts';

const PRICE = '/v2/oe_sea/price';
const PORTS = {
  '/v2/base/ports': { data: { items: [{ ...SHANGHAI, province: '31' }], total: 1 } },
  '/v2/base/destination_port': { data: { items: [LOS_ANGELES], total: 1 } },
};

beforeEach(async () => {
  localStorage.clear();
  await setLocale('zh-CN');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LCL search page', { timeout: 20_000 }, () => {
  it('asks for the origin and the destination before searching', async () => {
    const server = stubServer(PORTS);
    renderAt('/lcl/export', <LclSearch kind="export" />);
    fireEvent.click(screen.getByTestId('search-submit'));

    expect(await screen.findByText('请选择起运港')).toBeTruthy();
    expect(await screen.findByText('请选择目的港')).toBeTruthy();
    expect(server.count(PRICE)).toBe(0);
  });

  it('speaks the user’s language in its messages', async () => {
    await setLocale('en');
    stubServer(PORTS);
    renderAt('/lcl/export', <LclSearch kind="export" />);
    fireEvent.click(screen.getByTestId('search-submit'));

    expect(await screen.findByText('Please choose the port of loading.')).toBeTruthy();
    expect(await screen.findByText('Please choose the destination port.')).toBeTruthy();
  });

  it('searches the lane chosen in the pickers, and a new origin clears the destination', async () => {
    const server = stubServer({ ...PORTS, [PRICE]: { data: searchResult([quoteLine('7', '2026-06-09')]) } });
    const view = renderAt('/lcl/export', <LclSearch kind="export" />);
    const pol = screen.getByTestId('pol-select');
    fireEvent.change(pol, { target: { value: '上海' } });
    fireEvent.click(await screen.findByRole('option', { name: /\(CNSHA\)/ }));
    expect((pol as HTMLInputElement).value).toBe('上海 (CNSHA)');

    const pod = screen.getByTestId('pod-select');
    fireEvent.change(pod, { target: { value: 'lax' } });
    fireEvent.click(await screen.findByRole('option', { name: /\(USLAX\)/ }));
    fireEvent.change(screen.getByTestId('cargo-weight'), { target: { value: '100' } });
    fireEvent.change(screen.getByTestId('cargo-volume'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByTestId('cargo-pieces'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('search-submit'));

    await waitFor(() =>
      expect(view.router.state.location.search).toBe('?pol=CNSHA&pod=USLAX&weight=100&volume=1.5&pieces=3'),
    );
    expect(await screen.findAllByTestId('quote-line')).toHaveLength(1);
    expect(server.count(PRICE)).toBe(1);

    // Another origin has other destinations: the chosen one goes.
    fireEvent.click(screen.getAllByRole('button', { name: '清除' })[0] as HTMLElement);
    expect((screen.getByTestId('pod-select') as HTMLInputElement).value).toBe('');
  });

  it('checks the cargo as a whole under each field before searching', async () => {
    const server = stubServer(PORTS);
    renderAt('/lcl/export?pol=CNSHA&pod=USLAX', <LclSearch kind="export" />);
    fireEvent.change(screen.getByTestId('cargo-volume'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('search-submit'));

    const errors = await screen.findAllByTestId('field-error');
    expect(errors.map((error) => error.textContent)).toEqual([
      errorText('CARGO_WEIGHT_INVALID', 'zh-CN'),
      errorText('CARGO_PIECES_INVALID', 'zh-CN'),
    ]);
    expect(screen.getByTestId('cargo-weight').getAttribute('aria-invalid')).toBe('true');
    // The search of the URL ran; the typed cargo did not.
    await waitFor(() => expect(server.count(PRICE)).toBe(1));
    expect(server.calls.find((call) => call.path === PRICE)?.body).not.toHaveProperty('cargo');

    fireEvent.change(screen.getByTestId('cargo-volume'), { target: { value: '' } });
    await waitFor(() => expect(screen.queryAllByTestId('field-error')).toHaveLength(0));
  });

  it('says a past sailing date is not valid instead of searching', async () => {
    const server = stubServer(PORTS);
    renderAt('/lcl/export?pol=CNSHA&pod=USLAX&date=2020-01-01', <LclSearch kind="export" />);

    const notice = await screen.findByTestId('search-notice');
    expect(notice.textContent).toContain('船期已失效，请重新选择');
    expect(notice.dataset.notice).toBe('SAILING_DATE_INVALID');
    // The date field says so too, so the user knows what to reselect.
    await waitFor(() => expect(screen.getAllByText('船期已失效，请重新选择')).toHaveLength(2));
    expect(server.count(PRICE)).toBe(0);
  });

  it('searches what the URL says, writes sorting back to it, and restores the last search', async () => {
    const answer = searchResult([quoteLine('7', '2026-06-09'), quoteLine('8', '2026-06-12')]);
    const server = stubServer({ ...PORTS, [PRICE]: { data: answer } });
    const client = testQueryClient();
    const first = renderAt(
      '/lcl/export?pol=CNSHA&pod=USLAX&weight=100&volume=1.5&pieces=3',
      <LclSearch kind="export" />,
      client,
    );

    await waitFor(() => expect(screen.getAllByTestId('quote-line')).toHaveLength(2));
    expect(screen.getAllByTestId('quote-line').map((line) => line.dataset.lineId)).toEqual([
      '7:2026-06-09',
      '8:2026-06-12',
    ]);
    expect(server.calls.find((call) => call.path === PRICE)?.body).toEqual({
      kind: 'export',
      pol: 'CNSHA',
      pod: 'USLAX',
      cargo: { weightKg: 100, volumeCbm: 1.5, pieces: 3 },
      sort: 'price',
      order: 'asc',
      carriers: [],
      routing: 'all',
      page: 1,
      pageSize: 20,
    });
    expect(screen.getAllByTestId('line-details')[0]?.getAttribute('href')).toBe(
      '/lcl/details?id=7%3A2026-06-09&weight=100&volume=1.5&pieces=3',
    );

    fireEvent.click(screen.getByTestId('sort-price'));
    await waitFor(() => expect(first.router.state.location.search).toContain('order=desc'));
    await waitFor(() => expect(server.calls.filter((call) => call.path === PRICE)).toHaveLength(2));
    expect(server.calls.at(-1)?.body).toMatchObject({ sort: 'price', order: 'desc' });
    expect(readStoredSearch('export')).toBe('pol=CNSHA&pod=USLAX&weight=100&volume=1.5&pieces=3&order=desc');
    first.unmount();

    // Back on the page without parameters: the last search and its cached answer, without asking again.
    const again = renderAt('/lcl/export', <LclSearch kind="export" />, client);
    expect(await screen.findAllByTestId('quote-line')).toHaveLength(2);
    await waitFor(() => expect(again.router.state.location.search).toBe(`?${readStoredSearch('export')}`));
    expect(server.count(PRICE)).toBe(2);
  });

  it('shows the spec’s message when the lane has no route', async () => {
    stubServer({ ...PORTS, [PRICE]: { data: searchResult([], { notice: 'NO_ROUTE' }) } });
    renderAt('/lcl/export?pol=CNSHA&pod=USLAX', <LclSearch kind="export" />);

    const notice = await screen.findByTestId('search-notice');
    expect(notice.textContent).toContain('没有查到航线数据，请更换条件');
  });

  it('shows unpriced lines with "contact sales" under the no-freight notice', async () => {
    const unpriced = quoteLine('9', '2026-06-10', {
      priced: false,
      oceanPerWm: null,
      oceanAmount: null,
      originAmount: null,
      totalUsd: null,
    });
    stubServer({ ...PORTS, [PRICE]: { data: searchResult([unpriced], { notice: 'NO_FREIGHT' }) } });
    renderAt('/lcl/export?pol=CNSHA&pod=USLAX', <LclSearch kind="export" />);

    expect((await screen.findByTestId('search-notice')).textContent).toContain('未查询到运价，请联系客服');
    expect((await screen.findByTestId('line-total')).textContent).toBe('请联系客服');
  });

  it('takes a new lane from the address in place: the same fields, their new values, the new lane checked', async () => {
    stubServer({ ...PORTS, [PRICE]: { data: searchResult([quoteLine('7', '2026-06-09')]) } });
    const view = renderAt(
      '/lcl/export?pol=CNSHA&pod=USLAX&weight=100&volume=1.5&pieces=3',
      <LclSearch kind="export" />,
    );
    const weight = screen.getByTestId('cargo-weight') as HTMLInputElement;
    await waitFor(() => expect(weight.value).toBe('100'));
    fireEvent.change(weight, { target: { value: '120' } });

    // The back button, a shared link: another search in the address.
    await view.router.navigate('/lcl/export?pol=CNSHA&pod=USLAX&weight=0&volume=2&pieces=4');
    await waitFor(() => expect(weight.value).toBe('0'));
    // The same input, not one made afresh; what was typed for the old lane is gone with it.
    expect(screen.getByTestId('cargo-weight')).toBe(weight);
    expect((screen.getByTestId('cargo-volume') as HTMLInputElement).value).toBe('2');
    // The new lane cannot run: its problem shows under its field.
    expect((await screen.findAllByTestId('field-error')).map((error) => error.textContent)).toEqual([
      errorText('CARGO_WEIGHT_INVALID', 'zh-CN'),
    ]);
    expect(weight.getAttribute('aria-invalid')).toBe('true');
  });
});
