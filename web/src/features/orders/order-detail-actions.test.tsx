import { orderActions } from '@seabook/domain/order-info';
import { grant } from '@seabook/domain/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../i18n/error-text.ts';
import { loggedInTests } from '../addresses/addresses-test-utils.tsx';
import { SLOW } from '../booking/booking-test-utils.tsx';
import { INFO, openOrder, orderInfo, t } from './orders-test-utils.tsx';

loggedInTests();

/** The confirmation modal opened by an action, found by the content it shows. */
async function confirmDialog(testId: string) {
  const content = await screen.findByTestId(testId);
  return content.closest('[role="dialog"]') as HTMLElement;
}

describe('what the customer does on the order page', { timeout: 30_000 }, () => {
  it('marks an open to-do done and greys the done ones with who and when', async () => {
    const order = orderInfo({
      status: 'pending_booking',
      todos: [
        {
          id: 'todo-1',
          text: 'Upload the packing list',
          raisedAt: '2026-06-16T02:00:00.000Z',
          raisedBy: 'Operator Li',
          doneAt: null,
          doneBy: null,
        },
        {
          id: 'todo-2',
          text: 'Confirm the consignee',
          raisedAt: '2026-06-15T02:00:00.000Z',
          raisedBy: 'Operator Li',
          doneAt: '2026-06-15T08:00:00.000Z',
          doneBy: 'Wang Wei',
        },
      ],
    });
    const server = openOrder(order, { '/v2/oe_order/tododone': [{ data: order }] });
    const todos = await screen.findAllByTestId('order-todo');
    const [open1, done] = todos as [HTMLElement, HTMLElement];
    expect(done.getAttribute('data-done')).toBe('true');
    expect(done.textContent).toContain(
      t('orders:detail.todos.done', { who: 'Wang Wei', at: '2026-06-15 16:00 (UTC+8)' }),
    );
    expect(within(done).queryByRole('button')).toBeNull();
    expect(open1.textContent).toContain(
      t('orders:detail.todos.raised', { who: 'Operator Li', at: '2026-06-16 10:00 (UTC+8)' }),
    );

    fireEvent.click(await within(open1).findByRole('button', { name: /标记完成/ }));
    await waitFor(() => expect(server.of('/v2/oe_order/tododone')).toHaveLength(1));
    expect(server.of('/v2/oe_order/tododone')[0]?.body).toEqual({ id: order.orderId, todoId: 'todo-1' });
    // The order is read again after.
    await waitFor(() => expect(server.of(INFO).length).toBeGreaterThan(1));
  });

  it('cancels only after the confirmation and says so', async () => {
    const order = orderInfo();
    const server = openOrder(order, {
      '/v2/oe_order/cancelorder': [{ status: 409, error: { code: 40950, msg: '订单当前状态不允许此操作' } }],
    });
    fireEvent.click(await screen.findByTestId('order-cancel', undefined, SLOW));
    const dialog = await confirmDialog('cancel-confirm');
    expect(within(dialog).getAllByText(t('orders:cancel.title', { orderNo: order.orderNo })).length).toBeGreaterThan(0);
    expect(server.of('/v2/oe_order/cancelorder')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: t('orders:actions.cancel') }));
    await waitFor(() => expect(server.of('/v2/oe_order/cancelorder')).toHaveLength(1));
    expect(server.of('/v2/oe_order/cancelorder')[0]?.body).toEqual({ id: order.orderId });
    expect(await screen.findByText(`${t('orders:cancel.failure')}: 订单当前状态不允许此操作`)).toBeTruthy();
  });

  it('offers the customer’s moves of the status and sends the one chosen with its remark', async () => {
    const order = orderInfo({ status: 'quote_to_confirm' });
    const server = openOrder(order, { '/v2/oe_order/ordermove': [{ data: order }] });
    expect(await screen.findByTestId('order-move-decline_quote', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('order-edit')).toBeNull();
    expect(screen.queryByTestId('order-cancel')).toBeNull();

    fireEvent.click(screen.getByTestId('order-move-accept_quote'));
    const dialog = await confirmDialog('move-confirm');
    fireEvent.change(within(dialog).getByRole('textbox', { name: t('orders:moveConfirm.remark') }), {
      target: { value: 'OK for us' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t('orders:moves.accept_quote') }));
    await waitFor(() => expect(server.of('/v2/oe_order/ordermove')).toHaveLength(1));
    expect(server.of('/v2/oe_order/ordermove')[0]?.body).toEqual({
      id: order.orderId,
      action: 'accept_quote',
      remark: 'OK for us',
    });
    expect(await screen.findByText(t('orders:actions.done'))).toBeTruthy();
  });

  it('shows how long the quote holds, and on an expired one says why Accept is gone while Decline stays', async () => {
    openOrder(orderInfo({ status: 'quote_to_confirm', quoteValidTo: '2026-06-30' }));
    const validity = await screen.findByTestId('order-quote-valid-to', undefined, SLOW);
    expect(validity.textContent).toBe('2026-06-30');
    expect(screen.queryByTestId('order-quote-expired')).toBeNull();
    expect(await screen.findByTestId('order-move-accept_quote', undefined, SLOW)).toBeTruthy();
  });

  it('tells the customer an expired quote can only be declined or quoted again', async () => {
    openOrder(
      orderInfo({
        status: 'quote_to_confirm',
        quoteValidTo: '2026-06-10',
        quoteExpired: true,
        actions: orderActions('quote_to_confirm', 'customer', true),
      }),
    );
    const alert = await screen.findByTestId('order-quote-expired', undefined, SLOW);
    expect(alert.textContent).toContain(t('orders:detail.quoteExpired.title', { date: '2026-06-10' }));
    expect(alert.textContent).toContain(t('orders:detail.quoteExpired.description'));
    const validity = screen.getByTestId('order-quote-valid-to');
    expect(validity.getAttribute('data-expired')).toBe('true');
    expect(validity.textContent).toContain(t('orders:detail.quoteExpiredTag'));
    expect(await screen.findByTestId('order-move-decline_quote', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('order-move-accept_quote')).toBeNull();
  });

  it('shows a completed order with no edit, cancel or move, and tracks it by its B/L number', async () => {
    openOrder(orderInfo({ status: 'completed', blNo: 'COSU6300012345' }));
    const track = await screen.findByTestId('order-track');
    expect(track.getAttribute('href')).toBe('/cargo_tracking?type=1&no=COSU6300012345');
    await waitFor(() => expect(screen.queryByTestId('order-again')).not.toBeNull());
    expect(screen.queryByTestId('order-edit')).toBeNull();
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.queryByRole('button', { name: /接受报价|确认提单/ })).toBeNull();
  });

  it('offers edit and cancel of a pending order only to a role that may change orders', async () => {
    openOrder(orderInfo(), {}, [grant('order', ['query', 'get'])]);
    expect(await screen.findByTestId('order-track')).toBeTruthy();
    expect(screen.queryByTestId('order-edit')).toBeNull();
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.queryByTestId('order-again')).toBeNull();
    expect(screen.queryByTestId('references-edit')).toBeNull();
  });

  it('lists the documents and attaches an upload under the category chosen, refusing a type not allowed', async () => {
    const order = orderInfo({
      files: [
        {
          fileId: 'file-1',
          name: 'packing.xlsx',
          sizeBytes: 2048,
          detectedType: 'xlsx',
          category: 'packing_list',
          addedBy: 'operator',
          addedAt: '2026-06-16T02:00:00.000Z',
        },
      ],
    });
    const uploaded = { id: 'file-2', name: 'invoice.pdf', size: 8, type: 'pdf', kind: 'order', createdAt: '' };
    const server = openOrder(order, {
      '/v2/files': [{ data: uploaded }],
      // addfile answers the order's files, as the server does (its call table checks the answer).
      '/v2/oe_order/addfile': [{ data: order.files }],
    });
    const row = await screen.findByTestId('order-file');
    expect(within(row).getByText('packing.xlsx')).toBeTruthy();
    expect(within(row).getByText(t('orders:fileCategories.packing_list'))).toBeTruthy();
    expect(within(row).getByText(t('orders:actors.operator'))).toBeTruthy();

    const input = await screen.findByTestId('order-file-upload');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(
      await screen.findByText(
        errorText('FILE_TYPE_NOT_ALLOWED', 'zh-CN', { types: 'png/jpg/jpeg/doc/docx/xls/xlsx/pdf/rar/zip' }),
      ),
    ).toBeTruthy();
    expect(server.of('/v2/files')).toHaveLength(0);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: t('orders:detail.documents.categoryLabel') }));
    const options = await screen.findAllByTitle(t('orders:fileCategories.invoice'));
    fireEvent.click(options[options.length - 1] as HTMLElement);
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(server.of('/v2/oe_order/addfile')).toHaveLength(1));
    expect(server.of('/v2/oe_order/addfile')[0]?.body).toEqual({
      id: order.orderId,
      fileId: 'file-2',
      category: 'invoice',
    });
    expect(await screen.findByText(t('orders:detail.documents.added'))).toBeTruthy();
  });

  it('edits my references, refusing a contract number the schema does not take', async () => {
    const order = orderInfo({ userFields: [{ label: 'Dept', value: 'Lighting' }] });
    const server = openOrder(order, { '/v2/oe_order/userdefine': [{ data: order }] });
    const card = await screen.findByTestId('order-references');
    expect(within(card).getByText('Dept')).toBeTruthy();
    expect(within(card).getByText('Lighting')).toBeTruthy();

    fireEvent.click(await within(card).findByTestId('references-edit', undefined, SLOW));
    const form = (await screen.findByText(t('orders:detail.references.title'))).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    const save = () => fireEvent.click(within(form).getByText(t('common:actions.confirm')));
    const contract = within(form).getByLabelText(t('orders:detail.contractNo'));
    fireEvent.change(contract, { target: { value: 'CT 2026#1' } });
    save();
    expect(await within(form).findByText(errorText('VALIDATION', 'zh-CN'))).toBeTruthy();
    expect(server.of('/v2/oe_order/userdefine')).toHaveLength(0);

    fireEvent.change(contract, { target: { value: 'CT-2026/1' } });
    fireEvent.click(within(form).getByText(t('orders:detail.references.addField')));
    const labels = within(form).getAllByPlaceholderText(t('orders:detail.references.label'));
    const values = within(form).getAllByPlaceholderText(t('orders:detail.references.value'));
    fireEvent.change(labels[1] as HTMLElement, { target: { value: 'Buyer' } });
    fireEvent.change(values[1] as HTMLElement, { target: { value: 'ACME' } });
    save();
    await waitFor(() => expect(server.of('/v2/oe_order/userdefine')).toHaveLength(1));
    expect(server.of('/v2/oe_order/userdefine')[0]?.body).toEqual({
      id: order.orderId,
      customerReference: 'PO-7788',
      contractNo: 'CT-2026/1',
      fields: [
        { label: 'Dept', value: 'Lighting' },
        { label: 'Buyer', value: 'ACME' },
      ],
    });
    expect(await screen.findByText(t('orders:detail.references.saved'))).toBeTruthy();
  });
});
