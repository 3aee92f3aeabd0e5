import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import SoundOutlined from '@ant-design/icons-svg/es/asn/SoundOutlined';
import { NOTICE_CAROUSEL_MS } from '@seabook/domain/notices';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { useOperateNotices } from '../../features/messages/api.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { useToken } from '../../lib/auth.ts';
import styles from './notice-bar.module.css';

/**
 * The scrolling notice bar (spec §2, §9): the operation notices shown now, one at a time, moving to the
 * next every 60 s (NOTICE_CAROUSEL_MS), held while the pointer or the focus is on it; arrows step through
 * them. Plain React and CSS like the header, so it paints before antd; nothing shows without notices.
 * Over a hero (`overlay`) it lies on the picture under the transparent header.
 */
export function NoticeBar({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const token = useToken();
  const { data: notices = [], isPending } = useOperateNotices(true);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const count = notices.length;

  useEffect(() => {
    if (count < 2 || held) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), NOTICE_CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [count, held]);

  // Until the answer is in, an empty bar holds the place of the one it may bring, so the page below does
  // not move down when it arrives (over a hero it moves nothing anyway).
  if (isPending && !overlay) return <div className={styles.placeholder} aria-hidden="true" />;
  if (count === 0) return null;
  const at = index % count;
  const notice = notices[at];
  if (!notice) return null;
  const step = (by: number) => setIndex((at + by + count) % count);
  const title = notice.title[locale];

  return (
    <section
      className={`${styles.bar} ${overlay ? styles.overlay : ''}`}
      aria-label={t('layout:noticeBar.label')}
      data-testid="notice-bar"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={styles.inner}>
        <PlainIcon icon={SoundOutlined} className={styles.icon} />
        <span className={styles.kind}>{t(`layout:noticeBar.kinds.${notice.kind}`)}</span>
        <div className={styles.viewport} aria-live="polite">
          <div key={notice.id} className={styles.slide} data-testid="notice-bar-item" title={notice.body[locale]}>
            {notice.link ? <Link to={notice.link}>{title}</Link> : <span>{title}</span>}
          </div>
        </div>
        {count > 1 ? (
          <span className={styles.pager}>
            <button
              type="button"
              className={styles.step}
              onClick={() => step(-1)}
              aria-label={t('layout:noticeBar.previous')}
            >
              <PlainIcon icon={LeftOutlined} />
            </button>
            <span className={styles.position}>
              {at + 1}/{count}
            </span>
            <button
              type="button"
              className={styles.step}
              onClick={() => step(1)}
              aria-label={t('layout:noticeBar.next')}
            >
              <PlainIcon icon={RightOutlined} />
            </button>
          </span>
        ) : null}
        {token ? (
          <Link to="/center/message?tab=notices" className={styles.all}>
            {t('layout:noticeBar.all')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
