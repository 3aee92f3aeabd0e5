import {
  FIND_PASSWORD_COUNTDOWN_SECONDS,
  type FindPass,
  FindPassSchema,
  MobileSchema,
  NewPasswordSchema,
  SMS_RESEND_SECONDS,
} from '@seabook/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Result } from 'antd';
import { useEffect } from 'react';
import { formFieldRules, useFieldRules } from '../../components/field-rules.ts';
import { useLocale, useTranslation } from '../../i18n/i18n.ts';
import { authApi } from './api.ts';
import styles from './auth-forms.module.css';
import { PasswordStrength } from './password-strength.tsx';
import { SmsCodeInput } from './sms-code-input.tsx';
import { useCountdown } from './use-countdown.ts';
import { useFailureNotice } from './use-failure-notice.ts';

type Props = { onBackToLogin(): void };

/** Password reset by SMS code; success shows a result that returns to the login tab after 5 s (spec §4). */
export function ForgotPasswordForm({ onBackToLogin }: Props) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [form] = Form.useForm<FindPass>();
  const password = Form.useWatch('password', form);
  const notifyFailure = useFailureNotice();
  const mobileRules = useFieldRules(MobileSchema);
  const passwordRules = useFieldRules(NewPasswordSchema);
  const confirmRules = formFieldRules(FindPassSchema, 'password2', locale);

  const reset = useMutation({
    mutationFn: (values: FindPass) =>
      authApi.resetPassword({ ...values, mobile: values.mobile.trim(), code: values.code.trim() }),
    onError: (error) => notifyFailure(error, t('forgot.failed'), form),
  });

  if (reset.isSuccess) {
    return (
      <ResetDone
        onBack={() => {
          form.resetFields();
          reset.reset();
          onBackToLogin();
        }}
      />
    );
  }

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(values) => reset.mutate(values)}>
      <Form.Item name="mobile" label={t('fields.mobile')} rules={mobileRules}>
        <Input data-testid="fp-mobile" placeholder={t('fields.mobilePlaceholder')} inputMode="tel" maxLength={11} />
      </Form.Item>
      <SmsCodeInput
        send={authApi.sendResetCode}
        seconds={SMS_RESEND_SECONDS}
        inputTestId="fp-code"
        buttonTestId="fp-send-code"
      />
      <Form.Item name="password" label={t('fields.resetPassword')} rules={passwordRules}>
        <Input.Password
          data-testid="fp-password"
          placeholder={t('fields.newPasswordPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
      <PasswordStrength password={password} />
      <Form.Item name="password2" label={t('fields.confirmPassword')} rules={confirmRules} dependencies={['password']}>
        <Input.Password
          data-testid="fp-password2"
          placeholder={t('fields.confirmPasswordPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Button data-testid="fp-submit" type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('forgot.submit')}
      </Button>
      <div className={styles.footer}>
        <Button type="link" size="small" className={styles.linkButton} onClick={onBackToLogin}>
          {t('forgot.backToLogin')}
        </Button>
      </div>
    </Form>
  );
}

function ResetDone({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown(onBack);
  const { start } = countdown;

  useEffect(() => start(FIND_PASSWORD_COUNTDOWN_SECONDS), [start]);

  return (
    <Result
      status="success"
      title={t('forgot.successTitle')}
      subTitle={t('forgot.successDesc', { seconds: countdown.seconds })}
      extra={
        <Button type="primary" data-testid="fp-login-now" onClick={onBack}>
          {t('forgot.loginNow')}
        </Button>
      }
    />
  );
}
