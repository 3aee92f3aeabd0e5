import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Link } from 'react-router';
import { PlainIcon } from '../../components/plain-icon.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './home-page.module.css';
import { OFFERINGS } from './offerings.tsx';

/** The dangerous-goods classes accepted (spec §1). */
const DG_CLASSES = [
  { key: 'c3', code: '3' },
  { key: 'c41', code: '4.1' },
  { key: 'c61', code: '6.1' },
  { key: 'c8', code: '8' },
  { key: 'c9', code: '9' },
] as const;

const SELLING_POINTS = [
  { key: 'price', icon: DollarOutlined },
  { key: 'speed', icon: ThunderboltOutlined },
  { key: 'tracking', icon: CheckCircleOutlined },
] as const;

/** Everything below the hero: offerings, coverage, dangerous goods, selling points. */
export function HomeDetails() {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('content:home.offerings.title')}</h2>
        <p className={styles.sectionSubtitle}>{t('content:home.offerings.subtitle')}</p>
        <ul className={styles.offerings}>
          {OFFERINGS.map((item) => (
            <li key={item.key} className={styles.offering}>
              <Link to={item.to} className={styles.offeringLink} data-testid={`offering-${item.key}`}>
                <span className={styles.offeringIcon}>
                  <PlainIcon icon={item.icon} />
                </span>
                <h3>{t(`content:home.offerings.items.${item.key}.title`)}</h3>
                <p>{t(`content:home.offerings.items.${item.key}.desc`)}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${styles.section} ${styles.split}`}>
        <article className={styles.panel}>
          <h2>
            <PlainIcon icon={GlobalOutlined} /> {t('content:home.coverage.title')}
          </h2>
          <p>{t('content:home.coverage.desc')}</p>
          <p className={styles.regions}>{t('content:home.coverage.regions')}</p>
        </article>
        <article className={styles.panel}>
          <h2>
            <PlainIcon icon={WarningOutlined} /> {t('content:home.dangerous.title')}
          </h2>
          <p>{t('content:home.dangerous.desc')}</p>
          <ul className={styles.dgList}>
            {DG_CLASSES.map((item) => (
              <li key={item.key}>
                <span className={styles.dgBadge}>{item.code}</span>
                {t(`content:home.dangerous.classes.${item.key}`)}
              </li>
            ))}
          </ul>
          <p className={styles.note}>{t('content:home.dangerous.note')}</p>
        </article>
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('content:home.why.title')}</h2>
        <ul className={styles.why}>
          {SELLING_POINTS.map((point) => (
            <li key={point.key}>
              <span className={styles.offeringIcon}>
                <PlainIcon icon={point.icon} />
              </span>
              <h3>{t(`common:sellingPoints.${point.key}.title`)}</h3>
              <p>{t(`common:sellingPoints.${point.key}.desc`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
