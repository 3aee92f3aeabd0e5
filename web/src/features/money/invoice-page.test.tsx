import { invoicesCalls } from '@seabook/domain/invoices.calls';
import { grant } from '@seabook/domain/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userInfoAnswer } from '../../test/user-info.ts';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { stub } from '../booking/booking-test-utils.tsx';
import InvoicePage from './invoice-page.tsx';

loggedInTests();

const BILL = '00000000-0000-4000-8000-00000000b001';
const TAKEN = '00000000-0000-4000-8000-00000000b002';
const TAX_NO = '91350100M000100Y43';
const bills = {
  items: [
    { id: BILL, billNo: 'ZD2611270001', date: '2026-11-27', orderNos: ['SB1'], cny: 20_000, usd: 5_000, invoice: null },
    {
      id: TAKEN,
      billNo: 'ZD2611270002',
      date: '2026-11-27',
      orderNos: ['SB2'],
      cny: 100,
      usd: 0,
      invoice: { id: 'i-1', invoiceNo: 'FP2611270001', status: 'requested' },
    },
  ],
};

const INVOICE = {
  id: '00000000-0000-4000-8000-0000000f0001',
  invoiceNo: 'FP2611270002',
  status: 'requested',
  titleType: 'company',
  title: 'Acme 贸易有限公司',
  taxNo: TAX_NO,
  address: '',
  phone: '',
  bank: '',
  bankAccount: '',
  invoiceType: 'electronic',
  delivery: '',
  remark: '',
  conversion: 'cny',
  lines: [],
  totals: [{ amount: 20_000, currency: 'CNY' }],
  requestedAt: '2026-11-27T02:00:00.000Z',
  issuedAt: null,
  reason: '',
  feeBill: null,
  hasPdf: false,
};

function server(
  answers: {
    status?: number;
    data?: unknown;
    error?: { code: number; msg: string; fields?: Record<string, string> };
  }[],
) {
  return stub({
    '/user/info': [{ data: userInfoAnswer([grant('invoice'), grant('bill')]) }],
    [invoicesCalls.list.path]: [{ data: { items: [], total: 0 } }],
    [invoicesCalls.bills.path]: [{ data: bills }],
    [invoicesCalls.titles.path]: [{ data: { items: [] } }],
    [invoicesCalls.request.path]: answers,
  });
}

describe('asking for an invoice', { timeout: 30_000 }, () => {
  it('starts with the bill from the address chosen, checks the tax number before sending, and sends the request', async () => {
    const api = server([{ data: INVOICE }]);
    renderAt(`/center/invoice?bill=${BILL}`, <InvoicePage />);
    const form = await screen.findByTestId('invoice-form', {}, { timeout: 10_000 });
    expect(await screen.findByText('暂无发票申请')).toBeTruthy();
    const [open, taken] = within(form).getAllByRole('checkbox', { name: /ZD26112700/ }) as HTMLInputElement[];
    expect(open?.checked).toBe(true);
    expect(taken?.disabled).toBe(true);
    fireEvent.change(within(form).getByTestId('invoice-title'), { target: { value: 'Acme 贸易有限公司' } });
    fireEvent.change(within(form).getByTestId('invoice-tax-no'), { target: { value: '91350100M000100Y44' } });
    fireEvent.click(within(form).getByTestId('invoice-submit'));
    expect(await within(form).findByText('统一社会信用代码有误：末位校验码不符，请核对')).toBeTruthy();
    expect(api.of(invoicesCalls.request.path)).toHaveLength(0);
    fireEvent.change(within(form).getByTestId('invoice-tax-no'), { target: { value: TAX_NO } });
    fireEvent.click(within(form).getByTestId('invoice-submit'));
    await waitFor(() => expect(api.of(invoicesCalls.request.path)).toHaveLength(1));
    expect(api.of(invoicesCalls.request.path)[0]?.body).toMatchObject({
      billIds: [BILL],
      titleType: 'company',
      title: 'Acme 贸易有限公司',
      taxNo: TAX_NO,
      invoiceType: 'electronic',
      conversion: 'cny',
      saveTitle: false,
    });
    expect(await screen.findByText('发票申请已提交，财务将尽快开具')).toBeTruthy();
  });

  it('asks for a delivery address for a paper invoice, and shows the server’s refusal on its field', async () => {
    const api = server([
      {
        status: 422,
        error: { code: 42400, msg: '只能为已结清的账单申请发票', fields: { billIds: '只能为已结清的账单申请发票' } },
      },
    ]);
    renderAt(`/center/invoice?bill=${BILL}`, <InvoicePage />);
    const form = await screen.findByTestId('invoice-form', {}, { timeout: 10_000 });
    fireEvent.change(within(form).getByTestId('invoice-title'), { target: { value: '张三' } });
    fireEvent.click(within(form).getByRole('radio', { name: '个人' }));
    fireEvent.click(within(form).getByRole('radio', { name: '纸质普通发票' }));
    await within(form).findByTestId('invoice-delivery');
    fireEvent.click(within(form).getByTestId('invoice-submit'));
    expect(await within(form).findByText('纸质发票需填写邮寄地址')).toBeTruthy();
    expect(api.of(invoicesCalls.request.path)).toHaveLength(0);
    fireEvent.change(await within(form).findByTestId('invoice-delivery'), { target: { value: '上海市浦东新区 1 号' } });
    fireEvent.click(within(form).getByTestId('invoice-submit'));
    expect(
      await within(form).findByText('只能为已结清的账单申请发票', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(api.of(invoicesCalls.request.path)[0]?.body).toMatchObject({
      titleType: 'personal',
      taxNo: '',
      invoiceType: 'paper',
    });
  });
});
