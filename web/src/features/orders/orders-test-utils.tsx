import type { BookingFeeLine, Order } from '@seabook/domain/booking-price';
import { catalogCalls } from '@seabook/domain/catalog.calls';
import { progressSteps } from '@seabook/domain/order-flow';
import { type OrderInfo, orderActions } from '@seabook/domain/order-info';
import type { OrderListItem } from '@seabook/domain/orders';
import { orderCalls } from '@seabook/domain/orders.calls';
import { grant, type PermissionGrant } from '@seabook/domain/permissions';
import type { ReactElement } from 'react';
import { i18n } from '../../i18n/i18n.ts';
import { userInfoAnswer } from '../../test/user-info.ts';
import { renderAt } from '../addresses/addresses-test-utils.tsx';
import { type Reply, stub } from '../booking/booking-test-utils.tsx';
import { LOS_ANGELES, SHANGHAI } from '../rates/rates-test-utils.tsx';
import OrderDetailPage from './order-detail-page.tsx';

/** Test helpers of the order pages: orders as the server answers them. */

export const t = (key: string, values?: Record<string, string | number>) => i18n.t(key as never, values);

const names = (zhCN: string, zhTW: string, en: string) => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });
export const COSCO = { code: 'COSU', name: names('中远海运', '中遠海運', 'COSCO Shipping'), shortName: 'COSCO' };

let serial = 0;
/** A list item: an LCL order on Shanghai–Los Angeles unless patched. */
export function listItem(patch: Partial<OrderListItem> = {}): OrderListItem {
  serial += 1;
  return {
    orderId: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    orderNo: `SB26061500${String(serial).padStart(2, '0')}`,
    mode: 'lcl',
    status: 'pending_review',
    createdAt: '2026-06-15T02:30:00.000Z',
    pol: SHANGHAI,
    pod: LOS_ANGELES,
    carrier: COSCO,
    sailingDate: '2026-06-22',
    totals: [
      { amount: 123_400, currency: 'USD' },
      { amount: 45_000, currency: 'CNY' },
    ],
    totalUsd: { amount: 129_633, currency: 'USD' },
    customerReference: null,
    blNo: null,
    containers: [],
    cargo: { pieces: 40, weightKg: 1200, volumeCbm: 2.5 },
    ...patch,
  };
}

function fee(code: string, name: string, stage: BookingFeeLine['stage'], amount: number, patch = {}): BookingFeeLine {
  return {
    code,
    name: names(name, name, name),
    stage,
    service: null,
    basis: 'wm',
    unit: names('W/M', 'W/M', 'W/M'),
    unitPrice: { amount, currency: 'USD' },
    quantity: '1',
    amount: { amount, currency: 'USD' },
    minimumApplied: false,
    remark: null,
    ...patch,
  };
}

/** A whole LCL order with parties, customs, pickup, insurance and warehouse services. */
export function fullOrder(patch: Partial<Order> = {}): Order {
  return {
    orderId: '00000000-0000-4000-8000-000000000999',
    orderNo: 'SB2606150099',
    status: 'pending_review',
    mode: 'lcl',
    line: 'svc-1:2026-06-22',
    inquiryId: null,
    pol: SHANGHAI,
    pod: LOS_ANGELES,
    carrier: COSCO,
    sailingDate: '2026-06-22',
    draftFiles: [],
    tradeTerm: 'CIF',
    shipmentTerm: 'DOOR-CFS',
    fees: [
      fee('ocean_price', '海运费', 'ocean', 90_000, {
        unitPrice: { amount: 36_000, currency: 'USD' },
        quantity: '2.5',
      }),
      fee('declare_price', '报关费', 'origin', 20_000, {
        service: 'customs',
        basis: 'declaration',
        unit: names('单', '單', 'declaration'),
        currency: 'CNY',
        amount: { amount: 20_000, currency: 'CNY' },
        unitPrice: { amount: 20_000, currency: 'CNY' },
      }),
      fee('mdgsend_price', '目的港派送费', 'destination', 15_000, { minimumApplied: true }),
    ],
    totals: [
      { amount: 105_000, currency: 'USD' },
      { amount: 20_000, currency: 'CNY' },
    ],
    totalUsd: { amount: 107_770, currency: 'USD' },
    createdAt: '2026-06-15T02:30:00.000Z',
    draft: {
      mode: 'lcl',
      source: { from: 'quote', lineId: 'svc-1:2026-06-22' },
      tradeTerm: 'CIF',
      shipmentTerm: 'DOOR-CFS',
      customerReference: 'PO-7788',
      cargo: {
        type: 'general',
        weightKg: 1200,
        volumeCbm: 2.5,
        pieces: 40,
        packingType: 'cartons',
        nameEn: 'LED DESK LAMPS',
        marks: 'N/M',
        value: { amount: 10_000_000, currency: 'CNY' },
        hazardous: false,
        insuranceMarkupPercent: 10,
      },
      consignor: { address: 'NINGBO LIGHTING CO., LTD.\nNO. 18 MAIN ROAD', contact: 'WANG WEI', phone: '13812345678' },
      customs: { type: 'formal', documentCount: 1 },
      pickup: {
        contact: 'Wang Wei',
        phone: '13812345678',
        cityCode: '330100',
        address: 'No. 18 Wenyi Road',
        date: '2026-06-18',
        slot: 'morning',
      },
      insurance: {
        insuredAmount: { amount: 11_000_000, currency: 'CNY' },
        riskType: 'allRisks',
        insuredPerson: 'NINGBO LIGHTING',
      },
      warehouse: { palletCount: 3, wrapCount: 0, weighing: true, labelCount: 0 },
    },
    ...patch,
  };
}

