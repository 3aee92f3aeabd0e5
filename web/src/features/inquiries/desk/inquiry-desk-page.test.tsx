import type { OpsInquiry, OpsInquiryListItem } from '@seabook/domain/inquiries';
import type { Action } from '@seabook/domain/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../../i18n/error-text.ts';
import { deskOperator, operatorTests } from '../../../test/ops-test-utils.tsx';
import { renderAt } from '../../addresses/addresses-test-utils.tsx';
import { inquiry, quote, stubServer, t } from '../inquiries-test-utils.tsx';
import InquiryDeskPage from './inquiry-desk-page.tsx';

const LIST = '/v2/ops/inquiry/list';
const INFO = '/v2/ops/inquiry/getinfo';
const QUOTE = '/v2/ops/inquiry/quote';
const REJECT = '/v2/ops/inquiry/reject';

operatorTests({ token: 'tok-desk' });

/** The signed-in operator; `actions` on ops.inquiries (every action unless told). */
const me = (actions?: Action[]) => deskOperator('ops.inquiries', { username: 'sales', role: 'staff.sales' }, actions);

function sheet(patch: Partial<OpsInquiry> = {}): OpsInquiry {
  return {
    ...inquiry('7', { actions: ['quote', 'reject'], createdAt: new Date(Date.now() - 45 * 60_000).toISOString() }),
    company: 'Ningbo Ceramics Ltd.',
    accountName: 'Li Lei',
    ...patch,
  };
}

function row(item: OpsInquiry): OpsInquiryListItem {
  const { cargo, containers, pickupCityCode, remark, rejectReason, quote: _q, orderId, ...summary } = item;
  return { ...summary, cargo, containers };
}

function server(item: OpsInquiry, routes: Parameters<typeof stubServer>[0] = {}, operator = me()) {
  return stubServer({
    '/v2/ops/me': [{ data: operator }],
    [LIST]: [{ data: { items: [row(item)], total: 1 } }],
    [INFO]: [{ data: item }],
    '/v2/base/carriers': [{ data: { items: [], total: 0 } }],
    ...routes,
  });
}

