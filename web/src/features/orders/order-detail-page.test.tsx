import type { Order } from '@seabook/domain/booking-price';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInTests, renderAt } from '../addresses/addresses-test-utils.tsx';
import { stubServer } from '../rates/rates-test-utils.tsx';
import OrderDetailPage from './order-detail-page.tsx';
import { fullOrder, t } from './orders-test-utils.tsx';

loggedInTests();

const HANGZHOU = {
  code: '330100',
  name: { 'zh-CN': '杭州', 'zh-TW': '杭州', en: 'Hangzhou' },
  province: '浙江',
  pinyin: 'hz',
};

function open(order: Order) {
  const server = stubServer({
    '/v2/oe_order/getorder': { data: order },
    '/v2/base/cities': { data: { items: [HANGZHOU], total: 1 } },
  });
  renderAt(`/center/orderdetail?id=${order.orderId}`, <OrderDetailPage />);
  return server;
}

describe('order detail', { timeout: 30_000 }, () => {
  it('shows the route, terms, cargo, parties, each service’s details and the fee lines by stage', async () => {
    const order = fullOrder();
    const server = open(order);
    const page = await screen.findByTestId('order-detail');
    expect(server.calls.find((c) => c.path === '/v2/oe_order/getorder')?.query.get('id')).toBe(order.orderId);

    expect(within(page).getByTestId('order-no').textContent).toBe(order.orderNo);
    expect(within(page).getByTestId('order-route').textContent).toBe('上海 → 洛杉矶');
    expect(within(page).getByText('COSCO · 中远海运')).toBeTruthy();
    expect(within(page).getByText('2026-06-22')).toBeTruthy();
    expect(within(page).getByText('CIF')).toBeTruthy();
    expect(within(page).getByText('PO-7788')).toBeTruthy();
    expect(within(page).getByTestId('order-status').textContent).toBe(t('orders:statuses.pending_review'));
    expect(within(page).getByText(t('orders:detail.back')).closest('a')?.getAttribute('href')).toBe('/center/order');

    const cargo = screen.getByTestId('order-cargo');
    expect(within(cargo).getByText('LED DESK LAMPS')).toBeTruthy();
    expect(within(cargo).getByText('CNY 100,000.00')).toBeTruthy();
    expect(within(screen.getByTestId('order-parties')).getByText(/NINGBO LIGHTING CO\., LTD\./)).toBeTruthy();

    const customs = screen.getByTestId('order-service-customs');
    expect(within(customs).getByText(t('booking:customs.types.formal'))).toBeTruthy();
    const pickup = screen.getByTestId('order-service-pickup');
    expect(await within(pickup).findByText('杭州')).toBeTruthy();
    expect(within(pickup).getByText('No. 18 Wenyi Road')).toBeTruthy();
    const insurance = screen.getByTestId('order-service-insurance');
    expect(within(insurance).getByText(t('booking:insurance.risks.allRisks'))).toBeTruthy();
    expect(within(insurance).getByText('CNY 110,000.00')).toBeTruthy();
    const warehouse = screen.getByTestId('order-service-warehouse');
    expect(within(warehouse).getByText('3')).toBeTruthy();
    expect(within(warehouse).queryByText(t('booking:warehouse.wrapCount'))).toBeNull();
    expect(screen.queryByTestId('order-service-destinationDelivery')).toBeNull();
    expect(screen.queryByTestId('order-containers')).toBeNull();

    expect(screen.getAllByTestId('fee-line')).toHaveLength(3);
    expect(screen.getByTestId('fee-group-origin-customs')).toBeTruthy();
    expect(screen.getByTestId('fee-group-destination-freight')).toBeTruthy();
    expect(screen.getByTestId('fee-totals').textContent).toBe('USD 1,050.00CNY 200.00');
    expect(screen.getByTestId('fee-total-usd').textContent).toBe('USD 1,077.70');
  });

  it('shows an FCL order’s boxes, bond and truck, and the inquiry it came from', async () => {
    const base = fullOrder();
    open(
      fullOrder({
        mode: 'fcl',
        inquiryId: 'inq-1',
        draft: {
          ...(base.draft as object),
          mode: 'fcl',
          containers: [
            { type: '40HQ', quantity: 2 },
            { type: '20GP', quantity: 1 },
          ],
          bond: { type: 'electronicAccount', number: 'E3101000123', fileId: 'f-1', documentCount: 2 },
          trucking: { company: 'Ningbo Trucks', driverName: 'Li Lei', phone: '13900001111', plate: '浙B12345' },
          containerDetails: [{ type: '40HQ', containerNo: 'CSQU3054383', sealNo: 'SEAL001' }],
        },
      }),
    );
    const boxes = await screen.findByTestId('order-containers');
    expect(within(boxes).getByTestId('order-container-rows').textContent).toBe('2×40HQ + 1×20GP');
    expect(within(boxes).getByText(t('orders:detail.bond.types.electronicAccount'))).toBeTruthy();
    expect(within(boxes).getByText('浙B12345')).toBeTruthy();
    expect(within(boxes).getByText('CSQU3054383')).toBeTruthy();
    expect(within(screen.getByTestId('order-detail')).getByText(t('orders:modes.fcl'))).toBeTruthy();
    expect(screen.getByText(t('orders:detail.viewInquiry')).closest('a')?.getAttribute('href')).toBe(
      '/center/inquiry?id=inq-1',
    );
  });

  it('answers an order it cannot see as not found, with the way back', async () => {
    stubServer({});
    renderAt('/center/orderdetail?id=00000000-0000-4000-8000-000000000001', <OrderDetailPage />);
    expect(await screen.findByText(t('orders:detail.notFound'))).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText(t('orders:detail.back')).closest('a')?.getAttribute('href')).toBe('/center/order'),
    );
  });
});
