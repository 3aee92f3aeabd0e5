import { addDays, chinaToday } from '@seabook/domain/china-time';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorText } from '../../../i18n/error-text.ts';
import { setToken } from '../../../lib/session.ts';
import { userInfoAnswer } from '../../../test/user-info.ts';
import { ORDER_RIGHTS, t } from '../orders-test-utils.tsx';
import { confirmOk, deskItem, deskOrder, deskTests, INFO, LIST, openDesk, pick } from './desk-test-utils.tsx';

deskTests();

/** The desk with the drawer of `order` open. */
function openOrder(order: ReturnType<typeof deskOrder>, routes: Parameters<typeof openDesk>[0] = {}) {
  return openDesk(
    {
      [LIST]: [{ data: { items: [deskItem({ orderId: order.orderId, status: order.status })], total: 1 } }],
      [INFO]: [{ data: order }],
      ...routes,
    },
    undefined,
    `/ops/orders?tab=all&id=${order.orderId}`,
  );
}

describe('order desk forms', { timeout: 60_000 }, () => {
  it('quotes a pending order with a live preview priced for its cargo', async () => {
    const order = deskOrder({ status: 'pending_quote' });
    const { server } = openOrder(order, {
      '/v2/ops/order/quote': [{ data: deskOrder({ status: 'quote_to_confirm' }) }],
    });
    fireEvent.click(await screen.findByTestId('desk-quote-open'));
    const form = await screen.findByTestId('quote-form');
    const preview = screen.getByTestId('quote-preview');
    expect(within(preview).getByText(t('opsOrders:quote.previewEmpty'))).toBeTruthy();

    // 1200 kg and 2.5 m³: 2.5 W/M at USD 40.00.
    fireEvent.change(within(form).getByTestId('charge-price'), { target: { value: '40' } });
    await waitFor(() => expect(within(preview).getByTestId('fee-totals').textContent).toBe('USD 100.00'));

    fireEvent.click(screen.getByTestId('quote-submit'));
    await confirmOk();
    await waitFor(() => expect(server.of('/v2/ops/order/quote')).toHaveLength(1));
    expect(server.of('/v2/ops/order/quote')[0]?.body).toEqual({
      id: order.orderId,
      charges: [{ code: 'sea_price', stage: 'ocean', basis: 'wm', currency: 'USD', unitPrice: 4000, minAmount: 0 }],
      validTo: addDays(chinaToday(), 7),
    });
    await waitFor(() => expect(screen.getByTestId('desk-order').getAttribute('data-status')).toBe('quote_to_confirm'));
  });

  it('checks container numbers as typed and puts the server’s field errors on the loading form', async () => {
    const order = deskOrder({
      status: 'in_progress',
      loading: {
        vessel: 'COSCO TAURUS',
        voyage: '026E',
        etd: '2026-06-22',
        eta: '2026-07-08',
        atd: null,
        ata: null,
        cutoff: null,
        containers: [],
        remark: null,
      },
    });
    const { server } = openOrder(order, {
      '/v2/ops/order/loading': [
        {
          status: 422,
          error: {
            code: 42200,
            msg: '封条号格式不正确',
            fields: { 'loading.containers.0.sealNo': '封条号格式不正确' },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByTestId('desk-tab-loading'));
    fireEvent.click(await screen.findByTestId('loading-edit'));
    const form = await screen.findByTestId('loading-form');
    expect((within(form).getByTestId('loading-vessel') as HTMLInputElement).value).toBe('COSCO TAURUS');
    fireEvent.click(within(form).getByTestId('loading-container-add'));
    const number = await within(form).findByTestId('loading-container-no');
    fireEvent.change(number, { target: { value: 'MSKU1234560' } });
    expect(await within(form).findByText(errorText('CONTAINER_NO_CHECK_DIGIT', 'zh-CN'))).toBeTruthy();
    fireEvent.click(within(form).getByTestId('loading-submit'));
    await waitFor(() => expect(screen.queryByTestId('desk-confirm-ok')).toBeNull());

    fireEvent.change(number, { target: { value: 'MSKU 123456-5' } });
    fireEvent.change(within(form).getByTestId('loading-container-seal'), { target: { value: '!!' } });
    fireEvent.click(within(form).getByTestId('loading-submit'));
    await confirmOk();
    await waitFor(() => expect(server.of('/v2/ops/order/loading')).toHaveLength(1));
    expect(server.of('/v2/ops/order/loading')[0]?.body).toMatchObject({
      id: order.orderId,
      loading: {
        vessel: 'COSCO TAURUS',
        voyage: '026E',
        etd: '2026-06-22',
        eta: '2026-07-08',
        containers: [{ containerNo: 'MSKU 123456-5', sealNo: '!!', type: null, pieces: null, weightKg: null }],
      },
    });
    expect(
      await within(form).findByText('封条号格式不正确', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
  });

  it('records a business node with its time', async () => {
    const order = deskOrder({ status: 'pending_preallocation' });
    const { server } = openOrder(order, { '/v2/ops/order/milestone': [{ data: order }] });
    fireEvent.click(await screen.findByTestId('desk-tab-nodes'));
    const form = await screen.findByTestId('milestone-form');
    await pick('milestone-node', t('orders:nodes.pickup'));
    fireEvent.change(within(form).getByTestId('milestone-location'), { target: { value: 'Ningbo' } });
    fireEvent.click(within(form).getByTestId('milestone-submit'));
    await confirmOk();
    await waitFor(() => expect(server.of('/v2/ops/order/milestone')).toHaveLength(1));
    const body = server.of('/v2/ops/order/milestone')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: order.orderId, node: 'pickup', location: 'Ningbo' });
    expect(Math.abs(Date.parse(String(body.at)) - Date.now())).toBeLessThan(5 * 60_000);
  });

  it('raises a to-do for the customer', async () => {
    const order = deskOrder({ status: 'pending_preallocation' });
    const { server } = openOrder(order, { '/v2/ops/order/todo': [{ data: order }] });
    fireEvent.click(await screen.findByTestId('desk-tab-todos'));
    fireEvent.change(await screen.findByTestId('todo-text'), { target: { value: '请上传装箱单' } });
    fireEvent.click(screen.getByTestId('todo-submit'));
    await confirmOk();
    await waitFor(() => expect(server.of('/v2/ops/order/todo')).toHaveLength(1));
    expect(server.of('/v2/ops/order/todo')[0]?.body).toEqual({ id: order.orderId, text: '请上传装箱单' });
  });

  it('keeps the customer’s to-dos theirs to mark done, even with a customer signed in the same browser', async () => {
    setToken('tok-customer');
    const todo = {
      id: 'td-1',
      text: '请上传装箱单',
      raisedAt: '2026-06-15T03:00:00.000Z',
      raisedBy: 'Ops',
      doneAt: null,
      doneBy: null,
    };
    const { server } = openOrder(deskOrder({ status: 'in_progress', todos: [todo] }), {
      '/user/info': [{ data: userInfoAnswer(ORDER_RIGHTS) }],
    });
    fireEvent.click(await screen.findByTestId('desk-tab-todos'));
    expect(await screen.findByText('请上传装箱单')).toBeTruthy();
    expect(screen.getByTestId('todo-form')).toBeTruthy();
    // Once the customer's rights have arrived (they would allow marking it done on the customer's page).
    await waitFor(() => expect(server.of('/user/info')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(t('orders:detail.todos.markDone'))).toBeNull();
  });

  it('uploads a document under the category chosen and downloads one with the operator’s call', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
    const file = {
      fileId: 'f-1',
      name: 'Booking confirmation.pdf',
      sizeBytes: 1000,
      detectedType: 'pdf' as const,
      category: 'booking' as const,
      addedBy: 'operator' as const,
      addedAt: '2026-06-15T03:00:00.000Z',
    };
    const order = deskOrder({ status: 'pending_preallocation', files: [file] });
    const { server } = openOrder(order, {
      '/v2/ops/order/upload': [
        {
          data: deskOrder({
            status: 'pending_preallocation',
            files: [file, { ...file, fileId: 'f-2', name: 'invoice.pdf', category: 'invoice' }],
          }),
        },
      ],
      '/v2/ops/order/file': [{ data: {} }],
    });
    fireEvent.click(await screen.findByTestId('desk-tab-files'));
    fireEvent.click(await screen.findByLabelText(t('orders:detail.documents.download', { name: file.name })));
    await waitFor(() => expect(server.of('/v2/ops/order/file')).toHaveLength(1));
    expect(Object.fromEntries(server.of('/v2/ops/order/file')[0]?.query ?? [])).toEqual({
      id: order.orderId,
      fileId: 'f-1',
    });
    expect(server.of('/v2/ops/order/file')[0]?.headers.get('accesstoken')).toBe('tok-staff');

    await pick('desk-file-category', t('orders:fileCategories.invoice'));
    fireEvent.change(screen.getByTestId('desk-file-input'), {
      target: { files: [new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' })] },
    });
    await confirmOk();
    await waitFor(() => expect(server.of('/v2/ops/order/upload')).toHaveLength(1));
    const sent = vi.mocked(fetch).mock.calls.find(([input]) => String(input) === '/v2/ops/order/upload')?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect([...form.keys()]).toEqual(['id', 'category', 'file']);
    expect([form.get('id'), form.get('category'), (form.get('file') as File).name]).toEqual([
      order.orderId,
      'invoice',
      'invoice.pdf',
    ]);
    expect(await screen.findByText('invoice.pdf')).toBeTruthy();
  });
});
