import { TOKEN_EXPIRED_CODE } from '@seabook/domain/transport-codes';
import { Alert, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { AuthCarousel } from './auth-carousel.tsx';
import { AuthPanel } from './auth-panel.tsx';
import { type AuthTab, isAuthTab } from './auth-tabs.ts';
import styles from './login-page.module.css';
import { safeRedirect } from './safe-redirect.ts';

/**
 * /login: sign-in, QR sign-in, sign-up and password reset beside the image carousel (spec §2).
 * `?tab=` picks the tab (kept in the address so a reload or a shared link opens the same one) and
 * `?redirect=` is where a successful login goes, else the account centre; `?expired=1` says the session
 * expired on the page the visitor was on (the 99999 message), which a reload keeps.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AuthTab = isAuthTab(requested) ? requested : 'login';
  const destination = safeRedirect(params.get('redirect'));

  const onTabChange = (next: AuthTab) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <aside className={styles.side}>
          <AuthCarousel />
        </aside>
        <section className={styles.main}>
          <Typography.Title level={3} className={styles.title}>
            {t('page.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('page.subtitle')}</Typography.Paragraph>
          {params.get('expired') === '1' ? (
            <Alert
              type="warning"
              showIcon
              title={errorText(TOKEN_EXPIRED_CODE)}
              className={styles.expired}
              data-testid="login-expired"
            />
          ) : null}
          <AuthPanel
            tab={tab}
            onTabChange={onTabChange}
            onSuccess={() => void navigate(destination, { replace: true })}
            reloadTo={destination}
          />
        </section>
      </div>
    </div>
  );
}
