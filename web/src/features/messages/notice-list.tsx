import { Empty, Typography } from 'antd';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state.tsx';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { formatDate } from '../../lib/format.ts';
import { useOperateNotices } from './api.ts';
import styles from './messages.module.css';

/** The platform's announcements (getoperatelist), newest first, loaded when their tab is opened. */
export function NoticeList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const notices = useOperateNotices(true);
  if (notices.isPending) return <PageLoading rows={4} />;
  if (notices.isError) return <PageError error={notices.error} onRetry={() => void notices.refetch()} />;
  if (notices.data.length === 0) return <Empty description={t('messages:noticesEmpty')} />;
  return (
    <ul className={styles.list} data-testid="notice-list">
      {notices.data.map((notice) => (
        <li key={notice.id} className={styles.item}>
          <div className={styles.notice}>
            <span className={styles.head}>
              <Typography.Text strong className={styles.title}>
                {notice.title[locale]}
              </Typography.Text>
              <Typography.Text type="secondary" className={styles.time}>
                {formatDate(notice.publishedAt, locale)}
              </Typography.Text>
            </span>
            <Typography.Text type="secondary">{notice.body[locale]}</Typography.Text>
          </div>
          {notice.link ? (
            <Link to={notice.link} className={styles.view}>
              {t('messages:noticeMore')}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
