import type { OrderPrice } from '@seabook/domain/booking-price';
import type { OpsLetter, OpsLetterDetail } from '@seabook/domain/letters';
import type { Action } from '@seabook/domain/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorText } from '../../../i18n/error-text.ts';
import { deskOperator, operatorTests } from '../../../test/ops-test-utils.tsx';
import { renderAt } from '../../addresses/addresses-test-utils.tsx';
import { letter, stubServer, t } from '../letters-test-utils.tsx';
import LetterDeskPage from './letter-desk-page.tsx';

const LIST = '/v2/ops/letter/list';
const INFO = '/v2/ops/letter/info';

operatorTests({ token: 'tok-letters', locale: 'en' });

/** The signed-in operator with `actions` on ops.letters. */
const me = (actions?: Action[]) => deskOperator('ops.letters', { username: 'service', role: 'staff.service' }, actions);

function opsLetter(patch: Partial<OpsLetterDetail> = {}): OpsLetterDetail {
  return {
    ...letter({ createdAt: new Date(Date.now() - 95 * 60_000).toISOString(), remark: 'Sailing next week' }),
    company: 'Ningbo Lighting Co.',
    accountName: 'Wang Wei',
    processedBy: null,
    draft: null,
    ...patch,
  };
}

function serve(item: OpsLetterDetail, routes: Parameters<typeof stubServer>[0] = {}, operator = me()) {
  const { draft: _draft, ...row } = item;
  return stubServer({
    '/v2/ops/me': { data: operator },
    [LIST]: { data: { items: [row satisfies OpsLetter], total: 1 } },
    [INFO]: { data: item },
    ...routes,
  });
}

const confirmDialog = () => screen.findByTestId('letter-answer-confirm');

