import { opsBillsCalls } from '@seabook/domain/ops-bills.calls';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../../i18n/error-text.ts';
import { operatorTests } from '../../../test/ops-test-utils.tsx';
import { renderAt } from '../../addresses/addresses-test-utils.tsx';
import { stub } from '../../booking/booking-test-utils.tsx';
import { t } from '../../orders/orders-test-utils.tsx';
import FinanceDeskPage from './finance-desk-page.tsx';

operatorTests({ token: 'tok-finance' });

const LIST = opsBillsCalls.bankAccounts.path;
const SAVE = opsBillsCalls.saveBankAccount.path;
const CNY = {
  id: 'a-1',
  currency: 'CNY',
  name: '海运订舱平台（上海）有限公司',
  bank: '招商银行上海分行',
  account: '1219 0880 1010 001',
};

describe('finance desk: the bank accounts customers remit to', { timeout: 60_000 }, () => {
  it('adds an account after asking, and shows a refusal on its field with what was typed kept', async () => {
    const server = stub({
      [opsBillsCalls.list.path]: [{ data: { items: [], total: 0 } }],
      [opsBillsCalls.remittances.path]: [{ data: { items: [], total: 0 } }],
      [LIST]: [{ data: { items: [CNY] } }],
      [SAVE]: [{ status: 422, error: { code: 42317, msg: 'bank', fields: { bank: 'BANK_NAME_REQUIRED' } } }],
    });
    renderAt('/ops/finance', <FinanceDeskPage />);
    fireEvent.click(screen.getByText(t('money:bankAccounts.tab')));
    expect(await screen.findAllByTestId('bank-row')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('bank-add'));
    const form = await screen.findByTestId('bank-form');
    fireEvent.change(within(form).getByTestId('bank-name'), { target: { value: 'Seabook HK Ltd.' } });
    fireEvent.change(within(form).getByTestId('bank-account'), { target: { value: '808-123456-838' } });
    fireEvent.click(screen.getByTestId('bank-save'));
    await screen.findAllByText(t('money:bankAccounts.saveAsk'));
    fireEvent.click(document.querySelector('.ant-modal-confirm-btns .ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(server.of(SAVE)).toHaveLength(1));
    expect(server.of(SAVE)[0]?.body).toEqual({
      currency: 'CNY',
      name: 'Seabook HK Ltd.',
      bank: '',
      account: '808-123456-838',
    });
    expect(await within(form).findByText(errorText('BANK_NAME_REQUIRED'))).toBeTruthy();
    expect((within(form).getByTestId('bank-name') as HTMLInputElement).value).toBe('Seabook HK Ltd.');
  });

  it('says when no account is kept', async () => {
    stub({
      [opsBillsCalls.list.path]: [{ data: { items: [], total: 0 } }],
      [opsBillsCalls.remittances.path]: [{ data: { items: [], total: 0 } }],
      [LIST]: [{ data: { items: [] } }],
    });
    renderAt('/ops/finance', <FinanceDeskPage />);
    fireEvent.click(screen.getByText(t('money:bankAccounts.tab')));
    expect(await screen.findByText(t('money:bankAccounts.empty'))).toBeTruthy();
  });
});
