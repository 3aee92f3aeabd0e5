import type { Localized } from './i18n.ts';
import type { BusinessNode, OrderStatus } from './order-flow.ts';

/**
 * The notices an account receives (spec: every status change and every new to-do), in the three
 * languages, as they are stored in its message list and sent by SMS and e-mail. The server writes them;
 * the message list shows them as stored.
 */

export type Notice = { title: Localized; body: Localized };

/** Spec §9: the scrolling notice bar moves to the next operation notice every 60 s (carousel delay). */
export const NOTICE_CAROUSEL_MS = 60_000;

export const ORDER_STATUS_LABELS: Record<OrderStatus, Localized> = {
  pending_review: { 'zh-CN': '待审核', 'zh-TW': '待審核', en: 'Pending review' },
  pending_quote: { 'zh-CN': '待报价', 'zh-TW': '待報價', en: 'Pending quote' },
  quote_to_confirm: { 'zh-CN': '报价待确认', 'zh-TW': '報價待確認', en: 'Quote to confirm' },
  pending_booking: { 'zh-CN': '待订舱', 'zh-TW': '待訂艙', en: 'Pending booking' },
  pending_preallocation: { 'zh-CN': '待预配', 'zh-TW': '待預配', en: 'Pending pre-allocation' },
  in_progress: { 'zh-CN': '进行中', 'zh-TW': '進行中', en: 'In progress' },
  pending_bl_draft: { 'zh-CN': '待出提单草稿', 'zh-TW': '待出提單草稿', en: 'Pending B/L draft' },
  bl_checking: { 'zh-CN': '提单核对中', 'zh-TW': '提單核對中', en: 'B/L checking' },
  pending_bl_issue: { 'zh-CN': '待签发提单', 'zh-TW': '待簽發提單', en: 'Pending B/L issue' },
  bl_issued: { 'zh-CN': '已签发提单', 'zh-TW': '已簽發提單', en: 'B/L issued' },
  completed: { 'zh-CN': '已完成', 'zh-TW': '已完成', en: 'Completed' },
  rejected: { 'zh-CN': '审核未通过', 'zh-TW': '審核未通過', en: 'Review rejected' },
  cancelled: { 'zh-CN': '已取消', 'zh-TW': '已取消', en: 'Cancelled' },
};

export const BUSINESS_NODE_LABELS: Record<BusinessNode, Localized> = {
  booked: { 'zh-CN': '已订舱', 'zh-TW': '已訂艙', en: 'Booked' },
  pickup: { 'zh-CN': '已提货', 'zh-TW': '已提貨', en: 'Picked up' },
  warehoused: { 'zh-CN': '已进仓', 'zh-TW': '已進倉', en: 'Warehoused' },
  bill_check: { 'zh-CN': '对单', 'zh-TW': '對單', en: 'Bill check' },
  customs_released: { 'zh-CN': '已放行', 'zh-TW': '已放行', en: 'Customs released' },
  sailed: { 'zh-CN': '已开船', 'zh-TW': '已開船', en: 'Sailed' },
  bill_issued: { 'zh-CN': '已出提单', 'zh-TW': '已出提單', en: 'B/L issued' },
  arrived: { 'zh-CN': '已到港', 'zh-TW': '已到港', en: 'Arrived' },
  delivered: { 'zh-CN': '目的港已提货', 'zh-TW': '目的港已提貨', en: 'Picked up at destination' },
};

function each(make: (locale: keyof Localized) => string): Localized {
  return { 'zh-CN': make('zh-CN'), 'zh-TW': make('zh-TW'), en: make('en') };
}

export function orderStatusNotice(orderNo: string, to: OrderStatus, remark?: string | null): Notice {
  const status = ORDER_STATUS_LABELS[to];
  return {
    title: {
      'zh-CN': `订单 ${orderNo}：${status['zh-CN']}`,
      'zh-TW': `訂單 ${orderNo}：${status['zh-TW']}`,
      en: `Order ${orderNo}: ${status.en}`,
    },
    body: {
      'zh-CN': `您的订单 ${orderNo} 状态已变为“${status['zh-CN']}”。${remark ? `备注：${remark}` : ''}`,
      'zh-TW': `您的訂單 ${orderNo} 狀態已變為「${status['zh-TW']}」。${remark ? `備註：${remark}` : ''}`,
      en: `Your order ${orderNo} is now "${status.en}".${remark ? ` Remark: ${remark}` : ''}`,
    },
  };
}

export function orderTodoNotice(orderNo: string, text: string): Notice {
  return {
    title: {
      'zh-CN': `订单 ${orderNo} 有新的待办事项`,
      'zh-TW': `訂單 ${orderNo} 有新的待辦事項`,
      en: `Order ${orderNo}: a new to-do`,
    },
    body: {
      'zh-CN': `请处理：${text}`,
      'zh-TW': `請處理：${text}`,
      en: `Please see to: ${text}`,
    },
  };
}

export function orderMilestoneNotice(orderNo: string, node: BusinessNode): Notice {
  const label = BUSINESS_NODE_LABELS[node];
  return {
    title: each((l) =>
      l === 'en' ? `Order ${orderNo}: ${label.en}` : `${l === 'zh-TW' ? '訂單' : '订单'} ${orderNo}：${label[l]}`,
    ),
    body: each((l) =>
      l === 'en'
        ? `Your cargo of order ${orderNo} has reached "${label.en}".`
        : l === 'zh-TW'
          ? `您的訂單 ${orderNo} 貨物節點更新：${label[l]}。`
          : `您的订单 ${orderNo} 货物节点更新：${label[l]}。`,
    ),
  };
}

/** The operator added a document to the order (the back office's upload, issue 6). */
export function orderFileNotice(orderNo: string, fileName: string): Notice {
  return {
    title: {
      'zh-CN': `订单 ${orderNo} 有新的文件`,
      'zh-TW': `訂單 ${orderNo} 有新的檔案`,
      en: `Order ${orderNo}: a new document`,
    },
    body: {
      'zh-CN': `客服已上传文件：${fileName}`,
      'zh-TW': `客服已上傳檔案：${fileName}`,
      en: `We added a document to your order: ${fileName}`,
    },
  };
}
