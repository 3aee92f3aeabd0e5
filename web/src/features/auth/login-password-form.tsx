import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type Login, LoginSchema } from '@seabook/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useFieldRules } from '../../components/field-rules.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { authApi } from './api.ts';
import styles from './auth-forms.module.css';
import { useFailureNotice } from './use-failure-notice.ts';
import { useSignIn } from './use-sign-in.ts';

type Props = {
  onSuccess(): void;
  onForgot(): void;
  onRegister(): void;
};

/** Mobile-or-sub-account and password (spec §5: sub-accounts log in with the full account name). */
export function LoginPasswordForm({ onSuccess, onForgot, onRegister }: Props) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Login>();
  const signIn = useSignIn();
  const notifyFailure = useFailureNotice();
  const accountRules = useFieldRules(LoginSchema.shape.mobile);
  const passwordRules = useFieldRules(LoginSchema.shape.password);

  const login = useMutation({
    mutationFn: (values: Login) => authApi.login({ mobile: values.mobile.trim(), password: values.password }),
    onSuccess: ({ accesstoken }) => {
      signIn(accesstoken);
      onSuccess();
    },
    onError: (error) => notifyFailure(error, t('login.failed'), form),
  });

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={(values) => login.mutate(values)}>
      <Form.Item name="mobile" label={t('fields.account')} rules={accountRules} extra={t('fields.accountHint')}>
        <Input
          data-testid="login-mobile"
          prefix={<UserOutlined />}
          placeholder={t('fields.accountPlaceholder')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={passwordRules}>
        <Input.Password
          data-testid="login-password"
          prefix={<LockOutlined />}
          placeholder={t('fields.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <div className={styles.row}>
        <Button type="link" size="small" className={styles.linkButton} onClick={onForgot}>
          {t('login.forgot')}
        </Button>
      </div>
      <Button data-testid="login-submit" type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
      <div className={styles.footer}>
        <Button type="link" size="small" className={styles.linkButton} onClick={onRegister}>
          {t('login.toRegister')}
        </Button>
      </div>
    </Form>
  );
}
