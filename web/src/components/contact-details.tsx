import { Descriptions, Typography } from 'antd';
import { useTranslation } from '../i18n/i18n.ts';
import { CONTACT, CONTACT_IS_DEMO, CONTACT_KEYS } from '../lib/site.ts';

/**
 * The configured ways to reach customer service (spec §9: hotline, e-mail, QQ, messaging app; VITE_CONTACT_*),
 * for every page that tells the user to contact us (issue 14 item 12b). Nothing when none is configured:
 * values are never invented.
 */
export function ContactDetails({ className }: { className?: string }) {
  const { t } = useTranslation();
  const items = CONTACT_KEYS.flatMap((key) => {
    const value = CONTACT[key];
    if (!value) return [];
    const children =
      key === 'email' ? (
        <a key={key} href={`mailto:${value}`}>
          {value}
        </a>
      ) : (
        value
      );
    return [{ key, label: t(`layout:footer.${key}`), children }];
  });
  if (items.length === 0) return null;
  return (
    <div className={className} data-testid="contact-details">
      <Descriptions size="small" column={1} items={items} />
      {CONTACT_IS_DEMO ? <Typography.Text type="secondary">{t('layout:footer.demoContact')}</Typography.Text> : null}
    </div>
  );
}
