import type { OperateNotice } from '@seabook/domain/messages';

/**
 * The platform's operation notices (GET /v2/member/message/getoperatelist): service announcements every
 * visitor may read, kept here in the three languages until an operator screen edits them. Newest first.
 */
export const OPERATE_NOTICES: readonly OperateNotice[] = [
  {
    id: 'notice-2026-tracking',
    title: {
      'zh-CN': '货物跟踪上线：提单号、箱号、合同号均可查询',
      'zh-TW': '貨物追蹤上線：提單號、櫃號、合約號均可查詢',
      en: 'Cargo tracking is live: search by B/L, container or contract number',
    },
    body: {
      'zh-CN': '在页头点击“货物跟踪”，输入提单号或订舱号、箱号或客户合同号，即可查看船名航次、节点与预计到港时间。',
      'zh-TW': '在頁首點擊「貨物追蹤」，輸入提單號或訂艙號、櫃號或客戶合約號，即可查看船名航次、節點與預計到港時間。',
      en: 'Click "Cargo tracking" in the header and enter a B/L or booking number, a container number or your contract number to see the vessel, voyage, milestones and ETA.',
    },
    publishedAt: '2026-06-01T00:00:00.000Z',
    link: '/cargo_tracking',
  },
  {
    id: 'notice-2026-messages',
    title: {
      'zh-CN': '订单状态变更将通过站内消息、短信和邮件通知',
      'zh-TW': '訂單狀態變更將透過站內訊息、簡訊和郵件通知',
      en: 'Order updates now reach you by message, SMS and e-mail',
    },
    body: {
      'zh-CN': '订单每次状态变更、货物节点更新或新增待办事项，我们都会写入消息中心，并发送短信和邮件提醒。',
      'zh-TW': '訂單每次狀態變更、貨物節點更新或新增待辦事項，我們都會寫入訊息中心，並發送簡訊和郵件提醒。',
      en: 'Every status change, cargo milestone and new to-do on your orders is written to your messages and sent by SMS and e-mail.',
    },
    publishedAt: '2026-05-20T00:00:00.000Z',
    link: '/center/message',
  },
  {
    id: 'notice-2026-holiday',
    title: {
      'zh-CN': '端午节期间客服与仓库作业时间安排',
      'zh-TW': '端午節期間客服與倉庫作業時間安排',
      en: 'Customer service and warehouse hours over the Dragon Boat Festival',
    },
    body: {
      'zh-CN': '节日期间在线客服正常值班，各地仓库照常收货；报关与订舱以船公司和海关的工作安排为准，请提前安排出货。',
      'zh-TW': '節日期間線上客服正常值班，各地倉庫照常收貨；報關與訂艙以船公司和海關的工作安排為準，請提前安排出貨。',
      en: 'Online customer service stays open and our warehouses receive cargo as usual; customs and bookings follow the carriers’ and customs’ holiday schedules, so please plan shipments early.',
    },
    publishedAt: '2026-05-10T00:00:00.000Z',
    link: null,
  },
];
