import type { Messages } from '../../resources.ts';

export const messages: Messages['messages'] = {
  title: '訊息中心',
  tabs: {
    mine: '我的訊息',
    notices: '平台公告',
  },
  filters: {
    label: '顯示',
    all: '全部',
    unread: '未讀',
  },
  unreadCount: '{{count}} 則未讀',
  total: '共 {{total}} 則',
  markAllRead: '全部標為已讀',
  markedAll: '已全部標為已讀',
  markFailed: '標記失敗，請稍後再試',
  empty: '暫無訊息',
  emptyUnread: '沒有未讀訊息',
  view: '查看',
  unread: '未讀',
  kinds: {
    order_status: '訂單狀態',
    order_milestone: '貨物節點',
    order_todo: '待辦事項',
    letter: '託書',
    other: '通知',
  },
  noticesEmpty: '暫無公告',
  noticeMore: '了解詳情',
};
