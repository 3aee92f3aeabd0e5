import type { LoadedContainer, OrderFileCategory } from '@seabook/domain/order-info';

/**
 * The demo company's orders as a table: one plan per order, read by demo-orders.ts. Each names its
 * lane and carriers (the first the demo rates price is booked), the draft the customer submitted, how
 * far its life went (`until`, the last step it reached) and what happened on the way: remarks, to-dos,
 * documents, numbers and containers. Fourteen orders cover all thirteen statuses (two completed: one
 * LCL, one FCL) on three lanes (Shanghai → Los Angeles, Ningbo → Hamburg, Shenzhen → Singapore).
 */

/**
 * The steps of an order's life in the order they happen, with the hours each takes after the one
 * before. Review: approve, or require_quote → quote → accept_quote, or reject; cancel is the
 * customer's, after approval. Then the booking: an LCL order's cargo is warehoused at the CFS, an FCL
 * order's container is picked up; the B/L is drafted (draft_bl), checked (bill_check) and confirmed by
 * the customer; the cargo is released and sails (on its sailing day), the B/L is issued, the cargo
 * arrives (at the line's ETA) and is picked up at destination, and the order is completed.
 */
export const STEP_HOURS = {
  create: 0,
  approve: 0.4,
  require_quote: 0.5,
  quote: 20,
  accept_quote: 5,
  reject: 0.5,
  cancel: 26,
  confirm_booking: 20,
  preallocate: 22,
  pickup: 24,
  warehoused: 18,
  draft_bl: 26,
  bill_check: 20,
  confirm_bl: 8,
  customs_released: 18,
  sailed: 14,
  issue_bl: 30,
  arrived: 0,
  delivered: 46,
  complete: 22,
} as const;
export type Step = keyof typeof STEP_HOURS;

export type DemoOrderPlan = {
  /** Names the plan's stored files (`demo/<key>-<n>.<ext>`). */
  key: string;
  mode: 'lcl' | 'fcl';
  pol: string;
  pod: string;
  /** Carriers in order of preference; another priced one of the lane when none of them is. */
  carriers: readonly string[];
  /** The cargo, containers and services of the createorder draft (`draftOf` adds terms and parties). */
  draft: Record<string, unknown>;
  review: 'approve' | 'quote' | 'reject' | 'cancel';
  /** The last step the order reached. */
  until: Step;
  /** When the last step happened, for an order that has not sailed. */
  hoursAgo?: number;
  /** How many days ago it sailed, from the line's transit days, for an order that has. */
  sailedDaysAgo?: (transitDays: number) => number;
  /** Remarks on the moves (an operator's becomes the order's review remark). */
  remarks?: Partial<Record<Step, string>>;
  /** Where the cargo is picked up (FCL) for the milestone. */
  pickupPlace?: string;
  bookingNo?: string;
  blNo?: string;
  /** Set by the customer (userdefine) an hour after placing the order. */
  references?: { contractNo: string; fields: { label: string; value: string }[] };
  /** Loaded when an FCL order's boxes are picked up, or when an LCL order's consolidation box sails. */
  containers?: LoadedContainer[];
  /** An operator's to-do, an hour after `after`; done three hours after `doneAfter`. */
  todos?: { text: string; after: Step; doneAfter?: Step }[];
  /** Documents, half an hour after `after`. */
  files?: { name: string; category: OrderFileCategory; after: Step; by: 'customer' | 'operator' }[];
};

const terms = { tradeTerm: 'FOB', shipmentTerm: 'CFS-CFS' } as const;

const shipper = {
  address: 'SEABOOK DEMO TRADING CO., LTD.\nNO. 88 CENTURY AVENUE, PUDONG\nSHANGHAI 200120, CHINA',
  contact: 'WANG LEI',
  phone: '+86 21 5888 0001',
  region: 'CN',
};
const consignees = {
  USLAX: {
    address: 'PACIFIC HOME GOODS INC.\n1200 E 7TH ST\nLOS ANGELES, CA 90021, USA',
    contact: 'JOHN MILLER',
    phone: '+1 213 555 0142',
    region: 'US',
  },
  DEHAM: {
    address: 'HANSA HANDEL GMBH\nGROSSE ELBSTRASSE 145\n22767 HAMBURG, GERMANY',
    contact: 'ANNA SCHULZ',
    phone: '+49 40 3890 1100',
    region: 'DE',
  },
  SGSIN: {
    address: 'LION CITY SUPPLIES PTE. LTD.\n21 TOH GUAN ROAD EAST\nSINGAPORE 608609',
    contact: 'TAN WEI MING',
    phone: '+65 6561 2200',
    region: 'SG',
  },
};

