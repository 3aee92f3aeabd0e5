/** The message centre (/center/message, features/messages): the account's messages and the platform's notices. */
export const messages = {
  title: '消息中心',
  tabs: {
    mine: '我的消息',
    notices: '平台公告',
  },
  filters: {
    label: '显示',
    all: '全部',
    unread: '未读',
  },
  unreadCount: '{{count}} 条未读',
  total: '共 {{total}} 条',
  markAllRead: '全部标为已读',
  markedAll: '已全部标为已读',
  markFailed: '标记失败，请稍后重试',
  empty: '暂无消息',
  emptyUnread: '没有未读消息',
  view: '查看',
  unread: '未读',
  kinds: {
    order_status: '订单状态',
    order_milestone: '货物节点',
    order_todo: '待办事项',
    letter: '托书',
    other: '通知',
  },
  noticesEmpty: '暂无公告',
  noticeMore: '了解详情',
} as const;
