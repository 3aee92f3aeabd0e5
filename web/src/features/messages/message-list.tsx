import { MESSAGE_KINDS, type Message, type MessageKind } from '@seabook/domain/messages';
import { App, Badge, Button, Empty, Pagination, Segmented, Select, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatTime } from '../../lib/format.ts';
import { useMarkRead, useMessageList } from './api.ts';
import styles from './messages.module.css';

export const MESSAGES_PAGE_SIZE = 10;

function isKind(kind: string): kind is MessageKind {
  return (MESSAGE_KINDS as readonly string[]).includes(kind);
}

type Props = {
  unread: boolean;
  kind?: MessageKind | undefined;
  page: number;
  onView: (view: { unread?: boolean; kind?: MessageKind | undefined; page?: number }) => void;
};

/**
 * The account's messages, newest first: an unread dot, what it is about, title and body in the
 * current language, when, and the page it is about. Opening one (a click, or its "view") marks it
 * read; "mark all read" marks every one.
 */
export function MessageList({ unread, kind, page, onView }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const list = useMessageList({ unread, kind, page, pageSize: MESSAGES_PAGE_SIZE });
  const markRead = useMarkRead();

  const open = (item: Message) => {
    if (item.readAt === null)
      markRead.mutate({ ids: [item.id] }, { onError: () => void message.error(t('messages:markFailed')) });
  };
  const markAll = () =>
    markRead.mutate(
      { all: true },
      {
        onSuccess: () => void message.success(t('messages:markedAll')),
        onError: () => void message.error(t('messages:markFailed')),
      },
    );

  let body: ReactNode;
  if (list.isPending) body = <PageLoading rows={6} />;
  else if (list.isError) body = <PageError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0)
    body = <Empty description={unread ? t('messages:emptyUnread') : t('messages:empty')} />;
  else
    body = (
      <>
        <ul className={styles.list}>
          {list.data.items.map((item) => {
            const isUnread = item.readAt === null;
            return (
              <li
                key={item.id}
                className={`${styles.item} ${isUnread ? styles.unread : ''}`}
                data-testid="message-item"
                data-unread={isUnread ? 'true' : 'false'}
              >
                <button type="button" className={styles.open} onClick={() => open(item)}>
                  <span className={styles.head}>
                    {isUnread ? <Badge status="processing" aria-label={t('messages:unread')} /> : null}
                    <Tag>{t(`messages:kinds.${isKind(item.kind) ? item.kind : 'other'}`)}</Tag>
                    <Typography.Text strong={isUnread} className={styles.title}>
                      {item.title[locale]}
                    </Typography.Text>
                    <Typography.Text type="secondary" className={styles.time}>
                      {formatTime(item.createdAt)}
                    </Typography.Text>
                  </span>
                  <Typography.Text type="secondary" className={styles.body}>
                    {item.body[locale]}
                  </Typography.Text>
                </button>
                {item.link ? (
                  <Link to={item.link} className={styles.view} onClick={() => open(item)}>
                    {t('messages:view')}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
        <Pagination
          className={styles.pagination}
          current={page}
          pageSize={MESSAGES_PAGE_SIZE}
          total={list.data.total}
          hideOnSinglePage
          responsive
          showSizeChanger={false}
          showTotal={(total) => t('messages:total', { total })}
          onChange={(next) => onView({ page: next })}
        />
      </>
    );

  const unreadCount = list.data?.unreadCount ?? 0;
  return (
    <div data-testid="message-list">
      <div className={styles.toolbar}>
        <Segmented<'all' | 'unread'>
          aria-label={t('messages:filters.label')}
          value={unread ? 'unread' : 'all'}
          options={[
            { value: 'all', label: t('messages:filters.all') },
            { value: 'unread', label: t('messages:filters.unread') },
          ]}
          onChange={(value) => onView({ unread: value === 'unread', page: 1 })}
        />
        <Select<MessageKind | 'all'>
          aria-label={t('messages:filters.kind')}
          className={styles.kindFilter}
          value={kind ?? 'all'}
          options={[
            { value: 'all', label: t('messages:filters.allKinds') },
            ...MESSAGE_KINDS.map((value) => ({ value, label: t(`messages:kinds.${value}`) })),
          ]}
          onChange={(value) => onView({ kind: value === 'all' ? undefined : value, page: 1 })}
          data-testid="message-kind-filter"
        />
        <Typography.Text type="secondary" data-testid="message-unread-count">
          {t('messages:unreadCount', { count: unreadCount })}
        </Typography.Text>
        <Button
          className={styles.markAll}
          disabled={unreadCount === 0}
          loading={markRead.isPending && markRead.variables?.all === true}
          onClick={markAll}
        >
          {t('messages:markAllRead')}
        </Button>
      </div>
      {body}
    </div>
  );
}
