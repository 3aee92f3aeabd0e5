import { PHONE_PATTERN, WX_STATUS, wxStatusView } from '@seabook/domain/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Result, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../i18n/error-text.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { DEV_PROVIDERS_OFF_STATUS, devApi } from './api.ts';
import styles from './dev-pages.module.css';

/** The two identities made up on the spot, beside the demo ones the server lists. */
const NEW_USER = 'new';
const SHARED_MOBILE = 'mobile';

type Outcome =
  | { kind: 'scanned' | 'expired' }
  | { kind: 'confirmed'; status: number }
  | { kind: 'failed'; message: string };

function failureMessage(error: unknown): string {
  return isApiError(error) ? error.msg : errorText('REQUEST_ERROR');
}

/**
 * /dev/wx-phone?loginid=…: plays the phone of a messaging-app user who scans the login QR code and confirms
 * it (docs/api.md, development routes). Laid out at phone width.
 */
export default function WxPhonePage() {
  const { t } = useTranslation('dev');
  const [params] = useSearchParams();
  const [loginid, setLoginid] = useState(params.get('loginid') ?? '');
  const [identity, setIdentity] = useState<string>();
  const [mobile, setMobile] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();

  const identities = useQuery({
    queryKey: ['dev', 'wx-identities'],
    queryFn: ({ signal }) => devApi.identities(signal),
    retry: false,
  });
  const chosen = identity ?? identities.data?.[0]?.openid ?? NEW_USER;
  const mobileValid = PHONE_PATTERN.test(mobile.trim());
  const spec = chosen === SHARED_MOBILE ? `mobile:${mobile.trim()}` : chosen;
  const id = loginid.trim();

  const onError = (error: unknown) => setOutcome({ kind: 'failed', message: failureMessage(error) });
  const scan = useMutation({
    mutationFn: () => devApi.scan(id, spec),
    onSuccess: () => setOutcome({ kind: 'scanned' }),
    onError,
  });
  const confirm = useMutation({
    mutationFn: () => devApi.confirm(id),
    onSuccess: ({ status }) => setOutcome({ kind: 'confirmed', status }),
    onError,
  });
  const expire = useMutation({
    mutationFn: () => devApi.expire(id),
    onSuccess: () => setOutcome({ kind: 'expired' }),
    onError,
  });

  if (isApiError(identities.error) && identities.error.status === DEV_PROVIDERS_OFF_STATUS) {
    return (
      <div className={styles.phone}>
        <Result status="info" title={t('phone.offTitle')} subTitle={t('phone.offDesc')} />
      </div>
    );
  }

  const busy = scan.isPending || confirm.isPending || expire.isPending;
  const canAct = id !== '' && !busy;

  return (
    <div className={styles.phone}>
      <Typography.Title level={4}>{t('phone.title')}</Typography.Title>
      <Alert type="info" showIcon title={t('phone.note')} className={styles.note} />
      <Form layout="vertical">
        <Form.Item label={t('phone.loginid')}>
          <Input
            data-testid="phone-loginid"
            value={loginid}
            placeholder={t('phone.loginidPlaceholder')}
            onChange={(event) => setLoginid(event.target.value)}
            allowClear
          />
        </Form.Item>
        <Form.Item label={t('phone.identity')}>
          {identities.isError ? <Alert type="error" title={t('phone.identitiesFailed')} /> : null}
          <Radio.Group
            data-testid="phone-identity"
            className={styles.radio}
            value={chosen}
            onChange={(event) => setIdentity(String(event.target.value))}
          >
            {(identities.data ?? []).map((item) => (
              <Radio key={item.openid} value={item.openid} data-testid={`identity-${item.openid}`}>
                {item.nickname}
                {item.mobile ? ` · ${item.mobile}` : ''}{' '}
                <Typography.Text type="secondary">({item.openid})</Typography.Text>
              </Radio>
            ))}
            <Radio value={NEW_USER} data-testid="identity-new">
              {t('phone.identityNew')}
            </Radio>
            <Radio value={SHARED_MOBILE} data-testid="identity-mobile">
              {t('phone.identityMobile')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {chosen === SHARED_MOBILE ? (
          <Form.Item
            validateStatus={mobile !== '' && !mobileValid ? 'error' : undefined}
            help={mobile !== '' && !mobileValid ? errorText('PHONE_INVALID') : undefined}
          >
            <Input
              data-testid="phone-mobile"
              value={mobile}
              inputMode="tel"
              maxLength={11}
              placeholder={t('phone.mobilePlaceholder')}
              onChange={(event) => setMobile(event.target.value)}
            />
          </Form.Item>
        ) : null}
      </Form>
      <div className={styles.actions}>
        <Button
          data-testid="phone-scan"
          type="primary"
          disabled={!canAct || (chosen === SHARED_MOBILE && !mobileValid)}
          loading={scan.isPending}
          onClick={() => scan.mutate()}
        >
          {t('phone.scan')}
        </Button>
        <Button
          data-testid="phone-confirm"
          type="primary"
          disabled={!canAct}
          loading={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          {t('phone.confirm')}
        </Button>
        <Button
          data-testid="phone-expire"
          danger
          disabled={!canAct}
          loading={expire.isPending}
          onClick={() => expire.mutate()}
        >
          {t('phone.expire')}
        </Button>
      </div>
      <PhoneStatus outcome={outcome} />
    </div>
  );
}

type StatusView = { text: string; type: 'info' | 'success' | 'warning' | 'error'; status: string };

/** What the phone last did, with `data-status` (the status number after a confirm) for the browser tests. */
function PhoneStatus({ outcome }: { outcome: Outcome | undefined }) {
  const { t } = useTranslation('dev');
  const view = ((): StatusView => {
    switch (outcome?.kind) {
      case undefined:
        return { text: t('phone.noStatus'), type: 'info', status: 'none' };
      case 'scanned':
        return { text: t('phone.scanned'), type: 'info', status: 'scanned' };
      case 'expired':
        return { text: t('phone.expired'), type: 'warning', status: 'expired' };
      case 'failed':
        return { text: outcome.message, type: 'error', status: 'error' };
      case 'confirmed':
        return {
          text: t(`phone.status.${wxStatusView(outcome.status)}`),
          type: outcome.status === WX_STATUS.SUCCESS ? 'success' : 'info',
          status: String(outcome.status),
        };
    }
  })();
  return (
    <div data-testid="phone-status" data-status={view.status}>
      <Alert type={view.type} showIcon title={t('phone.statusTitle')} description={view.text} />
    </div>
  );
}
