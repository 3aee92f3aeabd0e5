import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { CONTACT, CONTACT_IS_DEMO, CONTACT_KEYS, PARTNER_PORTALS } from '../../lib/site.ts';
import styles from './layouts.module.css';

const SELLING_POINTS = [
  { key: 'price', icon: DollarOutlined },
  { key: 'speed', icon: ThunderboltOutlined },
  { key: 'tracking', icon: CheckCircleOutlined },
] as const;

const SiteQrCode = lazy(async () => ({ default: (await import('../../components/site-qr-code.tsx')).SiteQrCode }));

/** The public footer's body (spec §2): selling points, contact, agreement, partner portals, two QR codes. */
export default function FooterDetails() {
  const { t } = useTranslation();
  const contacts = CONTACT_KEYS.filter((key) => CONTACT[key] !== undefined);
  return (
    <>
      <div className={styles.sellingPoints}>
        {SELLING_POINTS.map((point) => (
          <div key={point.key} className={styles.sellingPoint}>
            <span className={styles.sellingIcon}>
              <PlainIcon icon={point.icon} />
            </span>
            <div>
              <strong>{t(`common:sellingPoints.${point.key}.title`)}</strong>
              <p>{t(`common:sellingPoints.${point.key}.desc`)}</p>
            </div>
          </div>
        ))}
      </div>
      <div className={styles.footerColumns}>
        {contacts.length > 0 ? (
          <section data-testid="footer-contact">
            <h3>{t('layout:footer.contact')}</h3>
            <ul>
              {contacts.map((key) => (
                <li key={key}>
                  {t(`layout:footer.${key}`)}:{' '}
                  {key === 'email' ? <a href={`mailto:${CONTACT[key]}`}>{CONTACT[key]}</a> : CONTACT[key]}
                </li>
              ))}
              {CONTACT_IS_DEMO ? <li>{t('layout:footer.demoContact')}</li> : null}
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
          <Suspense fallback={null}>
            <SiteQrCode path="/mobile/index" caption={t('layout:footer.qrMobile')} size={96} />
            <SiteQrCode path="/index" caption={t('layout:footer.qrShare')} size={96} />
          </Suspense>
        </section>
      </div>
    </>
  );
}
