import { CheckCircleOutlined, DollarOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteQrCode } from '../../components/site-qr-code.tsx';
import { APP_VERSION, CONTACT, COPYRIGHT_YEARS, type ContactKey, PARTNER_PORTALS } from '../../lib/site.ts';
import styles from './layouts.module.css';

const SELLING_POINTS = [
  { key: 'price', icon: <DollarOutlined /> },
  { key: 'speed', icon: <ThunderboltOutlined /> },
  { key: 'tracking', icon: <CheckCircleOutlined /> },
] as const;

const CONTACT_KEYS: readonly ContactKey[] = ['hotline', 'email', 'qq', 'wechat'];

/** Copyright and version: the whole footer on pages that hide it, the last line elsewhere. */
export function CopyrightLine({ withAgreement = false }: { withAgreement?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.copyright}>
      <span>{t('layout:footer.copyright', { years: COPYRIGHT_YEARS })}</span>
      <span>{t('layout:footer.version', { version: APP_VERSION })}</span>
      {withAgreement ? <Link to="/agreement">{t('layout:footer.agreement')}</Link> : null}
    </div>
  );
}

/** The public footer of spec §2: selling points, contact, agreement, partner portals, two QR codes. */
export function PublicFooter({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <footer className={`${styles.footer} ${styles.footerCompact}`}>
        <CopyrightLine withAgreement />
      </footer>
    );
  }
  const contacts = CONTACT_KEYS.filter((key) => CONTACT[key] !== undefined);
  return (
    <footer className={styles.footer}>
      <div className={styles.sellingPoints}>
        {SELLING_POINTS.map((point) => (
          <div key={point.key} className={styles.sellingPoint}>
            <span className={styles.sellingIcon}>{point.icon}</span>
            <div>
              <strong>{t(`common:sellingPoints.${point.key}.title`)}</strong>
              <p>{t(`common:sellingPoints.${point.key}.desc`)}</p>
            </div>
          </div>
        ))}
      </div>
      <div className={styles.footerColumns}>
        {contacts.length > 0 ? (
          <section>
            <h3>{t('layout:footer.contact')}</h3>
            <ul>
              {contacts.map((key) => (
                <li key={key}>
                  {t(`layout:footer.${key}`)}:{' '}
                  {key === 'email' ? <a href={`mailto:${CONTACT[key]}`}>{CONTACT[key]}</a> : CONTACT[key]}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section>
          <h3>{t('layout:footer.links')}</h3>
          <ul>
            <li>
              <Link to="/agreement">{t('layout:footer.agreement')}</Link>
            </li>
            <li>
              <Link to="/center/helper">{t('layout:member.helper')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h3>{t('layout:footer.partners')}</h3>
          <ul className={styles.partnerList}>
            {PARTNER_PORTALS.map((portal) => (
              <li key={portal.key}>
                {portal.url ? (
                  <a href={portal.url} target="_blank" rel="noreferrer">
                    {t(`layout:footer.partnerPortals.${portal.key}`)}
                  </a>
                ) : (
                  t(`layout:footer.partnerPortals.${portal.key}`)
                )}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.qrCodes}>
          <SiteQrCode path="/mobile/index" caption={t('layout:footer.qrMobile')} size={96} />
          <SiteQrCode path="/index" caption={t('layout:footer.qrShare')} size={96} />
        </section>
      </div>
      <CopyrightLine />
    </footer>
  );
}
