import { useId, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { CONTACT, CONTACT_IS_DEMO, CONTACT_KEYS } from '../lib/site.ts';
import styles from './contact-link.module.css';

/**
 * "请联系客服" where a page says it (issue 14 item 12b), as a link that opens the configured ways to reach
 * customer service (hotline, e-mail, QQ, messaging app) beside it. Plain React, no antd: it sits in the
 * quote lines, which paint before antd loads (decision 014). With nothing configured it is the text alone:
 * no value is ever invented (decision 035).
 */
export function ContactLink({ children }: { children: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const keys = CONTACT_KEYS.filter((key) => CONTACT[key] !== undefined);
  if (keys.length === 0) return <span>{children}</span>;
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={id}
        data-testid="contact-link"
        onClick={(event) => {
          // A quote line may open on click: the contact stays on this page.
          event.stopPropagation();
          event.preventDefault();
          setOpen((was) => !was);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {children}
      </button>
      {open ? (
        <span id={id} className={styles.card} role="dialog" data-testid="contact-card">
          {keys.map((key) => (
            <span key={key} className={styles.row}>
              <span className={styles.label}>{t(`layout:footer.${key}`)}</span>
              {key === 'email' ? (
                <a href={`mailto:${CONTACT[key]}`}>{CONTACT[key]}</a>
              ) : key === 'hotline' ? (
                <a href={`tel:${CONTACT[key]?.replace(/[^\d+]/g, '')}`}>{CONTACT[key]}</a>
              ) : (
                <span>{CONTACT[key]}</span>
              )}
            </span>
          ))}
          {CONTACT_IS_DEMO ? <span className={styles.demo}>{t('layout:footer.demoContact')}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
