import { grant } from '@seabook/domain/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { allowance, inquiry, listItem, quote, stubServer, t } from './inquiries-test-utils.tsx';
import InquiryListPage from './inquiry-list-page.tsx';

loggedInTests();

const LIST = '/v2/oe_order/detailed_list';
const ONE = '/v2/oe_order/getdetailedinfo';
const CANCEL = '/v2/oe_order/detailed_cancel';
const DELETE = '/v2/oe_order/detailed_delete';
const ACCEPT = '/v2/oe_order/acceptprice';
const SLOW = { timeout: 10_000 };

const QUOTED = listItem('2', {
  status: 'quoted',
  quoteValidTo: '2099-07-15',
  quoteTotalUsd: { amount: 11760, currency: 'USD' },
  actions: ['accept', 'cancel'],
});

function page(items = [listItem('1'), QUOTED]) {
  return { data: { items, total: items.length, allowance: allowance() } };
}

function open(path: string) {
  return renderAt(path, <InquiryListPage />);
}

/** The open detail drawer. */
async function drawer(): Promise<HTMLElement> {
  return screen.findByRole('dialog', undefined, SLOW);
}

describe('inquiry list', { timeout: 60_000 }, () => {
  it('lists the sheets with their route, status, validity and quote total', async () => {
    stubServer({ [LIST]: [page()] });
    open('/center/inquiry');
    const rows = await screen.findAllByTestId('inquiry-row', undefined, SLOW);
    expect(rows).toHaveLength(2);
    const [waiting, quoted] = rows as [HTMLElement, HTMLElement];
    expect(within(waiting).getByTestId('inquiry-route').textContent).toBe('上海 (CNSHA) → 汉堡 (DEHAM)');
    expect(within(waiting).getByText(t('inquiry:statuses.waiting'))).toBeTruthy();
    expect(within(waiting).getByTestId('inquiry-total').textContent).toBe(t('inquiry:list.notQuoted'));
    expect(within(quoted).getByText(t('inquiry:statuses.quoted'))).toBeTruthy();
    expect(within(quoted).getByText(t('inquiry:acceptance.pending'))).toBeTruthy();
    expect(within(quoted).getByText('2099-07-15')).toBeTruthy();
    expect(within(quoted).getByTestId('inquiry-total').textContent).toBe('USD 117.60');
    // Only the actions the server lists: the waiting one may be cancelled, the quoted one accepted too
    // (once the role's permissions have arrived).
    expect(await within(quoted).findByRole('button', { name: t('inquiry:actions.accept') }, SLOW)).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: t('inquiry:actions.accept') })).toBeNull();
  });

  it('filters by status and mode through the address bar', async () => {
    const calls = stubServer({ [LIST]: [page()] });
    const { router } = open('/center/inquiry');
    await screen.findAllByTestId('inquiry-row', undefined, SLOW);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: t('inquiry:list.statusFilter') }));
    fireEvent.click((await screen.findAllByTitle(t('inquiry:statuses.quoted'))).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?status=quoted'));
    fireEvent.click(within(document.querySelector('.ant-segmented') as HTMLElement).getByText(t('inquiry:modes.fcl')));
    await waitFor(() => expect(router.state.location.search).toBe('?status=quoted&mode=fcl'));

    await waitFor(() => expect(calls.of(LIST).at(-1)?.query.get('mode')).toBe('fcl'));
    const last = calls.of(LIST).at(-1);
    expect(last?.query.get('status')).toBe('quoted');
    expect(last?.query.get('page')).toBe('1');
  });

  it('offers both inquiry forms when there is no sheet yet', async () => {
    stubServer({ [LIST]: [page([])] });
    open('/center/inquiry');
    const empty = await screen.findByTestId('inquiry-empty', undefined, SLOW);
    expect(empty.textContent).toContain(t('inquiry:list.empty'));
    const links = within(empty)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/lcl/inquiry', '/fcl/inquiry']);
  });

  it('opens a sheet from the address with its quote and only the allowed buttons', async () => {
    const calls = stubServer({
      [LIST]: [page()],
      [ONE]: [{ data: inquiry('2', { ...QUOTED, quote: quote() }) }],
    });
    open('/center/inquiry?id=2');
    const detail = await drawer();
    await within(detail).findByTestId('inquiry-quote', undefined, SLOW);
    expect(calls.of(ONE)[0]?.query.get('id')).toBe('2');
    expect(within(detail).getAllByTestId('fee-line')).toHaveLength(2);
    expect(within(detail).getByTestId('quote-stage-origin').textContent).toContain('文件费');
    expect(within(detail).getByTestId('quote-stage-ocean').textContent).toContain('海运费');
    expect(within(detail).getByTestId('quote-totals').textContent).toBe('USD 90.00CNY 200.00');
    expect(within(detail).getByTestId('quote-total-usd').textContent).toBe('USD 117.60');
    expect(within(detail).getByTestId('quote-valid-to').textContent).toBe('2099-07-15');
    expect(within(detail).getByText('中远海运 (COSCO)')).toBeTruthy();

    const buttons = within(detail)
      .getAllByRole('button')
      .map((button) => button.textContent?.replace(/\s/g, ''));
    expect(buttons).toContain(t('inquiry:actions.accept'));
    expect(buttons).toContain(t('inquiry:actions.cancel'));
    expect(buttons).not.toContain(t('inquiry:actions.delete'));
    expect(within(detail).queryByRole('link', { name: t('inquiry:actions.order') })).toBeNull();
  });

  it('orders an accepted FCL quote on the FCL order page, and says when a quote has expired', async () => {
    stubServer({
      [LIST]: [page()],
      [ONE]: [
        {
          data: inquiry('3', {
            mode: 'fcl',
            status: 'quoted',
            acceptance: 'accepted',
            containers: [{ type: '40HQ', quantity: 2 }],
            quote: quote({ expired: true }),
            actions: ['order', 'cancel'],
          }),
        },
      ],
    });
    open('/center/inquiry?id=3');
    const detail = await drawer();
    const order = await within(detail).findByRole('link', { name: t('inquiry:actions.order') }, SLOW);
    expect(order.getAttribute('href')).toBe('/fcl/createorder?inquiry=3');
    expect(within(detail).getByTestId('quote-valid-to').textContent).toContain(t('inquiry:detail.expired'));
    expect(within(detail).getByText('40HQ × 2')).toBeTruthy();
    expect(within(detail).getByText(t('inquiry:acceptance.accepted'))).toBeTruthy();
  });

  it('shows the reason of a rejected sheet', async () => {
    stubServer({
      [LIST]: [page()],
      [ONE]: [{ data: inquiry('4', { status: 'rejected', rejectReason: '目的港暂不接货', actions: ['delete'] }) }],
    });
    open('/center/inquiry?id=4');
    const detail = await drawer();
    expect((await within(detail).findByTestId('reject-reason', undefined, SLOW)).textContent).toContain(
      '目的港暂不接货',
    );
  });

  it('cancels only after confirmation', async () => {
    const cancelled = inquiry('2', { ...QUOTED, status: 'cancelled', actions: ['delete'] });
    const calls = stubServer({
      [LIST]: [page()],
      [ONE]: [{ data: inquiry('2', { ...QUOTED, quote: quote() }) }, { data: cancelled }],
      [CANCEL]: [{ data: cancelled }],
    });
    open('/center/inquiry?id=2');
    const detail = await drawer();
    fireEvent.click(await within(detail).findByRole('button', { name: t('inquiry:actions.cancel') }, SLOW));
    expect(await screen.findByText(t('inquiry:actions.confirm.cancel'))).toBeTruthy();
    expect(calls.of(CANCEL)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: t('common:actions.confirm') }));
    await waitFor(() => expect(calls.of(CANCEL)).toHaveLength(1), SLOW);
    expect(calls.of(CANCEL)[0]?.body).toEqual({ id: '2' });
    expect(await screen.findByText(t('inquiry:actions.done.cancel'))).toBeTruthy();
    // The sheet now says what the server answered: cancelled, and only deletable.
    await waitFor(() => expect(within(detail).getByText(t('inquiry:statuses.cancelled'))).toBeTruthy(), SLOW);
  });

  it('accepts a quote from its row at once', async () => {
    const accepted = listItem('2', { ...QUOTED, acceptance: 'accepted', actions: ['order', 'cancel'] });
    const calls = stubServer({
      [LIST]: [page(), page([listItem('1'), accepted])],
      [ACCEPT]: [{ data: inquiry('2', accepted) }],
    });
    open('/center/inquiry');
    const quoted = (await screen.findAllByTestId('inquiry-row', undefined, SLOW))[1] as HTMLElement;
    fireEvent.click(await within(quoted).findByText(t('inquiry:actions.accept')));

    await waitFor(() => expect(calls.of(ACCEPT)).toHaveLength(1), SLOW);
    expect(calls.of(ACCEPT)[0]?.body).toEqual({ id: '2' });
    expect(await screen.findByText(t('inquiry:actions.done.accept'))).toBeTruthy();
    // The list is read again: the row now offers the order.
    await waitFor(() => expect(calls.of(LIST)).toHaveLength(2), SLOW);
    expect(await screen.findByText(t('inquiry:acceptance.accepted'), undefined, SLOW)).toBeTruthy();
  });

  it('deletes after a warning that it cannot be restored, then closes the sheet', async () => {
    const calls = stubServer({
      [LIST]: [page()],
      [ONE]: [{ data: inquiry('4', { status: 'cancelled', actions: ['delete'] }) }],
      [DELETE]: [{ data: { id: '4' } }],
    });
    const { router } = open('/center/inquiry?id=4');
    const detail = await drawer();
    fireEvent.click(await within(detail).findByRole('button', { name: t('inquiry:actions.delete') }, SLOW));
    expect(await screen.findByText(t('inquiry:actions.confirm.delete'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('common:actions.confirm') }));

    await waitFor(() => expect(calls.of(DELETE)).toHaveLength(1), SLOW);
    await waitFor(() => expect(router.state.location.search).toBe(''), SLOW);
  });

  it('hides what the role may not do', async () => {
    stubServer({ [LIST]: [page([listItem('5', { actions: ['cancel', 'delete'] })])] }, [
      grant('inquiry', ['query', 'get', 'edit']),
    ]);
    open('/center/inquiry');
    const [row] = await screen.findAllByTestId('inquiry-row', undefined, SLOW);
    // Cancel shows once the role is known (edit is granted); delete is not granted.
    expect(await within(row as HTMLElement).findByRole('button', { name: t('inquiry:actions.cancel') })).toBeTruthy();
    expect(within(row as HTMLElement).queryByRole('button', { name: t('inquiry:actions.delete') })).toBeNull();
    expect(screen.queryByRole('link', { name: t('inquiry:list.newLcl') })).toBeNull();
  });

  it('says a sheet that is not there is not found', async () => {
    stubServer({ [LIST]: [page()] });
    open('/center/inquiry?id=elsewhere');
    const detail = await drawer();
    expect(await within(detail).findByText(t('inquiry:detail.notFound'), undefined, SLOW)).toBeTruthy();
  });
});
