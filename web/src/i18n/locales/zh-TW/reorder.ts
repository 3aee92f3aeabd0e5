import type { Messages } from '../../resources.ts';

/** Order again, editing an order while it waits for review, and the sailing chooser (features/reorder, the booking form's sailing-chooser). */
export const reorder: Messages['reorder'] = {
  chooser: {
    title: '選擇船期',
    lane: '{{pol}} → {{pod}}',
    carrier: '船公司',
    sailing: '開船日期',
    cutoff: '截單日期',
    transit: '航程',
    transitDays: '約 {{days}} 天',
    price: '價格',
    perWm: '{{price}}/W/M',
    total: '合計 {{price}}',
    via: '經 {{hub}} 轉運',
    direct: '直達',
    sameService: '原航線',
    choose: '選擇',
    chosen: '已選擇',
    empty: '該航線目前沒有可訂的船期。',
    askQuote: '提交詢價',
  },
  again: {
    header: '再來一單：{{orderNo}}',
    hint: '貨物、條款、收發貨人和加值服務已按原訂單 {{orderNo}} 填好；櫃號、封條號、裝櫃照片、提貨日期、投保日期和附件不會複製。價格按今天的運價重新計算。',
    sameLineGone: '原訂單的航線目前沒有可訂的船期，請選擇同一航線的其他船期。',
    inquiryOrder: '原訂單按詢價單報價下單，報價可能已過期：可以選擇該航線目前的船期，或重新詢價。',
    askQuote: '重新詢價',
    notFound: '沒有找到這個訂單',
    backToOrders: '返回我的訂單',
    changeSailing: '更換船期',
  },
  edit: {
    header: '修改訂單 {{orderNo}}',
    hint: '訂單審核前可以修改。提交後按目前運價重新計算費用，訂單號和狀態保持不變。',
    notEditable: '訂單 {{orderNo}} 目前狀態為「{{status}}」，不能再修改。',
    notEditableHint: '只有待審核的訂單可以修改；如需變更，請聯繫客服。',
    backToOrder: '返回訂單詳情',
    lineGone: '訂單原船期已不可訂，請為訂單選擇新的船期。',
    success: '訂單 {{orderNo}} 已修改。',
  },
};