/** A plan's lane: mode, ports and the carriers preferred. */
function lane(mode: 'lcl' | 'fcl', pol: string, pod: keyof typeof consignees, ...carriers: string[]) {
  return { mode, pol, pod, carriers };
}

/** The plan's createorder draft without mode and source: FOB CFS-CFS, our shipper, the lane's consignee. */
export function draftOf(plan: DemoOrderPlan): Record<string, unknown> {
  const consignee = consignees[plan.pod as keyof typeof consignees];
  return { ...terms, consignor: shipper, consignee, notifier: { address: 'SAME AS CONSIGNEE' }, ...plan.draft };
}

function cargo(nameEn: string, weightKg: number, volumeCbm: number, pieces: number, extra: object = {}) {
  return { type: 'general', packingType: 'cartons', nameEn, marks: 'N/M', weightKg, volumeCbm, pieces, ...extra };
}

const booking = (after: Step = 'confirm_booking') =>
  ({ name: '订舱确认书.pdf', category: 'booking', after, by: 'operator' }) as const;

export const DEMO_ORDER_PLANS: readonly DemoOrderPlan[] = [
  {
    key: 'lax-new',
    ...lane('lcl', 'CNSHA', 'USLAX', 'COSU'),
    draft: {
      cargo: cargo('LED DESK LAMPS', 1200, 3.6, 60),
      customs: { type: 'formal', documentCount: 1 },
      customerReference: 'PO-LAX-2607',
    },
    review: 'approve',
    until: 'create',
    hoursAgo: 0.3,
  },
  {
    key: 'ham-oversize',
    ...lane('lcl', 'CNNGB', 'DEHAM', 'CMDU'),
    draft: {
      cargo: cargo('STEEL MACHINE FRAMES', 2400, 6.5, 2, { type: 'oversized', packingType: 'woodenCases' }),
    },
    review: 'quote',
    until: 'require_quote',
    hoursAgo: 20,
    remarks: { require_quote: '单件长 4.2 米，需与汉堡仓库确认能否操作，报价后通知您' },
  },
  {
    key: 'lax-fcl-quote',
    ...lane('fcl', 'CNSHA', 'USLAX', 'MAEU'),
    draft: {
      cargo: cargo('OFFICE CHAIRS', 7800, 62, 420),
      containers: [{ type: '40HQ', quantity: 1 }],
    },
    review: 'quote',
    until: 'quote',
    hoursAgo: 26,
    remarks: {
      require_quote: '旺季舱位紧张，需向船公司确认价格',
      quote: '舱位已确认：旺季附加费 PSS USD 300/柜，目的港免柜期 14 天，请确认报价',
    },
  },
  {
    key: 'sin-booking',
    ...lane('lcl', 'CNSZX', 'SGSIN', 'EGLV', 'WHLC'),
    draft: { cargo: cargo('BLUETOOTH SPEAKERS', 650, 2.8, 70) },
    review: 'approve',
    until: 'approve',
    hoursAgo: 30,
    remarks: { approve: '资料齐全，审核通过，正在向船公司订舱' },
    files: [{ name: 'Commercial Invoice SIN-0712.pdf', category: 'invoice', after: 'create', by: 'customer' }],
  },
  {
    key: 'ham-fcl-space',
    ...lane('fcl', 'CNNGB', 'DEHAM', 'ZIMU'),
    draft: {
      cargo: cargo('CERAMIC FLOOR TILES', 48_000, 110, 64, { packingType: 'pallets' }),
      containers: [{ type: '40HQ', quantity: 2 }],
    },
    review: 'approve',
    until: 'confirm_booking',
    hoursAgo: 20,
    bookingNo: 'NGB4471205',
    references: { contractNo: 'HT-2026-DE-0398', fields: [] },
    files: [booking()],
  },
  {
    key: 'lax-warehouse',
    ...lane('lcl', 'CNSHA', 'USLAX', 'MAEU', 'COSU'),
    draft: {
      cargo: cargo('CERAMIC TABLEWARE', 1850, 5.2, 96),
      warehouse: { palletCount: 4, wrapCount: 4 },
      destinationDelivery: {
        name: 'PACIFIC HOME GOODS INC.',
        street: '1200 E 7TH ST',
        city: 'LOS ANGELES',
        country: 'US',
        zip: '90021',
        phone: '+1 213 555 0142',
      },
      customerReference: 'PO-LAX-2588',
    },
    review: 'approve',
    until: 'warehoused',
    hoursAgo: 8,
    bookingNo: 'SHA3391027',
    todos: [{ text: '请上传装箱单（Packing List），仓库需核对入仓件数', after: 'warehoused' }],
    files: [booking(), { name: '入仓照片.jpg', category: 'photo', after: 'warehoused', by: 'operator' }],
  },
  {
    key: 'sin-fcl-bl',
    ...lane('fcl', 'CNSZX', 'SGSIN', 'EGLV'),
    draft: {
      cargo: cargo('LED PANEL LIGHTS', 9200, 26, 380),
      containers: [{ type: '20GP', quantity: 1 }],
    },
    review: 'approve',
    until: 'draft_bl',
    hoursAgo: 6,
    pickupPlace: 'Dongguan, Guangdong',
    bookingNo: 'SZX5120386',
    blNo: 'SBLSZX0003105',
    containers: [{ containerNo: 'FCIU5620977', type: '20GP', sealNo: 'EMC5562091', pieces: 380, weightKg: 9200 }],
    todos: [{ text: '请提供报关资料：商业发票、装箱单、报关委托书', after: 'draft_bl' }],
    files: [booking(), { name: '装箱单 PL-SIN-0398.xlsx', category: 'packing_list', after: 'pickup', by: 'customer' }],
  },
  {
    key: 'ham-bl-check',
    ...lane('lcl', 'CNNGB', 'DEHAM', 'CMDU'),
    draft: {
      cargo: cargo('STAINLESS STEEL COOKWARE', 1400, 4.1, 52),
      customs: { type: 'formal', documentCount: 2 },
    },
    review: 'approve',
    until: 'bill_check',
    hoursAgo: 10,
    bookingNo: 'NGB4468810',
    blNo: 'SBLNGB0003981',
    todos: [{ text: '请在 24 小时内核对提单草稿并确认，如需修改请注明', after: 'bill_check' }],
    files: [
      booking(),
      { name: '装箱单 PL-HAM-1102.xlsx', category: 'packing_list', after: 'preallocate', by: 'customer' },
      { name: '提单草稿.pdf', category: 'bl', after: 'bill_check', by: 'operator' },
    ],
  },
  {
    key: 'lax-fcl-sailed',
    ...lane('fcl', 'CNSHA', 'USLAX', 'MAEU'),
    draft: {
      cargo: cargo('OUTDOOR FURNITURE', 8600, 66, 210),
      containers: [{ type: '40HQ', quantity: 1 }],
      customs: { type: 'formal', documentCount: 1 },
    },
    review: 'approve',
    until: 'sailed',
    sailedDaysAgo: () => 2,
    pickupPlace: 'Kunshan, Jiangsu',
    bookingNo: 'SHA3385114',
    blNo: 'SBLSHA0004460',
    containers: [{ containerNo: 'MRKU4826139', type: '40HQ', sealNo: 'ML-CN7740215', pieces: 210, weightKg: 8600 }],
    todos: [{ text: '请上传商业发票（Commercial Invoice）', after: 'preallocate', doneAfter: 'pickup' }],
    files: [
      booking(),
      { name: 'Commercial Invoice LAX-2571.pdf', category: 'invoice', after: 'pickup', by: 'customer' },
      { name: '装箱照片.jpg', category: 'photo', after: 'pickup', by: 'customer' },
    ],
  },
  {
    key: 'ham-fcl-issued',
    ...lane('fcl', 'CNNGB', 'DEHAM', 'ZIMU'),
    draft: {
      cargo: cargo('BICYCLE PARTS', 16_500, 88, 640),
      containers: [
        { type: '40HQ', quantity: 1 },
        { type: '20GP', quantity: 1 },
      ],
    },
    review: 'approve',
    until: 'issue_bl',
    sailedDaysAgo: () => 4,
    pickupPlace: 'Yuyao, Zhejiang',
    bookingNo: 'NGB4459032',
    blNo: 'SBLNGB0004217',
    references: { contractNo: 'HT-2026-DE-0417', fields: [{ label: 'PO 号', value: 'PO-DE-88231' }] },
    containers: [
      { containerNo: 'ZIMU3019462', type: '40HQ', sealNo: 'ZIM4410832', pieces: 420, weightKg: 10_800 },
      { containerNo: 'TGHU8815521', type: '20GP', sealNo: 'ZIM4410833', pieces: 220, weightKg: 5700 },
    ],
    todos: [{ text: '请确认提单收货人及通知人信息', after: 'bill_check', doneAfter: 'bill_check' }],
    files: [
      { name: '报关单.pdf', category: 'customs', after: 'customs_released', by: 'operator' },
      { name: '提单正本扫描件.pdf', category: 'bl', after: 'issue_bl', by: 'operator' },
    ],
  },
  {
    key: 'sin-done',
    ...lane('lcl', 'CNSZX', 'SGSIN', 'EGLV', 'WHLC'),
    draft: {
      cargo: cargo('KITCHEN STORAGE BOXES', 980, 3.9, 84),
      customs: { type: 'formal', documentCount: 1 },
      customerReference: 'PO-SIN-0655',
    },
    review: 'approve',
    until: 'complete',
    sailedDaysAgo: (transit) => transit + 6,
    bookingNo: 'SZX5098741',
    blNo: 'SBLSZX0002876',
    containers: [{ containerNo: 'EGHU9304157', type: '40HQ', sealNo: 'EMC0930415', pieces: null, weightKg: null }],
    files: [
      { name: 'Commercial Invoice SIN-0655.pdf', category: 'invoice', after: 'preallocate', by: 'customer' },
      { name: '提单.pdf', category: 'bl', after: 'issue_bl', by: 'operator' },
      { name: '目的港签收单.jpg', category: 'other', after: 'delivered', by: 'operator' },
    ],
  },
  {
    key: 'lax-fcl-done',
    ...lane('fcl', 'CNSHA', 'USLAX', 'MAEU'),
    draft: {
      cargo: cargo('ELECTRIC SCOOTERS', 6900, 58, 230),
      containers: [{ type: '40GP', quantity: 1 }],
    },
    review: 'approve',
    until: 'complete',
    sailedDaysAgo: (transit) => transit + 9,
    pickupPlace: 'Jiaxing, Zhejiang',
    bookingNo: 'SHA3360458',
    blNo: 'SBLSHA0002713',
    containers: [{ containerNo: 'MSKU9041726', type: '40GP', sealNo: 'ML-CN7712040', pieces: 230, weightKg: 6900 }],
    files: [
      { name: '装箱照片.jpg', category: 'photo', after: 'pickup', by: 'customer' },
      { name: '报关单.pdf', category: 'customs', after: 'customs_released', by: 'operator' },
      { name: '提单.pdf', category: 'bl', after: 'issue_bl', by: 'operator' },
    ],
  },
  {
    key: 'lax-rejected',
    ...lane('lcl', 'CNSHA', 'USLAX', 'ONEY', 'HDMU'),
    draft: {
      cargo: cargo('LITHIUM BATTERY PACKS', 900, 1.6, 30, { type: 'batteries' }),
    },
    review: 'reject',
    until: 'reject',
    hoursAgo: 5 * 24,
    remarks: { reject: '锂电池货物需提供 UN38.3 测试报告及 MSDS，本航线拼箱暂不接受，请改订危险品专线' },
  },
  {
    key: 'ham-cancelled',
    ...lane('lcl', 'CNNGB', 'DEHAM', 'CMDU'),
    draft: { cargo: cargo('GARDEN TOOLS', 760, 2.4, 40) },
    review: 'cancel',
    until: 'cancel',
    hoursAgo: 7 * 24,
    remarks: { cancel: '买家推迟出货，取消本次订舱' },
  },
];

/** Numbers of demo orders anyone can track (past review, not rejected or cancelled): the B/L issued FCL order. */
export const DEMO_TRACKING = {
  blNo: 'SBLNGB0004217',
  containerNo: 'ZIMU3019462',
  contractNo: 'HT-2026-DE-0417',
} as const;
