import type { Messages } from '../../resources.ts';

export const messages: Messages['messages'] = {
  title: 'Messages',
  tabs: {
    mine: 'My messages',
    notices: 'Announcements',
  },
  filters: {
    label: 'Show',
    all: 'All',
    unread: 'Unread',
  },
  unreadCount: '{{count}} unread',
  total: '{{total}} in all',
  markAllRead: 'Mark all as read',
  markedAll: 'All messages marked as read',
  markFailed: 'Could not mark as read. Please try again later.',
  empty: 'No messages yet',
  emptyUnread: 'No unread messages',
  view: 'View',
  unread: 'Unread',
  kinds: {
    order_status: 'Order status',
    order_milestone: 'Cargo milestone',
    order_todo: 'To-do',
    letter: 'Shipping instruction',
    other: 'Notice',
  },
  noticesEmpty: 'No announcements',
  noticeMore: 'Read more',
};
