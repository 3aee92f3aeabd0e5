import { MobileSchema, WX_BIND_SMS_RESEND_SECONDS, type WxLoginBind, WxLoginBindSchema } from '@seabook/domain/auth';
import { ERRORS } from '@seabook/domain/errors';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Typography } from 'antd';
import { useFieldRules } from '../../components/field-rules.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { authApi } from './api.ts';
import styles from './auth-forms.module.css';
import { SmsCodeInput } from './sms-code-input.tsx';
import { useFailureNotice } from './use-failure-notice.ts';
import type { WxProfile } from './wx-phase.ts';

type Values = { mobile: string; password?: string; code?: string };

type Props = {
  /** Status 5 binds with the account's password; status 6 proves the shared mobile by SMS. */
  mode: 'password' | 'sms';
  loginid: string;
  profile?: WxProfile;
  onBound(token: string): void;
  /** The login id can no longer be bound (it timed out): back to an expired code. */
  onExpired(): void;
  onRescan(): void;
  onRegisterInstead(): void;
};

const [passwordBind] = WxLoginBindSchema.options;

/** Binds the scanned messaging-app identity to an existing account, then logs in (spec §4 statuses 5 and 6). */
export function WxBindForm({ mode, loginid, profile, onBound, onExpired, onRescan, onRegisterInstead }: Props) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const notifyFailure = useFailureNotice();
  const mobileRules = useFieldRules(MobileSchema);
  const passwordRules = useFieldRules(passwordBind.shape.password);
  const testId = mode === 'password' ? 'wx-bind' : 'wx-sms';

  const bind = useMutation({
    mutationFn: (values: Values) => {
      const mobile = values.mobile.trim();
      const body: WxLoginBind =
        mode === 'password'
          ? { loginid, mobile, password: values.password ?? '' }
          : { loginid, mobile, code: (values.code ?? '').trim() };
      return authApi.wxBind(body);
    },
    onSuccess: ({ accesstoken }) => onBound(accesstoken),
    onError: (error) => {
      notifyFailure(error, t('qr.bindFailed'), form);
      if (isApiError(error) && error.code === ERRORS.QR_EXPIRED.code) onExpired();
    },
  });

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(values) => bind.mutate(values)}>
      <Typography.Title level={5}>{mode === 'password' ? t('qr.bindTitle') : t('qr.smsTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {mode === 'password' ? t('qr.bindDesc') : t('qr.smsDesc', { mobile: profile?.mobile ?? '' })}
      </Typography.Paragraph>
      <Form.Item name="mobile" label={t('fields.mobile')} rules={mobileRules}>
        <Input
          data-testid={`${testId}-mobile`}
          placeholder={profile?.mobile || t('fields.mobilePlaceholder')}
          inputMode="tel"
          maxLength={11}
        />
      </Form.Item>
      {mode === 'password' ? (
        <Form.Item name="password" label={t('fields.password')} rules={passwordRules}>
          <Input.Password
            data-testid="wx-bind-password"
            placeholder={t('fields.passwordPlaceholder')}
            autoComplete="current-password"
          />
        </Form.Item>
      ) : (
        <SmsCodeInput
          send={(mobile) => authApi.wxSendCode(loginid, mobile)}
          seconds={WX_BIND_SMS_RESEND_SECONDS}
          inputTestId="wx-sms-code"
          buttonTestId="wx-sms-send"
        />
      )}
      <Button data-testid={`${testId}-submit`} type="primary" htmlType="submit" block loading={bind.isPending}>
        {mode === 'password' ? t('qr.bindSubmit') : t('qr.smsSubmit')}
      </Button>
      <div className={styles.spread}>
        <Button type="link" size="small" className={styles.linkButton} onClick={onRescan}>
          {t('qr.rescan')}
        </Button>
        <Button
          data-testid="wx-register-instead"
          type="link"
          size="small"
          className={styles.linkButton}
          onClick={onRegisterInstead}
        >
          {t('qr.registerInstead')}
        </Button>
      </div>
    </Form>
  );
}