/** Picks an option of the antd select inside `within` by its title. */
async function choose(container: HTMLElement, testId: string, option: string) {
  const select = within(container).getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector, .ant-select') ?? select);
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

const SLOW = { timeout: 10_000 };

describe('inquiry desk', { timeout: 60_000 }, () => {
  it('lists the queue oldest first with the owner, cargo and an overdue wait, asking the server for the filter', async () => {
    const calls = server(sheet());
    renderAt('/ops/inquiries?mode=lcl&keyword=Ningbo', <InquiryDeskPage />);
    const line = await screen.findByTestId('desk-row');
    expect(line.textContent).toContain('XP2606010007');
    expect(line.textContent).toContain('Ningbo Ceramics Ltd.');
    expect(line.textContent).toContain('Li Lei');
    expect(line.textContent).toContain('500 kg · 2 m³ · 10 件');
    expect(within(line).getByTestId('desk-overdue').textContent).toBe('45 分钟');
    const query = calls.of(LIST)[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      status: 'waiting',
      mode: 'lcl',
      keyword: 'Ningbo',
      page: '1',
      pageSize: '20',
    });
  });

  it('quotes with fee lines in major units after a confirmation, showing a refusal on the form', async () => {
    const item = sheet();
    let sent = 0;
    const calls = server(item, {
      [QUOTE]: () => {
        sent += 1;
        return sent === 1
          ? { status: 409, error: { code: 40985, msg: '客户已取消该询价单，无法再报价或驳回' } }
          : { data: { ...item, status: 'quoted', actions: ['quote'], quote: quote() } };
      },
    });
    renderAt('/ops/inquiries?id=7', <InquiryDeskPage />);
    const form = await screen.findByTestId('quote-form', {}, SLOW);
    const [first] = within(form).getAllByTestId('charge-line');
    await choose(first as HTMLElement, 'charge-code', '海运费');
    fireEvent.change(within(first as HTMLElement).getByTestId('charge-price'), { target: { value: '45' } });
    fireEvent.click(within(form).getByTestId('charge-add'));
    const second = within(form).getAllByTestId('charge-line')[1] as HTMLElement;
    await choose(second, 'charge-code', '单证费');
    fireEvent.change(within(second).getByTestId('charge-price'), { target: { value: '450.5' } });
    fireEvent.change(within(second).getByTestId('charge-min'), { target: { value: '500' } });

    // 2 W/M of the inquiry's cargo: 2 × USD 45.00 = USD 90.00; 2 × CNY 450.50 = CNY 901.00, over its 500.00 minimum.
    await waitFor(() => expect(screen.getByTestId('preview-totals').textContent).toBe('CNY 901.00 + USD 90.00'));

    fireEvent.click(screen.getByTestId('quote-submit'));
    fireEvent.click(await screen.findByTestId('quote-confirm'));
    expect((await screen.findByTestId('quote-error', {}, SLOW)).textContent).toContain('客户已取消该询价单');
    const body = calls.of(QUOTE)[0]?.body;
    expect(body).toMatchObject({
      id: '7',
      charges: [
        { code: 'sea_price', stage: 'ocean', basis: 'wm', currency: 'USD', unitPrice: 4500, minAmount: 0 },
        { code: 'file_price', stage: 'origin', basis: 'wm', currency: 'CNY', unitPrice: 45050, minAmount: 50000 },
      ],
    });
    expect(body?.validTo).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fireEvent.click(screen.getByTestId('quote-submit'));
    const confirms = await screen.findAllByTestId('quote-confirm');
    fireEvent.click(confirms[confirms.length - 1] as HTMLElement);
    expect(await screen.findByText(t('opsInquiries:quote.done'), {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(calls.of(LIST).length).toBeGreaterThan(1));
  });

  it('refuses a price with too many decimals on its field and sends nothing', async () => {
    const calls = server(sheet());
    renderAt('/ops/inquiries?id=7', <InquiryDeskPage />);
    const form = await screen.findByTestId('quote-form', {}, SLOW);
    const line = within(form).getByTestId('charge-line');
    await choose(line, 'charge-code', '海运费');
    fireEvent.change(within(line).getByTestId('charge-price'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByTestId('quote-submit'));
    expect(await within(line).findByText(errorText('PRICE_INVALID', 'zh-CN'))).toBeTruthy();
    expect(calls.of(QUOTE)).toHaveLength(0);
  });

  it('rejects with a required reason after a confirmation', async () => {
    const item = sheet();
    const calls = server(item, {
      [REJECT]: [{ data: { ...item, status: 'rejected', actions: [], rejectReason: 'Lane closed' } }],
    });
    renderAt('/ops/inquiries?id=7', <InquiryDeskPage />);
    fireEvent.click(await screen.findByTestId('reject-submit', {}, SLOW));
    expect(await screen.findByText(errorText('REJECT_REASON_REQUIRED', 'zh-CN'))).toBeTruthy();
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: ' Lane closed ' } });
    fireEvent.click(screen.getByTestId('reject-submit'));
    fireEvent.click(await screen.findByTestId('reject-confirm'));
    expect(await screen.findByText(t('opsInquiries:reject.done'), {}, SLOW)).toBeTruthy();
    expect(calls.of(REJECT)[0]?.body).toEqual({ id: '7', reason: 'Lane closed' });
  });

  it('offers no quote or rejection on a cancelled sheet, nor to a role that may only read', async () => {
    server(sheet({ status: 'cancelled', actions: [] }));
    const view = renderAt('/ops/inquiries?status=cancelled&id=7', <InquiryDeskPage />);
    expect((await screen.findByTestId('desk-no-action', {}, SLOW)).textContent).toContain('已取消');
    expect(screen.queryByTestId('quote-form')).toBeNull();
    view.unmount();

    server(sheet(), {}, me(['query', 'get']));
    renderAt('/ops/inquiries?id=7', <InquiryDeskPage />);
    expect(await screen.findByText(t('opsInquiries:drawer.readOnly'), {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('quote-form')).toBeNull();
    expect(screen.queryByTestId('reject-form')).toBeNull();
  });
});