/** A main account's rights on orders; /user/info answers with them unless a test gives its own. */
export const ORDER_RIGHTS: PermissionGrant[] = [grant('order', ['add', 'query', 'get', 'edit', 'export'])];

/**
 * The network of the order pages: each call answers in turn from its list (the last repeats), and
 * /user/info with `permissions`.
 */
export function serveOrders(routes: Record<string, Reply[]>, permissions: PermissionGrant[] = ORDER_RIGHTS) {
  return stub({ '/user/info': [{ data: userInfoAnswer(permissions) }], ...routes });
}

/**
 * An order as getorderinfo answers it: `fullOrder` with no life yet beyond its creation, unless patched;
 * steps and the customer's actions follow the status (and milestones) as the server derives them.
 */
export function orderInfo(patch: Partial<OrderInfo> = {}): OrderInfo {
  const status = patch.status ?? 'pending_review';
  const milestones = patch.milestones ?? [];
  const nodes = Object.fromEntries(milestones.map((m) => [m.node, m.at]));
  return {
    ...fullOrder({ status }),
    blNo: null,
    bookingNo: null,
    customerReference: 'PO-7788',
    contractNo: null,
    userFields: [],
    vessel: null,
    voyage: null,
    reviewRemark: null,
    quoteValidTo: null,
    quoteExpired: false,
    loading: null,
    milestones,
    steps: progressSteps(status, nodes),
    todos: [],
    log: [
      {
        id: 'log-1',
        at: '2026-06-15T02:30:00.000Z',
        actorKind: 'customer',
        actorName: 'Wang Wei',
        action: 'create',
        from: null,
        to: 'pending_review',
        remark: null,
        changes: null,
      },
    ],
    files: [],
    actions: orderActions(status, 'customer'),
    ...patch,
  };
}

export const INFO = orderCalls.info.path;

const HANGZHOU = {
  code: '330100',
  name: { 'zh-CN': '杭州', 'zh-TW': '杭州', en: 'Hangzhou' },
  province: { 'zh-CN': '浙江', 'zh-TW': '浙江', en: 'Zhejiang' },
  provinceCode: '33',
  pinyin: 'hz',
};

/**
 * Opens the detail page of `order`, served by getorderinfo, with the other calls given; `page` is the
 * page as the app composes it (with other features' sections) when a test needs it.
 */
export function openOrder(
  order: OrderInfo,
  routes: Record<string, Reply[]> = {},
  permissions: PermissionGrant[] = ORDER_RIGHTS,
  page: ReactElement = <OrderDetailPage />,
) {
  const server = serveOrders(
    { [INFO]: [{ data: order }], [catalogCalls.cities.path]: [{ data: { items: [HANGZHOU], total: 1 } }], ...routes },
    permissions,
  );
  renderAt(`/center/orderdetail?id=${order.orderId}`, page);
  return server;
}
