import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { QR_BIND_COUNTDOWN_SECONDS } from '@seabook/domain/auth';
import { Button, QRCode, type QRCodeProps, Result, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { errorText } from '../../i18n/error-text.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { useCountdown } from './use-countdown.ts';
import { useReload } from './use-reload.ts';
import { useSignIn } from './use-sign-in.ts';
import { useWxLogin } from './use-wx-login.ts';
import { WxBindForm } from './wx-bind-form.tsx';
import type { WxPhase } from './wx-phase.ts';
import styles from './wx-qr-login.module.css';

type Props = {
  /** Whether the QR tab is the one showing; a hidden tab makes no code and does not poll. */
  active: boolean;
  onRegisterInstead(loginid: string): void;
  /** Where the final reload lands (the login page's destination); the current page when unset. */
  reloadTo?: string;
  pollMs?: number;
};

/** The QR text as an address the phone can open: the development provider gives a path on this site. */
function qrValue(qr: string): string {
  return qr.startsWith('/') ? `${window.location.origin}${qr}` : qr;
}

/** The real WeChat provider's QR is WeChat's own page (`open.weixin.qq.com/connect/qrconnect`), framed here. */
function isWechatPage(qr: string | null | undefined): qr is string {
  return typeof qr === 'string' && /^https?:\/\//.test(qr);
}

function qrStatus(phase: WxPhase): NonNullable<QRCodeProps['status']> {
  if (phase.kind === 'loading') return 'loading';
  if (phase.kind === 'expired') return 'expired';
  if (phase.kind === 'scanned') return 'scanned';
  return 'active';
}

/** The messaging-app QR login of spec §4: the code, its statuses, and the bind step when one is needed. */
export function WxQrLogin({ active, onRegisterInstead, reloadTo, pollMs }: Props) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const wx = useWxLogin({ active, pollMs });
  const { phase, loginid, qr, refresh, setPhase } = wx;
  const signIn = useSignIn();
  const reload = useReload(reloadTo);

  useEffect(() => {
    if (phase.kind !== 'success') return;
    signIn(phase.token);
    reload();
  }, [phase, signIn, reload]);

  if ((phase.kind === 'bind' || phase.kind === 'sms') && loginid) {
    return (
      <WxBindForm
        mode={phase.kind === 'bind' ? 'password' : 'sms'}
        loginid={loginid}
        profile={phase.profile}
        onBound={(token) => setPhase({ kind: 'bound', token })}
        onExpired={() => setPhase({ kind: 'expired', reason: 'QR_EXPIRED' })}
        onRescan={() => void refresh()}
        onRegisterInstead={() => onRegisterInstead(loginid)}
      />
    );
  }
  if (phase.kind === 'bound') return <BoundCountdown token={phase.token} onReload={reload} />;
  if (phase.kind === 'success') return <Result status="success" title={t('qr.successTitle')} extra={<Spin />} />;

  const nickname = phase.kind === 'scanned' ? phase.profile?.nickname : undefined;
  const isDevProvider = qr?.startsWith('/dev/') === true;

  // WeChat's page shows its own QR and its own "scanned" state; it sends its frame to our callback,
  // while this page keeps polling the login's status as with any provider.
  const framed = isWechatPage(qr) && (phase.kind === 'waiting' || phase.kind === 'scanned');

  return (
    <div className={styles.panel} data-testid="wx-login" data-phase={phase.kind}>
      {framed ? (
        <iframe
          data-testid="wx-qr"
          data-loginid={loginid ?? undefined}
          className={styles.frame}
          src={qr}
          title={t('qr.frameTitle')}
        />
      ) : (
        <QRCode
          // Named only once the code exists, so a test that finds it can read its login id at once.
          data-testid={loginid ? 'wx-qr' : undefined}
          data-loginid={loginid ?? undefined}
          value={qr ? qrValue(qr) : 'seabook'}
          type="svg"
          size={200}
          status={qrStatus(phase)}
          onRefresh={() => void refresh()}
          statusRender={(info) => {
            if (info.status === 'loading') return <Spin description={t('qr.loading')} />;
            if (info.status === 'scanned') {
              return (
                <div className={styles.cover}>
                  <CheckCircleFilled className={styles.scannedIcon} />
                  <Typography.Text strong>{t('qr.scanned')}</Typography.Text>
                  <Typography.Text type="secondary">
                    {nickname ? t('qr.scannedBy', { nickname }) : t('qr.scannedDesc')}
                  </Typography.Text>
                </div>
              );
            }
            const reason = phase.kind === 'expired' ? phase.reason : 'QR_EXPIRED';
            return (
              <div className={styles.cover}>
                <Typography.Text data-testid="wx-qr-message">{errorText(reason, locale)}</Typography.Text>
                <Button type="link" icon={<ReloadOutlined />} onClick={info.onRefresh} data-testid="wx-qr-refresh">
                  {t('qr.refresh')}
                </Button>
              </div>
            );
          }}
        />
      )}
      <Typography.Text type="secondary">{t('qr.hint')}</Typography.Text>
      {isDevProvider && loginid ? (
        <Typography.Text type="secondary" className={styles.dev}>
          {t('qr.devPhoneNote')}{' '}
          <a
            data-testid="wx-dev-phone"
            href={`/dev/wx-phone?loginid=${encodeURIComponent(loginid)}`}
            target="_blank"
            rel="noopener"
          >
            {t('qr.devPhone')}
          </a>
        </Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * After a bind: the 3 s countdown of spec §4, then the reload. The token is stored only at the end, because
 * storing it closes the login modal (it follows the session) and the countdown would never be seen; if this
 * view goes away early anyway, the token is stored then, so the bind never leaves the user logged out.
 */
function BoundCountdown({ token, onReload }: { token: string; onReload(): void }) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const stored = useRef(false);
  const finish = useCallback(() => {
    if (stored.current) return;
    stored.current = true;
    signIn(token);
    onReload();
  }, [signIn, token, onReload]);
  const countdown = useCountdown(finish);
  const { start } = countdown;

  useEffect(() => start(QR_BIND_COUNTDOWN_SECONDS), [start]);
  // Checked a tick after unmount so React's development double-mount (StrictMode) is not taken for leaving.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (mounted.current || stored.current) return;
        stored.current = true;
        signIn(token);
      }, 0);
    };
  }, [signIn, token]);

  return (
    <Result
      status="success"
      data-testid="wx-bound"
      title={t('qr.boundTitle')}
      subTitle={t('qr.reloadIn', { seconds: countdown.seconds })}
      extra={
        <Button type="primary" onClick={finish}>
          {t('qr.reloadNow')}
        </Button>
      }
    />
  );
}