describe('the letter desk', { timeout: 60_000 }, () => {
  it('lists the pending queue with owner, file and an overdue wait, and asks for another tab', async () => {
    const item = opsLetter();
    const calls = serve(item);
    renderAt('/ops/letters', <LetterDeskPage />);
    const row = await screen.findByTestId('letter-desk-row');
    expect(within(row).getByText(item.letterNo)).toBeTruthy();
    expect(within(row).getByText('Ningbo Lighting Co.')).toBeTruthy();
    expect(within(row).getByText(item.file.name)).toBeTruthy();
    expect(within(row).getByTestId('letter-overdue').textContent).toBe(
      t('ops:waited.hours', { hours: 1, minutes: 35 }),
    );
    expect(calls.to(LIST)[0]?.query.get('status')).toBe('pending');
    expect(calls.to(LIST)[0]?.headers.get('accesstoken')).toBe('tok-letters');

    fireEvent.click(screen.getByTestId('letter-tab-rejected'));
    await waitFor(() => expect(calls.to(LIST).at(-1)?.query.get('status')).toBe('rejected'));
    expect(await screen.findAllByText(t('opsLetters:list.columns.reason'))).not.toHaveLength(0);
  });

  it('rejects a pending letter with a reason after a confirmation', async () => {
    const item = opsLetter();
    const calls = serve(item, {
      '/v2/ops/letter/reject': (body) => ({
        data: { ...item, status: 'rejected', rejectReason: (body as { reason: string }).reason },
      }),
    });
    renderAt(`/ops/letters?id=${item.id}`, <LetterDeskPage />);
    expect(await screen.findByTestId('letter-company')).toBeTruthy();
    expect(screen.getByText('Sailing next week')).toBeTruthy();
    // The actions follow the operator's permissions (GET /v2/ops/me), which may answer after the letter.
    fireEvent.click(await screen.findByTestId('letter-action-reject'));
    fireEvent.click(await screen.findByTestId('letter-reject-submit'));
    // The reason is required, as the server checks it.
    expect(await screen.findByText(errorText('LETTER_REJECT_REASON_REQUIRED', 'en'))).toBeTruthy();
    fireEvent.change(screen.getByTestId('letter-reject-reason'), { target: { value: '  Unreadable scan  ' } });
    fireEvent.click(screen.getByTestId('letter-reject-submit'));
    fireEvent.click(await confirmDialog());
    await waitFor(() => expect(calls.to('/v2/ops/letter/reject')).toHaveLength(1));
    expect(calls.to('/v2/ops/letter/reject')[0]?.body).toEqual({ id: item.id, reason: 'Unreadable scan' });
    expect(await screen.findByText(t('opsLetters:reject.done'))).toBeTruthy();
  });

  it('links a letter to an order by number and shows a refusal on the field', async () => {
    const item = opsLetter();
    const calls = serve(item, {
      '/v2/ops/letter/process': {
        status: 422,
        error: { code: 42612, msg: 'This order belongs to another company than the letter.' },
      },
    });
    renderAt(`/ops/letters?id=${item.id}`, <LetterDeskPage />);
    fireEvent.click(await screen.findByTestId('letter-action-link'));
    fireEvent.change(await screen.findByTestId('letter-link-order'), { target: { value: ' sb2606150001 ' } });
    fireEvent.click(screen.getByTestId('letter-link-submit'));
    fireEvent.click(await confirmDialog());
    await waitFor(() => expect(calls.to('/v2/ops/letter/process')).toHaveLength(1));
    expect(calls.to('/v2/ops/letter/process')[0]?.body).toEqual({ id: item.id, orderNo: 'SB2606150001' });
    expect((await screen.findByTestId('letter-link-error')).textContent).toContain('another company');
  });

  it('opens the instruction file with the operator’s session', async () => {
    const item = opsLetter();
    const calls = serve(item);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:letter'), revokeObjectURL: vi.fn() });
    renderAt(`/ops/letters?id=${item.id}`, <LetterDeskPage />);
    fireEvent.click(await screen.findByTestId('letter-open-file'));
    await waitFor(() => expect(calls.to('/v2/ops/letter/file')).toHaveLength(1));
    const sent = calls.to('/v2/ops/letter/file')[0];
    expect(sent?.query.get('id')).toBe(item.id);
    expect(sent?.headers.get('accesstoken')).toBe('tok-letters');
  });

  it('offers no answer to a role that may only read letters', async () => {
    const item = opsLetter();
    serve(item, {}, me(['query', 'get']));
    renderAt(`/ops/letters?id=${item.id}`, <LetterDeskPage />);
    expect(await screen.findByText(t('opsLetters:drawer.readOnly'))).toBeTruthy();
    expect(screen.queryByTestId('letter-action-reject')).toBeNull();
  });

  it('confirms a parsed order on the customer’s sailing at the price the server computed', async () => {
    const price: OrderPrice = {
      line: 'svc-1:2026-07-01',
      fees: [],
      totals: [{ amount: 12_345, currency: 'USD' }],
      totalUsd: { amount: 12_345, currency: 'USD' },
      services: [],
      priceToken: 'token-1',
      validTo: new Date(Date.now() + 30 * 60_000).toISOString(),
    };
    const item = opsLetter({
      status: 'processed_parsed',
      draftId: 'draft-1',
      draft: {
        line: 'svc-1:2026-07-01',
        content: { pol: 'CNSHA', pod: 'USLAX', cargo: { nameEn: 'LED DESK LAMPS', pieces: 40 } },
      },
    });
    const calls = serve(item, {
      '/v2/ops/letter/price': { data: price },
      '/v2/ops/letter/confirm': { data: { ...item, orderId: 'o-1', orderNo: 'SB2607010001', draftId: null } },
    });
    renderAt(`/ops/letters?id=${item.id}`, <LetterDeskPage />);
    expect((await screen.findByTestId('letter-draft-summary')).textContent).toContain('LED DESK LAMPS');
    const submit = await screen.findByTestId('letter-confirm-submit');
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    expect(calls.to('/v2/ops/letter/price')[0]?.body).toEqual({ id: item.id, line: 'svc-1:2026-07-01' });
    fireEvent.click(submit);
    fireEvent.click(await screen.findByTestId('letter-confirm-confirm'));
    await waitFor(() => expect(calls.to('/v2/ops/letter/confirm')).toHaveLength(1));
    expect(calls.to('/v2/ops/letter/confirm')[0]?.body).toEqual({
      id: item.id,
      line: 'svc-1:2026-07-01',
      priceToken: 'token-1',
    });
    expect(await screen.findByText(t('opsLetters:confirm.done', { orderNo: 'SB2607010001' }))).toBeTruthy();
  });

  it('shows why a parsed draft cannot be priced and does not let it be confirmed', async () => {
    const item = opsLetter({
      status: 'processed_parsed',
      draftId: 'draft-1',
      draft: { line: 'svc-1:2026-07-01', content: { pol: 'CNSHA', pod: 'USLAX' } },
    });
    serve(item, {
      '/v2/ops/letter/price': {
        status: 422,
        error: { code: 42216, msg: 'Please enter the shipping marks.' },
      },
    });
    renderAt(`/ops/letters?id=${item.id}`, <LetterDeskPage />);
    expect(await screen.findByTestId('letter-price-failed')).toBeTruthy();
    expect(screen.getByTestId('letter-confirm-submit').hasAttribute('disabled')).toBe(true);
  });
});
