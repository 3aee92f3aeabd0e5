import { Carousel } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import styles from './auth-carousel.module.css';
import { BookingIllustration, RatesIllustration, TrackingIllustration } from './auth-illustrations.tsx';

/** Spec §2 and §9: the side carousel of the login page advances every 6000 ms and loops. */
export const CAROUSEL_INTERVAL_MS = 6000;

const SLIDES: readonly { key: 'lcl' | 'booking' | 'tracking'; picture: ReactNode }[] = [
  { key: 'lcl', picture: <RatesIllustration /> },
  { key: 'booking', picture: <BookingIllustration /> },
  { key: 'tracking', picture: <TrackingIllustration /> },
];

export function AuthCarousel() {
  const { t } = useTranslation('auth');
  return (
    <Carousel autoplay autoplaySpeed={CAROUSEL_INTERVAL_MS} infinite className={styles.carousel}>
      {SLIDES.map(({ key, picture }) => (
        <div key={key}>
          <div className={styles.slide} data-testid={`auth-slide-${key}`}>
            <div className={styles.picture}>{picture}</div>
            <h3 className={styles.title}>{t(`carousel.${key}.title`)}</h3>
            <p className={styles.desc}>{t(`carousel.${key}.desc`)}</p>
          </div>
        </div>
      ))}
    </Carousel>
  );
}
