import {
  EmailSchema,
  MobileSchema,
  NewPasswordSchema,
  type Register,
  RegisterFormSchema,
  SMS_RESEND_SECONDS,
} from '@seabook/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { Link } from 'react-router';
import { useFieldRules } from '../../components/field-rules.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { authApi } from './api.ts';
import styles from './auth-forms.module.css';
import { PasswordStrength } from './password-strength.tsx';
import { readCookie } from './read-cookie.ts';
import { SmsCodeInput } from './sms-code-input.tsx';
import { useFailureNotice } from './use-failure-notice.ts';
import { useSignIn } from './use-sign-in.ts';

type Values = { mobile: string; code: string; email: string; password: string; agree: boolean };

type Props = {
  onSuccess(): void;
  onLogin(): void;
  /** A scanned messaging-app login to bind to the new account (the QR "register instead" path). */
  weixinqrcode?: string;
};

/** The referrer cookie a partner link sets (spec §3: comeformuserid is taken from a cookie). */
const REFERRER_COOKIE = 'comeformuserid';

/** Registration; the server answers with a token, so success is also the automatic login of spec §4. */
export function RegisterForm({ onSuccess, onLogin, weixinqrcode }: Props) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form);
  const signIn = useSignIn();
  const notifyFailure = useFailureNotice();
  const mobileRules = useFieldRules(MobileSchema);
  const emailRules = useFieldRules(EmailSchema);
  const passwordRules = useFieldRules(NewPasswordSchema);
  const agreeRules = useFieldRules(RegisterFormSchema.shape.agree);

  const register = useMutation({
    mutationFn: (values: Values) => {
      const body: Register = {
        mobile: values.mobile.trim(),
        code: values.code.trim(),
        email: values.email.trim(),
        password: values.password,
        comeformuserid: readCookie(REFERRER_COOKIE)?.slice(0, 40) || undefined,
        weixinqrcode,
      };
      return authApi.register(body);
    },
    onSuccess: ({ accesstoken }) => {
      signIn(accesstoken);
      onSuccess();
    },
    onError: (error) => notifyFailure(error, t('register.failed'), form),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ agree: false }}
      onFinish={(values) => register.mutate(values)}
    >
      {weixinqrcode ? <Alert className={styles.note} type="info" showIcon title={t('register.wxNote')} /> : null}
      <Form.Item name="mobile" label={t('fields.mobile')} rules={mobileRules}>
        <Input data-testid="reg-mobile" placeholder={t('fields.mobilePlaceholder')} inputMode="tel" maxLength={11} />
      </Form.Item>
      <SmsCodeInput
        send={authApi.sendRegisterCode}
        seconds={SMS_RESEND_SECONDS}
        inputTestId="reg-code"
        buttonTestId="reg-send-code"
      />
      <Form.Item name="email" label={t('fields.email')} rules={emailRules}>
        <Input data-testid="reg-email" placeholder={t('fields.emailPlaceholder')} autoComplete="email" />
      </Form.Item>
      <Form.Item name="password" label={t('fields.newPassword')} rules={passwordRules}>
        <Input.Password
          data-testid="reg-password"
          placeholder={t('fields.newPasswordPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
      <PasswordStrength password={password} />
      <Form.Item name="agree" valuePropName="checked" rules={agreeRules}>
        <Checkbox data-testid="reg-agree">
          {t('register.agreePrefix')}
          <Link to="/agreement" target="_blank">
            {t('register.agreement')}
          </Link>
        </Checkbox>
      </Form.Item>
      <Button data-testid="reg-submit" type="primary" htmlType="submit" block loading={register.isPending}>
        {t('register.submit')}
      </Button>
      <div className={styles.footer}>
        <Button type="link" size="small" className={styles.linkButton} onClick={onLogin}>
          {t('register.toLogin')}
        </Button>
      </div>
    </Form>
  );
}
