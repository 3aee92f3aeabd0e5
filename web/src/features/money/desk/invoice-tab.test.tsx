import { opsBillsCalls } from '@seabook/domain/ops-bills.calls';
import { opsInvoicesCalls } from '@seabook/domain/ops-invoices.calls';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorTests } from '../../../test/ops-test-utils.tsx';
import { renderAt } from '../../addresses/addresses-test-utils.tsx';
import { stub } from '../../booking/booking-test-utils.tsx';
import { t } from '../../orders/orders-test-utils.tsx';
import FinanceDeskPage from './finance-desk-page.tsx';

operatorTests({ token: 'tok-finance' });

const INVOICE = {
  id: '00000000-0000-4000-8000-0000000f0001',
  invoiceNo: 'FP2611270001',
  status: 'requested',
  titleType: 'company',
  title: 'Acme 贸易有限公司',
  taxNo: '91350100M000100Y43',
  address: '',
  phone: '',
  bank: '',
  bankAccount: '',
  invoiceType: 'electronic',
  delivery: '',
  remark: '',
  conversion: 'cny',
  lines: [{ billId: 'b-1', billNo: 'ZD2611270001', cny: 20_000, usd: 0, usdInCny: null, rate: null }],
  totals: [{ amount: 20_000, currency: 'CNY' }],
  requestedAt: '2026-11-27T02:00:00.000Z',
  issuedAt: null,
  reason: '',
  feeBill: null,
  hasPdf: false,
  company: 'Seabook Demo Trading',
};

describe('finance desk: invoices', { timeout: 60_000 }, () => {
  it('issues a request with the PDF finance uploads, after asking', async () => {
    const server = stub({
      [opsBillsCalls.list.path]: [{ data: { items: [], total: 0 } }],
      [opsBillsCalls.remittances.path]: [{ data: { items: [], total: 0 } }],
      [opsInvoicesCalls.list.path]: [{ data: { items: [INVOICE], total: 1 } }],
      [opsInvoicesCalls.issue.path]: [{ data: { ...INVOICE, status: 'issued', hasPdf: true } }],
    });
    renderAt('/ops/finance', <FinanceDeskPage />);
    fireEvent.click(await screen.findByRole('tab', { name: t('money:desk.invoiceTab') }, { timeout: 10_000 }));
    const table = await screen.findByTestId('desk-invoices');
    await within(table).findByText('FP2611270001');
    const input = table.querySelector('input[type="file"]') as HTMLInputElement;
    const bytes = '%PDF-1.4\n%%EOF\n';
    fireEvent.change(input, { target: { files: [new File([bytes], 'tax.pdf', { type: 'application/pdf' })] } });
    const asked = t('money:desk.uploadIssueAsk', { name: 'tax.pdf' });
    expect(await screen.findAllByText(asked, {}, { timeout: 10_000 })).not.toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: t('money:actions.ok') }));
    await waitFor(() => expect(server.of(opsInvoicesCalls.issue.path)).toHaveLength(1));
    expect(server.of(opsInvoicesCalls.issue.path)[0]?.body).toEqual({ id: INVOICE.id, pdf: btoa(bytes) });
    expect(await screen.findByText(t('money:desk.issued'))).toBeTruthy();
  });
});
